/** Currency codes Kupa sells in. The spec fixes ILS; the type leaves room for membership price currencies. */
export type CurrencyCode = 'ILS' | 'USD' | 'EUR';

/** An amount of money in minor units (agorot for ILS), never a float. */
export interface Money {
  readonly amount: number;
  readonly currency: CurrencyCode;
}

export const DEFAULT_CURRENCY: CurrencyCode = 'ILS';

/** Builds Money from minor units; rejects fractions so no float ever enters a price (architecture: money rules). */
export function money(amount: number, currency: CurrencyCode = DEFAULT_CURRENCY): Money {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money must be a whole number of minor units, got ${amount}`);
  }
  return { amount, currency };
}

/** Converts minor units to major units for wire formats that carry shekels (api-compat priceLevels: 19.9). */
export function toMajorUnits(minor: number): number {
  return Math.round(minor) / 100;
}

/** Converts a major-unit amount such as 42.5 to minor units, rounding half away from zero. */
export function toMinorUnits(major: number): number {
  return Math.sign(major) * Math.round(Math.abs(major) * 100);
}

/** Adds amounts of one currency; mixing currencies is refused (spec 5: mixed currencies are invalid). */
export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) {
    throw new RangeError(`Cannot add ${a.currency} to ${b.currency}`);
  }
  return money(a.amount + b.amount, a.currency);
}
