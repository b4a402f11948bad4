import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { KupaError } from '@kupa/domain';
import type { Config } from '../config';

export type VodVideoKind = 'mp4' | 'webm';

export interface VodVideo {
  path: string;
  kind: VodVideoKind;
  mimeType: string;
  size: number;
}

const MIME: Record<VodVideoKind, string> = { mp4: 'video/mp4', webm: 'video/webm' };

/** MP4 (ISO base media: an `ftyp` box first, its type at bytes 4-7) or WebM (the EBML header 1A 45 DF A3), or null. */
export function videoKindOf(head: Uint8Array): VodVideoKind | null {
  if (head.length >= 8 && head[4] === 0x66 && head[5] === 0x74 && head[6] === 0x79 && head[7] === 0x70) return 'mp4';
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  return null;
}

/**
 * The uploaded videos of video-on-demand titles (issue 13): files in a data directory, never in the database, one per
 * title (its presentation), named `<presentationId>.mp4` or `.webm`. An upload streams to a temporary file, counted
 * against the size limit as it arrives, is judged by its first bytes and then renamed over the title's video.
 */
export class VodMediaStore {
  constructor(
    readonly directory: string,
    readonly maxBytes: number,
  ) {}

  async find(presentationId: number): Promise<VodVideo | null> {
    for (const kind of ['mp4', 'webm'] as const) {
      const file = this.fileOf(presentationId, kind);
      const size = await stat(file).then(
        (s) => s.size,
        () => null,
      );
      if (size !== null) return { path: file, kind, mimeType: MIME[kind], size };
    }
    return null;
  }

  /** Stores the stream as the title's video; VOD_VIDEO_TOO_LARGE (413) or VOD_VIDEO_NOT_A_VIDEO (400) keep nothing. */
  async save(presentationId: number, body: Readable): Promise<VodVideo> {
    await mkdir(this.directory, { recursive: true });
    const temp = path.join(this.directory, `.upload-${randomUUID()}`);
    const maxBytes = this.maxBytes;
    let received = 0;
    try {
      await pipeline(
        body,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            received += chunk.length;
            if (received > maxBytes) throw new KupaError('VOD_VIDEO_TOO_LARGE', { maxMegabytes: maxBytes / 1024 / 1024 });
            yield chunk;
          }
        },
        createWriteStream(temp),
      );
      const kind = videoKindOf(await headOf(temp));
      if (!kind) throw new KupaError('VOD_VIDEO_NOT_A_VIDEO', { field: 'body' });
      await this.remove(presentationId);
      const file = this.fileOf(presentationId, kind);
      await rename(temp, file);
      return { path: file, kind, mimeType: MIME[kind], size: received };
    } finally {
      await rm(temp, { force: true });
    }
  }

  /** Deletes the title's video, whichever kind it is. */
  async remove(presentationId: number): Promise<void> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((n) => n === `${presentationId}.mp4` || n === `${presentationId}.webm`)
        .map((n) => rm(path.join(this.directory, n), { force: true })),
    );
  }

  private fileOf(presentationId: number, kind: VodVideoKind): string {
    return path.join(this.directory, `${presentationId}.${kind}`);
  }
}

async function headOf(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(12);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The store the configuration names: KUPA_VOD_MEDIA_DIR (default `media/vod` in the data directory), KUPA_VOD_MAX_MEGABYTES. */
export function vodMediaStoreOf(config: Pick<Config, 'dataDir' | 'vodMediaDir' | 'vodMaxBytes'>): VodMediaStore {
  return new VodMediaStore(config.vodMediaDir ?? path.join(config.dataDir, 'media', 'vod'), config.vodMaxBytes ?? 500 * 1024 * 1024);
}
