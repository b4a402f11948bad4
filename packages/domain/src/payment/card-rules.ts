/**
 * Pure card rules (no I/O, no clock reads): what any card processor checks before it talks to a bank.
 * Isracard's own 8–9 digit numbers are treated as invalid here (they use a different check, not Luhn);
 * Isracard cards issued on the Mastercard network are plain 16-digit Mastercards.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'other';

export const MIN_NUMBER_OF_PAYMENTS = 1;
export const MAX_NUMBER_OF_PAYMENTS = 12;

/** Digits only: spaces and dashes people type are removed; anything else makes the number unusable (undefined). */
export function normaliseCardNumber(input: string): string | undefined {
  const compact = input.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : undefined;
}

/** The Luhn (mod 10) checksum over a digits-only string. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand from the number's prefix and length; undefined when the number cannot be a card (e.g. 8–9 digit Isracard). */
export function detectCardBrand(digits: string): CardBrand | undefined {
  const len = digits.length;
  if (len < 12 || len > 19) return undefined;
  if (/^3[47]/.test(digits)) return len === 15 ? 'amex' : undefined;
  if (digits.startsWith('4')) return len === 13 || len === 16 || len === 19 ? 'visa' : undefined;
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return len === 16 ? 'mastercard' : undefined;
  return 'other';
}

/** A usable card number: digits only after normalising, a known shape and a valid Luhn checksum. */
export function isValidCardNumber(input: string): boolean {
  const digits = normaliseCardNumber(input);
  return digits !== undefined && detectCardBrand(digits) !== undefined && passesLuhn(digits);
}

/** Three or four digits (Amex prints four). */
export function isValidCvv(cvv: string): boolean {
  return /^\d{3,4}$/.test(cvv);
}

/** Month 1–12 and a four-digit year (a two-digit year is read as 20xx). */
export function normaliseExpiry(expMonth: number, expYear: number): { month: number; year: number } | undefined {
  if (!Number.isInteger(expMonth) || !Number.isInteger(expYear) || expMonth < 1 || expMonth > 12) return undefined;
  const year = expYear >= 0 && expYear < 100 ? 2000 + expYear : expYear;
  if (year < 2000 || year > 2099) return undefined;
  return { month: expMonth, year };
}

/** A card is good through the last day of its expiry month (compared in UTC, a day's slack either way is accepted). */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const exp = normaliseExpiry(expMonth, expYear);
  if (!exp) return true;
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  return exp.year < nowYear || (exp.year === nowYear && exp.month < nowMonth);
}

/** Instalments ("numberOfPayments", spec 3): an integer from 1 to 12. */
export function isValidNumberOfPayments(n: number): boolean {
  return Number.isInteger(n) && n >= MIN_NUMBER_OF_PAYMENTS && n <= MAX_NUMBER_OF_PAYMENTS;
}

/** The last four digits, the only part of a number that may be shown or stored. */
export function cardLast4(digits: string): string {
  return digits.slice(-4);
}
