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

/**
 * The largest whole number Kupa stores: ids and counts are 32-bit integer columns on PostgreSQL, so a bigger one
 * must be refused at the edge (400 VALIDATION_ERROR) instead of failing in the database (issue 14).
 */
export const MAX_DB_INT = 2_147_483_647;

/** A positive integer id given in a path or query, as text or number; at most MAX_DB_INT. */
export const IdSchema = z.coerce.number().int().positive().max(MAX_DB_INT);

/** A comma-separated list of ids, e.g. featureIds=1,2,3. */
export const IdListSchema = z.string().transform((s, ctx) => {
  const parts = s
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const ids = parts.map(Number);
  if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > MAX_DB_INT)) {
    ctx.addIssue({ code: 'custom', message: 'Expected comma-separated positive ids' });
    return z.NEVER;
  }
  return ids;
});
