// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { EMPTY_LOCATION } from '../../utils/hall-drafts';
import { LocationForm } from './LocationForm';

const IDLE = { isPending: false, isSuccess: false, error: null };

describe('LocationForm', () => {
  afterEach(cleanup);

  it('saves a branch with its names, an empty address as null, and the offline flag', async () => {
    const onSave = vi.fn();
    renderWithKupa(<LocationForm initial={EMPTY_LOCATION} onSave={onSave} state={IDLE} />, { locale: 'he', staff: true });
    await userEvent.type(screen.getByLabelText('שם בעברית'), 'אילת');
    await userEvent.type(screen.getByLabelText('שם באנגלית'), 'Eilat');
    await userEvent.click(screen.getByLabelText('לא מקוון: מכירה בקופה בלבד, ההזמנה באתר חסומה'));
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith({
      nameHe: 'אילת',
      nameEn: 'Eilat',
      addressHe: null,
      addressEn: null,
      cityHe: null,
      cityEn: null,
      isOffline: true,
    });
  });

  it('marks the field the server refused and keeps what was typed', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Please check the entered data', { field: 'body.nameEn' });
    const initial = { ...EMPTY_LOCATION, nameHe: 'אילת' };
    renderWithKupa(<LocationForm initial={initial} onSave={vi.fn()} state={{ ...IDLE, error }} />, { locale: 'en', staff: true });
    expect(screen.getByLabelText('Name in English').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Name in Hebrew').value).toBe('אילת');
    expect(screen.getByRole('alert').textContent).toContain('Not saved');
  });
});
