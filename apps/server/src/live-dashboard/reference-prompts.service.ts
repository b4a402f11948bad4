import {
  KupaError,
  localDateTimeOf,
  pageWindow,
  toMajorUnits,
  withHistoryDefaults,
  zonedTimeToUtc,
  type Clock,
  type MessageLocale,
  type ReferenceHistoryFilter,
} from '@kupa/domain';
import type {
  EditReferenceOptionBody,
  EditReferenceOptionResponse,
  ReferenceAgent,
  ReferenceDetailResponse,
  ReferenceHistoryQuery,
  ReferencePromptAdminQuery,
  ReferencePromptAdminResponse,
  ReferenceTicketSalesResponse,
} from '@kupa/contracts';
import { localized } from '../shared/localized';
import type { StaffContext } from '../staff-auth/staff-context';
import { CatalogueNames } from './catalogue-names';
import type { DashboardCatalogue } from './dashboard-catalogue';
import { requireDateRange, todayOf } from './report-dates';
import type { ReferenceOptionRow, ReferencePromptsRepository, ReferenceSalesFilter } from './reference-prompts.repository';
import type { StaffScope } from './staff-scope';

const DAY_MS = 86_400_000;
/** Above this many candidate tickets a page is read without them (one IN list must stay within bind limits). */
const MAX_PAGE_CANDIDATES = 5000;

const optionKey = (pricePolicyId: number, reference1: string) => `${pricePolicyId}\u0000${reference1}`;

/**
 * The admin view of ticket reference-prompt agents (spec 2 and 7): the options a reference prompt offers (a
 * hotel, an agent) with the quantity each may sell, their sales history, and the edit of that quantity. Every
 * call is for administrators, within their businesses.
 */
