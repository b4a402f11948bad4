import { isLocalDate } from '../time-zone';

/** The ages a ticket type or a voucher class admits, in whole years, both ends included; null = no limit that side. */
export interface JumperAgeLimits {
  minAge: number | null;
  maxAge: number | null;
}

export type JumperAgeCheck = 'ok' | 'tooYoung' | 'tooOld';

/** A person's age in whole years on a local date (YYYY-MM-DD); someone born on 29 February turns a year older on 1 March. */
export function ageOnDate(dateOfBirth: string, onDate: string): number {
  if (!isLocalDate(dateOfBirth) || !isLocalDate(onDate))
    throw new RangeError(`ages need YYYY-MM-DD dates, got ${dateOfBirth} and ${onDate}`);
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/**
 * Spec 5 (Tickets): "A voucher must suit the age of a jumper (waiver)". A jumper's age on the day of the presentation
 * must lie within the limits of the ticket type bought, and of the voucher class that paid it when there is one.
 */
export function checkJumperAge(dateOfBirth: string, presentationDate: string, limits: readonly JumperAgeLimits[]): JumperAgeCheck {
  const age = ageOnDate(dateOfBirth, presentationDate);
  if (limits.some((l) => l.minAge !== null && age < l.minAge)) return 'tooYoung';
  if (limits.some((l) => l.maxAge !== null && age > l.maxAge)) return 'tooOld';
  return 'ok';
}

/** The narrowest range that satisfies every limit (what the waiver page shows for a ticket). */
export function combinedAgeLimits(limits: readonly JumperAgeLimits[]): JumperAgeLimits {
  const mins = limits.map((l) => l.minAge).filter((v): v is number => v !== null);
  const maxes = limits.map((l) => l.maxAge).filter((v): v is number => v !== null);
  return { minAge: mins.length > 0 ? Math.max(...mins) : null, maxAge: maxes.length > 0 ? Math.min(...maxes) : null };
}
