import { KupaError } from '@kupa/domain';
import { createRequire } from 'node:module';
import type Sharp from 'sharp';

let sharpModule: typeof Sharp | undefined;

/**
 * The image library, loaded on the first poster: its native part costs a server that never resizes a poster about
 * 20 MB of memory and some start-up time (docs/performance.md), as the PostgreSQL driver would (db/pg-driver.ts).
 */
function sharpLib(): typeof Sharp {
  sharpModule ??= createRequire(import.meta.url)('sharp') as typeof Sharp;
  return sharpModule;
}

/** The largest poster file staff may upload, and the longest side it may have (a bigger image is refused, not shrunk). */
export const POSTER_MAX_BYTES = 8 * 1024 * 1024;
export const POSTER_MAX_SIDE = 6000;

/** The sizes the customer pages draw a poster at (2:3), at twice their CSS size for sharp screens. */
export const POSTER_SIZES = {
  /** The index's film cards and the VOD list. */
  thumb: { width: 240, height: 360 },
  /** The event page's header. */
  detail: { width: 480, height: 720 },
} as const;

export type PosterSize = keyof typeof POSTER_SIZES;

const ACCEPTED: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface PosterRenditions {
  sourceType: string;
  thumb: Uint8Array;
  detail: Uint8Array;
}

/**
 * Reads an uploaded poster by its content (never its name or declared type): a JPEG, PNG or WebP of at most
 * POSTER_MAX_BYTES and POSTER_MAX_SIDE pixels a side, else POSTER_NOT_AN_IMAGE or POSTER_TOO_LARGE. Answers its
 * WebP renditions, cropped to 2:3 around the centre and turned upright by the camera's orientation.
 */
export async function posterRenditions(bytes: Uint8Array): Promise<PosterRenditions> {
  const tooLarge = () =>
    new KupaError('POSTER_TOO_LARGE', { field: 'body', maxMegabytes: POSTER_MAX_BYTES / 1024 / 1024, maxPixels: POSTER_MAX_SIDE });
  if (bytes.byteLength > POSTER_MAX_BYTES) throw tooLarge();
  const limitInputPixels = POSTER_MAX_SIDE * POSTER_MAX_SIDE;
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({ format, width, height } = await sharpLib()(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new KupaError('POSTER_NOT_AN_IMAGE', { field: 'body' });
  }
  const sourceType = format ? ACCEPTED[format] : undefined;
  if (!sourceType) throw new KupaError('POSTER_NOT_AN_IMAGE', { field: 'body' });
  if (width > POSTER_MAX_SIDE || height > POSTER_MAX_SIDE) throw tooLarge();
  const render = async (size: PosterSize) => {
    const { width: w, height: h } = POSTER_SIZES[size];
    const out = await sharpLib()(bytes, { limitInputPixels, failOn: 'error' })
      .rotate()
      .resize(w, h, { fit: 'cover', position: 'centre' })
      .webp({ quality: 80 })
      .toBuffer();
    return new Uint8Array(out);
  };
  try {
    const [thumb, detail] = await Promise.all([render('thumb'), render('detail')]);
    return { sourceType, thumb, detail };
  } catch {
    // A file whose header reads as an image but whose pixels do not decode (cut short, corrupt).
    throw new KupaError('POSTER_NOT_AN_IMAGE', { field: 'body' });
  }
}
