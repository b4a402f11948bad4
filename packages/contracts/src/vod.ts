import { z } from 'zod';
import { ShekelsSchema } from './common';

// Video on demand (issue 11; spec 2 watch button and video player warnings, spec 3 Video-on-demand item). Money in
// shekels on the wire.

/** A title on sale at /vod: a presentation of venue type 101-104 whose sale is open. */
export const VodTitleSchema = z
  .object({
    presentationId: z.number().int(),
    featureId: z.number().int(),
    businessId: z.number().int(),
    title: z.string(),
    synopsis: z.string().nullable(),
    minutes: z.number().int(),
    ratingName: z.string().nullable(),
    price: ShekelsSchema.meta({ description: 'The single-viewing price (the regular price policy of the presentation)' }),
    viewingHours: z.number().int().meta({ description: 'How long the title may be watched from the purchase' }),
    plays: z.number().int().meta({ description: 'How many plays the purchase gives' }),
    posterUrl: z.string(),
  })
  .meta({ id: 'VodTitle' });
export type VodTitle = z.infer<typeof VodTitleSchema>;
export const VodTitlesResponseSchema = z.object({ titles: z.array(VodTitleSchema) });
export type VodTitlesResponse = z.infer<typeof VodTitlesResponseSchema>;

/** Why a bought title can or cannot be watched now (spec 3: availability range, plays remaining). */
export const VodEntitlementStateSchema = z.enum(['watchable', 'not_yet', 'ended', 'no_plays_left', 'revoked']);

/** One bought title, as its owner's player page shows it. */
export const VodEntitlementSchema = z
  .object({
    id: z.number().int(),
    presentationId: z.number().int(),
    title: z.string(),
    purchasedAt: z.string(),
    availableFrom: z.string(),
    availableUntil: z.string(),
    playCount: z.number().int(),
    playsRemaining: z.number().int(),
    lastPlayedAt: z.string().nullable(),
    state: VodEntitlementStateSchema,
  })
  .meta({ id: 'VodEntitlement' });
export type VodEntitlement = z.infer<typeof VodEntitlementSchema>;
export const VodEntitlementResponseSchema = z.object({ entitlement: VodEntitlementSchema });

/** A play counted: the short-lived signed address of the stream, and the entitlement after the play. */
export const VodPlayResponseSchema = z
  .object({
    streamUrl: z.string().meta({ description: 'Same-site path with its expiry and HMAC signature; works for the owner only' }),
    expiresAt: z.string(),
    mimeType: z.string(),
    entitlement: VodEntitlementSchema,
  })
  .meta({ id: 'VodPlay' });
export type VodPlayResponse = z.infer<typeof VodPlayResponseSchema>;
