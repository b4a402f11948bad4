import { crc32, deflateSync } from 'node:zlib';

/**
 * A signature-like drawing as a PNG (8-bit RGBA, transparent, as a browser canvas exports it): a wave of `inked`
 * dark pixels across row `height / 2`, `amplitude` rows high. For the demo's signed waivers and the tests.
 */
export function signaturePngBytes(inked: number, width = 300, height = 100, amplitude = 20): Buffer {
  const stride = 1 + width * 4;
  const raw = Buffer.alloc(height * stride);
  for (let x = 0; x < Math.min(inked, width); x++) {
    const y = Math.round(height / 2 + Math.sin(x / 9) * Math.min(amplitude, height / 2 - 1));
    const p = y * stride + 1 + x * 4;
    raw[p] = 20;
    raw[p + 1] = 33;
    raw[p + 2] = 61;
    raw[p + 3] = 255;
  }
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), body])), 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
