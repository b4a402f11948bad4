import type { OrderType } from '@kupa/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database, ReservationsTable } from '../db/schema';
import { chunks } from '../shared/chunks';
import { COMMITTED_MARKER, parseCartPayload } from './cart.repository';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';

/** Seats per statement when claims are updated by id (well under SQLite's and PostgreSQL's parameter limits). */
const SEAT_CHUNK = 500;

export interface TicketRowInput {
  presentationId: number;
  seatId: number;
  ticketGroupId: number;
  pricePolicyId: number;
  priceAgorot: number;
  oldPriceAgorot: number | null;
  serviceChargeAgorot: number;
  secret: string;
  code: string | null;
  memberId: number | null;
  systemVoucherId: number | null;
  ref1: string | null;
  ref2: string | null;
  loyaltyPoints: number | null;
  /** The discount code and reference option the ticket used, on its first seat's row only (one use per ticket). */
  ticketCodeId: number | null;
  referenceOptionId: number | null;
}

export interface CustomerFields {
  firstName: string | null;
  lastName: string | null;
  ssn: string | null;
  email: string | null;
  mobile: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postalCode: string | null;
  dateOfBirth: string | null;
  licensePlate: string | null;
  isEmailAllowed: boolean;
  isSmsAllowed: boolean;
}

/**
 * The rows of the commit transaction (ADR 0009) and of its undo: every method takes the transaction it runs in.
 * Conditional updates answer whether they applied, so that the caller can refuse instead of going below zero.
 */
