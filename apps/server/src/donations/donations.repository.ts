import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { businessFacts, webAuthProfileOf, withBusinessFacts } from '../catalogue/business-directory';

/** One donation amount with its donation, as pricing reads it. */
export interface DonationAmountRow {
  id: number;
  donation_id: number;
  amount_agorot: number | null;
  min_agorot: number | null;
  max_agorot: number | null;
  is_custom: number;
  business_id: number;
  name_he: string;
  name_en: string;
}

/** A gift written by an order: one donation amount given `quantity` times. */
export interface NewDonationGift {
  donationId: number;
  reservationId: number;
  customerId: number | null;
  amountAgorot: number;
  quantity: number;
}

/** The donations module's tables: donations, donation_amounts and donation_gifts (and the business they sell for). */
export class DonationsRepository {
  /** The repository reads and writes through `executor`: the pool, or the caller's transaction. */
  static of(executor: Kysely<Database>): DonationsRepository {
    return new DonationsRepository(executor);
  }

  constructor(private readonly db: Kysely<Database>) {}

  /** Active donations (of one business, or all) with their business's currency. */
  async activeDonations(businessId?: number) {
    let query = this.db
      .selectFrom('donations as d')
      .select(['d.id', 'd.business_id', 'd.code', 'd.name_he', 'd.name_en', 'd.description_he', 'd.description_en'])
      .where('d.is_active', '=', 1);
    if (businessId !== undefined) query = query.where('d.business_id', '=', businessId);
    const rows = await query.orderBy('d.business_id').orderBy('d.id').execute();
    return withBusinessFacts(this.db, rows, (b) => ({ currency: b.currency }));
  }

  /** The amounts of some donations, fixed ones smallest first. */
  async amountsOf(donationIds: readonly number[]) {
    if (donationIds.length === 0) return [];
    return this.db
      .selectFrom('donation_amounts')
      .select(['id', 'donation_id', 'amount_agorot', 'min_agorot', 'max_agorot', 'is_custom'])
      .where('donation_id', 'in', [...donationIds])
      .orderBy('donation_id')
      .orderBy('is_custom')
      .orderBy('amount_agorot')
      .orderBy('id')
      .execute();
  }

  /** Amounts by id, each with its donation, when the donation is on sale. */
  async amountsOnSale(amountIds: readonly number[]): Promise<DonationAmountRow[]> {
    if (amountIds.length === 0) return [];
    return this.db
      .selectFrom('donation_amounts as a')
      .innerJoin('donations as d', 'd.id', 'a.donation_id')
      .select([
        'a.id',
        'a.donation_id',
        'a.amount_agorot',
        'a.min_agorot',
        'a.max_agorot',
        'a.is_custom',
        'd.business_id',
        'd.name_he',
        'd.name_en',
      ])
      .where('a.id', 'in', [...new Set(amountIds)])
      .where('d.is_active', '=', 1)
      .execute();
  }

  /** What an order of the business is paid with: its currency and the auth profile of its web sales (lowest id). */
  async businessSale(businessId: number): Promise<{ currency: string; authProfileId: number; settingsJson: string } | undefined> {
    const business = await businessFacts(this.db, businessId);
    if (!business) return undefined;
    return {
      currency: business.currency,
      authProfileId: (await webAuthProfileOf(this.db, businessId)) ?? 0,
      settingsJson: business.settingsJson,
    };
  }

  async insertGifts(gifts: readonly NewDonationGift[], at: string): Promise<void> {
    if (gifts.length === 0) return;
    await this.db
      .insertInto('donation_gifts')
      .values(
        gifts.map((g) => ({
          donation_id: g.donationId,
          reservation_id: g.reservationId,
          customer_id: g.customerId,
          amount_agorot: g.amountAgorot,
          quantity: g.quantity,
          created_at: at,
        })),
      )
      .execute();
  }

  /** Marks an order's gifts cancelled: a cancelled order gave nothing, but its gifts stay on record with the time. */
  async cancelGifts(reservationId: number, at: string): Promise<void> {
    await this.db
      .updateTable('donation_gifts')
      .set({ status: 'cancelled', cancelled_at: at })
      .where('reservation_id', '=', reservationId)
      .where('status', '=', 'given')
      .execute();
  }

  /** The gifts an order gave (cancelled ones are not counted). */
  giftsOf(reservationId: number) {
    return this.db
      .selectFrom('donation_gifts')
      .select(['donation_id', 'customer_id', 'amount_agorot', 'quantity'])
      .where('reservation_id', '=', reservationId)
      .where('status', '=', 'given')
      .orderBy('id')
      .execute();
  }
}
