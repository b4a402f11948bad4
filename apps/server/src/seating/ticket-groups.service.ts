import { isWithinValidity, systemClock, toMajorUnits, type Clock, type MessageLocale } from '@kupa/domain';
import type { TicketGroupsResponse } from '@kupa/contracts';
import { referralPrice, type ReferralPricing } from '../mini-sites/mini-sites.service';
import { localized } from '../shared/localized';
import type { SeatCatalogueRepository } from './seat-catalogue.repository';
import type { SeatingPresentations } from './seating-presentation';

/** The tickets of a presentation grouped by price level (spec 7: GET /presentations/{id}/ticketGroups). */
export class TicketGroupsService {
  constructor(
    private readonly presentations: SeatingPresentations,
    private readonly repository: SeatCatalogueRepository,
    private readonly referrals?: ReferralPricing,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * Ticket groups with their tickets in the request's language; prices in shekels (ADR 0003). Through a mini site
   * (referralMiniSiteId, 0 = house pricing) its referral prices show; MINI_SITE_NOT_FOUND when it does not sell this.
   */
  async ticketGroups(presentationId: number, locale: MessageLocale, referralMiniSiteId?: number): Promise<TicketGroupsResponse> {
    const presentation = await this.presentations.find(presentationId);
    const { row } = presentation;
    const referral = this.referrals
      ? await this.referrals.referralOf(referralMiniSiteId, [{ id: row.id, businessId: row.business_id, miniSiteId: row.mini_site_id }])
      : null;
    const [rows, addons] = await Promise.all([
      this.repository.ticketPoliciesOf(presentation.id),
      this.repository.ticketAddonsOf(presentation.id),
    ]);
    const groups: TicketGroupsResponse['ticketGroups'] = [];
    const now = this.clock.now();
    // A ticket type is offered only between its sale dates (issue 13), in the venue's local days.
    for (const r of rows.filter((t) => isWithinValidity(now, t.sale_from, t.sale_until, row.time_zone))) {
      let group = groups.at(-1);
      if (group?.id !== r.group_id) {
        group = { id: r.group_id, name: localized(locale, r.group_name_he, r.group_name_en), color: r.group_color, tickets: [] };
        groups.push(group);
      }
      group.tickets.push({
        id: r.id,
        name: localized(locale, r.name_he, r.name_en),
        description: localized(locale, r.description_he, r.description_en),
        kind: r.kind,
        price: toMajorUnits(referralPrice(referral, r.id, r.price_agorot)),
        serviceCharge: toMajorUnits(r.service_charge_agorot),
        multiplyFactor: r.multiply_factor,
        requiresCode: r.requires_code === 1,
        ref1prompt: localized(locale, r.ref1_prompt_he, r.ref1_prompt_en),
        ref2prompt: localized(locale, r.ref2_prompt_he, r.ref2_prompt_en),
        minQuantity: r.min_quantity,
        maxQuantity: r.max_quantity,
        requiredWithTicketId: r.required_with_policy_id,
        loyaltyPointsPrice: r.loyalty_points_price,
        membershipId: r.membership_id,
        systemVoucherClassId: r.system_voucher_class_id,
        walkin: r.is_walkin === 1,
        addons: addons
          .filter((a) => a.price_policy_id === r.id)
          .map((a) => ({ productId: a.id, name: localized(locale, a.name_he, a.name_en), price: toMajorUnits(a.price_agorot) })),
      });
    }
    return { ticketGroups: groups, serviceCharge: toMajorUnits(presentation.serviceChargeAgorot) };
  }
}
