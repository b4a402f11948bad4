import { z } from 'zod';
import { LangQuerySchema, ShekelsSchema } from './common';
import { PresentationSchema } from './presentations';

/** A mini site: the branded page of one presentation source (spec 2 /mini-site/{url}). */
export const MiniSiteSchema = z
  .object({
    id: z.number().int().meta({ description: 'The referralMiniSiteId its purchases carry (spec 3 Cart payload)' }),
    url: z.string().meta({ description: 'Its address under /mini-site/' }),
    businessId: z.number().int(),
    name: z.string(),
    tagline: z.string().nullable(),
    brandColor: z.string().nullable().meta({ description: '#RRGGBB, or null for the house colours' }),
  })
  .meta({ id: 'MiniSite' });
export type MiniSite = z.infer<typeof MiniSiteSchema>;

/** A presentation of the mini site, with the lowest and highest ticket price it sells at through it (referral prices). */
export const MiniSitePresentationSchema = z.object({
  presentation: PresentationSchema,
  referralPrices: z
    .object({ minPrice: ShekelsSchema, maxPrice: ShekelsSchema })
    .nullable()
    .meta({ description: 'The regular-ticket prices through this mini site (referral prices where it has them), in shekels' }),
});
export type MiniSitePresentation = z.infer<typeof MiniSitePresentationSchema>;

/** GET /api/mini-sites/{url}. */
export const MiniSitePageResponseSchema = z.object({
  miniSite: MiniSiteSchema,
  presentations: z.array(MiniSitePresentationSchema),
});
export type MiniSitePageResponse = z.infer<typeof MiniSitePageResponseSchema>;

/** GET /api/mini-sites: every mini site (the /mini-site index). */
export const MiniSiteListResponseSchema = z.object({ miniSites: z.array(MiniSiteSchema) });
export type MiniSiteListResponse = z.infer<typeof MiniSiteListResponseSchema>;

export const MiniSiteParamsSchema = z.object({ url: z.string().trim().min(1).max(100) });
export const MiniSiteQuerySchema = z.object({ lang: LangQuerySchema });
