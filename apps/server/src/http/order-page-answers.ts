import type { FastifyInstance } from 'fastify';
import type { MessageLocale } from '@kupa/domain';
import type { PageRequest, PreloadedAnswer } from './web-app';

const ORDER_PAGE = /^\/order\/(\d{1,15})\/?$/;

type Query = Record<string, string | number>;

/** The address as the web app's api-client builds it (apiUrl): the query in the order given, empty values left out. */
function apiUrl(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (String(value) !== '') params.set(key, String(value));
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

interface PresentationFields {
  id: number;
  venueId: number;
  seatplanId: number | null;
  venueTypeId: number;
  isReserved: 0 | 1;
  isVod: boolean;
}

function presentationOf(answer: unknown): PresentationFields | null {
  const p = (answer as { presentation?: Partial<PresentationFields> } | null)?.presentation;
  if (!p || typeof p !== 'object' || typeof p.id !== 'number' || typeof p.venueId !== 'number') return null;
  return p as PresentationFields;
}

/**
 * The order page's first reads (/order/{presentationId}), answered by the server's own routes (app.inject, with the
 * buyer's uuid and cookies) and written into the page, so the page draws its seat map without waiting for them
 * (issue 12). The same reads, addresses and order as the web app's app/routes/order-preload.ts and the feature api
 * files (get-presentation, get-seatplan, get-seat-status, get-holds, get-ticket-groups): an address that differs is
 * simply not taken and the page asks for it itself. Only answers with status 200 are given.
 */
export function orderPageAnswers(app: FastifyInstance): (page: PageRequest) => Promise<PreloadedAnswer[]> {
  return async ({ pathname, locale, uuid, cookie }) => {
    const match = ORDER_PAGE.exec(pathname);
    const id = match ? Number(match[1]) : 0;
    if (!(id > 0)) return [];
    const read = async (method: 'GET' | 'POST', path: string, query: Query, body?: unknown): Promise<PreloadedAnswer | null> => {
      const url = apiUrl(path, query);
      const res = await app.inject({
        method,
        url,
        headers: {
          accept: 'application/json',
          uuid,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      if (res.statusCode !== 200) return null;
      return { method, url, ...(body === undefined ? {} : { body }), answer: res.json() as unknown };
    };
    const presentation = await read('GET', `/presentations/${String(id)}`, { lang: locale });
    const p = presentationOf(presentation?.answer);
    if (!presentation || !p || p.isVod) return presentation ? [presentation] : [];
    const seats = await Promise.all(seatReads(p, locale).map((r) => read(r.method, r.path, r.query, r.body)));
    return [presentation, ...seats.filter((a): a is PreloadedAnswer => a !== null)];
  };
}

function seatReads(p: PresentationFields, lang: MessageLocale): { method: 'GET' | 'POST'; path: string; query: Query; body?: unknown }[] {
  const source: Query | null =
    p.seatplanId !== null
      ? { venueId: p.venueId, seatplanId: p.seatplanId }
      : p.isReserved === 0
        ? { venueId: p.venueId, presentationId: p.id }
        : null;
  if (source === null) return [];
  return [
    { method: 'POST', path: '/seats/seatplanV2', query: { ...source, lang }, body: {} },
    { method: 'GET', path: '/seats/seats-statusV2', query: { presentationId: p.id, venueTypeId: p.venueTypeId, isReserved: p.isReserved } },
    { method: 'GET', path: '/seats/holds', query: { presentationId: p.id, lang } },
    { method: 'GET', path: `/presentations/${String(p.id)}/ticketGroups`, query: { lang } },
  ];
}
