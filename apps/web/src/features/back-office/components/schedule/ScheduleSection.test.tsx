// @vitest-environment jsdom
import type { ScheduleResponse, StaffSession } from '@kupa/contracts';
import { addDays, localDateOf } from '@kupa/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../../testing/jsdom-dialog';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { ScheduleSection } from './ScheduleSection';

const today = localDateOf(new Date());
const SCHEDULE: ScheduleResponse = {
  businessId: 1,
  presentations: [],
  features: [{ id: 7, nameHe: 'הגל הבא', nameEn: 'The Next Wave' }],
  venues: [{ id: 3, nameHe: 'אולם 1', nameEn: 'Hall 1', locationHe: 'יפו', locationEn: 'Jaffa', hasSeatPlan: true }],
  pricePolicies: [{ id: 11, nameHe: 'רגיל', nameEn: 'Regular', priceAgorot: 4500, kind: 'regular' }],
};
const SHOWTIME = {
  id: 70,
  featureId: 7,
  venueId: 3,
  date: addDays(today, 2),
  time: '19:00',
  startsAt: '2030-01-01T17:00:00.000Z',
  status: 'scheduled' as const,
  pricePolicyIds: [11],
  seating: 'reserved' as const,
  gaCapacity: null,
  saleOpensDaysBefore: null,
  saleClosesMinutesBefore: null,
  lockTimers: null,
  maxSeatsPerTransaction: 8,
  serviceChargeAgorot: 0,
  bookingFeeAgorot: 0,
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The address the section keeps its filters in, shown for the test to read. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** Issue 13: the schedule list is narrowed on the server by the filters kept in the address. */
describe('ScheduleSection filters', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(installDialogMethods);
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  const queries = () =>
    fetchMock.mock.calls.map(([url]) => Object.fromEntries(new URL(String(url), 'http://kupa.test').searchParams.entries()));
  const render = (search: string, locale: 'he' | 'en' = 'en') =>
    renderWithKupa(
      <MemoryRouter initialEntries={[`/kupa-live/manage/schedule${search}`]}>
        <ScheduleSection session={{} as StaffSession} businessId={1} />
        <Address />
      </MemoryRouter>,
      { locale, staff: true },
    );

  it('asks the server for the filters of the address, then for the ones chosen, and keeps them in the address', async () => {
    fetchMock.mockResolvedValueOnce(json({ ...SCHEDULE, presentations: [SHOWTIME] })).mockResolvedValueOnce(json(SCHEDULE));
    render('?business=1&featureId=7');
    const bar = await screen.findByRole('search', { name: 'Filter the showtimes' });
    expect(within(bar).getByLabelText('Film or event')).toHaveValue('7');
    expect(screen.getByTestId('schedule-shown').textContent).toBe('1 showtime shown');
    expect(queries()[0]).toEqual({ from: today, days: '31', featureId: '7', lang: 'en' });

    await userEvent.type(within(bar).getByLabelText('Until (YYYY-MM-DD; empty: a month on)'), addDays(today, 6));
    await userEvent.selectOptions(within(bar).getByLabelText('Hall'), '3');
    await userEvent.selectOptions(within(bar).getByLabelText('State'), 'cancelled');
    await userEvent.type(within(bar).getByLabelText('Film name contains'), 'wave');
    await userEvent.click(within(bar).getByRole('button', { name: 'Show' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(queries()[1]).toEqual({
      from: today,
      to: addDays(today, 6),
      featureId: '7',
      venueId: '3',
      status: 'cancelled',
      q: 'wave',
      lang: 'en',
    });
    const address = new URLSearchParams(screen.getByTestId('address').textContent ?? '');
    expect(Object.fromEntries(address.entries())).toEqual({
      business: '1',
      to: addDays(today, 6),
      featureId: '7',
      venueId: '3',
      status: 'cancelled',
      q: 'wave',
    });
    expect(await screen.findByTestId('schedule-empty')).toHaveTextContent('No showtimes match the filters.');
    expect(screen.getByTestId('schedule-shown').textContent).toBe('0 showtimes shown');
  }, 20_000);

  it('says in Hebrew that no showtime matches, and clears the filters from the address', async () => {
    fetchMock.mockResolvedValueOnce(json(SCHEDULE)).mockResolvedValueOnce(json({ ...SCHEDULE, presentations: [SHOWTIME] }));
    render('?business=1&status=cancelled&q=zzz', 'he');
    expect(await screen.findByTestId('schedule-empty')).toHaveTextContent('אין מועדים שמתאימים לסינון.');
    expect(queries()[0]).toEqual({ from: today, days: '31', status: 'cancelled', q: 'zzz', lang: 'he' });

    await userEvent.click(screen.getByRole('button', { name: 'ניקוי הסינון' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(queries()[1]).toEqual({ from: today, days: '31', lang: 'he' });
    expect(screen.getByTestId('address').textContent).toBe('?business=1');
    expect(await screen.findByTestId('schedule-list')).toBeTruthy();
    expect(screen.getByTestId('schedule-shown').textContent).toBe('מוצג מועד אחד');
  });
});
