// @vitest-environment jsdom
import type { LockedSeat, Membership, SeatplanV2 } from '@kupa/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { MembershipSeatStep } from './MembershipSeatStep';
import { installDialogMethods } from '../../../testing/jsdom-dialog';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  installDialogMethods();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MEMBERSHIP = {
  MembershipId: 31,
  Name: 'Season',
  Presentations: [
    { PresentationId: 1, venueName: 'Hall A' },
    { PresentationId: 2, venueName: 'Hall A' },
  ],
} as unknown as Membership;
/** Row 1: four plain seats; row 2: two sofas (x 1-2 and 3-4), in one block of section 1. */
const PLAN: SeatplanV2 = {
  S: {
    '1': {
      n: 'Hall',
      r: 1,
      G: {
        '1': {
          rd: { x: 100, y: 100, rotate: 0 },
          R: Object.fromEntries(
            [1, 2].map((y) => [
              String(y),
              {
                n: String(y),
                S: Object.fromEntries(
                  [1, 2, 3, 4].map((x) => [
                    String(x),
                    {
                      n: String(5 - x),
                      tg: 1,
                      rd: { cx: (x - 1) * 24, cy: (y - 1) * 28 },
                      ...(y === 2 ? (x % 2 === 1 ? { cl: 1 } : { cr: 1 }) : {}),
                    },
                  ]),
                ),
              },
            ]),
          ),
        },
      },
    },
  },
  w: 600,
  h: 500,
  sl: 'Screen',
} as unknown as SeatplanV2;
const KEYS = [1, 2].flatMap((y) => [1, 2, 3, 4].map((x) => `1_${x}_${y}`));
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function heldAnswer(x: number, y: number, expiresAt: string, partner?: number): LockedSeat {
  const position = (px: number) => ({
    key: `1_${px}_${y}`,
    VenueSectionId: 1,
    XCoordinate: px,
    YCoordinate: y,
    RowName: String(y),
    SeatName: String(5 - px),
  });
  return {
    ...position(x),
    PresentationId: 1,
    VenueId: 200,
    VenueSeatplanId: 2000,
    TicketGroupId: 1,
    TicketGroupName: 'Regular',
    isPremium: false,
    isAccessible: false,
    isCompanion: false,
    isLimitedView: false,
    sofaSide: partner === undefined ? null : 'L',
    needsConfirmation: [],
    linkedSeats: partner === undefined ? [] : [position(partner)],
    step: 'chooseSeats',
    expiresAt,
  } as unknown as LockedSeat;
}

/** The server as the step meets it: the plan, the buyer's holds, and what each call answers. */
function server(options: { held?: LockedSeat[] } = {}) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  let held = options.held ?? [];
  const holds = (extended = false) => ({
    presentationId: 1,
    step: 'chooseSeats',
    expiresAt: held[0]?.expiresAt ?? null,
    extended,
    seats: held,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://kupa.test');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/membership/seatplan')
        return Response.json({
          membershipId: 31,
          seasonId: null,
          venueId: 200,
          seatplanId: 2000,
          presentations: [
            { id: 1, isRequired: true },
            { id: 2, isRequired: true },
          ],
          chooseSeatsInSeconds: 600,
          seatplan: PLAN,
          seats: Object.fromEntries(KEYS.map((k) => [k, 1])),
        });
      if (url.pathname === '/api/membership/holds') return Response.json(holds());
      if (url.pathname === '/api/membership/lock-seat') {
        const seat = (body?.seat ?? {}) as { XCoordinate: number; YCoordinate: number };
        const sofa = seat.YCoordinate === 2 ? seat.XCoordinate + 1 : undefined;
        const answer = heldAnswer(seat.XCoordinate, seat.YCoordinate, inMinutes(10), sofa);
        held = [...held, answer];
        return Response.json({ lockedSeat: { ...answer, MembershipId: 31, presentationIds: [1, 2] }, selections: [] });
      }
      if (url.pathname === '/api/membership/extend') {
        held = held.map((s) => ({ ...s, expiresAt: inMinutes(5) }));
        return Response.json(holds(true));
      }
      if (url.pathname === '/api/membership/step') return Response.json({ ...holds(), step: 'customerInfo' });
      return Response.json({ error: { error: 'NOT_FOUND', message: 'not found' } }, { status: 404 });
    }),
  );
  return calls;
}

