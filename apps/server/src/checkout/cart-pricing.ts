import {
  isWithinValidity,
  assignHeldSeats,
  autoAssignedTicket,
  checkCartPresentations,
  checkSeniorId,
  checkTicketCartShape,
  checkTicketCode,
  checkTicketCombinations,
  checkTicketVoucher,
  DEFAULT_CURRENCY,
  KupaError,
  lineAmounts,
  lineProblem,
  localDateOf,
  orderKindOf,
  loyaltyProblems,
  matchReferenceOptions,
  memberBalanceProblems,
  memberForTicket,
  orderBookingFee,
  priceTicketLine,
  remainingCodeUses,
  remainingVoucherTickets,
  repeatedCodeProblems,
  seatKey,
  singleCurrency,
  toMajorUnits,
  type CheckoutProblem,
  type CurrencyCode,
  type MemberRecord,
  type MessageLocale,
  type OrderKind,
  type MemberStatus,
} from '@kupa/domain';
import type { CartPayload, CartProblem, CartSeat, PricedCart } from '@kupa/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { customerIdIn, type CustomerSession } from '../http/customer-session';
import type { IntegrationLinks } from '../integration/integration.service';
import type { ReferralPricing } from '../mini-sites/mini-sites.service';
import { localized } from '../shared/localized';
import type { CartCodeRow, CartHeldSeatRow, CartPolicyRow, CartPresentationRow, CartReads, CartVoucherRow } from './cart-reads';
import { planItemOrder } from './item-order-pricing';
import type { ItemOrderRegistry, PricedItems } from './order-items';
import { tenderVouchers, type PlannedVoucherPayment } from './voucher-tender';
import { purchaseNeedsLogin } from '../customer-auth/purchase-login';

/** What the pricing reads to plan a cart. */
export interface PricingInput {
  buyerUuid: string;
  cart: CartPayload;
  /** The logged-in customer of the cart's business, when known; else taken from `customerSession`. */
  customerId: number | null;
  locale: MessageLocale;
  now: Date;
  customerSession?: CustomerSession | null;
}

/** One ticket line of the plan on its seats (main seat first). Money in agorot. */
export interface PlannedTicket {
  lineIndex: number;
  presentationId: number;
  seatIds: number[];
  ticketGroupId: number;
  pricePolicyId: number;
  kind: string;
  name: string;
  /** The main seat. */
  priceAgorot: number;
  /** Each sub-ticket seat of a multiplier ticket. */
  subSeatPriceAgorot: number;
  /** Per seat. */
  serviceChargeAgorot: number;
  oldPriceAgorot: number | null;
  code: string | null;
  ticketCodeId: number | null;
  memberId: number | null;
  memberNumber: string | null;
  systemVoucherId: number | null;
  ref1: string | null;
  ref2: string | null;
  referenceOptionId: number | null;
  loyaltyPoints: number | null;
  addons: Array<{ productId: number; priceAgorot: number }>;
}

/** Names and seat labels of a plan in both languages, for the wire answer. */
export interface PlanDisplay {
  seats: Map<number, { key: string; rowName: string; seatName: string; sectionHe: string; sectionEn: string }>;
  tickets: Map<number, { he: string; en: string }>;
  products: Map<number, { he: string; en: string }>;
  vouchers: Map<number, { he: string; en: string; balanceBeforeAgorot: number; balanceAfterAgorot: number }>;
}

