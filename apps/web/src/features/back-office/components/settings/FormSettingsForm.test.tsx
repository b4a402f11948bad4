// @vitest-environment jsdom
import { FORM_FIELDS, type FormSettings } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { FormSettingsForm } from './FormSettingsForm';

const FORM: FormSettings = {
  fields: Object.fromEntries(
    FORM_FIELDS.map((f) => [f, { isIncluded: f === 'firstName', isRequired: f === 'firstName' }]),
  ) as FormSettings['fields'],
  isSSNRequired: true,
  isDefaultMailingAllowed: false,
  isMailingAllowedExcluded: false,
  isVoucherPaymentEnabled: true,
  isVerifyMobileNumber: false,
  isTermsConfirmed: true,
  additionalTerms: { he: null, en: null },
};
const IDLE = { isPending: false, isSuccess: false, error: null };

describe('FormSettingsForm', () => {
  afterEach(cleanup);

  it('makes a field required (and so shown), hides another, and saves the terms in both languages', async () => {
    const onSave = vi.fn();
    renderWithKupa(<FormSettingsForm initial={FORM} onSave={onSave} state={IDLE} />, { staff: true });
    await userEvent.click(screen.getByLabelText('City: required'));
    expect(screen.getByLabelText('City: shown')).toBeChecked();
    await userEvent.click(screen.getByLabelText('First name: shown'));
    expect(screen.getByLabelText('First name: required')).not.toBeChecked();
    await userEvent.click(screen.getByLabelText('ID number required'));
    await userEvent.type(screen.getByLabelText('Additional terms (English)'), 'No refunds.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saved = onSave.mock.calls[0]?.[0] as FormSettings;
    expect(saved.fields.city).toEqual({ isIncluded: true, isRequired: true });
    expect(saved.fields.firstName).toEqual({ isIncluded: false, isRequired: false });
    expect(saved.isSSNRequired).toBe(false);
    expect(saved.additionalTerms).toEqual({ he: null, en: 'No refunds.' });
  });

  it('says the change is saved', () => {
    renderWithKupa(<FormSettingsForm initial={FORM} onSave={vi.fn()} state={{ ...IDLE, isSuccess: true }} />, {
      locale: 'he',
      staff: true,
    });
    expect(screen.getByTestId('form-saved')).toHaveTextContent('נשמר. הלקוחות רואים את השינוי כבר עכשיו.');
  });
});
