import { ERROR_CODES } from '@kupa/domain';
import { z } from 'zod';

/** Every error answer: `{ error: { error: CODE, message } }` (api-compat; spec section 8 codes). */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      error: z.enum(ERROR_CODES),
      message: z.string(),
      details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