/** The server's pricing of a whole cart (ADR 0009). Money in agorot. */
export interface CheckoutPlan {
  /** Seats, or one of the item kinds (spec 4 One cart kind at a time). */
  orderKind: OrderKind;
  /** The vouchers, memberships or donations of an item order, priced by the module that owns them (ADR 0011). */
  items: PricedItems | null;
  itemsAgorot: number;
  /** The mini site the order came through, checked (its referral prices are in the plan); null: house pricing. */
  referralMiniSiteId: number | null;
  /** The partner whose valid integration link the order came through (spec 5), or null. */
  integrationPartnerId: number | null;
  /** 0 for a cart without presentations (then CART_EMPTY is among the problems). */
  businessId: number;
  authProfileId: number;
  currency: CurrencyCode;
  orderType: 'normal' | 'hold';
  /** A ticket order of a business with auth.required (spec 6): only a logged-in customer may commit it. */
  loginRequired?: boolean;
  presentationIds: number[];
  /**
   * A chosen ticket type has a quota, the one rule that counts other orders' sales: the commit prices such an order
   * again inside its transaction, where the count cannot change before the order is written (ADR 0009, addendum).
   */
  countsSales: boolean;
  /** Presentation -> the live held seat ids of this buyer. */
  heldSeatIds: Map<number, number[]>;
  tickets: PlannedTicket[];
  /** Concessions; ticket add-ons are on their tickets (and counted in productsAgorot). */
  products: Array<{ productId: number; presentationId: number | null; quantity: number; unitPriceAgorot: number }>;
  voucherPayments: PlannedVoucherPayment[];
  ticketsAgorot: number;
  serviceChargeAgorot: number;
  bookingFeeAgorot: number;
  /** Concessions and ticket add-ons. */
  productsAgorot: number;
  totalAgorot: number;
  voucherAgorot: number;
  amountDueAgorot: number;
  pointsTotal: number;
  problems: CartProblem[];
  display: PlanDisplay;
}

/** What the cart's lines are checked and priced with, per presentation. */
interface PresentationContext {
  row: CartPresentationRow;
  policies: CartPolicyRow[];
  held: CartHeldSeatRow[];
}

const hasReferencePrompt = (p: CartPolicyRow) => (p.ref1_prompt_he ?? p.ref1_prompt_en ?? p.ref2_prompt_he ?? p.ref2_prompt_en) !== null;
const assignable = (p: CartPolicyRow) => ({
  id: p.id,
  ticketGroupId: p.ticket_group_id,
  multiplyFactor: p.multiply_factor,
  hasReferencePrompt: hasReferencePrompt(p),
  systemVoucherClassId: p.system_voucher_class_id,
});
const isVoucherTicket = (p: CartPolicyRow) => p.system_voucher_class_id !== null;
const isCodeTicket = (p: CartPolicyRow) => p.requires_code === 1 && !isVoucherTicket(p);
const isMemberTicket = (p: CartPolicyRow) => (p.kind === 'membership' || p.kind === 'memberOnly') && p.membership_id !== null;
const upperKey = (s: string) => s.trim().toUpperCase();

/**
 * Prices a cart against the database (ADR 0009; spec 4 and 5): the client's amounts are never read. Cart-building
 * errors are thrown (KupaError); ticket-rule problems are listed in the plan so the tickets step can show them.
 */
export class CartPricing {
  constructor(
    private readonly reads: CartReads,
    private readonly db: Kysely<Database>,
    private readonly itemKinds: ItemOrderRegistry = new Map(),
    /** Referral pricing and integration links on a database: the commit's transaction, or the pool (SQLite has one connection). */
    private readonly referralsOn?: (db: Kysely<Database>) => ReferralPricing,
    private readonly integrationOn?: (db: Kysely<Database>) => IntegrationLinks,
  ) {}

  /**
   * Prices the cart against the database; `executor` lets the commit re-price inside its transaction. Throws KupaError
   * for cart-building errors (a mini site that does not sell the presentations, a bad or expired integration link
   * among them); rule problems are listed in plan.problems.
   */
  async plan(input: PricingInput, executor?: Kysely<Database>): Promise<CheckoutPlan> {
    const link = input.cart.integration;
    // Spec 5: the link counts only with TS, ret and key all present; a present one must verify, or nothing is sold.
    const integration = this.integrationOn?.(executor ?? this.db);
    const partner = link && integration ? await integration.partnerOf(link, input.now) : null;
    const plan = await this.planOrder(input, executor);
    if (partner && partner.businessId !== plan.businessId && plan.businessId !== 0) throw new KupaError('INTEGRATION_KEY_INVALID');
    return { ...plan, integrationPartnerId: partner?.partnerId ?? null };
  }

