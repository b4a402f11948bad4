import { toMajorUnits, type MessageLocale } from '@kupa/domain';
import type { DonationChoice, DonationsResponse } from '@kupa/contracts';
import { localized } from '../shared/localized';
import type { DonationsRepository } from './donations.repository';

/** The donation list (spec 8: mode ByDonation): each active donation with its fixed amounts and its custom range. */
export class DonationsService {
  constructor(private readonly repository: DonationsRepository) {}

  async choices(locale: MessageLocale, businessId?: number): Promise<DonationsResponse> {
    const donations = await this.repository.activeDonations(businessId);
    const amounts = await this.repository.amountsOf(donations.map((d) => d.id));
    const choices = donations.flatMap((d): DonationChoice[] => {
      const own = amounts.filter((a) => a.donation_id === d.id);
      const fixed = own.filter((a) => a.is_custom === 0 && a.amount_agorot !== null && a.amount_agorot > 0);
      const custom = own.find((a) => a.is_custom === 1);
      // A donation without anything to give is not on sale.
      if (fixed.length === 0 && !custom) return [];
      return [
        {
          id: d.id,
          businessId: d.business_id,
          code: d.code,
          name: localized(locale, d.name_he, d.name_en),
          description: localized(locale, d.description_he, d.description_en),
          currency: d.currency,
          amounts: fixed.map((a) => ({ id: a.id, amount: toMajorUnits(a.amount_agorot ?? 0) })),
          customAmount: custom
            ? { id: custom.id, min: toMajorUnits(custom.min_agorot ?? 1), max: toMajorUnits(custom.max_agorot ?? Number.MAX_SAFE_INTEGER) }
            : null,
        },
      ];
    });
    return { donations: choices };
  }
}
