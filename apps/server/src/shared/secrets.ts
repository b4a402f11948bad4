import { randomBytes, randomInt } from 'node:crypto';

// Crockford-style alphabet without look-alikes (0/O, 1/I/L) for codes people read aloud at the box office.
const READABLE = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short reservation identifier people can read and type, e.g. "K7M-4QX2" (seven symbols of 31, about 34 bits; uniqueness is enforced by the database). */
export function newReservationIdentifier(): string {
  let s = '';
  for (let i = 0; i < 7; i++) s += READABLE[randomInt(READABLE.length)];
  return `${s.slice(0, 3)}-${s.slice(3)}`;
}

/** An unguessable secret (128 bits, base64url): ticket QR codes, e-document keys, session tokens. */
export function newSecret(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/** Digits of a member number after its "M": 10^9 numbers, so that a valid one cannot be guessed by counting. */
const MEMBER_NUMBER_DIGITS = 9;

/**
 * A new member number, "M" and nine random digits (issue 14: never sequential, so members cannot be enumerated).
 * `below(n)` draws an integer in [0, n): the system's cryptographic source by default; the demo passes its seeded one.
 */
export function newMemberNumber(below: (n: number) => number = randomInt): string {
  let digits = '';
  for (let i = 0; i < MEMBER_NUMBER_DIGITS; i++) digits += String(below(10));
  return `M${digits}`;
}
