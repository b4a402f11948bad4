import { KupaError, toMajorUnits, type MessageLocale } from '@kupa/domain';
import type { MiniSite, MiniSiteListResponse, MiniSitePageResponse, Presentation } from '@kupa/contracts';
import type { PresentationsService } from '../presentations/presentations.service';
import { localized } from '../shared/localized';
import type { MiniSiteRow, MiniSitesRepository } from './mini-sites.repository';

/** A presentation as the referral check reads it: whose it is and which source (mini site) it belongs to. */
export interface ReferredPresentation {
  id: number;
  businessId: number;
  miniSiteId: number | null;
}

/** The prices an order gets through a mini site: its id (recorded on the order) and its referral price per policy. */
export interface Referral {
  miniSiteId: number;
  /** Price policy id -> referral price in agorot; a policy not listed keeps the house price. */
  prices: ReadonlyMap<number, number>;
}

/** Referral pricing as the cart and the ticket list use it (spec 3 referralMiniSiteId; 0 or none = house pricing). */
export interface ReferralPricing {
  referralOf(referralMiniSiteId: number | null | undefined, presentations: readonly ReferredPresentation[]): Promise<Referral | null>;
}

/** The house price, or the mini site's referral price when it has one for the policy. */
export function referralPrice(referral: Referral | null, pricePolicyId: number, housePriceAgorot: number): number {
  return referral?.prices.get(pricePolicyId) ?? housePriceAgorot;
}

/**
 * Mini sites (spec 2 /mini-site/{url}): one per presentation source, its branded page listing the source's upcoming
 * presentations, and its referral prices. A purchase through it carries its id (referralMiniSiteId) and gets its
 * prices, decided here from the database: a client's price is never read.
 */
export class MiniSitesService implements ReferralPricing {
  constructor(
    private readonly repository: MiniSitesRepository,
    private readonly presentations?: Pick<PresentationsService, 'listUpcomingOfMiniSite' | 'publicTicketPrices'>,
  ) {}

  async list(locale: MessageLocale): Promise<MiniSiteListResponse> {
    return { miniSites: (await this.repository.all()).map((row) => siteView(row, locale)) };
  }

  /** Whether a mini site has this address (the web page answers 404 otherwise, spec 2). */
  async exists(url: string): Promise<boolean> {
    return (await this.repository.byUrl(url)) !== undefined;
  }

  /** The mini site's page: the site and its upcoming presentations with their prices through it. MINI_SITE_NOT_FOUND otherwise. */
  async page(url: string, locale: MessageLocale): Promise<MiniSitePageResponse> {
    const row = await this.repository.byUrl(url);
    if (!row || !this.presentations) throw new KupaError('MINI_SITE_NOT_FOUND');
    const presentations = await this.presentations.listUpcomingOfMiniSite(row.id, locale);
    const [referral, tickets] = await Promise.all([
      this.repository.referralPrices(row.id),
      this.presentations.publicTicketPrices(presentations.map((p) => p.id)),
    ]);
    return {
      miniSite: siteView(row, locale),
      presentations: presentations.map((presentation) => {
        const perSeat = tickets
          .filter((t) => t.presentationId === presentation.id)
          .map((t) => Math.round((referral.get(t.pricePolicyId) ?? t.priceAgorot) / Math.max(1, t.multiplyFactor)));
        return {
          presentation,
          referralPrices:
            perSeat.length === 0 ? null : { minPrice: toMajorUnits(Math.min(...perSeat)), maxPrice: toMajorUnits(Math.max(...perSeat)) },
        };
      }),
    };
  }

  /**
   * A presentation as seen through a mini site (api-compat GET /api/presentations/{id}?referralMiniSiteId=): its price
   * levels at the site's prices. 0 or none: as it is; MINI_SITE_NOT_FOUND when the site does not sell it.
   */
  async presentationThrough(presentation: Presentation, referralMiniSiteId: number | undefined): Promise<Presentation> {
    const referral = await this.referralOf(referralMiniSiteId, [
      { id: presentation.id, businessId: presentation.businessId, miniSiteId: presentation.miniSiteId ?? null },
    ]);
    if (!referral || !this.presentations) return presentation;
    const levels = new Map<number, number[]>();
    for (const t of await this.presentations.publicTicketPrices([presentation.id])) {
      const perSeat = Math.round((referral.prices.get(t.pricePolicyId) ?? t.priceAgorot) / Math.max(1, t.multiplyFactor));
      levels.set(t.ticketGroupId, [...(levels.get(t.ticketGroupId) ?? []), perSeat]);
    }
    // Same order as the house's levels (by price level): only the prices change.
    const ordered = [...levels.values()].map((prices) => ({
      minPrice: toMajorUnits(Math.min(...prices)),
      maxPrice: toMajorUnits(Math.max(...prices)),
    }));
    return { ...presentation, priceLevels: ordered };
  }

  /**
   * The referral of an order: null for house pricing (no id, or 0). Otherwise the mini site must exist, belong to the
   * presentations' business and be the source of every one of them (a mini site sells only its own presentations at
   * its prices), else MINI_SITE_NOT_FOUND: no purchase is attributed to a mini site that does not sell it.
   */
  async referralOf(
    referralMiniSiteId: number | null | undefined,
    presentations: readonly ReferredPresentation[],
  ): Promise<Referral | null> {
    if (!referralMiniSiteId) return null;
    const site = await this.repository.byId(referralMiniSiteId);
    if (!site || presentations.some((p) => p.businessId !== site.business_id || p.miniSiteId !== site.id)) {
      throw new KupaError('MINI_SITE_NOT_FOUND');
    }
    return { miniSiteId: site.id, prices: await this.repository.referralPrices(site.id) };
  }
}

function siteView(row: MiniSiteRow, locale: MessageLocale): MiniSite {
  return {
    id: row.id,
    url: row.url,
    businessId: row.business_id,
    name: localized(locale, row.name_he, row.name_en),
    tagline: localized(locale, row.tagline_he, row.tagline_en),
    brandColor: row.brand_color,
  };
}
