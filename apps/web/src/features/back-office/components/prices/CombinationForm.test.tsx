// @vitest-environment jsdom
import type { StaffTicketType } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { CombinationForm } from './CombinationForm';

const type = (id: number, nameEn: string, rule: Partial<StaffTicketType> = {}) =>
  ({ id, nameHe: nameEn, nameEn, minQuantity: null, maxQuantity: null, requiredWithId: null, ...rule }) as StaffTicketType;
const TYPES = [type(109, 'Family', { minQuantity: 2 }), type(110, 'Kid', { maxQuantity: 1, requiredWithId: 109 })];
const IDLE = { isPending: false, isSuccess: false, error: null };

describe('CombinationForm', () => {
  afterEach(cleanup);

  it("shows the chosen type's rules and saves a change", async () => {
    const onSave = vi.fn();
    renderWithKupa(<CombinationForm types={TYPES} onSave={onSave} state={IDLE} />, { staff: true });
    expect(screen.getByLabelText('At least, per order')).toHaveValue('2');
    await userEvent.selectOptions(screen.getByLabelText('Ticket type'), 'Kid');
    expect(screen.getByLabelText('At most, per order')).toHaveValue('1');
    expect(screen.getByLabelText('Only together with')).toHaveValue('109');
    await userEvent.clear(screen.getByLabelText('At most, per order'));
    await userEvent.type(screen.getByLabelText('At most, per order'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(110, { minQuantity: null, maxQuantity: 2, requiredWithId: 109 });
  });

  it('keeps what was typed when the server refuses a maximum below the minimum, and marks it', async () => {
    const props = { types: TYPES, onSave: vi.fn() };
    const { rerender } = renderWithKupa(<CombinationForm {...props} state={IDLE} />, { locale: 'he', staff: true });
    await userEvent.type(screen.getByLabelText('לכל היותר, בהזמנה'), '1');
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.maxQuantity' });
    rerender(<CombinationForm {...props} state={{ ...IDLE, error: refused }} />);
    expect(screen.getByLabelText('לכל היותר, בהזמנה')).toHaveValue('1');
    expect(screen.getByLabelText('לכל היותר, בהזמנה')).toHaveAttribute('aria-invalid', 'true');
  });
});
