// @vitest-environment jsdom
import type { CheckoutSettings } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { CheckoutSettingsForm } from './CheckoutSettingsForm';

const SETTINGS: CheckoutSettings = {
  authRequired: false,
  lockTimers: { chooseSeats: 600, chooseTickets: 600, customerInfo: 900, chooseProducts: 90 },
  defaultFees: { serviceChargeAgorot: 550, bookingFeeAgorot: 0 },
};
const IDLE = { isPending: false, isSuccess: false, error: null };

describe('CheckoutSettingsForm', () => {
  afterEach(cleanup);

  it('shows the timers in minutes and saves login before buying and a changed timer in seconds', async () => {
    const onSave = vi.fn();
    renderWithKupa(<CheckoutSettingsForm initial={SETTINGS} onSave={onSave} state={IDLE} />, { staff: true });
    expect(screen.getByLabelText('Customer details')).toHaveValue('15');
    expect(screen.getByLabelText('Choosing products')).toHaveValue('1.5');
    await userEvent.click(screen.getByLabelText('Only logged-in customers may buy (tickets, gift vouchers and donations)'));
    await userEvent.clear(screen.getByLabelText('Choosing seats'));
    await userEvent.type(screen.getByLabelText('Choosing seats'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      authRequired: true,
      lockTimers: { chooseSeats: 240, chooseTickets: 600, customerInfo: 900, chooseProducts: 90 },
      defaultFees: { serviceChargeAgorot: 550, bookingFeeAgorot: 0 },
    });
  });

  it('shows the default fees in shekels and saves them in agorot', async () => {
    const onSave = vi.fn();
    renderWithKupa(<CheckoutSettingsForm initial={SETTINGS} onSave={onSave} state={IDLE} />, { staff: true });
    expect(screen.getByLabelText('Service charge per ticket')).toHaveValue('5.5');
    await userEvent.clear(screen.getByLabelText('Booking fee per order'));
    await userEvent.type(screen.getByLabelText('Booking fee per order'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ defaultFees: { serviceChargeAgorot: 550, bookingFeeAgorot: 300 } }));
  });

  it('marks a default fee the server refuses, in Hebrew, keeping what was typed', async () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.defaultFees.bookingFeeAgorot' });
    const { rerender } = renderWithKupa(<CheckoutSettingsForm initial={SETTINGS} onSave={vi.fn()} state={IDLE} />, {
      locale: 'he',
      staff: true,
    });
    const fee = screen.getByLabelText('דמי הזמנה להזמנה');
    await userEvent.clear(fee);
    await userEvent.type(fee, '5000');
    rerender(<CheckoutSettingsForm initial={SETTINGS} onSave={vi.fn()} state={{ ...IDLE, error: refused }} />);
    expect(fee).toHaveValue('5000');
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('דמי טיפול לכרטיס')).not.toHaveAttribute('aria-invalid');
  });

  it('does not send minutes that cannot be read, and marks the field', async () => {
    const onSave = vi.fn();
    renderWithKupa(<CheckoutSettingsForm initial={SETTINGS} onSave={onSave} state={IDLE} />, { staff: true });
    const tickets = screen.getByLabelText('Choosing tickets');
    await userEvent.clear(tickets);
    await userEvent.type(tickets, 'ten');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(tickets).toHaveAttribute('aria-invalid', 'true');
    expect(tickets).toHaveAccessibleDescription('Please check this field.');
  });

  it("shows the server's refusal in Hebrew, marks the step it names and keeps what was typed", async () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.lockTimers.customerInfo' });
    const { rerender } = renderWithKupa(<CheckoutSettingsForm initial={SETTINGS} onSave={vi.fn()} state={IDLE} />, {
      locale: 'he',
      staff: true,
    });
    const info = screen.getByLabelText('פרטי הלקוח');
    await userEvent.clear(info);
    await userEvent.type(info, '90');
    rerender(<CheckoutSettingsForm initial={SETTINGS} onSave={vi.fn()} state={{ ...IDLE, error: refused }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('לא נשמר: נא לבדוק את הנתונים שהוזנו');
    expect(screen.getByLabelText('פרטי הלקוח')).toHaveValue('90');
    expect(screen.getByLabelText('פרטי הלקוח')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('בחירת מקומות')).not.toHaveAttribute('aria-invalid');
  });
});
