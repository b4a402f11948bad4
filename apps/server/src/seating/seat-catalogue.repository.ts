import type { Kysely } from 'kysely';
import { activeProductsByIds, hallSeatingFacts } from '../catalogue/catalogue-directory';
import type { Database } from '../db/schema';
import { membershipPresentationLinks, membershipPriceIds, membershipSeatingFacts } from '../memberships/membership-seating';
import {
  presentationSaleWindows,
  presentationSeatingFacts,
  presentationTicketAddons,
  presentationTicketTypes,
} from '../presentations/presentation-seating';
import { inTicketGroupOrder, ticketGroupsByIds } from './ticket-group-directory';

export type SeatplanRows = NonNullable<Awaited<ReturnType<SeatCatalogueRepository['findSeatplan']>>>;
export type PresentationSeatingRow = NonNullable<Awaited<ReturnType<SeatCatalogueRepository['findPresentation']>>>;
export type MembershipPresentationRow = Awaited<ReturnType<SeatCatalogueRepository['membershipPresentations']>>[number];

/**
 * Reads what seat selection needs: its own seat plans, and the presentations' seat settings, prices and memberships
 * through their owners' read ports (presentations/presentation-seating.ts, catalogue/catalogue-directory.ts,
 * memberships/membership-seating.ts), merged here.
 */
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

  /**
   * The seat settings of a presentation with its hall's default plan and its location (offline flag, time zone): the
   * presentations module's row, then the catalogue's hall (two statements; seating-presentation.ts caches the answer).
   */
  async findPresentation(id: number) {
    const row = await presentationSeatingFacts(this.db, id);
    if (!row) return undefined;
    const hall = await hallSeatingFacts(this.db, row.venue_id);
    // A presentation whose hall is missing is unknown, as the inner joins that read them before made it.
    if (!hall) return undefined;
    return { ...row, default_seatplan_id: hall.default_seatplan_id, is_offline: hall.is_offline, time_zone: hall.time_zone };
  }

  /**
   * The price policies (tickets) of a presentation with their ticket groups, in display order (group, then ticket):
   * the presentations module's ticket types, then this module's ticket groups of them.
   */
  async ticketPoliciesOf(presentationId: number) {
    const types = await presentationTicketTypes(this.db, presentationId);
    const groups = await ticketGroupsByIds(
      this.db,
      types.map((t) => t.ticket_group_id),
    );
    return inTicketGroupOrder(types, groups).map(({ ticket_group_id, ...t }) => {
      const group = groups.get(ticket_group_id);
      return {
        group_id: ticket_group_id,
        group_name_he: group?.name_he ?? '',
        group_name_en: group?.name_en ?? '',
        group_color: group?.color ?? null,
        ...t,
      };
    });
  }

  /** The add-ons of a presentation's ticket types (which the presentations module links), active products only, in the products' order. */
  async ticketAddonsOf(presentationId: number) {
    const links = await presentationTicketAddons(this.db, presentationId);
    const products = await activeProductsByIds(
      this.db,
      links.map((l) => l.product_id),
    );
    return products.flatMap((pr) =>
      links.filter((l) => l.product_id === pr.id).map((l) => ({ price_policy_id: l.price_policy_id, ...pr })),
    );
  }

  findMembership(id: number) {
    return membershipSeatingFacts(this.db, id);
  }

  /**
   * The scheduled presentations of a membership (spec 3: enrolment Presentations with IsRequired), in start order: the
   * memberships module's list, then the presentations module's status and start of them.
   */
  async membershipPresentations(membershipId: number): Promise<Array<{ presentation_id: number; is_required: number }>> {
    const links = await membershipPresentationLinks(this.db, membershipId);
    const windows = await presentationSaleWindows(
      this.db,
      links.map((l) => l.presentation_id),
    );
    return links
      .flatMap((l) => {
        const p = windows.get(l.presentation_id);
        return p?.status === 'scheduled'
          ? [{ presentation_id: l.presentation_id, is_required: l.is_required, starts_at: p.starts_at }]
          : [];
      })
      .sort((a, b) => (a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : a.presentation_id - b.presentation_id))
      .map(({ presentation_id, is_required }) => ({ presentation_id, is_required }));
  }

  membershipPriceIds(membershipId: number): Promise<Set<number>> {
    return membershipPriceIds(this.db, membershipId);
  }
}