export class ReferencePromptsService {
  constructor(
    private readonly repository: ReferencePromptsRepository,
    private readonly catalogue: DashboardCatalogue,
    private readonly scope: StaffScope,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  /** The agents (reference options) of the user's businesses. */
  async agents(caller: StaffContext, userId: number | undefined, locale: MessageLocale): Promise<{ agents: ReferenceAgent[] }> {
    // Only the businesses the caller manages (ADR 0016).
    const session = this.scope.admin(caller);
    this.scope.ownUser(session, userId);
    const options = await this.repository.options({ businessIds: session.businessIds });
    return { agents: options.map((o) => agentOf(o, locale)) };
  }

  /** Every option with its quantity, what was sold with its reference (ever) and what remains. */
  async admin(caller: StaffContext, q: ReferencePromptAdminQuery, locale: MessageLocale): Promise<ReferencePromptAdminResponse> {
    // Only the businesses the caller manages (ADR 0016).
    const session = this.scope.admin(caller);
    this.scope.ownUser(session, q.userId);
    const businessIds = this.scope.businessIds(session, q.businessIds);
    if (q.customerId !== undefined) await this.scope.customer(session, q.customerId);
    const options = await this.repository.options({ businessIds, customerId: q.customerId });
    const sold = new Map(
      (await this.repository.soldPerReference([...new Set(options.map((o) => o.price_policy_id))])).map((r) => [
        optionKey(r.price_policy_id, r.reference1),
        r,
      ]),
    );
    return {
      rows: options.map((o) => {
        const s = sold.get(optionKey(o.price_policy_id, o.reference1));
        const soldQuantity = Number(s?.sold ?? 0);
        return {
          ...agentOf(o, locale),
          FeatureId: null,
          PresentationId: null,
          FeatureCategoryId: null,
          PriceType: 1 as const,
          SoldQuantity: soldQuantity,
          RemainingQuantity: Math.max(0, o.quantity - soldQuantity),
          TicketsTotal: toMajorUnits(Number(s?.agorot ?? 0)),
        };
      }),
    };
  }

  /** Reference sales grouped by detail level over the history filter (defaults: last month, dateType 2, level 1), one page. */
  async detail(session: StaffContext, q: ReferenceHistoryQuery, locale: MessageLocale): Promise<ReferenceDetailResponse> {
    const { filter, sales } = await this.salesFilter(session, q);
    const [grouped, options, policyNames] = await Promise.all([
      this.repository.referenceSalesGrouped(sales, filter.detailLevel),
      this.optionsByReference(sales.businessIds),
      this.policyNames(sales.businessIds, locale),
    ]);
    const { offset, limit } = pageWindow(q.page, q.pageSize);
    const page = grouped.slice(offset, offset + limit);
    const names = await CatalogueNames.load(this.catalogue, locale, {
      featureIds: page.flatMap((r) => (r.feature_id === null ? [] : [r.feature_id])),
      venueIds: page.flatMap((r) => (r.venue_id === null ? [] : [r.venue_id])),
    });
    return {
      filter,
      page: q.page,
      pageSize: q.pageSize,
      totalRows: grouped.length,
      totals: {
        SoldQuantity: grouped.reduce((sum, r) => sum + Number(r.sold), 0),
        TicketsTotal: toMajorUnits(grouped.reduce((sum, r) => sum + Number(r.agorot), 0)),
      },
      rows: page.map((r) => {
        const option = options.get(optionKey(r.price_policy_id, r.reference1));
        return {
          OptionId: option?.id ?? null,
          BusinessId: r.business_id,
          CustomerId: option?.agent_customer_id ?? null,
          TicketId: r.price_policy_id,
          PricePolicyId: r.price_policy_id,
          TicketName: policyNames.get(r.price_policy_id) ?? '',
          FeatureId: r.feature_id,
          FeatureName: r.feature_id === null ? null : names.featureName(r.feature_id),
          FeatureCategoryId: r.feature_id === null ? null : (names.features.get(r.feature_id)?.categoryId ?? null),
          PresentationId: r.presentation_id,
          PresentationDateTime: r.starts_at
            ? localDateTimeOf(new Date(r.starts_at), (r.venue_id === null ? undefined : names.timeZoneOfVenue(r.venue_id)) ?? this.timeZone)
            : null,
          Reference1: r.reference1,
          Reference2: option?.reference2 ?? null,
          SoldQuantity: Number(r.sold),
          TicketsTotal: toMajorUnits(Number(r.agorot)),
        };
      }),
    };
  }

  /** One page of reference sales: per order at detail level 1, per ticket at 2 and 3; newest first. */
  async ticketSales(session: StaffContext, q: ReferenceHistoryQuery, locale: MessageLocale): Promise<ReferenceTicketSalesResponse> {
    const { filter, sales } = await this.salesFilter(session, q);
    const { offset, limit } = pageWindow(q.page, q.pageSize);
    const perOrder = filter.detailLevel === 1;
    const days = await this.repository.referenceSaleDays(sales);
    const totals = days.reduce(
      (sum, d) => ({ sold: sum.sold + Number(d.sold), orders: sum.orders + Number(d.orders), agorot: sum.agorot + Number(d.agorot) }),
      { sold: 0, orders: 0, agorot: 0 },
    );
    const candidates = await this.ticketsOfPage(days, sales, perOrder, offset + limit);
    const [rows, options, policyNames] = await Promise.all([
      this.repository.referenceSalesPage(sales, perOrder, offset, limit, candidates),
      this.optionsByReference(sales.businessIds),
      this.policyNames(sales.businessIds, locale),
    ]);
    const names = await CatalogueNames.load(this.catalogue, locale, {
      featureIds: rows.map((r) => r.feature_id),
      venueIds: rows.map((r) => r.venue_id),
    });
    return {
      filter,
      page: q.page,
      pageSize: q.pageSize,
      totalRows: perOrder ? totals.orders : totals.sold,
      totals: { SoldQuantity: totals.sold, TicketsTotal: toMajorUnits(totals.agorot) },
      rows: rows.map((r) => ({
        BusinessId: r.business_id,
        CustomerId: options.get(optionKey(r.price_policy_id, r.ref1 ?? ''))?.agent_customer_id ?? null,
        TicketId: r.price_policy_id,
        PricePolicyId: r.price_policy_id,
        TicketName: policyNames.get(r.price_policy_id) ?? '',
        FeatureId: r.feature_id,
        FeatureName: names.featureName(r.feature_id),
        FeatureCategoryId: names.features.get(r.feature_id)?.categoryId ?? null,
        PresentationId: r.presentation_id,
        PresentationDateTime: localDateTimeOf(new Date(r.starts_at), names.timeZoneOfVenue(r.venue_id) ?? this.timeZone),
        Reference1: r.ref1 ?? '',
        Reference2: r.ref2 ?? null,
        ReservationIdentifier: r.identifier,
        ReservationTicketId: r.ticket_id === null ? null : Number(r.ticket_id),
        SoldAt: r.created_at,
        Quantity: Number(r.quantity),
        TicketsTotal: toMajorUnits(Number(r.agorot)),
      })),
    };
  }

  /**
   * Changes the quantity an agent may sell. The option is named by its price policy (priceId) and id
   * (priceRowId); reference and reference2 must still be what the editor saw, else REFERENCE_OPTION_NOT_FOUND
   * (someone changed it meanwhile). The change and its audit entry are one transaction.
   */
  async editQuantity(
    caller: StaffContext,
    ids: { priceId: number; priceRowId: number },
    body: EditReferenceOptionBody,
    locale: MessageLocale,
  ): Promise<EditReferenceOptionResponse> {
    // Only the businesses the caller manages (ADR 0016).
    const session = this.scope.admin(caller);
    const owner = await this.repository.optionOwner(ids.priceRowId);
    if (!owner) throw new KupaError('REFERENCE_OPTION_NOT_FOUND');
    if (!session.businessIds.includes(owner.business_id)) throw new KupaError('FORBIDDEN', { field: 'priceRowId', id: ids.priceRowId });
    if (owner.price_policy_id !== ids.priceId) throw new KupaError('REFERENCE_OPTION_NOT_FOUND');
    const before = await this.repository.changeOptionQuantity({
      id: ids.priceRowId,
      pricePolicyId: ids.priceId,
      reference1: body.reference,
      reference2: body.reference2 ?? null,
      quantity: body.quantity,
      actorId: session.userId,
      at: this.clock.now().toISOString(),
    });
    if (before === null) throw new KupaError('REFERENCE_OPTION_NOT_FOUND');
    const [changed] = await this.repository.options({ businessIds: [owner.business_id], ids: [ids.priceRowId] });
    if (!changed) throw new KupaError('REFERENCE_OPTION_NOT_FOUND');
    return { success: true, option: agentOf(changed, locale) };
  }

  /**
   * The tickets a page of newest-first sales can come from: those sold since the latest sale date by which the
   * summary counts enough rows for the page (less a day, for locations in other time zones). Undefined when the
   * page reaches back to the first sale, and for pages too deep to list their candidates.
   */
  private async ticketsOfPage(
    days: ReadonlyArray<{ sale_date: string; sold: number; orders: number }>,
    sales: ReferenceSalesFilter,
    perOrder: boolean,
    rowsNeeded: number,
  ): Promise<number[] | undefined> {
    let counted = 0;
    for (const day of days) {
      counted += Number(perOrder ? day.orders : day.sold);
      if (counted < rowsNeeded) continue;
      const since = new Date(zonedTimeToUtc(day.sale_date, '00:00', this.timeZone).getTime() - DAY_MS).toISOString();
      const ids = await this.repository.referenceTicketIdsSince(sales.pricePolicyIds ?? [], since);
      return ids.length <= MAX_PAGE_CANDIDATES ? ids : undefined;
    }
    return undefined;
  }

  /** The history filter with its defaults, checked against the session's businesses. */
  private async salesFilter(
    caller: StaffContext,
    q: ReferenceHistoryQuery,
  ): Promise<{ filter: ReferenceHistoryFilter; sales: ReferenceSalesFilter }> {
    // Only the businesses the caller manages (ADR 0016).
    const session = this.scope.admin(caller);
    const filter = withHistoryDefaults(todayOf(this.clock, this.timeZone), q);
    requireDateRange(filter.startDate, filter.endDate, { from: 'querystring.startDate', to: 'querystring.endDate' });
    const businessIds = this.scope.businessIds(session, q.businessIds);
    if (q.featureId !== undefined) await this.scope.feature(session, q.featureId);
    if (q.presentationId !== undefined) await this.scope.presentation(session, q.presentationId);
    if (q.featureCategoryId !== undefined) await this.scope.featureCategory(session, q.featureCategoryId);
    if (q.ticketId !== undefined) await this.scope.pricePolicy(session, q.ticketId, 'ticketId');
    if (q.pricePolicyId !== undefined) await this.scope.pricePolicy(session, q.pricePolicyId);
    let policies = await this.repository.referencePolicyIds(businessIds);
    // ticketId and pricePolicyId both name a ticket type (a price policy); given both, a ticket must match both.
    for (const wanted of [q.ticketId, q.pricePolicyId]) if (wanted !== undefined) policies = policies.filter((id) => id === wanted);
    return {
      filter,
      sales: {
        businessIds,
        startDate: filter.startDate,
        endDate: filter.endDate,
        dateType: filter.dateType,
        pricePolicyIds: policies,
        featureId: q.featureId,
        presentationId: q.presentationId,
        featureCategoryId: q.featureCategoryId,
      },
    };
  }

  private async optionsByReference(businessIds: readonly number[]): Promise<Map<string, ReferenceOptionRow>> {
    const options = await this.repository.options({ businessIds });
    return new Map(options.map((o) => [optionKey(o.price_policy_id, o.reference1), o]));
  }

  private async policyNames(businessIds: readonly number[], locale: MessageLocale): Promise<Map<number, string>> {
    const policies = await this.repository.policyNames(businessIds);
    return new Map(policies.map((p) => [p.id, localized(locale, p.name_he, p.name_en)]));
  }
}

function agentOf(o: ReferenceOptionRow, locale: MessageLocale): ReferenceAgent {
  const agentName = [o.agent_first_name, o.agent_last_name].filter(Boolean).join(' ');
  return {
    OptionId: o.id,
    BusinessId: o.business_id,
    CustomerId: o.agent_customer_id,
    AgentName: agentName || null,
    PricePolicyId: o.price_policy_id,
    TicketId: o.price_policy_id,
    TicketName: localized(locale, o.policy_name_he, o.policy_name_en),
    Reference1: o.reference1,
    Reference2: o.reference2,
    Quantity: o.quantity,
    IsActive: o.is_active === 1,
  };
}
