// @vitest-environment jsdom
import type { StaffTicketType } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { EMPTY_DISCOUNT_CODE } from '../../utils/price-draft';
import { DiscountCodeForm } from './DiscountCodeForm';

const WINTER = { id: 104, nameHe: 'הנחת חורף', nameEn: 'Winter discount', kind: 'discountCode' } as StaffTicketType;
const IDLE = { isPending: false, isSuccess: false, error: null };

describe('DiscountCodeForm', () => {
  afterEach(cleanup);

  it('saves a code with the ticket type it unlocks, its use limit and dates', async () => {
    const onSave = vi.fn();
    renderWithKupa(<DiscountCodeForm initial={EMPTY_DISCOUNT_CODE} codeTypes={[WINTER]} onSave={onSave} state={IDLE} />, {
      locale: 'he',
      staff: true,
    });
    await userEvent.selectOptions(screen.getByLabelText('סוג הכרטיס שהקוד פותח'), 'הנחת חורף');
    await userEvent.type(screen.getByLabelText('קוד'), 'WINTER25');
    await userEvent.type(screen.getByLabelText('מספר שימושים (ריק: ללא הגבלה)'), '100');
    await userEvent.type(screen.getByLabelText('בתוקף עד תאריך (YYYY-MM-DD)'), '2027-02-28');
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith({
      code: 'WINTER25',
      ticketTypeId: 104,
      maxUses: 100,
      validFrom: null,
      validUntil: '2027-02-28',
      disabled: false,
    });
  });

  it('disables an existing code, keeping the rest', async () => {
    const onSave = vi.fn();
    const initial = { ...EMPTY_DISCOUNT_CODE, code: 'OLD', ticketTypeId: '104' };
    renderWithKupa(<DiscountCodeForm initial={initial} codeTypes={[WINTER]} onSave={onSave} state={IDLE} />, { staff: true });
    await userEvent.click(screen.getByLabelText('Disabled'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ code: 'OLD', ticketTypeId: 104, disabled: true }));
  });

  it('keeps the typed code when the server refuses it as taken, and marks the code', async () => {
    const props = { initial: EMPTY_DISCOUNT_CODE, codeTypes: [WINTER], onSave: vi.fn() };
    const { rerender } = renderWithKupa(<DiscountCodeForm {...props} state={IDLE} />, { staff: true });
    await userEvent.type(screen.getByLabelText('Code'), 'SAVE10');
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.code' });
    rerender(<DiscountCodeForm {...props} state={{ ...IDLE, error: refused }} />);
    expect(screen.getByLabelText('Code')).toHaveValue('SAVE10');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Please check this field.');
  });
});