function renderStep(members: number) {
  const onContinue = vi.fn();
  renderWithKupa(
    <MembershipSeatStep membership={MEMBERSHIP} quantities={{ 311: members }} locale="en" onBack={vi.fn()} onContinue={onContinue} />,
  );
  return { onContinue };
}
const seat = (key: string) => document.querySelector(`[data-seat-key="${key}"]`);
const click = (key: string) =>
  act(() => {
    const element = seat(key);
    if (!element) throw new Error(`seat ${key} is not drawn`);
    fireEvent.click(element);
  });

describe('MembershipSeatStep', () => {
  it("shows the buyer's holds as chosen after a reload, with the step timer running", async () => {
    server({ held: [heldAnswer(1, 1, inMinutes(7))] });
    renderStep(2);
    await waitFor(() => expect(seat('1_1_1')).toHaveAttribute('aria-selected', 'true'));
    expect(seat('1_2_1')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByTestId('membership-seats-count')).toHaveTextContent('1 of 2 seats chosen');
    expect(screen.getByTestId('seat-timer')).toHaveAttribute('data-state', 'running');
    expect(Number(screen.getByTestId('seat-timer').getAttribute('data-seconds-left'))).toBeGreaterThan(400);
  });

  it("holds a sofa with its other half as two members' seats, refuses it to one member, and moves the holds on Continue", async () => {
    const calls = server();
    const { onContinue } = renderStep(1);
    await waitFor(() => expect(seat('1_1_2')).toHaveAttribute('aria-selected', 'false'));
    expect(screen.getByTestId('seat-timer')).toHaveAttribute('data-state', 'idle');
    click('1_1_2');
    expect(await screen.findByText(/A sofa is two seats/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/membership/lock-seat')).toBe(false);
    cleanup();

    const calls2 = server();
    const second = renderStep(2);
    await waitFor(() => expect(seat('1_1_2')).toHaveAttribute('aria-selected', 'false'));
    click('1_1_2');
    await waitFor(() => expect(seat('1_2_2')).toHaveAttribute('aria-selected', 'true'));
    expect(seat('1_1_2')).toHaveAttribute('aria-selected', 'true');
    expect(calls2.filter((c) => c.path === '/api/membership/lock-seat')).toHaveLength(1);
    expect(screen.getByTestId('membership-seats-count')).toHaveTextContent('2 of 2 seats chosen');
    await userEvent.click(screen.getByTestId('membership-seats-continue'));
    await waitFor(() => expect(second.onContinue).toHaveBeenCalledOnce());
    expect(calls2.find((c) => c.path === '/api/membership/step')?.body).toEqual({ membershipId: 31, step: 'customerInfo' });
    expect(second.onContinue).toHaveBeenCalledWith([
      { VenueSectionId: 1, XCoordinate: 1, YCoordinate: 2 },
      { VenueSectionId: 1, XCoordinate: 2, YCoordinate: 2 },
    ]);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('opens the expiry dialog when the holds lapse; the one extension brings them back', async () => {
    const calls = server({ held: [heldAnswer(3, 1, inMinutes(-0.01))] });
    renderStep(1);
    // The dialog's content shows while it is open: extend once, or refresh.
    await userEvent.click(await screen.findByTestId('timer-extend', {}, { timeout: 3000 }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/membership/extend')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('timer-extend')).not.toBeInTheDocument());
    expect(seat('1_3_1')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('seat-timer')).toHaveAttribute('data-state', 'running');
  });
});