export class CommitRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async idempotentAnswer(key: string, executor: Kysely<Database> = this.db): Promise<string | undefined> {
    const [row] = await idempotentAnswerOf.execute(executor, { key });
    return row?.response_json;
  }

  async saveIdempotentAnswer(trx: Kysely<Database>, key: string, scope: string, responseJson: string, now: string): Promise<void> {
    await trx.insertInto('idempotency_records').values({ key, scope, response_json: responseJson, created_at: now }).execute();
  }

  async deleteIdempotentAnswer(trx: Kysely<Database>, key: string): Promise<void> {
    await trx.deleteFrom('idempotency_records').where('key', '=', key).execute();
  }

  /** The reservation a buyer's stored cart was committed as, if it was. */
  async committedCartIdentifier(buyerUuid: string, executor: Kysely<Database> = this.db): Promise<string | null> {
    return committedIdentifierOf(await this.storedCartPayload(buyerUuid, executor));
  }

  /** The payload of the buyer's stored cart, or null when the client never stored one. */
  async storedCartPayload(buyerUuid: string, executor: Kysely<Database> = this.db): Promise<Record<string, unknown> | null> {
    const [row] = await cartPayloadOf.execute(executor, { buyer: buyerUuid });
    return row ? parseCartPayload(row.payload_json) : null;
  }

  /**
   * Marks the buyer's cart committed (payload_json.committedReservationIdentifier), creating the cart row when the
   * client committed without storing it first; null clears the mark (an order undone after a failed capture).
   * `stored` is the stored payload as this transaction already read it (storedCartPayload), when it did.
   */
  async markCartCommitted(
    trx: Kysely<Database>,
    row: {
      buyerUuid: string;
      businessId: number;
      customerId: number | null;
      authProfileId: number;
      orderType: OrderType;
      payload: Record<string, unknown>;
    },
    identifier: string | null,
    now: string,
    stored?: Record<string, unknown> | null,
  ): Promise<void> {
    const existing = stored === undefined ? await this.storedCartPayload(row.buyerUuid, trx) : stored;
    const payload = existing ? { ...existing } : { ...row.payload };
    if (identifier === null) delete payload[COMMITTED_MARKER];
    else payload[COMMITTED_MARKER] = identifier;
    const payload_json = JSON.stringify(payload);
    if (existing) {
      await updateCartPayload.execute(trx, { buyer: row.buyerUuid, payload_json, now });
    } else {
      await trx
        .insertInto('carts')
        .values({
          buyer_uuid: row.buyerUuid,
          business_id: row.businessId,
          customer_id: row.customerId,
          auth_profile_id: row.authProfileId,
          order_type: row.orderType,
          payload_json,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }

  /** The id of a reservation by its identifier (to show a replayed commit's order). */
  async reservationIdOf(identifier: string): Promise<number | null> {
    const row = await this.db.selectFrom('reservations').select('id').where('identifier', '=', identifier).executeTakeFirst();
    return row?.id ?? null;
  }

  /** The business a presentation belongs to (to find the logged-in customer's record before pricing). */
  async businessOfPresentation(presentationId: number): Promise<number | null> {
    const row = await this.db.selectFrom('presentations').select('business_id').where('id', '=', presentationId).executeTakeFirst();
    return row?.business_id ?? null;
  }

  async formConfigJson(businessId: number, formType: string): Promise<string | null> {
    const [row] = await formConfigOf.execute(this.db, { businessId, formType });
    return row?.config_json ?? null;
  }

  /** The earliest start among presentations (a hold order's deadline is taken from it). */
  async presentationStarts(executor: Kysely<Database>, presentationIds: number[]): Promise<Array<{ id: number; starts_at: string }>> {
    if (presentationIds.length === 0) return [];
    return presentationStartsOf.execute(executor, { ids: presentationIds });
  }

  /** Where seats are on their plans (for seat keys in events) and whether they are premium. */
  async seatFacts(
    seatIds: number[],
  ): Promise<Array<{ id: number; section_id: number; grid_x: number; grid_y: number; is_premium: number }>> {
    const out = [];
    for (const part of chunks([...new Set(seatIds)], SEAT_CHUNK)) {
      out.push(...(await seatFactsOf.execute(this.db, { ids: part })));
    }
    return out;
  }

  async webChannelId(trx: Kysely<Database>, businessId: number): Promise<number | null> {
    const [row] = await webChannelOf.execute(trx, { businessId });
    return row?.id ?? null;
  }

  /** Inserts the reservation; null when the identifier is taken (the caller draws another). */
  async insertReservation(trx: Kysely<Database>, values: Insertable<ReservationsTable>): Promise<number | null> {
    const [row] = await insertReservationRow.execute(trx, values);
    return row?.id ?? null;
  }

  /**
   * Turns exactly these live holds of the buyer into sold seats of the reservation; answers how many rows changed
   * (fewer than asked means a hold expired or was taken over).
   */
  async sellHeldClaims(
    trx: Kysely<Database>,
    buyerUuid: string,
    presentationId: number,
    seatIds: number[],
    reservationId: number,
    now: string,
  ): Promise<number> {
    let changed = 0;
    for (const part of chunks(seatIds, SEAT_CHUNK)) {
      const sold = await sellHolds.execute(trx, { presentationId, buyerUuid, seatIds: part, reservationId, now });
      changed += sold.length;
    }
    return changed;
  }

  /** Inserts tickets and answers their ids by ticket secret. */
  async insertTickets(trx: Kysely<Database>, reservationId: number, tickets: TicketRowInput[], now: string): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (const part of chunks(tickets, 200)) {
      const rows = await insertTicketRows.execute(trx, {
        reservationId,
        now,
        presentationIds: part.map((t) => t.presentationId),
        seatIds: part.map((t) => t.seatId),
        ticketGroupIds: part.map((t) => t.ticketGroupId),
        pricePolicyIds: part.map((t) => t.pricePolicyId),
        prices: part.map((t) => t.priceAgorot),
        oldPrices: part.map((t) => t.oldPriceAgorot),
        serviceCharges: part.map((t) => t.serviceChargeAgorot),
        secrets: part.map((t) => t.secret),
        codes: part.map((t) => t.code),
        memberIds: part.map((t) => t.memberId),
        systemVoucherIds: part.map((t) => t.systemVoucherId),
        ref1s: part.map((t) => t.ref1),
        ref2s: part.map((t) => t.ref2),
        loyaltyPoints: part.map((t) => t.loyaltyPoints),
        ticketCodeIds: part.map((t) => t.ticketCodeId),
        referenceOptionIds: part.map((t) => t.referenceOptionId),
      });
      for (const r of rows) ids.set(r.ticket_secret, r.id);
    }
    return ids;
  }

  async insertProducts(
    trx: Kysely<Database>,
    reservationId: number,
    products: Array<{
      presentationId: number | null;
      productId: number;
      ticketId: number | null;
      quantity: number;
      unitPriceAgorot: number;
    }>,
  ): Promise<void> {
    if (products.length === 0) return;
    await trx
      .insertInto('reservation_products')
      .values(
        products.map((p) => ({
          reservation_id: reservationId,
          presentation_id: p.presentationId,
          product_id: p.productId,
          ticket_id: p.ticketId,
          quantity: p.quantity,
          unit_price_agorot: p.unitPriceAgorot,
        })),
      )
      .execute();
  }

  /** Takes an amount off a value voucher's balance; false when the balance does not cover it. */
  async takeVoucherBalance(trx: Kysely<Database>, voucherId: number, amountAgorot: number): Promise<boolean> {
    const result = await trx
      .updateTable('system_vouchers')
      .set((eb) => ({ balance_agorot: eb('balance_agorot', '-', amountAgorot) }))
      .where('id', '=', voucherId)
      .where('balance_agorot', '>=', amountAgorot)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Uses tickets of a ticket voucher; false when it has fewer left. */
  async takeVoucherTickets(trx: Kysely<Database>, voucherId: number, quantity: number): Promise<boolean> {
    const result = await trx
      .updateTable('system_vouchers')
      .set((eb) => ({ redeemed_quantity: eb('redeemed_quantity', '+', quantity) }))
      .where('id', '=', voucherId)
      .where((eb) => eb(eb('redeemed_quantity', '+', quantity), '<=', eb.fn.coalesce('quantity', eb.val(0))))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async insertRedemption(
    trx: Kysely<Database>,
    voucherId: number,
    reservationId: number,
    amountAgorot: number,
    quantity: number,
    now: string,
  ): Promise<void> {
    await trx
      .insertInto('system_voucher_redemptions')
      .values({ voucher_id: voucherId, reservation_id: reservationId, amount_agorot: amountAgorot, quantity, created_at: now })
      .execute();
  }

  /** Uses benefit tickets of a membership (balance is what is left); false when the balance does not cover them. */
  async useMemberBalance(trx: Kysely<Database>, memberId: number, uses: number): Promise<boolean> {
    const result = await trx
      .updateTable('members')
      .set((eb) => ({ balance: eb('balance', '-', uses), used_balance: eb('used_balance', '+', uses) }))
      .where('id', '=', memberId)
      .where('balance', '>=', uses)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Spends loyalty points of a customer; false when the balance does not cover them. */
  async spendLoyaltyPoints(trx: Kysely<Database>, customerId: number, points: number): Promise<boolean> {
    const result = await trx
      .updateTable('customers')
      .set((eb) => ({ loyalty_points: eb('loyalty_points', '-', points) }))
      .where('id', '=', customerId)
      .where('loyalty_points', '>=', points)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * What a logged-in customer's order adds to their own record (issue 14): only details the record does not have yet,
   * and the consents as given now. The identity (mobile number, the SMS login; ID number) and anything already on
   * the record are never replaced: the order's own contact details stay on the order (customer_json). A guest's order touches
   * no customer record at all (see the commit service).
   */
  async completeOwnCustomer(trx: Kysely<Database>, businessId: number, customerId: number, fields: CustomerFields): Promise<void> {
    const current = await trx
      .selectFrom('customers')
      .select(['first_name', 'last_name', 'email', 'address1', 'address2', 'city', 'postal_code', 'date_of_birth', 'license_plate'])
      .where('id', '=', customerId)
      .where('business_id', '=', businessId)
      .executeTakeFirst();
    if (!current) return;
    const missing = <K extends keyof typeof current>(column: K, value: string | null) =>
      current[column] === null && value ? { [column]: value } : {};
    await trx
      .updateTable('customers')
      .set({
        ...missing('first_name', fields.firstName),
        ...missing('last_name', fields.lastName),
        ...missing('email', fields.email),
        ...missing('address1', fields.address1),
        ...missing('address2', fields.address2),
        ...missing('city', fields.city),
        ...missing('postal_code', fields.postalCode),
        ...missing('date_of_birth', fields.dateOfBirth),
        ...missing('license_plate', fields.licensePlate),
        is_email_allowed: fields.isEmailAllowed ? 1 : 0,
        is_sms_allowed: fields.isSmsAllowed ? 1 : 0,
      })
      .where('id', '=', customerId)
      .where('business_id', '=', businessId)
      .execute();
  }

  /** The messages a paid order sends once its payment is captured and it is confirmed (ADR 0010). */
  async setPendingMessages(trx: Kysely<Database>, reservationId: number, messagesJson: string): Promise<void> {
    await trx.updateTable('reservations').set({ pending_messages_json: messagesJson }).where('id', '=', reservationId).execute();
  }

  /**
   * Gives back what an undone order took from the vouchers it was paid with (spec 4 Voucher payment): each
   * redemption's amount returns to the voucher's balance and its tickets to its quantity, the redemptions go, and the
   * order's voucher payments are voided.
   */
  async restoreVoucherTender(trx: Kysely<Database>, reservationId: number, now: string): Promise<void> {
    const redemptions = await trx
      .selectFrom('system_voucher_redemptions')
      .select(['voucher_id', 'amount_agorot', 'quantity'])
      .where('reservation_id', '=', reservationId)
      .execute();
    for (const r of redemptions) {
      await trx
        .updateTable('system_vouchers')
        .set((eb) => ({
          balance_agorot: r.amount_agorot > 0 ? eb('balance_agorot', '+', r.amount_agorot) : eb.ref('balance_agorot'),
          redeemed_quantity: eb('redeemed_quantity', '-', r.quantity),
        }))
        .where('id', '=', r.voucher_id)
        .execute();
    }
    await trx.deleteFrom('system_voucher_redemptions').where('reservation_id', '=', reservationId).execute();
    await trx
      .updateTable('payments')
      .set({ status: 'voided', updated_at: now })
      .where('reservation_id', '=', reservationId)
      .where('method', '=', 'voucher')
      .where('status', '=', 'captured')
      .execute();
  }

  async saveCustomerCard(
    trx: Kysely<Database>,
    customerId: number,
    card: { provider: string; token: string; last4: string; expMonth: number; expYear: number; brand: string },
    now: string,
  ): Promise<number> {
    const row = await trx
      .insertInto('customer_cards')
      .values({
        customer_id: customerId,
        provider: card.provider,
        provider_token: card.token,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        brand: card.brand,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertVoucherPayment(
    trx: Kysely<Database>,
    row: { reservationId: number; buyerUuid: string; voucherId: number; amountAgorot: number; currency: string; now: string },
  ): Promise<void> {
    await trx
      .insertInto('payments')
      .values({
        reservation_id: row.reservationId,
        buyer_uuid: row.buyerUuid,
        provider: 'kupa',
        method: 'voucher',
        status: 'captured',
        amount_agorot: row.amountAgorot,
        currency: row.currency,
        provider_reference: null,
        card_last4: null,
        customer_card_id: null,
        system_voucher_id: row.voucherId,
        idempotency_key: null,
        failure_code: null,
        identifier: null,
        capture_reference: null,
        created_at: row.now,
        updated_at: row.now,
      })
      .execute();
  }

  async audit(trx: Kysely<Database>, entry: AuditEntry & { businessId: number }): Promise<void> {
    await insertAuditEntry(trx, entry);
  }

  /**
   * Undoes an order whose payment could not be taken, or a hold order past its deadline: the reservation gets the
   * status, its tickets are cancelled and its seat claims deleted (the seats are free again). Answers the seats freed.
   */
  async cancelReservation(
    trx: Kysely<Database>,
    reservationId: number,
    status: 'cancelled' | 'expired',
    now: string,
  ): Promise<Array<{ presentation_id: number; seat_id: number }>> {
    await trx.updateTable('reservations').set({ status, cancelled_at: now }).where('id', '=', reservationId).execute();
    await trx.updateTable('reservation_tickets').set({ status: 'cancelled' }).where('reservation_id', '=', reservationId).execute();
    const claims = await trx
      .selectFrom('seat_claims')
      .select(['presentation_id', 'seat_id'])
      .where('reservation_id', '=', reservationId)
      .execute();
    await trx.deleteFrom('seat_claims').where('reservation_id', '=', reservationId).execute();
    return claims;
  }

  /** Hold orders whose deadline has passed (a literal status so that SQLite uses the partial index of hold orders). */
  async holdOrdersDue(nowIso: string, limit: number): Promise<Array<{ id: number; identifier: string; business_id: number }>> {
    return this.db
      .selectFrom('reservations')
      .select(['id', 'identifier', 'business_id'])
      .where('status', '=', sql.lit('hold'))
      .where('hold_deadline', '<=', nowIso)
      .orderBy('hold_deadline')
      .limit(limit)
      .execute();
  }

  /** Re-reads a hold order inside the expiry transaction: still an unpaid hold past its deadline? */
  async isHoldStillDue(trx: Kysely<Database>, reservationId: number, nowIso: string): Promise<boolean> {
    const row = await trx
      .selectFrom('reservations')
      .select('id')
      .where('id', '=', reservationId)
      .where('status', '=', 'hold')
      .where('hold_deadline', '<=', nowIso)
      .executeTakeFirst();
    return row !== undefined;
  }
}

// The commit's small reads and writes, run by every purchase, compiled once per shape (db/compiled-once.ts).

const idempotentAnswerOf = new CompiledOnce((db: Kysely<Database>, a: { key: string }) =>
  db.selectFrom('idempotency_records').select('response_json').where('key', '=', a.key),
);

const cartPayloadOf = new CompiledOnce((db: Kysely<Database>, a: { buyer: string }) =>
  db.selectFrom('carts').select('payload_json').where('buyer_uuid', '=', a.buyer),
);

const updateCartPayload = new CompiledOnce((db: Kysely<Database>, a: { buyer: string; payload_json: string; now: string }) =>
  db.updateTable('carts').set({ payload_json: a.payload_json, updated_at: a.now }).where('buyer_uuid', '=', a.buyer),
);

const formConfigOf = new CompiledOnce((db: Kysely<Database>, a: { businessId: number; formType: string }) =>
  db.selectFrom('form_configurations').select('config_json').where('business_id', '=', a.businessId).where('form_type', '=', a.formType),
);

const presentationStartsOf = new CompiledOnce((db: Kysely<Database>, a: { ids: number[] }) =>
  db.selectFrom('presentations').select(['id', 'starts_at']).where('id', 'in', a.ids),
);

const seatFactsOf = new CompiledOnce((db: Kysely<Database>, a: { ids: number[] }) =>
  db.selectFrom('seats').select(['id', 'section_id', 'grid_x', 'grid_y', 'is_premium']).where('id', 'in', a.ids),
);

const webChannelOf = new CompiledOnce((db: Kysely<Database>, a: { businessId: number }) =>
  db.selectFrom('sales_channels').select('id').where('business_id', '=', a.businessId).where('kind', '=', 'web').orderBy('id').limit(1),
);

/** Exactly these live holds of the buyer become sold seats of the reservation; the rows answered are the seats sold. */
const sellHolds = new CompiledOnce(
  (db: Kysely<Database>, a: { presentationId: number; buyerUuid: string; seatIds: number[]; reservationId: number; now: string }) =>
    db
      .updateTable('seat_claims')
      .set({ status: 'sold', reservation_id: a.reservationId, expires_at: null, updated_at: a.now })
      .where('presentation_id', '=', a.presentationId)
      .where('buyer_uuid', '=', a.buyerUuid)
      .where('status', '=', 'held')
      .where('expires_at', '>', a.now)
      .where('seat_id', 'in', a.seatIds)
      .returning('seat_id'),
);

/** The reservation identifier a stored cart payload was committed as, or null. */
export function committedIdentifierOf(payload: Record<string, unknown> | null): string | null {
  const marker = payload?.[COMMITTED_MARKER];
  return typeof marker === 'string' ? marker : null;
}

// Every order writes one reservation and its tickets: both compiled once (db/compiled-once.ts).
const insertReservationRow = new CompiledOnce((db: Kysely<Database>, values: Insertable<ReservationsTable>) =>
  db
    .insertInto('reservations')
    .values(values)
    .onConflict((oc) => oc.column('identifier').doNothing())
    .returning('id'),
);

/** One ticket per index of the lists (all of one length). */
interface TicketColumns {
  reservationId: number;
  now: string;
  presentationIds: number[];
  seatIds: Array<number | null>;
  ticketGroupIds: number[];
  pricePolicyIds: number[];
  prices: number[];
  oldPrices: Array<number | null>;
  serviceCharges: number[];
  secrets: string[];
  codes: Array<string | null>;
  memberIds: Array<number | null>;
  systemVoucherIds: Array<number | null>;
  ref1s: Array<string | null>;
  ref2s: Array<string | null>;
  loyaltyPoints: Array<number | null>;
  ticketCodeIds: Array<number | null>;
  referenceOptionIds: Array<number | null>;
}

const insertTicketRows = new CompiledOnce((db: Kysely<Database>, c: TicketColumns) =>
  db
    .insertInto('reservation_tickets')
    .values(
      c.secrets.map((secret, i) => ({
        reservation_id: c.reservationId,
        presentation_id: c.presentationIds[i] as number,
        seat_id: c.seatIds[i] ?? null,
        ticket_group_id: c.ticketGroupIds[i] as number,
        price_policy_id: c.pricePolicyIds[i] as number,
        price_agorot: c.prices[i] as number,
        old_price_agorot: c.oldPrices[i] ?? null,
        service_charge_agorot: c.serviceCharges[i] as number,
        ticket_secret: secret,
        status: 'valid' as const,
        scanned_at: null,
        code: c.codes[i] ?? null,
        member_id: c.memberIds[i] ?? null,
        system_voucher_id: c.systemVoucherIds[i] ?? null,
        ref1: c.ref1s[i] ?? null,
        ref2: c.ref2s[i] ?? null,
        loyalty_points: c.loyaltyPoints[i] ?? null,
        ticket_code_id: c.ticketCodeIds[i] ?? null,
        reference_option_id: c.referenceOptionIds[i] ?? null,
        created_at: c.now,
      })),
    )
    .returning(['id', 'ticket_secret']),
);
