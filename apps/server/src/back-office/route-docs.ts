import { ErrorBodySchema } from '@kupa/contracts';

/** The error answers every back-office call may give, with the catalogue body (ADR 0006). */
export const BACK_OFFICE_ERRORS = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema } as const;

export const BACK_OFFICE_TAGS = ['back-office'];

/** Appended to every back-office call's description. */
export const BACK_OFFICE_NOTE =
  "Needs the staff session cookie (401 UNAUTHORIZED otherwise) of an admin or manager of the business in the path (ADR 0016): another business's id, or a box-office or door user, is 403 FORBIDDEN. Bad input is 400 VALIDATION_ERROR naming the field; nothing is saved then.";

/** Appended to the description of the staff-user calls, which only admins may make. */
export const STAFF_USERS_NOTE =
  "Needs the staff session cookie (401 UNAUTHORIZED otherwise) of an admin of the business in the path (ADR 0016): another business's id, a manager, box-office or door user is 403 FORBIDDEN. Bad input is 400 VALIDATION_ERROR naming the field; nothing is saved then.";
