import { z } from 'zod';

// The back office's films section, continued (issue 13): the poster staff upload for a film or event and its
// video-on-demand title. Money in shekels on the wire.

export const PosterResponseSchema = z
  .object({
    featureId: z.number().int(),
    version: z.number().int().nullable().meta({ description: 'The uploaded poster version; null while the generated poster shows' }),
    thumbUrl: z.string().meta({ description: 'The poster at list size (240x360), as customers get it' }),
    detailUrl: z.string().meta({ description: 'The poster at detail size (480x720), as customers get it' }),
  })
  .meta({ id: 'StaffPoster' });
export type PosterResponse = z.infer<typeof PosterResponseSchema>;

/** The most a viewing window may last (30 days) and the most plays a purchase may give. */
export const MAX_VOD_VIEWING_HOURS = 720;
export const MAX_VOD_PLAYS = 50;
/** The highest single-viewing price (₪1,000): anything above is a typing mistake. */
export const MAX_VOD_PRICE = 1000;

const Instant = z.iso.datetime({ offset: true });

export const VodTitleInputSchema = z
  .object({
    onSale: z.boolean().meta({ description: 'false takes the title off sale (bought viewings stay watchable)' }),
    price: z
      .number()
      .min(0.01)
      .max(MAX_VOD_PRICE)
      .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimals')
      .meta({ description: 'The single-viewing price in shekels' }),
    viewingHours: z.number().int().min(1).max(MAX_VOD_VIEWING_HOURS).meta({ description: 'How long a purchase may be watched' }),
    plays: z.number().int().min(1).max(MAX_VOD_PLAYS).meta({ description: 'How many plays a purchase gives' }),
    availableFrom: Instant.meta({ description: 'When the title goes on sale (ISO 8601)' }),
    availableUntil: Instant.meta({ description: 'When its sale ends (ISO 8601), after availableFrom' }),
  })
  .superRefine((value, ctx) => {
    if (Date.parse(value.availableUntil) <= Date.parse(value.availableFrom)) {
      ctx.addIssue({ code: 'custom', path: ['availableUntil'], message: 'must be after availableFrom' });
    }
  });
export type VodTitleInput = z.infer<typeof VodTitleInputSchema>;

export const StaffVodTitleSchema = z
  .object({
    presentationId: z.number().int(),
    onSale: z.boolean(),
    price: z.number(),
    viewingHours: z.number().int(),
    plays: z.number().int(),
    availableFrom: z.string(),
    availableUntil: z.string(),
  })
  .meta({ id: 'StaffVodTitle', description: "The title's terms; its video is answered by GET …/vod/video" });
export type StaffVodTitle = z.infer<typeof StaffVodTitleSchema>;

export const VodTitleResponseSchema = z.object({ featureId: z.number().int(), vod: StaffVodTitleSchema.nullable() });
export type VodTitleResponse = z.infer<typeof VodTitleResponseSchema>;

export const VodVideoResponseSchema = z
  .object({
    featureId: z.number().int(),
    presentationId: z.number().int(),
    video: z
      .object({
        kind: z.enum(['mp4', 'webm']),
        size: z.number().int().meta({ description: 'Bytes' }),
      })
      .nullable()
      .meta({ description: 'The uploaded video, or null: the title streams the built-in demo clip' }),
  })
  .meta({ id: 'VodVideoResponse' });
export type VodVideoResponse = z.infer<typeof VodVideoResponseSchema>;