  private async planOrder(input: PricingInput, executor?: Kysely<Database>): Promise<CheckoutPlan> {
    const repo = executor ? this.reads.on(executor) : this.reads;
    const { cart, locale, now } = input;
    const kind = orderKindOf(cart);
    if (kind !== 'tickets') return planItemOrder(kind, input, { reads: repo, db: executor ?? this.db, itemKinds: this.itemKinds });
    const nowIso = now.toISOString();
    const problems: CheckoutProblem[] = checkTicketCartShape(cart);
    const lines: CartSeat[] = cart.seats ?? [];
    const holdOrder = cart.isHold === true;

    let presentationIds = unique([
      ...lines.map((l) => l.prsntId),
      ...(cart.products ?? []).flatMap((p) => (p.prsntId === undefined ? [] : [p.prsntId])),
    ]);
    if (presentationIds.length === 0) presentationIds = (await repo.presentationsHeldBy(input.buyerUuid, nowIso)).sort((a, b) => a - b);
    const rows = await repo.presentations(presentationIds);
    for (const id of presentationIds)
      if (!rows.some((r) => r.id === id && r.status === 'scheduled')) throw new KupaError('PRESENTATION_NOT_FOUND');
    const shared = checkCartPresentations(
      rows.map((r) => ({ id: r.id, businessId: r.business_id, authProfileId: r.auth_profile_id, currency: r.currency })),
      { authProfileId: cart.authProfileId, businessId: cart.businessId },
    );
    const businessId = shared?.businessId ?? 0;
    const timeZone = rows[0]?.time_zone;
    const today = localDateOf(now, timeZone);

    // Through a mini site (referralMiniSiteId, spec 3) its referral prices replace the house prices of its policies.
    const referrals = this.referralsOn?.(executor ?? this.db);
    const referral = referrals
      ? await referrals.referralOf(
          cart.referralMiniSiteId,
          rows.map((r) => ({ id: r.id, businessId: r.business_id, miniSiteId: r.mini_site_id })),
        )
      : null;
    const [offeredPolicies, held] = await Promise.all([
      repo.ticketPolicies(presentationIds),
      repo.heldSeats(input.buyerUuid, presentationIds, nowIso),
    ]);
    // A ticket type sells only between its sale dates (issue 13), in the venue's local days.
    const housePolicies = offeredPolicies.filter((p) => isWithinValidity(now, p.sale_from, p.sale_until, timeZone));
    const policies = referral
      ? housePolicies.map((p) => ({ ...p, price_agorot: referral.prices.get(p.id) ?? p.price_agorot }))
      : housePolicies;
    const contexts = new Map<number, PresentationContext>(
      rows.map((row) => [
        row.id,
        { row, policies: policies.filter((p) => p.presentation_id === row.id), held: held.filter((h) => h.presentation_id === row.id) },
      ]),
    );
    const policyOf = lines.map((line) => {
      const policy = contexts.get(line.prsntId)?.policies.find((p) => p.id === line.ticketId);
      if (!policy || policy.ticket_group_id !== line.ticketGroupId) throw new KupaError('TICKET_NOT_FOUND');
      return policy;
    });
    const nameOf = (p: CartPolicyRow) => localized(locale, p.name_he, p.name_en);

    // Vouchers: payments and ticket vouchers in one read; the order is paid in one currency.
    const ticketVoucherRefs = lines.flatMap((l, i) => (isVoucherTicket(policyOf[i] as CartPolicyRow) && l.code ? [l.code] : []));
    const voucherRows = await repo.vouchersByReference([...(cart.voucherPayments ?? []).map((v) => v.systemVoucher), ...ticketVoucherRefs]);
    const currency = (singleCurrency([
      ...rows.map((r) => r.currency),
      ...voucherRows.filter((v) => v.business_id === businessId).map((v) => v.currency),
    ]) ?? DEFAULT_CURRENCY) as CurrencyCode;
    const voucherByRef = new Map(voucherRows.map((v) => [upperKey(v.reference), v]));

    // Seats: lines to held seats, the seat rules of hold orders, and a price for every held seat's level.
    const heldSeatIds = new Map<number, number[]>();
    const seatsByLine = new Map<number, number[]>();
    // Tickets already sold of the chosen types that have a quota (the only rule that counts them), of every
    // presentation in one read ("presentationId:policyId"); none is read when no chosen type has a quota.
    const quotaTypes = unique(policyOf.filter((p) => p.quota !== null).map((p) => p.id));
    const sold = await repo.soldTickets(presentationIds, quotaTypes);
    for (const [presentationId, ctx] of contexts) {
      heldSeatIds.set(
        presentationId,
        ctx.held.map((h) => h.id),
      );
      const seatLines = lines.flatMap((line, lineIndex) =>
        line.prsntId === presentationId
          ? [
              {
                lineIndex,
                ticketGroupId: line.ticketGroupId,
                multiplyFactor: (policyOf[lineIndex] as CartPolicyRow).multiply_factor,
                seatKeys: line.seatKeys,
              },
            ]
          : [],
      );
      if (seatLines.length > 0 || ctx.held.length > 0) {
        const assignment = assignHeldSeats(
          seatLines,
          ctx.held.map((h) => ({ id: h.id, key: seatKey(h.section_id, h.grid_x, h.grid_y), ticketGroupId: h.ticket_group_id })),
        );
        for (const [lineIndex, seatIds] of assignment.seatsByLine) seatsByLine.set(lineIndex, seatIds);
        problems.push(...assignment.problems);
      }
      if (holdOrder && ctx.held.some((h) => h.is_premium === 1)) problems.push({ code: 'PREMIUM_SEAT_NOT_HOLDABLE' });
      for (const groupId of unique(ctx.held.map((h) => h.ticket_group_id))) {
        if (!autoAssignedTicket(ctx.policies.map(assignable), groupId, { holdOrder })) problems.push({ code: 'NO_PRICE_POLICY' });
      }
      const chosen = seatLines.map((l) => (policyOf[l.lineIndex] as CartPolicyRow).id);
      problems.push(
        ...checkTicketCombinations(
          chosen,
          ctx.policies.map((p) => ({
            id: p.id,
            name: nameOf(p),
            minQuantity: p.min_quantity,
            maxQuantity: p.max_quantity,
            requiredWithTicketId: p.required_with_policy_id,
            quota: p.quota,
          })),
          new Map(chosen.map((id) => [id, sold.get(`${presentationId}:${id}`) ?? 0])),
        ),
      );
    }

    // Codes and ticket vouchers.
    const codeLines = lines.flatMap((l, lineIndex) =>
      isCodeTicket(policyOf[lineIndex] as CartPolicyRow) ? [{ lineIndex, code: l.code?.trim() ?? '' }] : [],
    );
    const codeRows = await repo.ticketCodes(
      businessId,
      codeLines.map((l) => l.code).filter((c) => c !== ''),
    );
    const codeByText = new Map(codeRows.map((c) => [upperKey(c.code), c]));
    const ticketCodeIdOf = new Map<number, number>();
    const usedCodes: Array<{ lineIndex: number; key: string }> = [];
    for (const { lineIndex, code } of codeLines) {
      const row = codeByText.get(upperKey(code));
      const invalid = checkTicketCode(row && ticketCodeRecord(row), new Set([(policyOf[lineIndex] as CartPolicyRow).id]), now, timeZone);
      if (invalid || !row) problems.push(lineProblem(lineIndex, invalid ?? 'TICKET_CODE_NOT_FOUND'));
      else {
        ticketCodeIdOf.set(lineIndex, row.id);
        usedCodes.push({ lineIndex, key: `code:${row.id}` });
      }
    }
    const systemVoucherIdOf = new Map<number, number>();
    const usedVouchers: Array<{ lineIndex: number; key: string }> = [];
    lines.forEach((line, lineIndex) => {
      const policy = policyOf[lineIndex] as CartPolicyRow;
      if (!isVoucherTicket(policy)) return;
      const row = line.code ? voucherByRef.get(upperKey(line.code)) : undefined;
      const record = row && row.kind === 'tickets' && row.business_id === businessId ? ticketVoucherRecord(row) : undefined;
      const invalid = checkTicketVoucher(record, policy.system_voucher_class_id ?? 0, today);
      if (invalid || !row) problems.push(lineProblem(lineIndex, invalid ?? 'SYSTEM_VOUCHER_NOT_FOUND'));
      else {
        systemVoucherIdOf.set(lineIndex, row.id);
        usedVouchers.push({ lineIndex, key: `voucher:${row.id}` });
      }
    });
    problems.push(
      ...repeatedCodeProblems(
        usedCodes,
        new Map(codeRows.map((c) => [`code:${c.id}`, remainingCodeUses({ maxUses: c.max_uses, usedCount: c.used_count })])),
      ),
    );
    problems.push(
      ...repeatedCodeProblems(
        usedVouchers,
        new Map(
          voucherRows.map((v) => [
            `voucher:${v.id}`,
            remainingVoucherTickets({ quantity: v.quantity, redeemedQuantity: v.redeemed_quantity }),
          ]),
        ),
        'VOUCHER_NO_BALANCE',
      ),
    );

    // Members, seniors, hotel guests, loyalty points.
    const memberLines = lines.flatMap((l, lineIndex) =>
      isMemberTicket(policyOf[lineIndex] as CartPolicyRow) ? [{ lineIndex, number: l.memberNumber?.trim() ?? '' }] : [],
    );
    const session = input.customerSession ?? null;
    const memberRows = session
      ? await repo.membersByNumber(businessId, { memberNumbers: memberLines.map((l) => l.number).filter((n) => n !== '') })
      : [];
    const memberIdOf = new Map<number, MemberRecord>();
    const redemptions: Array<{ lineIndex: number; member: MemberRecord }> = [];
    for (const { lineIndex, number } of memberLines) {
      const policy = policyOf[lineIndex] as CartPolicyRow;
      // Member benefits are the member's own (issue 14): only members of the logged-in customer count, and a number
      // that is not theirs answers LOGIN_REQUIRED whether it exists or not (nothing to enumerate).
      const candidates = memberRows.filter(
        (m) => number !== '' && upperKey(m.member_number) === upperKey(number) && isMemberOf(session, m),
      );
      if (number !== '' && candidates.length === 0) {
        problems.push(lineProblem(lineIndex, 'LOGIN_REQUIRED'));
        continue;
      }
      const found = memberForTicket(
        candidates.map(memberRecord),
        policy.membership_id ?? 0,
        contexts.get(policy.presentation_id)?.row.business_date ?? today,
      );
      if ('code' in found) problems.push(lineProblem(lineIndex, found.code));
      else if (policy.kind === 'memberOnly' && candidates.find((m) => m.id === found.member.id)?.allow_member_sale_tickets !== 1) {
        // Member-only tickets are for members whose membership allows member sale tickets (allowMemberSaleTickets).
        problems.push(lineProblem(lineIndex, 'NO_VALID_MEMBER'));
      } else {
        memberIdOf.set(lineIndex, found.member);
        if (policy.kind === 'membership') redemptions.push({ lineIndex, member: found.member });
      }
    }
    problems.push(...memberBalanceProblems(redemptions));
    lines.forEach((line, lineIndex) => {
      if ((policyOf[lineIndex] as CartPolicyRow).kind !== 'senior') return;
      const invalid = checkSeniorId(line.ssn);
      if (invalid) problems.push(lineProblem(lineIndex, invalid));
    });
    const hotelPolicies = unique(policyOf.filter(hasReferencePrompt).map((p) => p.id));
    const options = await repo.referenceOptions(hotelPolicies);
    const references = matchReferenceOptions(
      lines.flatMap((line, lineIndex) => {
        const policy = policyOf[lineIndex] as CartPolicyRow;
        if (!hasReferencePrompt(policy)) return [];
        const ofPolicy = options
          .filter((o) => o.price_policy_id === policy.id)
          .map((o) => ({ id: o.id, reference1: o.reference1, reference2: o.reference2, quantityLeft: o.quantity_left }));
        return [{ lineIndex, ref1: line.ref1, options: ofPolicy }];
      }),
    );
    problems.push(...references.problems);
    const loyaltyLines = lines.flatMap((_, lineIndex) => {
      const policy = policyOf[lineIndex] as CartPolicyRow;
      return policy.kind === 'loyalty' && policy.loyalty_points_price !== null ? [{ lineIndex, points: policy.loyalty_points_price }] : [];
    });
    const customerId = input.customerId ?? customerIdIn(input.customerSession ?? null, businessId);
    const points = loyaltyLines.length > 0 && customerId !== null ? await repo.customerPoints(customerId) : null;
    problems.push(...loyaltyProblems(loyaltyLines, points));

    // Add-ons and concessions.
    // Read only when the cart has any (the plan names and prices only the add-ons and concessions chosen).
    const addonPolicies = unique(policyOf.filter((_, i) => (lines[i]?.selectedAddons?.length ?? 0) > 0).map((p) => p.id));
    const addonRows = addonPolicies.length > 0 ? await repo.addonsOfPolicies(addonPolicies) : [];
    const hasProducts = (cart.products ?? []).some((item) => item.quantity !== 0);
    const productRows = hasProducts ? await repo.productsOfLocations(unique(rows.map((r) => r.location_id))) : [];
    const display: PlanDisplay = { seats: new Map(), tickets: new Map(), products: new Map(), vouchers: new Map() };
    for (const h of held) {
      display.seats.set(h.id, {
        key: seatKey(h.section_id, h.grid_x, h.grid_y),
        rowName: h.row_name,
        seatName: h.seat_name,
        sectionHe: h.section_name_he,
        sectionEn: h.section_name_en,
      });
    }
    for (const p of policies) display.tickets.set(p.id, { he: p.name_he, en: p.name_en });
    for (const p of [...addonRows, ...productRows]) display.products.set(p.id, { he: p.name_he, en: p.name_en });

    const tickets: PlannedTicket[] = lines.map((line, lineIndex) => {
      const policy = policyOf[lineIndex] as CartPolicyRow;
      const ctx = contexts.get(line.prsntId) as PresentationContext;
      const first = autoAssignedTicket(ctx.policies.map(assignable), policy.ticket_group_id, { holdOrder });
      const firstPrice = first ? (ctx.policies.find((p) => p.id === first.id)?.price_agorot ?? null) : null;
      const price = priceTicketLine(
        {
          kind: policy.kind,
          priceAgorot: policy.price_agorot,
          serviceChargeAgorot: policy.service_charge_agorot,
          multiplyFactor: policy.multiply_factor,
        },
        { firstTicketPriceAgorot: firstPrice, presentationServiceChargeAgorot: ctx.row.service_charge_agorot, holdOrder },
      );
      const addons = (line.selectedAddons ?? []).map((productId) => {
        const addon = addonRows.find((a) => a.price_policy_id === policy.id && a.id === productId);
        if (!addon) throw new KupaError('VALIDATION_ERROR', { field: `seats.${lineIndex}.selectedAddons` });
        return { productId, priceAgorot: addon.price_agorot };
      });
      const member = memberIdOf.get(lineIndex);
      return {
        lineIndex,
        presentationId: line.prsntId,
        seatIds: seatsByLine.get(lineIndex) ?? [],
        ticketGroupId: policy.ticket_group_id,
        pricePolicyId: policy.id,
        kind: policy.kind,
        name: nameOf(policy),
        priceAgorot: price.priceAgorot,
        subSeatPriceAgorot: price.subSeatPriceAgorot,
        serviceChargeAgorot: price.serviceChargeAgorot,
        oldPriceAgorot: price.oldPriceAgorot,
        code: isCodeTicket(policy) || isVoucherTicket(policy) ? (line.code?.trim() ?? null) : null,
        ticketCodeId: ticketCodeIdOf.get(lineIndex) ?? null,
        memberId: member?.id ?? null,
        memberNumber: member?.memberNumber ?? null,
        systemVoucherId: systemVoucherIdOf.get(lineIndex) ?? null,
        ref1: line.ref1?.trim() || null,
        ref2: line.ref2?.trim() || null,
        referenceOptionId: references.optionByLine.get(lineIndex)?.id ?? null,
        loyaltyPoints: policy.kind === 'loyalty' ? policy.loyalty_points_price : null,
        addons,
      };
    });

    const products: CheckoutPlan['products'] = [];
    for (const item of cart.products ?? []) {
      if (item.quantity === 0) continue;
      const presentationId = item.prsntId ?? presentationIds[0];
      const location = rows.find((r) => r.id === presentationId)?.location_id;
      const product = productRows.find((p) => p.location_id === location && p.id === item.id);
      if (presentationId === undefined || !product) throw new KupaError('VALIDATION_ERROR', { field: 'products' });
      products.push({ productId: item.id, presentationId, quantity: item.quantity, unitPriceAgorot: product.price_agorot });
    }

    // Totals, then vouchers pay part of them.
    let ticketsAgorot = 0;
    let serviceChargeAgorot = 0;
    let productsAgorot = products.reduce((sum, p) => sum + p.unitPriceAgorot * p.quantity, 0);
    for (const t of tickets) {
      const amounts = lineAmounts({ ...t, seats: Math.max(1, policyOf[t.lineIndex]?.multiply_factor ?? 1) });
      ticketsAgorot += amounts.ticketsAgorot;
      serviceChargeAgorot += amounts.serviceChargeAgorot;
      productsAgorot += t.addons.reduce((sum, a) => sum + a.priceAgorot, 0);
    }
    const bookingFeeAgorot = tickets.length > 0 ? orderBookingFee(rows.map((r) => r.booking_fee_agorot)) : 0;
    const totalAgorot = ticketsAgorot + serviceChargeAgorot + bookingFeeAgorot + productsAgorot;
    const payments = tenderVouchers(totalAgorot, cart, voucherRows, { businessId: shared ? businessId : null, today }, display);
    problems.push(...payments.problems);

    return {
      orderKind: 'tickets',
      items: null,
      itemsAgorot: 0,
      referralMiniSiteId: referral?.miniSiteId ?? null,
      integrationPartnerId: null,
      businessId,
      authProfileId: shared?.authProfileId ?? 0,
      currency,
      orderType: holdOrder ? 'hold' : 'normal',
      loginRequired: rows.some((r) => r.business_id === businessId && purchaseNeedsLogin(r.business_settings_json)),
      presentationIds,
      countsSales: quotaTypes.length > 0,
      heldSeatIds,
      tickets,
      products,
      voucherPayments: payments.voucherPayments,
      ticketsAgorot,
      serviceChargeAgorot,
      bookingFeeAgorot,
      productsAgorot,
      totalAgorot,
      voucherAgorot: payments.voucherAgorot,
      amountDueAgorot: payments.amountDueAgorot,
      pointsTotal: tickets.reduce((sum, t) => sum + (t.loyaltyPoints ?? 0), 0),
      problems: problems.map((p) => cartProblem(p, locale)),
      display,
    };
  }

