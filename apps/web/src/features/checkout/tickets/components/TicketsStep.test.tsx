// @vitest-environment jsdom
import type { CartPayload, HoldsResponse, PricedCart, TicketGroupsResponse } from '@kupa/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPresentation } from '../../../../lib/presentation/test-presentation';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { TicketsStep } from './TicketsStep';

const ticket = (id: number, name: string, price: number) => ({
  id,
  name,
  description: null,
  kind: 'regular' as const,
  price,
  serviceCharge: 0,
  multiplyFactor: 1,
  requiresCode: false,
  ref1prompt: null,
  ref2prompt: null,
  minQuantity: null,
  maxQuantity: null,
  requiredWithTicketId: null,
  loyaltyPointsPrice: null,
  membershipId: null,
  systemVoucherClassId: null,
  walkin: false,
  addons: [],
});
const GROUPS: TicketGroupsResponse = {
  ticketGroups: [{ id: 5, name: 'Stalls', color: null, tickets: [ticket(51, 'Regular', 45), ticket(52, 'Student', 38)] }],
  serviceCharge: 0,
};
const seat = (x: number) => ({
  VenueSectionId: 1,
  XCoordinate: x,
  YCoordinate: 1,
  key: `1_${x}_1`,
  SeatName: String(x),
  RowName: '1',
  PresentationId: 7,
  VenueId: 1,
  VenueSeatplanId: 1,
  TicketGroupId: 5,
  TicketGroupName: 'Stalls',
  isPremium: false,
  isAccessible: false,
  isCompanion: false,
  isLimitedView: false,
  sofaSide: null,
  needsConfirmation: [],
  linkedSeats: [],
  step: 'chooseTickets' as const,
  expiresAt: '2099-01-01T00:00:00.000Z',
});
const HOLDS: HoldsResponse = {
  presentationId: 7,
  step: 'chooseTickets',
  expiresAt: '2099-01-01T00:00:00.000Z',
  extended: false,
  seats: [seat(1), seat(2)],
};

/** The step on two held seats of one price level; the server's ticket groups and holds come from a stubbed fetch. */
function renderStep() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/ticketGroups')) return Response.json(GROUPS);
      if (url.includes('/api/seats/holds')) return Response.json(HOLDS);
      return Response.json({ error: { error: 'NOT_FOUND', message: 'not found' } }, { status: 404 });
    }),
  );
  let cart: CartPayload = {};
  const synced: CartPayload[] = [];
  const updateCart = vi.fn(async (change: (c: CartPayload) => CartPayload) => {
    cart = change(cart);
    synced.push(cart);
    return { problems: [], tickets: [] } as unknown as PricedCart;
  });
  const onNext = vi.fn();
  const props = { presentation: testPresentation({ id: 7 }), priced: { problems: [], tickets: [] } as unknown as PricedCart };
  const view = renderWithKupa(
    <TicketsStep
      {...props}
      cart={cart}
      updateCart={updateCart}
      syncing={false}
      onNext={onNext}
      onBack={vi.fn()}
      orderType="normal"
      onOrderTypeChange={vi.fn()}
    />,
  );
  const rerender = () =>
    view.rerender(
      <TicketsStep
        {...props}
        cart={cart}
        updateCart={updateCart}
        syncing={false}
        onNext={onNext}
        onBack={vi.fn()}
        orderType="normal"
        onOrderTypeChange={vi.fn()}
      />,
    );
  return { synced, onNext, rerender, cart: () => cart };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TicketsStep', () => {
  it('assigns the first ticket type to every held seat on entering, and shows the seats covered', async () => {
    const { synced } = renderStep();
    await waitFor(() => expect(synced).toHaveLength(1));
    expect(synced[0]?.seats?.map((l) => l.ticketId)).toEqual([51, 51]);
    expect(screen.getByRole('heading', { name: /Stalls: 2 seats/ })).toBeInTheDocument();
  });

  it('moves a seat to another ticket type with the steppers and goes on once every seat has its ticket', async () => {
    const { synced, onNext, rerender, cart } = renderStep();
    await waitFor(() => expect(synced).toHaveLength(1));
    rerender();
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Regular ticket' }));
    rerender();
    expect(cart().seats?.map((l) => l.ticketId)).toEqual([51]);
    expect(screen.getByTestId('ticket-count')).toHaveAttribute('data-covered', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('tickets-step-error')).toHaveTextContent('Please choose tickets for all 2 seats.');
    expect(onNext).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Add one Student ticket' }));
    rerender();
    expect(
      cart()
        .seats?.map((l) => l.ticketId)
        .sort(),
    ).toEqual([51, 52]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledOnce());
  });
});
