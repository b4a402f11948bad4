import { ErrorBodySchema } from '@kupa/contracts';

/** The error answers every staff call may give, with the catalogue body (ADR 0006). */
export const STAFF_ERRORS = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema } as const;

export const STAFF_TAGS = ['kupa-live'];

/** Appended to every staff call's description. */
export const STAFF_NOTE =
  "Needs the staff session cookie (401 UNAUTHORIZED otherwise) and answers only about the session's businesses: a business, location, venue, feature or presentation of another business is 403 FORBIDDEN, an unknown id 404.";
