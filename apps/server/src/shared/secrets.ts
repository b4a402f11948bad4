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
