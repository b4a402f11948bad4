import { createHash } from 'node:crypto';
import { seededRandom, type SeededRandom } from '@kupa/domain';

/**
 * A random stream of its own for one purpose (e.g. the sales of one presentation), derived from the seed and a
 * label. Separate streams keep the data stable: adding a venue does not reshuffle the customers.
 */
export function deriveRandom(seed: number, ...labels: Array<string | number>): SeededRandom {
  return seededRandom(fnv1a(`${seed}/${labels.join('/')}`));
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Picks by weight; weights need not sum to 1. */
export function weightedPick<T>(rng: SeededRandom, items: ReadonlyArray<readonly [T, number]>): T {
  let total = 0;
  for (const [, w] of items) total += w;
  let r = rng.next() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  const last = items[items.length - 1];
  if (!last) throw new RangeError('weightedPick from an empty list');
  return last[0];
}

/** A Fisher-Yates shuffle into a new array. */
export function shuffled<T>(rng: SeededRandom, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/**
 * A secret-looking value of 22 base64url characters (128 bits) for ticket QR codes and e-document keys.
 * It is a hash of the seed and a unique label, so it is deterministic, unique per label and spread evenly;
 * demo data is public, so these secrets protect nothing and are not meant to.
 */
export function demoSecret(seed: number, label: string): string {
  return digest(seed, label).subarray(0, 16).toString('base64url');
}

/** A deterministic version-4-shaped uuid for buyer identities. */
export function demoUuid(seed: number, label: string): string {
  const h = digest(seed, label).toString('hex');
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function digest(seed: number, label: string): Buffer {
  return createHash('sha256').update(`kupa-demo:${seed}:${label}`).digest();
}

// The alphabet of reservation identifiers (shared/secrets.ts): no 0/O or 1/I/L, easy to read aloud.
const READABLE = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Readable codes such as "K7M-4QX2", drawn from one seeded stream and never repeated. */
export class ReadableCodes {
  private readonly seen = new Set<string>();

  constructor(
    private readonly rng: SeededRandom,
    private readonly groups: readonly number[],
    private readonly prefix = '',
  ) {}

  next(): string {
    for (;;) {
      const parts = this.groups.map((length) => {
        let s = '';
        for (let i = 0; i < length; i++) s += READABLE.charAt(Math.floor(this.rng.next() * READABLE.length));
        return s;
      });
      const code = this.prefix + parts.join('-');
      if (!this.seen.has(code)) {
        this.seen.add(code);
        return code;
      }
    }
  }
}
