// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { emptyPattern } from '../../utils/pattern-draft';
import { PatternForm } from './PatternForm';

const OPTIONS = {
  features: [{ id: 7, nameHe: 'הגל הבא', nameEn: 'The Next Wave' }],
  venues: [{ id: 3, nameHe: 'אולם 1', nameEn: 'Hall 1', locationHe: 'יפו', locationEn: 'Jaffa', hasSeatPlan: true }],
  pricePolicies: [{ id: 11, nameHe: 'רגיל', nameEn: 'Regular', priceAgorot: 4500, kind: 'regular' }],
};
const IDLE = { isPending: false, isSuccess: false, error: null };
const INITIAL = emptyPattern('2026-12-01', '2026-12-14');

// Typing a whole pattern takes seconds on a loaded machine: a ceiling per test, not a timed assertion.
describe('PatternForm', () => {
  afterEach(cleanup);

  it('sends a weekly pattern: film, hall, ticket type, weekdays, times and terms', async () => {
    const onSave = vi.fn();
    renderWithKupa(<PatternForm initial={INITIAL} options={OPTIONS} onSave={onSave} state={IDLE} />, { locale: 'he', staff: true });
    await userEvent.selectOptions(screen.getByLabelText('סרט או אירוע'), 'הגל הבא');
    await userEvent.selectOptions(screen.getByLabelText('אולם'), '3');
    await userEvent.click(screen.getByLabelText(/רגיל/));
    await userEvent.click(screen.getByLabelText('יום ראשון'));
    await userEvent.click(screen.getByLabelText('יום רביעי'));
    await userEvent.type(screen.getByLabelText('שעות התחלה (למשל 19:00, 21:30)'), '19:00, 21:30');
    await userEvent.type(screen.getByLabelText('המכירה נפתחת ימים לפני (ריק: מיד)'), '14');
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        featureId: 7,
        venueId: 3,
        pricePolicyIds: [11],
        weekdays: [0, 3],
        times: ['19:00', '21:30'],
        saleOpensDaysBefore: 14,
        serviceChargeAgorot: null,
        bookingFeeAgorot: null,
        firstDate: '2026-12-01',
        lastDate: '2026-12-14',
      }),
    );
  }, 20_000);

  it("follows the business's lock timers when chosen: no timer fields, lockTimers null", async () => {
    const onSave = vi.fn();
    renderWithKupa(<PatternForm initial={INITIAL} options={OPTIONS} onSave={onSave} state={IDLE} />, { staff: true });
    expect(screen.getByLabelText('Own timers for these presentations')).toBeChecked();
    await userEvent.click(screen.getByLabelText("The business's timers (its settings)"));
    expect(screen.queryByLabelText('Seat hold while choosing seats (minutes)')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Film or event'), '7');
    await userEvent.selectOptions(screen.getByLabelText('Hall'), '3');
    await userEvent.click(screen.getByLabelText(/Regular/));
    await userEvent.click(screen.getByLabelText('Sunday'));
    await userEvent.type(screen.getByLabelText('Start times (e.g. 19:00, 21:30)'), '20:00');
    expect(screen.getByLabelText('Service charge per ticket (₪)')).toHaveValue('');
    expect(screen.getByText(/Leave a fee empty for the business's default/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Booking fee per order (₪)'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ lockTimers: null, times: ['20:00'], serviceChargeAgorot: null, bookingFeeAgorot: 300 }),
    );
  }, 20_000);

  it('does not send without a film, and marks the field the server refuses', async () => {
    const onSave = vi.fn();
    const { rerender } = renderWithKupa(<PatternForm initial={INITIAL} options={OPTIONS} onSave={onSave} state={IDLE} />, { staff: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Film or event')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Start times (e.g. 19:00, 21:30)'), '25:00');
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'x', { field: 'body.times.0' });
    rerender(<PatternForm initial={INITIAL} options={OPTIONS} onSave={onSave} state={{ ...IDLE, error: refused }} />);
    expect(screen.getByLabelText('Start times (e.g. 19:00, 21:30)')).toHaveValue('25:00');
    expect(screen.getByLabelText('Start times (e.g. 19:00, 21:30)')).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);
});
