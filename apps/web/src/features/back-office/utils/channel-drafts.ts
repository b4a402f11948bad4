import type { MiniSiteInput, PartnerInput, StaffMiniSite, StaffPartner } from '@kupa/contracts';

/** A mini site's form as typed: referral prices by ticket type id, empty for the house price. */
export interface MiniSiteDraft {
  url: string;
  nameHe: string;
  nameEn: string;
  taglineHe: string;
  taglineEn: string;
  brandColor: string;
  prices: Readonly<Record<number, string>>;
}

export interface PartnerDraft {
  code: string;
  nameHe: string;
  nameEn: string;
  origins: string;
  linkTtlSeconds: string;
}

export const EMPTY_SITE: MiniSiteDraft = { url: '', nameHe: '', nameEn: '', taglineHe: '', taglineEn: '', brandColor: '', prices: {} };
export const EMPTY_PARTNER: PartnerDraft = { code: '', nameHe: '', nameEn: '', origins: '', linkTtlSeconds: '7200' };

export function siteDraftOf(site: StaffMiniSite): MiniSiteDraft {
  return {
    url: site.url,
    nameHe: site.nameHe,
    nameEn: site.nameEn,
    taglineHe: site.taglineHe ?? '',
    taglineEn: site.taglineEn ?? '',
    brandColor: site.brandColor ?? '',
    prices: Object.fromEntries(site.prices.map((p) => [p.pricePolicyId, String(p.price)])),
  };
}

/** The input to save, or "prices" when a referral price cannot be read (the server judges the rest). */
export function siteInputOf(draft: MiniSiteDraft): { input: MiniSiteInput } | { invalid: 'prices' } {
  const prices: MiniSiteInput['prices'] = [];
  for (const [id, text] of Object.entries(draft.prices)) {
    if (text.trim() === '') continue;
    const price = Number(text.trim().replace(',', '.'));
    if (!Number.isFinite(price)) return { invalid: 'prices' };
    prices.push({ pricePolicyId: Number(id), price });
  }
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    input: {
      url: draft.url.trim(),
      nameHe: draft.nameHe,
      nameEn: draft.nameEn,
      taglineHe: optional(draft.taglineHe),
      taglineEn: optional(draft.taglineEn),
      brandColor: optional(draft.brandColor),
      prices,
    },
  };
}

export function partnerDraftOf(partner: StaffPartner): PartnerDraft {
  return {
    code: partner.code,
    nameHe: partner.nameHe,
    nameEn: partner.nameEn,
    origins: partner.allowedOrigins.join('\n'),
    linkTtlSeconds: String(partner.linkTtlSeconds),
  };
}

/** The input to save, or the field that cannot be read. */
export function partnerInputOf(draft: PartnerDraft): { input: PartnerInput } | { invalid: 'linkTtlSeconds' } {
  if (!/^\d+$/.test(draft.linkTtlSeconds.trim())) return { invalid: 'linkTtlSeconds' };
  const allowedOrigins = draft.origins
    .split(/\s+/)
    .map((o) => o.trim())
    .filter((o) => o !== '');
  return {
    input: {
      code: draft.code.trim(),
      nameHe: draft.nameHe,
      nameEn: draft.nameEn,
      allowedOrigins,
      linkTtlSeconds: Number(draft.linkTtlSeconds),
    },
  };
}
