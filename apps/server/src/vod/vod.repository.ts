import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { businessFacts } from '../catalogue/business-directory';

export type EntitlementRow = Awaited<ReturnType<VodRepository['byId']>> & object;

/** The vod module's tables: the viewing entitlements (spec 3 Video-on-demand item) and the sale's business terms. */
export class VodRepository {
  constructor(private readonly db: Kysely<Database>) {}

  static of(db: Kysely<Database>): VodRepository {
    return new VodRepository(db);
  }

  byId(id: number) {
    return this.db.selectFrom('vod_entitlements').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(row: {
    customerId: number;
    presentationId: number;
    reservationId: number;
    purchasedAt: string;
    availableFrom: string;
    availableUntil: string;
    maxPlays: number;
  }): Promise<number> {
    const inserted = await this.db
      .insertInto('vod_entitlements')
      .values({
        customer_id: row.customerId,
        presentation_id: row.presentationId,
        reservation_id: row.reservationId,
        purchased_at: row.purchasedAt,
        available_from: row.availableFrom,
        available_until: row.availableUntil,
        max_plays: row.maxPlays,
        play_count: 0,
        last_played_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** An order's entitlements can never be watched again (its cancellation); they stay as its record. */
  async revokeOfReservation(reservationId: number, at: string): Promise<void> {
    await this.db
      .updateTable('vod_entitlements')
      .set({ revoked_at: at })
      .where('reservation_id', '=', reservationId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Counts one play of the owner's entitlement if it may be played now: one conditional update, so two plays started
   * at once can never take more than the plays remaining. Answers whether the play was counted.
   */
  async countPlay(id: number, customerIds: readonly number[], at: string): Promise<boolean> {
    if (customerIds.length === 0) return false;
    const result = await this.db
      .updateTable('vod_entitlements')
      .set((eb) => ({ play_count: eb('play_count', '+', 1), last_played_at: at }))
      .where('id', '=', id)
      .where('customer_id', 'in', [...customerIds])
      .where('revoked_at', 'is', null)
      .where('available_from', '<=', at)
      .where('available_until', '>', at)
      .whereRef('play_count', '<', 'max_plays')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The currency of a business's sales (an order is paid in one currency). */
  async businessCurrency(businessId: number): Promise<string | undefined> {
    return (await businessFacts(this.db, businessId))?.currency;
  }
}
