// @vitest-environment jsdom
import type { CustomerReservation, CustomerReservationsResponse } from '@kupa/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { MyTicketsSection } from './MyTicketsSection';
import { installDialogMethods } from '../../../testing/jsdom-dialog';

const AMOUNTS = { cancellationCharge: 10, nonRefundable: 14, refundToPaymentMethod: 60, refundToVouchers: 20, totalRefund: 80 };

function order(identifier: string, display: CustomerReservation['display'], cancellable: boolean): CustomerReservation {
  return {
    display,
    cancellation: {
      cancellable,
      reason: cancellable ? null : 'NOTHING_TO_CANCEL',
      deadline: cancellable ? '2026-11-21T16:00:00.000Z' : null,
      amounts: cancellable ? AMOUNTS : null,
    },
    reservation: {
      reservationIdentifier: identifier,
      documentKey: `key-${identifier}`,
      businessId: 2,
      status: display === 'cancelled' ? 'cancelled' : 'confirmed',
      orderType: 'normal',
      holdDeadline: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      presentations: [
        {
          presentationId: 1,
          featureName: `Film ${identifier}`,
          venueName: 'Hall 1',
          locationName: 'Tel Aviv',
          entrance: null,
          dateTime: '2026-11-21 20:00',
          isPast: display === 'past',
          isDisplayQr: true,
          tickets: [],
        },
      ],
      products: [],
      ticketsTotal: 90,
      serviceChargeTotal: 11,
      bookingFee: 3,
      productsTotal: 0,
      total: 104,
      paidByVouchers: 20,
      paidByCard: 84,
      cardLast4: '0000',
      paymentMethod: 'card',
      customerName: 'Noa Cohen',
      vouchers: [],
    },
  };
}

/** The server as the section meets it: the list (possibly changing), and the cancel call's answer. */
function server(list: () => { status: number; body: unknown }, cancel: { status: number; body: unknown } = { status: 200, body: {} }) {
  const cancels: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/customer/reservations')) {
        const answer = list();
        return Response.json(answer.body, { status: answer.status });
      }
      const cancelled = /\/api\/reservations\/([^/]+)\/cancel/.exec(url);
      if (cancelled?.[1]) {
        cancels.push(decodeURIComponent(cancelled[1]));
        return Response.json(cancel.body, { status: cancel.status });
      }
      return Response.json({ error: { error: 'NOT_FOUND', message: 'not found' } }, { status: 404 });
    }),
  );
  return cancels;
}

const answer = (body: CustomerReservationsResponse) => ({ status: 200, body });
const render = (locale: 'en' | 'he' = 'en') =>
  renderWithKupa(
    <MemoryRouter>
      <MyTicketsSection />
    </MemoryRouter>,
    { locale },
  );

beforeAll(installDialogMethods);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('My tickets', () => {
  it('shows upcoming and past orders with their states, and an empty past list', async () => {
    server(() => answer({ upcoming: [order('AAA-1111', 'active', true), order('BBB-2222', 'cancelled', false)], past: [] }));
    render();
    expect(screen.getByTestId('my-orders-loading')).toHaveTextContent('Loading your orders');
    const upcoming = await screen.findByTestId('my-orders-upcoming');
    const cards = within(upcoming).getAllByTestId('my-order');
    expect(cards.map((c) => within(c).getByTestId('order-state').textContent)).toEqual(['Confirmed', 'Cancelled']);
    expect(within(cards[0]!).getByRole('link', { name: 'Open e-ticket' })).toHaveAttribute('href', '/edocument/key-AAA-1111');
    // A cancelled order offers neither its e-ticket nor a cancellation.
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
    expect(within(cards[1]!).queryByTestId('cancel-order')).toBeNull();
    expect(screen.getByTestId('my-orders-past-empty')).toHaveTextContent('You have no past orders yet.');
  });

  it('cancels only after confirmation, showing the charge and the refund first, then reads the list again', async () => {
    let cancelled = false;
    const cancels = server(() => answer({ upcoming: [order('AAA-1111', cancelled ? 'cancelled' : 'active', !cancelled)], past: [] }), {
      status: 200,
      body: { reservationIdentifier: 'AAA-1111', status: 'cancelled', amounts: AMOUNTS },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByTestId('cancel-order'));
    const dialog = screen.getByTestId('cancel-order-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Cancel order AAA-1111?');
    expect(within(dialog).getByTestId('cancel-charge')).toHaveTextContent('₪10.00');
    expect(within(dialog).getByTestId('cancel-non-refundable')).toHaveTextContent('₪14.00');
    expect(within(dialog).getByTestId('cancel-to-card')).toHaveTextContent('₪60.00');
    expect(within(dialog).getByTestId('cancel-total-refund')).toHaveTextContent('₪80.00');
    // Keeping the order sends nothing.
    await user.click(within(dialog).getByTestId('cancel-keep'));
    expect(cancels).toEqual([]);

    await user.click(screen.getByTestId('cancel-order'));
    cancelled = true;
    await user.click(within(screen.getByTestId('cancel-order-dialog')).getByTestId('cancel-confirm'));
    await waitFor(() => expect(cancels).toEqual(['AAA-1111']));
    expect(await screen.findByTestId('cancel-done')).toHaveTextContent('Order AAA-1111 was cancelled. ₪80.00 will be refunded.');
    await waitFor(() => expect(screen.getByTestId('order-state')).toHaveTextContent('Cancelled'));
  });

  it('shows a refused cancellation (BALANCE_IS_DUE) in the dialog, in Hebrew', async () => {
    server(() => answer({ upcoming: [order('AAA-1111', 'active', true)], past: [] }), {
      status: 409,
      body: { error: { error: 'BALANCE_IS_DUE', message: 'x' } },
    });
    const user = userEvent.setup();
    render('he');
    await user.click(await screen.findByRole('button', { name: 'ביטול ההזמנה' }));
    await user.click(screen.getByRole('button', { name: 'כן, לבטל את ההזמנה' }));
    expect(await screen.findByTestId('cancel-error')).toHaveTextContent('לא ניתן להחזיר את הכסף לאמצעי התשלום המקורי באתר, נא לפנות לקופה');
  });

  it('offers to send the tickets by SMS', async () => {
    server(() => answer({ upcoming: [order('AAA-1111', 'active', true)], past: [] }));
    const user = userEvent.setup();
    render();
    const toggle = await screen.findByRole('button', { name: 'Send tickets by SMS' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByTestId('send-tickets-form')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the empty lists and a failed load with Try again, in Hebrew', async () => {
    let fail = true;
    server(() => (fail ? { status: 500, body: {} } : answer({ upcoming: [], past: [] })));
    const user = userEvent.setup();
    render('he');
    expect(await screen.findByTestId('my-orders-error')).toHaveTextContent('לא הצלחנו לטעון את ההזמנות שלך');
    fail = false;
    await user.click(screen.getByTestId('retry-button'));
    expect(await screen.findByTestId('my-orders-upcoming-empty')).toHaveTextContent('אין לך הזמנות קרובות.');
    expect(screen.getByTestId('my-orders-past-empty')).toHaveTextContent('עדיין אין לך הזמנות קודמות.');
  });
});
