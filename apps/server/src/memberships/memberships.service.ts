import { KupaError, toMajorUnits, type MessageLocale } from '@kupa/domain';
import type { Membership, MembershipListResponse, MembershipEvent, MembershipPriceResponse, Presentation } from '@kupa/contracts';
import { localized } from '../shared/localized';
import { toMembershipPrice, toMembershipSummary } from './membership-views';
import type { MembershipsRepository } from './memberships.repository';

/** One presentation as the presentations module shows it, or null when it is not on sale (ended, unknown). */
export type PresentationForSale = (presentationId: number, locale: MessageLocale) => Promise<Presentation | null>;

/** The memberships on sale (spec 2 /memberships, /membership/{code}, /membership/{code}/{priceCode}). */
export class MembershipsService {
  constructor(
    private readonly repository: MembershipsRepository,
    private readonly presentationForSale: PresentationForSale,
  ) {}

  /** Spec 8: the membership list, mode ByMembership (one entry per membership). */
  async list(locale: MessageLocale): Promise<MembershipListResponse> {
    const rows = await this.repository.activeMemberships();
    const prices = await this.repository.pricesOf(rows.map((r) => r.id));
    return {
      mode: 'ByMembership',
      memberships: rows.map((r) =>
        toMembershipSummary(
          r,
          prices.filter((p) => p.membership_id === r.id),
          locale,
        ),
      ),
    };
  }

  /** One membership by its code (MEMBERSHIP_NOT_FOUND when unknown or not on sale), its events in the order they start. */
  async byCode(code: string, locale: MessageLocale): Promise<Membership> {
    const [row] = await this.repository.activeMemberships({ code });
    if (!row) throw new KupaError('MEMBERSHIP_NOT_FOUND');
    const [prices, linked] = await Promise.all([this.repository.pricesOf([row.id]), this.repository.presentationsOf(row.id)]);
    const presentations: MembershipEvent[] = [];
    for (const link of linked) {
      const p = await this.presentationForSale(link.presentation_id, locale);
      if (!p) continue;
      presentations.push({
        PresentationId: p.id,
        IsRequired: link.is_required === 1,
        MembershipPayableAmount: toMajorUnits(link.payable_amount_agorot),
        featureName: p.featureName,
        locationName: p.locationName,
        venueName: p.venueName,
        dateTime: p.dateTime,
        startsAt: p.startsAt,
      });
    }
    presentations.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.PresentationId - b.PresentationId);
    return {
      ...toMembershipSummary(row, prices, locale),
      Terms: localized(locale, row.terms_he, row.terms_en),
      SeasonId: row.season_id,
      IsSkipMemberSeat: row.is_skip_member_seat === 1,
      IsPricingPerTicket: row.is_pricing_per_ticket === 1,
      ChoiceEvents: row.choice_events,
      DefaultTicketGroupId: row.default_ticket_group_id,
      prices: prices.map((p) => toMembershipPrice(p, locale)),
      Presentations: presentations,
    };
  }

  /** One membership with one of its prices chosen by price code (MEMBERSHIP_PRICE_NOT_FOUND for another's code). */
  async byPriceCode(code: string, priceCode: string, locale: MessageLocale): Promise<MembershipPriceResponse> {
    const membership = await this.byCode(code, locale);
    const price = membership.prices.find((p) => p.PriceCode.toUpperCase() === priceCode.trim().toUpperCase());
    if (!price) throw new KupaError('MEMBERSHIP_PRICE_NOT_FOUND');
    return { membership, price };
  }
}
