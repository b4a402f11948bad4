import { isLocalDate } from '@kupa/domain';
import { parseId } from './dashboard-state';

export type ParamValue = string | number | boolean | null;

/** A YYYY-MM-DD parameter, else the fallback. */
export function readDateParam<F extends string | null | undefined>(params: URLSearchParams, key: string, fallback: F): string | F {
  const text = params.get(key);
  return text !== null && isLocalDate(text) ? text : fallback;
}

/** A positive id parameter, else null. */
export function readIdParam(params: URLSearchParams, key: string): number | null {
  return parseId(params.get(key));
}

/** A flag parameter: "1" or "true". */
export function readFlagParam(params: URLSearchParams, key: string): boolean {
  const text = params.get(key);
  return text === '1' || text === 'true';
}

/** One of a fixed set of values, else the fallback. */
export function readChoiceParam<T extends string | number>(params: URLSearchParams, key: string, choices: readonly T[], fallback: T): T {
  const text = params.get(key);
  return choices.find((c) => String(c) === text) ?? fallback;
}

/**
 * A copy of the URL's parameters with some changed: null, false and '' remove a key, true writes "1". Other
 * parameters (?lang=) stay.
 */
export function withParams(base: URLSearchParams, changes: Readonly<Record<string, ParamValue>>): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === false || value === '') next.delete(key);
    else next.set(key, value === true ? '1' : String(value));
  }
  return next;
}
