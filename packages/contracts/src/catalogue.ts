import { z } from 'zod';
import { LangQuerySchema } from './common';

/** GET /api/customer/locations (api-compat): branches as select options. */
export const LocationOptionSchema = z.object({ text: z.string(), value: z.number().int() });
export const LocationOptionsResponseSchema = z.array(LocationOptionSchema);
export type LocationOption = z.infer<typeof LocationOptionSchema>;

/** GET /api/features/ (api-compat): the films and events on sale. */
export const FeatureSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    synopsis: z.string().nullable(),
    director: z.string().nullable(),
    actors: z.string().nullable(),
    releaseYear: z.number().int().nullable(),
    trailer: z.string().nullable(),
    duration: z.number().int(),
    ratingName: z.string().nullable(),
    categoryId: z.number().int().nullable(),
    kind: z.string(),
    posterUrl: z.string(),
  })
  .meta({ id: 'Feature' });
export type Feature = z.infer<typeof FeatureSchema>;
export const FeaturesResponseSchema = z.array(FeatureSchema);
export const LangOnlyQuerySchema = z.object({ lang: LangQuerySchema });
