import type { Kysely } from 'kysely';
import { featureCategoryIds } from '../catalogue/venue-feature-facts';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { customerNamesByIds } from '../customer-auth/customer-names';
import { scheduledPresentations } from '../presentations/dashboard-presentation-facts';
import {
  changeReferenceOptionQuantity,
  pricePolicyNamesOf,
  referenceOptionOwner,
  referencePricePolicyIds,
  referencePromptOptions,
} from '../presentations/reference-prompt-options';
import { confirmedReservations, referenceTicketIdsSince, validTickets } from '../reservations/sold-tickets';
import { insertAuditEntry } from '../shared/audit-log';

export interface ReferenceSalesFilter {
  businessIds: readonly number[];
  startDate: string;
  endDate: string;
  /** 1: the order's local date; 2: the presentation's business date. */
  dateType: 1 | 2;
  pricePolicyIds?: readonly number[] | undefined;
  featureId?: number | undefined;
  presentationId?: number | undefined;
  featureCategoryId?: number | undefined;
}

export type ReferenceOptionRow = Awaited<ReturnType<ReferencePromptsRepository['options']>>[number];

/**
 * Reference-prompt options (agents such as hotels) and what was sold with a reference: sums from the summary per
 * presentation, reference and sale date (ADR 0008), single sales from the tickets that carry a Reference1. The
 * options and ticket types are the presentations module's (presentations/reference-prompt-options.ts); the schedule,
 * features and orders are joined as their owners' query fragments, so each figure stays one statement.
 */
