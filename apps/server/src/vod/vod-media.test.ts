import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { VodMediaStore, videoKindOf } from './vod-media';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});
const store = async (maxBytes: number) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vod-media-'));
  dirs.push(dir);
  return new VodMediaStore(dir, maxBytes);
};
/** A body that arrives in chunks, with no declared length. */
const chunks = (...parts: Buffer[]) => Readable.from(parts);
const FTYP = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]);

describe('VodMediaStore', () => {
  it('recognises MP4 and WebM by their first bytes only', () => {
    expect(videoKindOf(FTYP)).toBe('mp4');
    expect(videoKindOf(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe('webm');
    expect(videoKindOf(Buffer.from('<html>'))).toBeNull();
  });

  it('counts a streamed body as it arrives: over the limit it stops, keeps nothing and leaves no temporary file', async () => {
    const s = await store(100);
    await expect(s.save(1, chunks(FTYP, Buffer.alloc(60), Buffer.alloc(60)))).rejects.toMatchObject({ code: 'VOD_VIDEO_TOO_LARGE' });
    expect(await readdir(s.directory)).toEqual([]);
    const saved = await s.save(1, chunks(FTYP, Buffer.alloc(50)));
    expect([saved.kind, saved.size]).toEqual(['mp4', 58]);
    expect(await s.find(1)).toMatchObject({ kind: 'mp4', size: 58, mimeType: 'video/mp4' });
    expect(await s.find(2)).toBeNull();
  });
});
