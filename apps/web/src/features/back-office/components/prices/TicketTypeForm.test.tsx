// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { EMPTY_TICKET_TYPE } from '../../utils/price-draft';
import { TicketTypeForm } from './TicketTypeForm';

const OPTIONS = {
  ticketGroups: [
    { id: 21, nameHe: 'רגיל', nameEn: 'Standard' },
    { id: 22, nameHe: 'פרימיום', nameEn: 'Premium' },
  ],
  memberships: [{ id: 32, nameHe: 'מועדון', nameEn: 'Club' }],
  voucherClasses: [{ id: 41, nameHe: 'שובר זוגי', nameEn: 'Two tickets' }],
};
const IDLE = { isPending: false, isSuccess: false, error: null };

describe('TicketTypeForm', () => {
  afterEach(cleanup);

  it('saves a new ticket type in Hebrew with its price level and price in agorot', async () => {
    const onSave = vi.fn();
    renderWithKupa(<TicketTypeForm initial={EMPTY_TICKET_TYPE} options={OPTIONS} onSave={onSave} state={IDLE} />, {
      locale: 'he',
      staff: true,
    });
    await userEvent.selectOptions(screen.getByLabelText('סוג'), 'אזרח ותיק');
    await userEvent.selectOptions(screen.getByLabelText('רמת מחיר'), 'פרימיום');
    await userEvent.type(screen.getByLabelText('שם בעברית'), 'ותיק');
    await userEvent.type(screen.getByLabelText('שם באנגלית'), 'Senior');
    await userEvent.type(screen.getByLabelText('מחיר (₪)'), '22.50');
    await userEvent.click(screen.getByLabelText('נמכר בקופה'));
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'senior',
        ticketGroupId: 22,
        nameHe: 'ותיק',
        nameEn: 'Senior',
        priceAgorot: 2250,
        soldOnline: true,
        soldAtBoxOffice: false,
      }),
    );
  });

  it('asks for what a kind needs: the membership of a membership ticket', async () => {
    const onSave = vi.fn();
    renderWithKupa(<TicketTypeForm initial={EMPTY_TICKET_TYPE} options={OPTIONS} onSave={onSave} state={IDLE} />, { staff: true });
    expect(screen.queryByLabelText('Membership')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Membership redemption');
    await userEvent.selectOptions(screen.getByLabelText('Membership'), 'Club');
    await userEvent.selectOptions(screen.getByLabelText('Price level'), 'Standard');
    await userEvent.type(screen.getByLabelText('Price (₪)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ kind: 'membership', membershipId: 32, priceAgorot: 0 }));
  });

  it('does not send a price that is not an amount, and marks it', async () => {
    const onSave = vi.fn();
    renderWithKupa(
      <TicketTypeForm initial={{ ...EMPTY_TICKET_TYPE, ticketGroupId: '21' }} options={OPTIONS} onSave={onSave} state={IDLE} />,
      {
        staff: true,
      },
    );
    await userEvent.type(screen.getByLabelText('Price (₪)'), 'free');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Price (₪)')).toHaveAccessibleDescription('Please check this field.');
  });

  it('keeps what was typed when the server refuses it, and marks the field it names', async () => {
    const props = { initial: EMPTY_TICKET_TYPE, options: OPTIONS, onSave: vi.fn() };
    const { rerender } = renderWithKupa(<TicketTypeForm {...props} state={IDLE} />, { staff: true });
    await userEvent.type(screen.getByLabelText('Name in English'), 'Student');
    await userEvent.type(screen.getByLabelText('Price (₪)'), '99999');
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.priceAgorot' });
    rerender(<TicketTypeForm {...props} state={{ ...IDLE, error: refused }} />);
    expect(screen.getByLabelText('Name in English')).toHaveValue('Student');
    expect(screen.getByLabelText('Price (₪)')).toHaveValue('99999');
    expect(screen.getByLabelText('Price (₪)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved');
  });
});
