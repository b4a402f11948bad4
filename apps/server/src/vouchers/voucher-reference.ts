import { randomInt } from 'node:crypto';

// The alphabet of codes people read aloud and type (no 0/O, 1/I/L look-alikes), as the reservation identifiers.
const READABLE = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const GROUPS = [4, 4, 4] as const;

/**
 * A new voucher reference, e.g. "K7MQ-4QX2-9HTB": twelve symbols of 31 (about 59 bits) from the system's
 * cryptographic source. The reference is the voucher's bearer secret (it pays, and opens the voucher page), so it must
 * never be guessable; uniqueness is enforced by the database.
 */
export function newVoucherReference(below: (n: number) => number = randomInt): string {
  return GROUPS.map((length) => Array.from({ length }, () => READABLE[below(READABLE.length)]).join('')).join('-');
}
