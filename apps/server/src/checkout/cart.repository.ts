import type { OrderType } from '@kupa/domain';
import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { auditTimesSince, insertAuditEntries, type AuditEntry } from '../shared/audit-log';

export type StoredCartRow = NonNullable<Awaited<ReturnType<CartRepository['findCart']>>>;

/** The audit action of a member lookup; its rows are what the lookup's rate limits count. */
const MEMBER_LOOKUP = 'checkout.member-lookup';

/** The key under which the commit marks a stored cart as committed (ADR 0009: a second commit is refused). */
export const COMMITTED_MARKER = 'committedReservationIdentifier';

/**
 * A stored cart's payload_json as an object. The server writes it with JSON.stringify, so it always parses; a row
 * edited by hand into something else is read as an empty cart (no lines, no committed mark) rather than failing
 * every request of that buyer — the next POST /api/cart stores a good one.
 */
export function parseCartPayload(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The checkout's own records of a cart: the stored carts (table `carts`, one per buyer uuid) and the member lookups'
 * audit entries that their rate limits count. What pricing reads of other modules is in cart-reads.ts, through them.
 */
export class CartRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** When member lookups were made for this key (a client address, or the hash of a member or ID number) since an instant. */
  memberLookupsSince(entity: 'client-address' | 'member-key', key: string, sinceIso: string): Promise<string[]> {
    return auditTimesSince(this.db, { action: MEMBER_LOOKUP, entity, entityId: key, sinceIso });
  }

  /** Counts one member lookup against the client address and against the number looked up (its hash). */
  async recordMemberLookup(businessId: number, clientAddress: string, numberKey: string, now: Date): Promise<void> {
    const entry = (entity: string, entityId: string): AuditEntry => ({
      businessId,
      at: now.toISOString(),
      actorKind: 'buyer',
      actorId: null,
      action: MEMBER_LOOKUP,
      entity,
      entityId,
    });
    await insertAuditEntries(this.db, [entry('client-address', clientAddress), entry('member-key', numberKey)]);
  }

  async findCart(buyer: string) {
    const [row] = await storedCart.execute(this.db, { buyer });
    return row;
  }

  /** Stores the buyer's cart: one row per buyer uuid, replaced on every save. */
  async saveCart(row: {
    buyer_uuid: string;
    business_id: number | null;
    customer_id: number | null;
    auth_profile_id: number | null;
    order_type: OrderType;
    step: number;
    payload_json: string;
    now: string;
  }): Promise<void> {
    await upsertCart.execute(this.db, row);
  }

  async deleteCart(buyer: string): Promise<void> {
    await this.db.deleteFrom('carts').where('buyer_uuid', '=', buyer).execute();
  }
}

// The cart's read and save on every cart pricing, compiled once (db/compiled-once.ts): building and compiling them
// cost more server time than running them (docs/performance-seatmap-checkout.md).

const storedCart = new CompiledOnce((db: Kysely<Database>, a: { buyer: string }) =>
  db.selectFrom('carts').selectAll().where('buyer_uuid', '=', a.buyer),
);

const upsertCart = new CompiledOnce(
  (
    db: Kysely<Database>,
    r: {
      buyer_uuid: string;
      business_id: number | null;
      customer_id: number | null;
      auth_profile_id: number | null;
      order_type: OrderType;
      step: number;
      payload_json: string;
      now: string;
    },
  ) =>
    db
      .insertInto('carts')
      .values({
        buyer_uuid: r.buyer_uuid,
        business_id: r.business_id,
        customer_id: r.customer_id,
        auth_profile_id: r.auth_profile_id,
        order_type: r.order_type,
        step: r.step,
        payload_json: r.payload_json,
        created_at: r.now,
        updated_at: r.now,
      })
      .onConflict((oc) =>
        oc.column('buyer_uuid').doUpdateSet({
          business_id: r.business_id,
          customer_id: r.customer_id,
          auth_profile_id: r.auth_profile_id,
          order_type: r.order_type,
          step: r.step,
          payload_json: r.payload_json,
          updated_at: r.now,
        }),
      ),
);
