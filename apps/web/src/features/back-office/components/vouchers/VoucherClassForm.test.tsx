// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { EMPTY_VOUCHER_CLASS } from '../../utils/voucher-class-draft';
import { VoucherClassForm } from './VoucherClassForm';

const IDLE = { isPending: false, isSuccess: false, error: null };

describe('VoucherClassForm', () => {
  afterEach(cleanup);

  it('saves a value class with two prices, each with its value', async () => {
    const onSave = vi.fn();
    renderWithKupa(<VoucherClassForm initial={EMPTY_VOUCHER_CLASS} onSave={onSave} state={IDLE} />, { locale: 'he', staff: true });
    await userEvent.type(screen.getByLabelText('שם בעברית'), 'כרטיס מתנה');
    await userEvent.type(screen.getByLabelText('שם באנגלית'), 'Gift card');
    const first = screen.getByRole('group', { name: 'מחיר 1' });
    await userEvent.type(within(first).getByLabelText('קוד'), 'GC100');
    await userEvent.type(within(first).getByLabelText('שם המחיר בעברית'), '100 ₪');
    await userEvent.type(within(first).getByLabelText('שם המחיר באנגלית'), '₪100');
    await userEvent.type(within(first).getByLabelText('הלקוח משלם (₪)'), '90');
    await userEvent.type(within(first).getByLabelText('שווי השובר (₪)'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'הוספת מחיר' }));
    const second = screen.getByRole('group', { name: 'מחיר 2' });
    await userEvent.type(within(second).getByLabelText('קוד'), 'GC200');
    await userEvent.type(within(second).getByLabelText('הלקוח משלם (₪)'), '200');
    await userEvent.type(within(second).getByLabelText('שווי השובר (₪)'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        nameEn: 'Gift card',
        kind: 'value',
        validityDays: 365,
        isOpenValue: false,
        minPriceAgorot: null,
        prices: [
          { id: null, priceCode: 'GC100', nameHe: '100 ₪', nameEn: '₪100', priceAgorot: 9000, valueAgorot: 10000, ticketQuantity: null },
          expect.objectContaining({ priceCode: 'GC200', priceAgorot: 20000, valueAgorot: 20000 }),
        ],
      }),
    );
  }, 20_000);

  it('a tickets class asks for tickets instead of a value; an open value asks for its range and no price', async () => {
    const onSave = vi.fn();
    renderWithKupa(<VoucherClassForm initial={EMPTY_VOUCHER_CLASS} onSave={onSave} state={IDLE} />, { staff: true });
    await userEvent.selectOptions(screen.getByLabelText('Pays for'), 'A number of tickets');
    expect(screen.queryByLabelText('Voucher value (₪)')).toBeNull();
    await userEvent.type(screen.getByLabelText('Tickets'), '2');
    await userEvent.type(screen.getByLabelText('Customer pays (₪)'), '89');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]![0].prices[0]).toMatchObject({ priceAgorot: 8900, valueAgorot: null, ticketQuantity: 2 });

    await userEvent.selectOptions(screen.getByLabelText('Pays for'), 'An amount of money');
    await userEvent.click(screen.getByLabelText('The buyer chooses the amount'));
    expect(screen.queryByLabelText('Customer pays (₪)')).toBeNull();
    await userEvent.type(screen.getByLabelText('Lowest amount (₪)'), '50');
    await userEvent.type(screen.getByLabelText('Highest amount (₪)'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[1]![0]).toMatchObject({
      isOpenValue: true,
      minPriceAgorot: 5000,
      maxPriceAgorot: 100000,
      prices: [{ priceAgorot: 0, valueAgorot: null, ticketQuantity: null }],
    });
  }, 20_000);

  it("keeps the typed class when the server refuses a price's value and marks that field", async () => {
    const { rerender } = renderWithKupa(<VoucherClassForm initial={EMPTY_VOUCHER_CLASS} onSave={vi.fn()} state={IDLE} />, { staff: true });
    await userEvent.type(screen.getByLabelText('Name in English'), 'Gift card');
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.prices.0.valueAgorot' });
    rerender(<VoucherClassForm initial={EMPTY_VOUCHER_CLASS} onSave={vi.fn()} state={{ ...IDLE, error: refused }} />);
    expect(screen.getByLabelText('Name in English')).toHaveValue('Gift card');
    expect(screen.getByLabelText('Voucher value (₪)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved: Please check the entered data');
  });
});
