import { inflateSync } from 'node:zlib';
import { KupaError } from '@kupa/domain';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL_PREFIX = 'data:image/png;base64,';
const MAX_SIDE = 4000;
/** Fewer inked pixels than this is a pad left blank (or a stray click), not a signature. */
export const MIN_INKED_PIXELS = 40;

interface Header {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  interlace: number;
}

/**
 * The signature of a waiver: a PNG data URL from the signature pad, decoded and checked to hold a drawing. A missing,
 * unreadable or blank image is WAIVER_SIGNATURE_REQUIRED (spec 2: the waiver page's signature, "clear signature").
 * Returns the PNG bytes to store.
 */
export function signaturePng(dataUrl: string): Buffer {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) throw missing('not a PNG data URL');
  const png = Buffer.from(dataUrl.slice(DATA_URL_PREFIX.length), 'base64');
  if (png.length < PNG_MAGIC.length || !png.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) throw missing('not a PNG image');
  const { header, data } = readChunks(png);
  if (inkedPixels(header, data) < MIN_INKED_PIXELS) throw missing('blank');
  return png;
}

function missing(reason: string): KupaError {
  return new KupaError('WAIVER_SIGNATURE_REQUIRED', { reason });
}

function readChunks(png: Buffer): { header: Header; data: Buffer } {
  let offset = PNG_MAGIC.length;
  let header: Header | null = null;
  const idat: Buffer[] = [];
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) throw missing('truncated');
    if (type === 'IHDR') {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bitDepth: body[8] ?? 0,
        colourType: body[9] ?? 0,
        interlace: body[12] ?? 0,
      };
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header || idat.length === 0) throw missing('no image data');
  const { width, height, bitDepth, colourType, interlace } = header;
  // A canvas exports 8-bit RGBA (6) or RGB (2), not interlaced; other kinds do not come from a signature pad.
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) throw missing('size');
  if (bitDepth !== 8 || (colourType !== 6 && colourType !== 2) || interlace !== 0) throw missing('format');
  try {
    return { header, data: inflateSync(Buffer.concat(idat), { maxOutputLength: height * (1 + width * 4) + 1024 }) };
  } catch {
    throw missing('corrupt');
  }
}

/** Pixels with ink: not transparent (RGBA) or not near-white (RGB), after undoing each scanline's PNG filter. */
function inkedPixels({ width, height, colourType }: Header, data: Buffer): number {
  const bpp = colourType === 6 ? 4 : 3;
  const stride = width * bpp;
  if (data.length < height * (stride + 1)) throw missing('truncated');
  let previous = Buffer.alloc(stride);
  let inked = 0;
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)];
    const line = Buffer.from(data.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const left = i >= bpp ? (line[i - bpp] ?? 0) : 0;
      const up = previous[i] ?? 0;
      const upLeft = i >= bpp ? (previous[i - bpp] ?? 0) : 0;
      line[i] = ((line[i] ?? 0) + predictor(filter, left, up, upLeft)) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      const p = x * bpp;
      const ink = bpp === 4 ? (line[p + 3] ?? 0) > 0 : Math.min(line[p] ?? 255, line[p + 1] ?? 255, line[p + 2] ?? 255) < 200;
      if (ink) inked++;
    }
    previous = line;
  }
  return inked;
}

function predictor(filter: number | undefined, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const p = left + up - upLeft;
      const pa = Math.abs(p - left);
      const pb = Math.abs(p - up);
      const pc = Math.abs(p - upLeft);
      return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
    }
    default:
      throw missing('filter');
  }
}
