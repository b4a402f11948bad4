import { z } from 'zod';
import { LangQuerySchema } from './common';

/** GET /api/integration (spec 7): the call is made only when TS, ret and key are all present (spec 5). */
export const IntegrationQuerySchema = z.object({
  TS: z.string().max(512).optional(),
  ret: z.string().max(2048).optional(),
  key: z.string().max(512).optional(),
  lang: LangQuerySchema,
});
export type IntegrationQuery = z.infer<typeof IntegrationQuerySchema>;

/**
 * A partner's link as the cart carries it (spec 4: integration data, cleared by a reset): checked again by the server
 * at every pricing and at the commit, which records the partner on the order.
 */
export const IntegrationLinkSchema = z
  .object({
    TS: z.string().min(1).max(20),
    ret: z.string().min(1).max(2048),
    key: z.string().min(1).max(512),
  })
  .meta({ id: 'IntegrationLink' });
export type IntegrationLink = z.infer<typeof IntegrationLinkSchema>;

/**
 * `{ integrationId, partnerName, returnUrl }` for a valid link; `{}` when any of the three is missing (the call is not
 * made, spec 5). A present but bad key, an expired TS or a ret outside the partner's origins is an error body
 * (INTEGRATION_KEY_INVALID 403, INTEGRATION_LINK_EXPIRED 410, INTEGRATION_RETURN_NOT_ALLOWED 403).
 */
export const IntegrationResponseSchema = z
  .object({
    integrationId: z.string().optional().meta({ description: "The partner's code (docs/partner-integration.md)" }),
    partnerName: z.string().optional(),
    returnUrl: z.string().optional().meta({ description: 'ret, checked against the partner’s allowed origins' }),
  })
  .meta({ id: 'Integration' });
export type IntegrationResponse = z.infer<typeof IntegrationResponseSchema>;