  /** The wire answer (shekels, localised names). */
  toPricedCart(plan: CheckoutPlan, locale: MessageLocale): PricedCart {
    const name = (names: { he: string; en: string } | undefined, fallback: string) =>
      names ? localized(locale, names.he, names.en) : fallback;
    return {
      presentationIds: plan.presentationIds,
      businessId: plan.businessId || null,
      authProfileId: plan.authProfileId || null,
      orderType: plan.orderType,
      heldSeatCount: [...plan.heldSeatIds.values()].reduce((sum, ids) => sum + ids.length, 0),
      tickets: plan.tickets.map((t) => ({
        lineIndex: t.lineIndex,
        presentationId: t.presentationId,
        ticketId: t.pricePolicyId,
        ticketGroupId: t.ticketGroupId,
        name: name(plan.display.tickets.get(t.pricePolicyId), t.name),
        kind: t.kind,
        seats: t.seatIds.flatMap((id) => {
          const seat = plan.display.seats.get(id);
          return seat
            ? [
                {
                  key: seat.key,
                  rowName: seat.rowName,
                  seatName: seat.seatName,
                  sectionName: localized(locale, seat.sectionHe, seat.sectionEn),
                },
              ]
            : [];
        }),
        price: toMajorUnits(t.priceAgorot),
        oldPrice: t.oldPriceAgorot === null ? null : toMajorUnits(t.oldPriceAgorot),
        serviceCharge: toMajorUnits(t.serviceChargeAgorot),
        pointsPrice: t.loyaltyPoints,
        code: t.code,
        memberNumber: t.memberNumber,
        addons: t.addons.map((a) => ({
          productId: a.productId,
          name: name(plan.display.products.get(a.productId), String(a.productId)),
          price: toMajorUnits(a.priceAgorot),
        })),
      })),
      products: plan.products.map((p) => ({
        id: p.productId,
        name: name(plan.display.products.get(p.productId), String(p.productId)),
        quantity: p.quantity,
        unitPrice: toMajorUnits(p.unitPriceAgorot),
        total: toMajorUnits(p.unitPriceAgorot * p.quantity),
      })),
      voucherPayments: plan.voucherPayments.map((v) => {
        const shown = plan.display.vouchers.get(v.voucherId);
        return {
          systemVoucher: v.reference,
          name: name(shown, v.reference),
          amount: toMajorUnits(v.amountAgorot),
          balanceBefore: toMajorUnits(shown?.balanceBeforeAgorot ?? 0),
          balanceAfter: toMajorUnits(shown?.balanceAfterAgorot ?? 0),
          isCustomerVoucher: v.isCustomerVoucher,
          requestedAmount: toMajorUnits(v.requestedAgorot),
          capped: v.capped,
        };
      }),
      ticketsTotal: toMajorUnits(plan.ticketsAgorot),
      serviceChargeTotal: toMajorUnits(plan.serviceChargeAgorot),
      bookingFee: toMajorUnits(plan.bookingFeeAgorot),
      productsTotal: toMajorUnits(plan.productsAgorot),
      orderKind: plan.orderKind,
      items: (plan.items?.items ?? []).map((i) => ({
        kind: ITEM_OF_KIND[plan.orderKind],
        itemId: i.itemId,
        name: localized(locale, i.nameHe, i.nameEn),
        quantity: i.quantity,
        unitPrice: toMajorUnits(i.unitPriceAgorot),
        total: toMajorUnits(i.unitPriceAgorot * i.quantity),
      })),
      itemsTotal: toMajorUnits(plan.itemsAgorot),
      total: toMajorUnits(plan.totalAgorot),
      voucherTotal: toMajorUnits(plan.voucherAgorot),
      amountDue: toMajorUnits(plan.amountDueAgorot),
      pointsTotal: plan.pointsTotal,
      problems: plan.problems,
      loginRequired: plan.loginRequired === true || plan.items?.requiresCustomer === true,
    };
  }
}

