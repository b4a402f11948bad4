import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { defaultOptions } from '@jsquash/webp/meta.js';
import { initEmscriptenModule } from '@jsquash/webp/utils.js';
import webpEncoderFactory from '@jsquash/webp/codec/enc/webp_enc.js';
import { vp8FrameOfWebp, writeWebm } from './webm-writer';

/** The demo clip every video-on-demand title streams: small, short, and playable by every browser that plays WebM. */
export const DEMO_CLIP = { width: 320, height: 180, framesPerSecond: 12, seconds: 8, mimeType: 'video/webm' } as const;

let clip: Promise<Uint8Array> | undefined;

/**
 * The demo clip, made once per process from code (no file is shipped): moving colour bars and a progress bar, each
 * frame a VP8 key frame encoded by libwebp's lossy encoder (WebAssembly, @jsquash/webp), muxed into WebM.
 */
export function demoClip(): Promise<Uint8Array> {
  clip ??= makeClip().catch((error: unknown) => {
    clip = undefined;
    throw error;
  });
  return clip;
}

interface WebpEncoder {
  encode(data: Uint8ClampedArray, width: number, height: number, options: typeof defaultOptions): Uint8Array | null;
}

/** Node's WebAssembly (the server's TypeScript library has no DOM types). */
const wasmRuntime = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<never> } }).WebAssembly;

async function makeClip(): Promise<Uint8Array> {
  const require = createRequire(import.meta.url);
  const wasm = await wasmRuntime.compile(await readFile(require.resolve('@jsquash/webp/codec/enc/webp_enc.wasm')));
  const encoder = (await initEmscriptenModule(webpEncoderFactory, wasm)) as unknown as WebpEncoder;
  const { width, height, framesPerSecond, seconds } = DEMO_CLIP;
  const total = framesPerSecond * seconds;
  const frames: Uint8Array[] = [];
  for (let i = 0; i < total; i++) {
    const webp = encoder.encode(drawFrame(i / total), width, height, { ...defaultOptions, quality: 60 });
    if (!webp) throw new Error('the demo clip frame could not be encoded');
    frames.push(vp8FrameOfWebp(new Uint8Array(webp)));
  }
  return writeWebm({ width, height, framesPerSecond, frames });
}

/** One frame at `progress` (0..1): colour bars sliding sideways, a light square crossing, a progress bar below. */
function drawFrame(progress: number): Uint8ClampedArray {
  const { width, height } = DEMO_CLIP;
  const data = new Uint8ClampedArray(width * height * 4);
  const shift = Math.round(progress * width * 2);
  const box = { x: Math.round(progress * (width - 48)), y: Math.round(height / 2 - 24) };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const bar = Math.floor(((x + shift) % width) / (width / 6));
      let [r, g, b] = BARS[bar] ?? [0, 0, 0];
      if (x >= box.x && x < box.x + 48 && y >= box.y && y < box.y + 48) [r, g, b] = [245, 245, 245];
      if (y >= height - 12) [r, g, b] = x < progress * width ? [255, 193, 7] : [40, 40, 40];
      data[at] = r;
      data[at + 1] = g;
      data[at + 2] = b;
      data[at + 3] = 255;
    }
  }
  return data;
}

const BARS: ReadonlyArray<readonly [number, number, number]> = [
  [96, 125, 139],
  [33, 150, 243],
  [0, 150, 136],
  [139, 195, 74],
  [255, 152, 0],
  [233, 30, 99],
];
