import { VIDEO_ON_DEMAND_VENUE_TYPES } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';
import { streamingVenueOf } from '../catalogue/schedule-catalogue';
import { firstTicketGroupOf } from '../seating/ticket-group-directory';

/** What staff set for a feature's video-on-demand title. Money in agorot. */
export interface VodTitleValues {
  onSale: boolean;
  priceAgorot: number;
  viewingHours: number;
  maxPlays: number;
  availableFrom: string;
  availableUntil: string;
  businessDate: string;
}

/** What a new title's presentation is made of: the business's streaming venue, auth profile and ticket group. */
export interface NewVodTitle {
  featureId: number;
  durationMinutes: number;
  venueId: number;
  venueTypeId: number;
  authProfileId: number;
  ticketGroupId: number;
}

const isVod = VIDEO_ON_DEMAND_VENUE_TYPES;

/** A feature's video-on-demand title as the presentations module keeps it: a presentation, its price and terms. */
export class VodTitleAdminRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /**
   * The feature's VOD presentation of the business, with its terms when set: a scheduled one before a cancelled one,
   * then the one whose sale ends last, then the newest.
   */
  async title(businessId: number, featureId: number) {
    const rows = await this.db
      .selectFrom('presentations as p')
      .leftJoin('vod_title_terms as t', 't.presentation_id', 'p.id')
      .select([
        'p.id',
        'p.status',
        'p.sale_starts_at',
        'p.sale_stops_at',
        'p.starts_at',
        't.viewing_hours',
        't.max_plays',
        't.price_policy_id',
      ])
      .where('p.business_id', '=', businessId)
      .where('p.feature_id', '=', featureId)
      .where('p.venue_type_id', '>=', isVod.first)
      .where('p.venue_type_id', '<=', isVod.last)
      .orderBy('p.id', 'desc')
      .execute();
    const ends = (r: (typeof rows)[number]) => (r.sale_stops_at === null ? Infinity : Date.parse(r.sale_stops_at));
    const rank = (r: (typeof rows)[number]) => (r.status === 'scheduled' ? 1 : 0);
    return rows.sort((a, b) => rank(b) - rank(a) || ends(b) - ends(a) || b.id - a.id)[0];
  }

  /** The single-viewing price of a title: its own policy, or the first plain regular one linked to it. */
  async priceAgorot(presentationId: number, ownPolicyId: number | null): Promise<number | null> {
    let q = this.db
      .selectFrom('presentation_price_policies as ppp')
      .innerJoin('price_policies as pp', 'pp.id', 'ppp.price_policy_id')
      .select('pp.price_agorot')
      .where('ppp.presentation_id', '=', presentationId);
    q = ownPolicyId !== null ? q.where('pp.id', '=', ownPolicyId) : q.where('pp.kind', '=', 'regular').where('pp.requires_code', '=', 0);
    const row = await q.orderBy('pp.sort_order').orderBy('pp.id').executeTakeFirst();
    return row?.price_agorot ?? null;
  }

  /** The business's streaming venue (venue types 101-104), its web auth profile is the caller's. */
  vodVenue(businessId: number) {
    return streamingVenueOf(this.db, businessId);
  }

  /** The ticket group a new title's price policy joins: the one of the business's VOD prices, else its first. */
  async ticketGroup(businessId: number): Promise<number | undefined> {
    const vod = await this.db
      .selectFrom('presentations as p')
      .innerJoin('presentation_price_policies as ppp', 'ppp.presentation_id', 'p.id')
      .innerJoin('price_policies as pp', 'pp.id', 'ppp.price_policy_id')
      .select('pp.ticket_group_id')
      .where('p.business_id', '=', businessId)
      .where('p.venue_type_id', '>=', isVod.first)
      .where('p.venue_type_id', '<=', isVod.last)
      .orderBy('pp.id')
      .executeTakeFirst();
    if (vod) return vod.ticket_group_id;
    return firstTicketGroupOf(this.db, businessId);
  }

  /**
   * Saves the title in one transaction: makes its presentation when the feature has none, gives it its own price
   * policy the first time (unlinking any shared one, so other titles keep their price), sets the sale window, the
   * price and the viewing terms, and writes the audit entry. Answers the presentation id.
   */
  save(
    businessId: number,
    existingId: number | null,
    create: NewVodTitle | null,
    values: VodTitleValues,
    audit: (presentationId: number) => AuditEntry,
  ): Promise<number> {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      const window = {
        starts_at: values.availableFrom,
        business_date: values.businessDate,
        sale_starts_at: values.availableFrom,
        sale_stops_at: values.availableUntil,
        status: values.onSale ? ('scheduled' as const) : ('cancelled' as const),
      };
      let id = existingId;
      if (id === null) {
        if (!create) throw new Error('a new VOD title needs its parts');
        ({ id } = await trx
          .insertInto('presentations')
          .values({
            business_id: businessId,
            auth_profile_id: create.authProfileId,
            feature_id: create.featureId,
            venue_id: create.venueId,
            seatplan_id: null,
            mini_site_id: null,
            venue_type_id: create.venueTypeId,
            seating_policy_id: 1,
            duration_minutes: create.durationMinutes,
            max_seats_per_transaction: 1,
            cancellation_charge_kind: null,
            cancellation_charge_value: null,
            ga_capacity: null,
            new_booking_url: null,
            language: null,
            subtitles: null,
            dubbing: null,
            is_reserved: 0,
            is_ticketing_allowed_during_sale_window: 1,
            is_display_qr: 0,
            requires_vacant_seat: 0,
            is_3d: 0,
            ...window,
          })
          .returning('id')
          .executeTakeFirstOrThrow());
      } else {
        await trx.updateTable('presentations').set(window).where('id', '=', id).where('business_id', '=', businessId).execute();
      }
      const terms = await trx.selectFrom('vod_title_terms').select('price_policy_id').where('presentation_id', '=', id).executeTakeFirst();
      const at = audit(id).at;
      if (terms) {
        await trx.updateTable('price_policies').set({ price_agorot: values.priceAgorot }).where('id', '=', terms.price_policy_id).execute();
        await trx
          .updateTable('vod_title_terms')
          .set({ viewing_hours: values.viewingHours, max_plays: values.maxPlays, updated_at: at })
          .where('presentation_id', '=', id)
          .execute();
      } else {
        const group = create?.ticketGroupId ?? (await this.groupOf(trx, id, businessId));
        const policy = await trx
          .insertInto('price_policies')
          .values({
            business_id: businessId,
            ticket_group_id: group,
            kind: 'regular',
            price_agorot: values.priceAgorot,
            name_he: 'צפייה בודדת',
            name_en: 'Single viewing',
            membership_id: null,
            system_voucher_class_id: null,
            loyalty_points_price: null,
            min_quantity: null,
            max_quantity: null,
            required_with_policy_id: null,
            quota: null,
            requires_code: 0,
            is_walkin: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.deleteFrom('presentation_price_policies').where('presentation_id', '=', id).execute();
        await trx.insertInto('presentation_price_policies').values({ presentation_id: id, price_policy_id: policy.id }).execute();
        await trx
          .insertInto('vod_title_terms')
          .values({
            presentation_id: id,
            price_policy_id: policy.id,
            viewing_hours: values.viewingHours,
            max_plays: values.maxPlays,
            updated_at: at,
          })
          .execute();
      }
      await insertAuditEntry(trx, audit(id));
      return id;
    });
  }

  /** The ticket group of the policies a title sells at today (its first), for its own policy. */
  private async groupOf(trx: Kysely<Database>, presentationId: number, businessId: number): Promise<number> {
    const row = await trx
      .selectFrom('presentation_price_policies as ppp')
      .innerJoin('price_policies as pp', 'pp.id', 'ppp.price_policy_id')
      .select('pp.ticket_group_id')
      .where('ppp.presentation_id', '=', presentationId)
      .orderBy('pp.id')
      .executeTakeFirst();
    if (row) return row.ticket_group_id;
    const first = await firstTicketGroupOf(trx, businessId);
    // As before, a business without any price level cannot have a title's policy: an internal error, not a 4xx.
    if (first === undefined) throw new Error(`business ${businessId} has no ticket group`);
    return first;
  }
}