/** The wire name of an item line of each order kind. */
const ITEM_OF_KIND = { tickets: 'voucher', vouchers: 'voucher', memberships: 'membership', donations: 'donation', vod: 'video' } as const;

/** Whether the logged-in customer owns a member: one of the session's records, or a record of the mobile number it proved by SMS code. */
export function isMemberOf(session: CustomerSession | null, member: { customer_id: number; customer_mobile: string | null }): boolean {
  if (!session) return false;
  return (
    session.customers.some((c) => c.customerId === member.customer_id) ||
    (member.customer_mobile !== null && member.customer_mobile === session.mobile)
  );
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function memberRecord(m: {
  id: number;
  membership_id: number;
  member_number: string;
  balance: number;
  used_balance: number;
  start_date: string;
  end_date: string;
  status: MemberStatus;
}): MemberRecord {
  return {
    id: m.id,
    membershipId: m.membership_id,
    memberNumber: m.member_number,
    balance: m.balance,
    usedBalance: m.used_balance,
    startDate: m.start_date,
    endDate: m.end_date,
    status: m.status,
  };
}

/** A discount code row as the domain's code checks read it. */
export function ticketCodeRecord(c: CartCodeRow) {
  return {
    id: c.id,
    code: c.code,
    pricePolicyId: c.price_policy_id,
    maxUses: c.max_uses,
    usedCount: c.used_count,
    validFrom: c.valid_from,
    validUntil: c.valid_until,
  };
}

export function ticketVoucherRecord(v: CartVoucherRow) {
  return {
    id: v.id,
    reference: v.reference,
    classId: v.class_id,
    quantity: v.quantity,
    redeemedQuantity: v.redeemed_quantity,
    startDate: v.start_date,
    endDate: v.end_date,
    status: v.status,
  };
}

export { memberRecord };
export { paymentVoucherRecord } from './voucher-tender';
export { cartProblem } from './cart-problem';
import { cartProblem } from './cart-problem';
