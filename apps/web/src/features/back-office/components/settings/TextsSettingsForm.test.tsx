// @vitest-environment jsdom
import type { BusinessTexts } from '@kupa/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { TextsSettingsForm } from './TextsSettingsForm';

const TEXTS: BusinessTexts = {
  languages: ['he', 'en'],
  overrides: [{ key: 'seats.screen', locale: 'en', text: 'Stage' }],
};
const IDLE = { isPending: false, isSuccess: false, error: null };

describe('TextsSettingsForm', () => {
  afterEach(cleanup);

  it('keeps Hebrew, turns a language on and off, and saves the languages in order', async () => {
    const onSave = vi.fn();
    renderWithKupa(<TextsSettingsForm initial={TEXTS} onSave={onSave} state={IDLE} />, { staff: true });
    expect(screen.getByLabelText('עברית')).toBeChecked();
    expect(screen.getByLabelText('עברית')).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Polski'));
    await userEvent.click(screen.getByLabelText('Русский'));
    await userEvent.click(screen.getByLabelText('Polski'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...TEXTS, languages: ['he', 'en', 'ru'] });
  });

  it('adds, edits and removes replaced texts', async () => {
    const onSave = vi.fn();
    renderWithKupa(<TextsSettingsForm initial={TEXTS} onSave={onSave} state={IDLE} />, { staff: true });
    await userEvent.click(screen.getByRole('button', { name: 'Add a text' }));
    const added = within(screen.getByTestId('override-1'));
    expect(added.getByLabelText('Text')).toHaveValue('seats.screen');
    expect(added.getByLabelText('Language')).toHaveValue('he');
    await userEvent.selectOptions(added.getByLabelText('Text'), 'Terms: short name');
    await userEvent.type(added.getByLabelText('Replacement'), ' תנאי התיאטרון ');
    expect(added.getByLabelText('Replacement')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(within(screen.getByTestId('override-0')).getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      languages: ['he', 'en'],
      overrides: [{ key: 'customer.field.termsShort', locale: 'he', text: 'תנאי התיאטרון' }],
    });
  });

  it('offers the texts of the SMS and e-mails too, labelled in English and in Hebrew', async () => {
    const onSave = vi.fn();
    renderWithKupa(<TextsSettingsForm initial={TEXTS} onSave={onSave} state={IDLE} />, { staff: true });
    await userEvent.click(screen.getByRole('button', { name: 'Add a text' }));
    const added = within(screen.getByTestId('override-1'));
    await userEvent.selectOptions(added.getByLabelText('Text'), 'SMS: signature at the end of every SMS (keep it short)');
    await userEvent.type(added.getByLabelText('Replacement'), 'Cinema City · gate 3');
    expect(added.getByRole('option', { name: 'Tickets e-mail: subject (the order number follows it)' })).toHaveValue(
      'email.ticketsSubject',
    );
    expect(added.getByRole('option', { name: 'E-mails: signature at the end of every e-mail' })).toHaveValue('email.signature');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      languages: ['he', 'en'],
      overrides: [...TEXTS.overrides, { key: 'sms.signature', locale: 'he', text: 'Cinema City · gate 3' }],
    });
    cleanup();

    renderWithKupa(<TextsSettingsForm initial={TEXTS} onSave={vi.fn()} state={IDLE} />, { locale: 'he', staff: true });
    const row = within(screen.getByTestId('override-0'));
    expect(row.getByRole('option', { name: 'דוא״ל הכרטיסים: נושא (מספר ההזמנה בא אחריו)' })).toHaveValue('email.ticketsSubject');
    expect(row.getByRole('option', { name: 'דוא״ל: חתימה בסוף כל הודעה' })).toHaveValue('email.signature');
    expect(row.getByRole('option', { name: 'SMS: חתימה בסוף כל הודעה (כדאי לקצר)' })).toHaveValue('sms.signature');
  });

  it("shows the server's refusal in Hebrew, marks the row it names and keeps what was typed", async () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.overrides.0.text' });
    const { rerender } = renderWithKupa(<TextsSettingsForm initial={TEXTS} onSave={vi.fn()} state={IDLE} />, {
      locale: 'he',
      staff: true,
    });
    const text = screen.getByLabelText('טקסט חלופי');
    await userEvent.clear(text);
    await userEvent.type(text, 'Main stage');
    rerender(<TextsSettingsForm initial={TEXTS} onSave={vi.fn()} state={{ ...IDLE, error: refused }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('לא נשמר: נא לבדוק את הנתונים שהוזנו');
    expect(screen.getByLabelText('טקסט חלופי')).toHaveValue('Main stage');
    expect(screen.getByLabelText('טקסט חלופי')).toHaveAttribute('aria-invalid', 'true');
  });

  it('points the languages at the problem when the server refuses them', () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.languages' });
    renderWithKupa(<TextsSettingsForm initial={TEXTS} onSave={vi.fn()} state={{ ...IDLE, error: refused }} />, { staff: true });
    expect(screen.getByTestId('languages')).toHaveAccessibleDescription('Please check this field.');
  });

  it('says when no text is replaced', () => {
    renderWithKupa(<TextsSettingsForm initial={{ languages: ['he'], overrides: [] }} onSave={vi.fn()} state={IDLE} />, { staff: true });
    expect(screen.getByTestId('overrides-empty')).toHaveTextContent('No text is replaced');
  });
});
