import { z } from 'zod';

/** GET /api/integration (spec 7): the call is made only when TS, ret and key are all present (spec 5). */
export const IntegrationQuerySchema = z.object({
  TS: z.string().max(512).optional(),
  ret: z.string().max(2048).optional(),
  key: z.string().max(512).optional(),
});
export type IntegrationQuery = z.infer<typeof IntegrationQuerySchema>;

/** `{ integrationId }` when all three are present, otherwise `{}`: failure is silent (spec 8). */
export const IntegrationResponseSchema = z
  .object({
    integrationId: z.string().optional().meta({
      description: 'Derived deterministically from TS, ret and key (first 16 hex digits of SHA-256 over the three, NUL-separated)',
    }),
  })
  .meta({ id: 'Integration' });
export type IntegrationResponse = z.infer<typeof IntegrationResponseSchema>;
