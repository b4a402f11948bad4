import { isLocalDate, MESSAGE_LOCALES } from '@kupa/domain';
import { z } from 'zod';

/** "YYYY-MM-DD", a real calendar date (spec 9 data format). */
export const LocalDateSchema = z.string().refine(isLocalDate, { message: 'Expected a date as YYYY-MM-DD' });

/** 0/1 numbers where the wire format predates booleans (api-compat isReserved, isGA, soldout). */
export const ZeroOneSchema = z.union([z.literal(0), z.literal(1)]);

/** Money on the wire is major units (shekels, e.g. 19.9), as the existing API's clients read it (ADR 0003). */
export const ShekelsSchema = z.number();

/** ?lang= for localised names; any message locale is accepted by the API (the web app limits it to enabled ones). */
export const LangQuerySchema = z.enum(MESSAGE_LOCALES).optional();

/** A positive integer id given in a path or query, as text or number. */
export const IdSchema = z.coerce.number().int().positive();

/** A comma-separated list of ids, e.g. featureIds=1,2,3. */
export const IdListSchema = z.string().transform((s, ctx) => {
  const parts = s
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const ids = parts.map(Number);
  if (ids.some((n) => !Number.isInteger(n) || n <= 0)) {
    ctx.addIssue({ code: 'custom', message: 'Expected comma-separated positive ids' });
    return z.NEVER;
  }
  return ids;
});
