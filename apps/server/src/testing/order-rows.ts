import type { Insertable } from 'kysely';
import type { ReservationsTable } from '../db/schema';
import { SEATING } from './seating-fixture';

/**
 * A reservation row of the seating fixture's business as the commit writes it (ADR 0009): waiting for its payment,
 * a guest's, with the identifier given and its document key from it; `extra` replaces any column.
 */
export function pendingOrderRow(identifier: string, extra: Partial<Insertable<ReservationsTable>> = {}): Insertable<ReservationsTable> {
  return {
    identifier,
    business_id: SEATING.businessId,
    customer_id: null,
    channel_id: null,
    referral_mini_site_id: null,
    buyer_uuid: null,
    status: 'pending_payment',
    total_agorot: 4500,
    business_date: '2026-11-21',
    hold_deadline: null,
    paid_at: null,
    cancelled_at: null,
    edocument_key: `doc-${identifier}`,
    idempotency_key: null,
    customer_json: '{}',
    created_at: '2026-11-21T10:00:00.000Z',
    ...extra,
  };
}
