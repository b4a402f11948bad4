// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { vodDraftOf } from '../../utils/vod-draft';
import { VodForm } from './VodForm';

const IDLE = { isPending: false, isSuccess: false, error: null };
const TODAY = new Date(2026, 10, 26, 12, 0);

describe('VodForm', () => {
  afterEach(cleanup);

  it('sells a film as video on demand with its price, window, plays and dates', async () => {
    const onSave = vi.fn();
    renderWithKupa(<VodForm initial={vodDraftOf(null, TODAY)} onSave={onSave} state={IDLE} />, { locale: 'he', staff: true });
    await userEvent.type(screen.getByLabelText('מחיר (₪)'), '34.90');
    const hours = screen.getByLabelText('חלון צפייה (שעות מהרכישה)');
    await userEvent.clear(hours);
    await userEvent.type(hours, '72');
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith({
      onSale: true,
      price: 34.9,
      viewingHours: 72,
      plays: 3,
      availableFrom: new Date(2026, 10, 26).toISOString(),
      availableUntil: new Date(2026, 11, 27).toISOString(),
    });
  });

  it('marks a field it cannot read without saving, and the field the server refused, keeping what was typed', async () => {
    const onSave = vi.fn();
    const { rerender } = renderWithKupa(<VodForm initial={vodDraftOf(null, TODAY)} onSave={onSave} state={IDLE} />, {
      locale: 'en',
      staff: true,
    });
    await userEvent.type(screen.getByLabelText('Price (₪)'), 'free');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Price (₪)').getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(screen.getByLabelText('Price (₪)'));
    await userEvent.type(screen.getByLabelText('Price (₪)'), '12');
    expect(screen.getByLabelText('Price (₪)').getAttribute('aria-invalid')).toBeNull();

    const refused = new ApiError(400, 'VALIDATION_ERROR', 'check', { field: 'body.plays' });
    rerender(<VodForm initial={vodDraftOf(null, TODAY)} onSave={onSave} state={{ ...IDLE, error: refused }} />);
    expect(screen.getByLabelText('Plays allowed').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Price (₪)') as HTMLInputElement).value).toBe('12');
    expect(screen.getByRole('alert').textContent).toMatch(/^Not saved: /);
  });
});
