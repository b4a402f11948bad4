import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type SeatplanRows = NonNullable<Awaited<ReturnType<SeatCatalogueRepository['findSeatplan']>>>;
export type PresentationSeatingRow = NonNullable<Awaited<ReturnType<SeatCatalogueRepository['findPresentation']>>>;
export type MembershipPresentationRow = Awaited<ReturnType<SeatCatalogueRepository['membershipPresentations']>>[number];

/** Reads what seat selection needs from the catalogue: seat plans, presentations' seat settings, prices, memberships. */
export class SeatCatalogueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A seat plan with its sections, groups and seats, or null when there is none with that id. */
  async findSeatplan(seatplanId: number) {
    const plan = await this.db.selectFrom('seatplans').selectAll().where('id', '=', seatplanId).executeTakeFirst();
    if (!plan) return null;
    const [sections, groups, seats, ticketGroups] = await Promise.all([
      this.db
        .selectFrom('seatplan_sections')
        .selectAll()
        .where('seatplan_id', '=', seatplanId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('seatplan_groups as g')
        .innerJoin('seatplan_sections as s', 's.id', 'g.section_id')
        .select(['g.id', 'g.section_id', 'g.x', 'g.y', 'g.rotate'])
        .where('s.seatplan_id', '=', seatplanId)
        .orderBy('g.id')
        .execute(),
      this.db.selectFrom('seats').selectAll().where('seatplan_id', '=', seatplanId).orderBy('id').execute(),
      this.db
        .selectFrom('ticket_groups')
        .select(['id', 'name_he', 'name_en'])
        .where('id', 'in', (eb) => eb.selectFrom('seats').select('ticket_group_id').where('seatplan_id', '=', seatplanId))
        .execute(),
    ]);
    return { plan, sections, groups, seats, ticketGroups };
  }

  /** The seat settings of a presentation with its venue's location (offline flag, time zone). */
  async findPresentation(id: number) {
    return this.db
      .selectFrom('presentations as p')
      .innerJoin('venues as v', 'v.id', 'p.venue_id')
      .innerJoin('locations as l', 'l.id', 'v.location_id')
      .select([
        'p.id',
        'p.business_id',
        'p.venue_id',
        'p.seatplan_id',
        'p.mini_site_id',
        'v.default_seatplan_id',
        'p.venue_type_id',
        'p.seating_policy_id',
        'p.is_reserved',
        'p.status',
        'p.starts_at',
        'p.sale_starts_at',
        'p.sale_stops_at',
        'p.lock_choose_seats_s',
        'p.lock_choose_tickets_s',
        'p.lock_customer_info_s',
        'p.lock_choose_products_s',
        'p.lock_timers_own',
        'p.max_seats_per_transaction',
        'p.ga_capacity',
        'p.requires_vacant_seat',
        'p.service_charge_agorot',
        'l.is_offline',
        'l.time_zone',
      ])
      .where('p.id', '=', id)
      .executeTakeFirst();
  }

  /** The price policies (tickets) of a presentation with their ticket groups, in display order. */
  async ticketPoliciesOf(presentationId: number) {
    return (
      this.db
        .selectFrom('presentation_price_policies as ppp')
        .innerJoin('price_policies as pp', 'pp.id', 'ppp.price_policy_id')
        .innerJoin('ticket_groups as tg', 'tg.id', 'pp.ticket_group_id')
        .select([
          'tg.id as group_id',
          'tg.name_he as group_name_he',
          'tg.name_en as group_name_en',
          'tg.color as group_color',
          'pp.id',
          'pp.name_he',
          'pp.name_en',
          'pp.description_he',
          'pp.description_en',
          'pp.ref1_prompt_he',
          'pp.ref1_prompt_en',
          'pp.ref2_prompt_he',
          'pp.ref2_prompt_en',
          'pp.kind',
          'pp.price_agorot',
          'pp.service_charge_agorot',
          'pp.multiply_factor',
          'pp.requires_code',
          'pp.min_quantity',
          'pp.max_quantity',
          'pp.required_with_policy_id',
          'pp.loyalty_points_price',
          'pp.membership_id',
          'pp.system_voucher_class_id',
          'pp.is_walkin',
          'pp.sale_from',
          'pp.sale_until',
        ])
        .where('ppp.presentation_id', '=', presentationId)
        // Offered on the web: not retired and sold online (issue 13); its sale dates are checked against the clock.
        .where('pp.retired_at', 'is', null)
        .where('pp.is_sold_online', '=', 1)
        .orderBy('tg.sort_order')
        .orderBy('tg.id')
        .orderBy('pp.sort_order')
        .orderBy('pp.id')
        .execute()
    );
  }

  /** The add-ons (price_policy_addons, active products) of a presentation's ticket types. */
  async ticketAddonsOf(presentationId: number) {
    return this.db
      .selectFrom('presentation_price_policies as ppp')
      .innerJoin('price_policy_addons as a', 'a.price_policy_id', 'ppp.price_policy_id')
      .innerJoin('products as pr', 'pr.id', 'a.product_id')
      .select(['a.price_policy_id', 'pr.id', 'pr.name_he', 'pr.name_en', 'pr.price_agorot'])
      .where('ppp.presentation_id', '=', presentationId)
      .where('pr.is_active', '=', 1)
      .orderBy('pr.sort_order')
      .orderBy('pr.id')
      .execute();
  }

  async findMembership(id: number) {
    return this.db
      .selectFrom('memberships')
      .select(['id', 'business_id', 'membership_type_id', 'season_id', 'is_active'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The presentations of a membership (spec 3: enrolment Presentations with IsRequired), in start order. */
  async membershipPresentations(membershipId: number) {
    return this.db
      .selectFrom('membership_presentations as mp')
      .innerJoin('presentations as p', 'p.id', 'mp.presentation_id')
      .select(['mp.presentation_id', 'mp.is_required'])
      .where('mp.membership_id', '=', membershipId)
      .where('p.status', '=', 'scheduled')
      .orderBy('p.starts_at')
      .orderBy('p.id')
      .execute();
  }

  async membershipPriceIds(membershipId: number): Promise<Set<number>> {
    const rows = await this.db.selectFrom('membership_prices').select('id').where('membership_id', '=', membershipId).execute();
    return new Set(rows.map((r) => r.id));
  }
}