export class ReferencePromptsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** The options of some businesses with their ticket type's names and their agent's name (customer-auth's read port). */
  async options(filter: { businessIds: readonly number[]; customerId?: number | undefined; ids?: readonly number[] }) {
    if (filter.businessIds.length === 0) return [];
    const rows = await referencePromptOptions(this.db, filter);
    const agents = await customerNamesByIds(
      this.db,
      rows.flatMap((r) => (r.agent_customer_id === null ? [] : [r.agent_customer_id])),
    );
    return rows.map((r) => {
      const agent = r.agent_customer_id === null ? undefined : agents.get(r.agent_customer_id);
      return { ...r, agent_first_name: agent?.firstName ?? null, agent_last_name: agent?.lastName ?? null };
    });
  }

  optionOwner(id: number) {
    return referenceOptionOwner(this.db, id);
  }

  policyNames(businessIds: readonly number[]) {
    if (businessIds.length === 0) return Promise.resolve([]);
    return pricePolicyNamesOf(this.db, businessIds);
  }

  /** Price policies of these businesses that ask for a reference or have options: the only ones with reference sales. */
  async referencePolicyIds(businessIds: readonly number[]): Promise<number[]> {
    if (businessIds.length === 0) return [];
    return referencePricePolicyIds(this.db, businessIds);
  }

  /** Valid tickets of confirmed orders per (price policy, Reference1), over all time, from the summaries. */
  soldPerReference(pricePolicyIds: readonly number[]) {
    if (pricePolicyIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('presentation_reference_sales')
      .select((eb) => [
        'price_policy_id',
        'reference1',
        eb.fn.sum<number>('sold_quantity').as('sold'),
        eb.fn.sum<number>('tickets_agorot').as('agorot'),
      ])
      .where('price_policy_id', 'in', pricePolicyIds)
      .groupBy(['price_policy_id', 'reference1'])
      .execute();
  }

  /** The summarised reference sales matching a filter (migration 0006: per presentation, reference and sale date). */
  private referenceSummary(f: ReferenceSalesFilter) {
    let q = this.db
      .selectFrom('presentation_reference_sales as rs')
      .innerJoin(scheduledPresentations(this.db).as('p'), 'p.id', 'rs.presentation_id')
      .where('rs.price_policy_id', 'in', f.pricePolicyIds && f.pricePolicyIds.length > 0 ? f.pricePolicyIds : [-1])
      .where('p.business_id', 'in', f.businessIds.length > 0 ? f.businessIds : [-1]);
    q =
      f.dateType === 1
        ? q.where('rs.sale_date', '>=', f.startDate).where('rs.sale_date', '<=', f.endDate)
        : q.where('p.business_date', '>=', f.startDate).where('p.business_date', '<=', f.endDate);
    if (f.featureId !== undefined) q = q.where('p.feature_id', '=', f.featureId);
    if (f.presentationId !== undefined) q = q.where('p.id', '=', f.presentationId);
    const categoryId = f.featureCategoryId;
    if (categoryId !== undefined)
      q = q.where('p.feature_id', 'in', (eb) =>
        eb.selectFrom(featureCategoryIds(this.db).as('f')).select('f.id').where('f.category_id', '=', categoryId),
      );
    return q;
  }

  /**
   * Sold quantity and money per option (level 1), per option and feature (2) or per option and presentation (3);
   * names and time zones are the caller's to look up (joins here made PostgreSQL's planner loop over whole tables).
   */
  referenceSalesGrouped(f: ReferenceSalesFilter, level: 1 | 2 | 3) {
    const base = this.referenceSummary(f).select((eb) => [
      'p.business_id',
      'rs.price_policy_id',
      'rs.reference1',
      eb.fn.sum<number>('rs.sold_quantity').as('sold'),
      eb.fn.sum<number>('rs.tickets_agorot').as('agorot'),
    ]);
    if (level === 1) {
      return base
        .select((eb) => [
          eb.val<number | null>(null).as('feature_id'),
          eb.val<number | null>(null).as('presentation_id'),
          eb.val<string | null>(null).as('starts_at'),
          eb.val<number | null>(null).as('venue_id'),
        ])
        .groupBy(['p.business_id', 'rs.price_policy_id', 'rs.reference1'])
        .orderBy('rs.price_policy_id')
        .orderBy('rs.reference1')
        .execute();
    }
    if (level === 2) {
      return base
        .select((eb) => [
          'p.feature_id',
          eb.val<number | null>(null).as('presentation_id'),
          eb.val<string | null>(null).as('starts_at'),
          eb.val<number | null>(null).as('venue_id'),
        ])
        .groupBy(['p.business_id', 'rs.price_policy_id', 'rs.reference1', 'p.feature_id'])
        .orderBy('rs.price_policy_id')
        .orderBy('rs.reference1')
        .orderBy('p.feature_id')
        .execute();
    }
    return base
      .select(['p.feature_id', 'p.id as presentation_id', 'p.starts_at', 'p.venue_id'])
      .groupBy(['p.business_id', 'rs.price_policy_id', 'rs.reference1', 'p.feature_id', 'p.id', 'p.starts_at', 'p.venue_id'])
      .orderBy('rs.price_policy_id')
      .orderBy('rs.reference1')
      .orderBy('p.starts_at')
      .orderBy('p.id')
      .execute();
  }

  /** Summarised sales of the filter per sale date, newest first: the totals, and where a page of single sales begins. */
  referenceSaleDays(f: ReferenceSalesFilter) {
    return this.referenceSummary(f)
      .select((eb) => [
        'rs.sale_date',
        eb.fn.sum<number>('rs.sold_quantity').as('sold'),
        eb.fn.sum<number>('rs.orders').as('orders'),
        eb.fn.sum<number>('rs.tickets_agorot').as('agorot'),
      ])
      .groupBy('rs.sale_date')
      .orderBy('rs.sale_date', 'desc')
      .execute();
  }

  /** Valid tickets with a reference sold since an instant (the reservations module's read of its partial index of such tickets). */
  referenceTicketIdsSince(pricePolicyIds: readonly number[], sinceIso: string): Promise<number[]> {
    return referenceTicketIdsSince(this.db, pricePolicyIds, sinceIso);
  }

  /** The valid tickets of confirmed orders with a reference matching a filter, joined to their order and presentation. */
  private referenceTickets(f: ReferenceSalesFilter, ticketIds?: readonly number[]) {
    let q = this.db
      .selectFrom(validTickets(this.db).as('t'))
      .innerJoin(confirmedReservations(this.db).as('r'), 'r.id', 't.reservation_id')
      .innerJoin(scheduledPresentations(this.db).as('p'), 'p.id', 't.presentation_id')
      .where('t.ref1', 'is not', null)
      .where('t.price_policy_id', 'in', f.pricePolicyIds && f.pricePolicyIds.length > 0 ? f.pricePolicyIds : [-1])
      .where('p.business_id', 'in', f.businessIds.length > 0 ? f.businessIds : [-1]);
    q =
      f.dateType === 1
        ? q.where('r.business_date', '>=', f.startDate).where('r.business_date', '<=', f.endDate)
        : q.where('p.business_date', '>=', f.startDate).where('p.business_date', '<=', f.endDate);
    if (f.featureId !== undefined) q = q.where('p.feature_id', '=', f.featureId);
    if (f.presentationId !== undefined) q = q.where('p.id', '=', f.presentationId);
    const categoryId = f.featureCategoryId;
    if (categoryId !== undefined)
      q = q.where('p.feature_id', 'in', (eb) =>
        eb.selectFrom(featureCategoryIds(this.db).as('f')).select('f.id').where('f.category_id', '=', categoryId),
      );
    if (ticketIds) q = q.where('t.id', 'in', ticketIds.length > 0 ? ticketIds : [-1]);
    return q;
  }

  /**
   * One page of sales, newest first: one row per order, presentation and reference (perOrder) or per ticket,
   * optionally among some tickets only (those sold since the page's first day). Names are the caller's to add.
   */
  referenceSalesPage(f: ReferenceSalesFilter, perOrder: boolean, offset: number, limit: number, ticketIds?: readonly number[]) {
    const columns = [
      'p.business_id',
      't.price_policy_id',
      't.ref1',
      'r.id as reservation_id',
      'r.identifier',
      'r.created_at',
      'p.id as presentation_id',
      'p.feature_id',
      'p.starts_at',
      'p.venue_id',
    ] as const;
    if (perOrder) {
      return this.referenceTickets(f, ticketIds)
        .select(columns)
        .select((eb) => [
          eb.fn.max('t.ref2').as('ref2'),
          eb.val<number | null>(null).as('ticket_id'),
          eb.fn.countAll<number>().as('quantity'),
          eb.fn.sum<number>('t.price_agorot').as('agorot'),
        ])
        .groupBy([
          'p.business_id',
          't.price_policy_id',
          't.ref1',
          'r.id',
          'r.identifier',
          'r.created_at',
          'p.id',
          'p.feature_id',
          'p.starts_at',
          'p.venue_id',
        ])
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .orderBy('t.price_policy_id')
        .orderBy('t.ref1')
        .orderBy('p.id')
        .offset(offset)
        .limit(limit)
        .execute();
    }
    return this.referenceTickets(f, ticketIds)
      .select(columns)
      .select((eb) => ['t.ref2', 't.id as ticket_id', eb.val<number>(1).as('quantity'), 't.price_agorot as agorot'])
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  /**
   * Sets an option's quantity if it still has the references the editor saw, and writes the audit entry in the
   * same transaction. Answers the quantity before the change, or null when no such option (any more).
   */
  async changeOptionQuantity(change: {
    id: number;
    pricePolicyId: number;
    reference1: string;
    reference2: string | null;
    quantity: number;
    actorId: number;
    at: string;
  }): Promise<number | null> {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      const option = await changeReferenceOptionQuantity(trx, change);
      if (!option) return null;
      await insertAuditEntry(trx, {
        businessId: option.business_id,
        at: change.at,
        actorKind: 'staff',
        actorId: String(change.actorId),
        action: 'reference_prompt_option.quantity_changed',
        entity: 'reference_prompt_option',
        entityId: String(change.id),
        data: { from: option.quantity, to: change.quantity, pricePolicyId: change.pricePolicyId, reference1: option.reference1 },
      });
      return option.quantity;
    });
  }
}
