// @vitest-environment jsdom
import type { StaffPresentation } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { RescheduleForm } from './RescheduleForm';

const SHOW: StaffPresentation = {
  id: 5,
  featureId: 7,
  venueId: 3,
  date: '2026-12-02',
  time: '19:00',
  startsAt: '2026-12-02T17:00:00.000Z',
  status: 'scheduled',
  pricePolicyIds: [11],
  seating: 'reserved',
  gaCapacity: null,
  saleOpensDaysBefore: 14,
  saleClosesMinutesBefore: null,
  lockTimers: { chooseSeats: 600, chooseTickets: 420, customerInfo: 420, chooseProducts: 420 },
  maxSeatsPerTransaction: 8,
  serviceChargeAgorot: 550,
  bookingFeeAgorot: 300,
};
const IDLE = { isPending: false, isSuccess: false, error: null };

describe('RescheduleForm', () => {
  afterEach(cleanup);

  it('moves the presentation to a new time and keeps its other terms', async () => {
    const onSave = vi.fn();
    renderWithKupa(<RescheduleForm presentation={SHOW} onSave={onSave} onClose={vi.fn()} state={IDLE} />, { locale: 'he', staff: true });
    await userEvent.clear(screen.getByLabelText('שעה (HH:MM)'));
    await userEvent.type(screen.getByLabelText('שעה (HH:MM)'), '20:15');
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        date: '2026-12-02',
        time: '20:15',
        saleOpensDaysBefore: 14,
        serviceChargeAgorot: 550,
        bookingFeeAgorot: 300,
      }),
    );
  });

  it('marks a date the server refuses and keeps it', () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.date' });
    renderWithKupa(<RescheduleForm presentation={SHOW} onSave={vi.fn()} onClose={vi.fn()} state={{ ...IDLE, error: refused }} />, {
      staff: true,
    });
    expect(screen.getByLabelText('Date (YYYY-MM-DD)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved: Please check the entered data');
  });
});
