import { z } from 'zod';

// The back office's "Mini sites & partners" section (issue 13; docs/partner-integration.md): a mini site's address,
// names, brand texts and referral prices per ticket type, and integration partners (their link secret is shown once,
// when made or rotated, and never again). Money in shekels on the wire.

const Slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, 'lower-case letters, digits and dashes');
const Name = z.string().trim().min(1).max(120);
const OptionalText = z.string().trim().max(300).nullable();
const Origin = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .regex(
    /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/,
    'an origin: scheme, host and port only',
  );

export const ChannelParamsSchema = z.object({
  businessId: z.coerce.number().int().positive().max(2_147_483_647),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const MiniSiteInputSchema = z.object({
  url: Slug.meta({ description: 'The address /mini-site/{url}: lower-case letters, digits and dashes, unique' }),
  nameHe: Name,
  nameEn: Name,
  taglineHe: OptionalText,
  taglineEn: OptionalText,
  brandColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable()
    .meta({ description: '"#RRGGBB", or null for the house colours' }),
  prices: z
    .array(z.object({ pricePolicyId: z.number().int().positive(), price: z.number().min(0).max(100_000) }))
    .max(200)
    .refine((list) => new Set(list.map((p) => p.pricePolicyId)).size === list.length, 'one price per ticket type')
    .meta({ description: "Referral prices per ticket type (the business's price policies); a type left out keeps the house price" }),
});
export type MiniSiteInput = z.infer<typeof MiniSiteInputSchema>;

export const StaffMiniSiteSchema = MiniSiteInputSchema.extend({
  id: z.number().int(),
  url: z.string(),
  nameHe: z.string(),
  nameEn: z.string(),
}).meta({
  id: 'StaffMiniSite',
});
export type StaffMiniSite = z.infer<typeof StaffMiniSiteSchema>;

export const PartnerInputSchema = z.object({
  code: Slug.meta({ description: "The partner's code, unique" }),
  nameHe: Name,
  nameEn: Name,
  allowedOrigins: z
    .array(Origin)
    .min(1)
    .max(20)
    .meta({ description: 'Where ret may lead back to: origins such as https://partner.example' }),
  linkTtlSeconds: z.number().int().min(60).max(86_400).meta({ description: 'How long a link lives' }),
});
export type PartnerInput = z.infer<typeof PartnerInputSchema>;

export const StaffPartnerSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    nameHe: z.string(),
    nameEn: z.string(),
    allowedOrigins: z.array(z.string()),
    linkTtlSeconds: z.number().int(),
  })
  .meta({ id: 'StaffPartner' });
export type StaffPartner = z.infer<typeof StaffPartnerSchema>;

export const ChannelsResponseSchema = z.object({
  businessId: z.number().int(),
  miniSites: z.array(StaffMiniSiteSchema),
  partners: z.array(StaffPartnerSchema),
  pricePolicies: z.array(z.object({ id: z.number().int(), nameHe: z.string(), nameEn: z.string(), price: z.number() })),
});
export type ChannelsResponse = z.infer<typeof ChannelsResponseSchema>;

export const MiniSiteResponseSchema = z.object({ miniSite: StaffMiniSiteSchema });
export const PartnerResponseSchema = z.object({ partner: StaffPartnerSchema });
export const PartnerSecretResponseSchema = z.object({
  partner: StaffPartnerSchema,
  secret: z.string().meta({ description: 'The new link secret: shown this once, never answered again' }),
});
export type PartnerSecretResponse = z.infer<typeof PartnerSecretResponseSchema>;

// The presentations a mini site sells (its page lists them; presentations.mini_site_id): one source per presentation.

export const MiniSitePresentationsResponseSchema = z
  .object({
    miniSiteId: z.number().int(),
    presentations: z
      .array(
        z.object({
          id: z.number().int(),
          startsAt: z.string(),
          featureHe: z.string(),
          featureEn: z.string(),
          miniSiteId: z.number().int().nullable().meta({ description: 'The mini site that sells it now; null: the house only' }),
        }),
      )
      .meta({ description: "The business's presentations not yet started (at most 500), soonest first" }),
  })
  .meta({ id: 'MiniSitePresentationsResponse' });
export type MiniSitePresentationsResponse = z.infer<typeof MiniSitePresentationsResponseSchema>;

export const MiniSitePresentationsInputSchema = z
  .object({
    presentationIds: z
      .array(z.number().int().positive())
      .max(500)
      .meta({ description: 'Every upcoming presentation the mini site sells; an upcoming one left out is no longer its' }),
  })
  .meta({ id: 'MiniSitePresentationsInput' });
export type MiniSitePresentationsInput = z.infer<typeof MiniSitePresentationsInputSchema>;
