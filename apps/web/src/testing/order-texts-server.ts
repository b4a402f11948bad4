import type { ReservationSummary } from '@kupa/contracts';
import { vi } from 'vitest';

/** An order of business 2 (e-ticket key `doc-key`, presentation 7) for the pages that read it; override what the test is about. */
export function testReservation(overrides: Partial<ReservationSummary> = {}): ReservationSummary {
  return {
    reservationIdentifier: 'K7M2QX',
    documentKey: 'doc-key',
    businessId: 2,
    status: 'confirmed',
    orderType: 'normal',
    holdDeadline: null,
    createdAt: '2026-11-21T10:00:00Z',
    presentations: [
      {
        presentationId: 7,
        featureName: 'Dune',
        venueName: 'Hall 1',
        locationName: 'Glilot',
        entrance: null,
        dateTime: '2026-11-21 20:00',
        isPast: false,
        isDisplayQr: false,
        tickets: [],
      },
    ],
    products: [],
    ticketsTotal: 90,
    serviceChargeTotal: 6,
    bookingFee: 0,
    productsTotal: 0,
    total: 96,
    paidByVouchers: 0,
    paidByCard: 96,
    cardLast4: '0000',
    paymentMethod: 'card',
    customerName: 'Dana Levi',
    vouchers: [],
    ...overrides,
  };
}

/**
 * Test support: a stubbed `fetch` answering the order of `doc-key` and its business's texts (the texts given, or an
 * error of the status given), and 404 to anything else. Answers the stub, to read the calls.
 */
export function serveOrderAndTexts(texts: Record<string, string> | number, order: ReservationSummary = testReservation()) {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    const path = String(url);
    if (path.includes(`/api/edocuments/${order.documentKey}`)) return json(200, { reservation: order });
    if (path.includes(`/api/businesses/${order.businessId}/texts`))
      return typeof texts === 'number'
        ? json(texts, { error: { error: 'INTERNAL', message: 'x' } })
        : json(200, { businessId: order.businessId, locale: 'en', languages: ['he', 'en'], texts });
    return json(404, { error: { error: 'NOT_FOUND', message: 'x' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The addresses the stub was asked, in order. */
export const requestedUrls = (fetch: ReturnType<typeof serveOrderAndTexts>) => fetch.mock.calls.map(([url]) => String(url));
