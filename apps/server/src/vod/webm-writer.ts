/**
 * A minimal WebM (Matroska) writer for one VP8 video track of key frames: EBML header, segment info with its
 * duration, the track, cues (one per cluster, so players can seek) and one cluster per second. Sizes are written as
 * 8-byte EBML integers, which keeps each element's size independent of its position (cues are written before the
 * clusters they point to).
 */
export interface WebmVideo {
  width: number;
  height: number;
  framesPerSecond: number;
  /** VP8 key frames, in order. */
  frames: readonly Uint8Array[];
}

const ID = {
  ebml: 0x1a45dfa3,
  ebmlVersion: 0x4286,
  ebmlReadVersion: 0x42f7,
  maxIdLength: 0x42f2,
  maxSizeLength: 0x42f3,
  docType: 0x4282,
  docTypeVersion: 0x4287,
  docTypeReadVersion: 0x4285,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  muxingApp: 0x4d80,
  writingApp: 0x5741,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackUid: 0x73c5,
  trackType: 0x83,
  flagLacing: 0x9c,
  codecId: 0x86,
  defaultDuration: 0x23e383,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTime: 0xb3,
  cueTrackPositions: 0xb7,
  cueTrack: 0xf7,
  cueClusterPosition: 0xf1,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
} as const;

type Part = Uint8Array;

function idBytes(id: number): Part {
  const bytes: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
  return Uint8Array.from(bytes);
}

/** An EBML size as an 8-byte vint (0x01 marker then 7 bytes). */
function size8(n: number): Part {
  const out = new Uint8Array(8);
  out[0] = 0x01;
  let v = n;
  for (let i = 7; i >= 1; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return out;
}

function concat(parts: readonly Part[]): Part {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function element(id: number, ...body: Part[]): Part {
  const data = concat(body);
  return concat([idBytes(id), size8(data.length), data]);
}

/** An unsigned integer element, always 8 bytes wide (so its size never depends on its value). */
function uint(id: number, value: number): Part {
  const data = new Uint8Array(8);
  let v = value;
  for (let i = 7; i >= 0; i--) {
    data[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return element(id, data);
}

function float(id: number, value: number): Part {
  const data = new Uint8Array(8);
  new DataView(data.buffer).setFloat64(0, value);
  return element(id, data);
}

function text(id: number, value: string): Part {
  return element(id, new TextEncoder().encode(value));
}

function simpleBlock(frame: Uint8Array, relativeMs: number): Part {
  // Track 1 (vint 0x81), a signed 16-bit time relative to the cluster, flags: key frame.
  const head = new Uint8Array([0x81, (relativeMs >> 8) & 0xff, relativeMs & 0xff, 0x80]);
  return element(ID.simpleBlock, head, frame);
}

/** The WebM file of the key frames. */
export function writeWebm(video: WebmVideo): Uint8Array {
  const frameMs = 1000 / video.framesPerSecond;
  const durationMs = video.frames.length * frameMs;
  const header = element(
    ID.ebml,
    uint(ID.ebmlVersion, 1),
    uint(ID.ebmlReadVersion, 1),
    uint(ID.maxIdLength, 4),
    uint(ID.maxSizeLength, 8),
    text(ID.docType, 'webm'),
    uint(ID.docTypeVersion, 2),
    uint(ID.docTypeReadVersion, 2),
  );
  const info = element(
    ID.info,
    uint(ID.timecodeScale, 1_000_000),
    float(ID.duration, durationMs),
    text(ID.muxingApp, 'kupa'),
    text(ID.writingApp, 'kupa'),
  );
  const tracks = element(
    ID.tracks,
    element(
      ID.trackEntry,
      uint(ID.trackNumber, 1),
      uint(ID.trackUid, 1),
      uint(ID.trackType, 1),
      uint(ID.flagLacing, 0),
      text(ID.codecId, 'V_VP8'),
      uint(ID.defaultDuration, Math.round(frameMs * 1_000_000)),
      element(ID.video, uint(ID.pixelWidth, video.width), uint(ID.pixelHeight, video.height)),
    ),
  );
  // One cluster a second.
  const clusters: Array<{ startMs: number; bytes: Part }> = [];
  const perCluster = Math.max(1, Math.round(video.framesPerSecond));
  for (let first = 0; first < video.frames.length; first += perCluster) {
    const startMs = Math.round(first * frameMs);
    const blocks = video.frames.slice(first, first + perCluster).map((f, i) => simpleBlock(f, Math.round((first + i) * frameMs) - startMs));
    clusters.push({ startMs, bytes: element(ID.cluster, uint(ID.timecode, startMs), ...blocks) });
  }
  // Cues come before the clusters: their size is known before the positions (every number is 8 bytes wide).
  const cuesOf = (positions: readonly number[]) =>
    element(
      ID.cues,
      ...clusters.map((c, i) =>
        element(
          ID.cuePoint,
          uint(ID.cueTime, c.startMs),
          element(ID.cueTrackPositions, uint(ID.cueTrack, 1), uint(ID.cueClusterPosition, positions[i] ?? 0)),
        ),
      ),
    );
  const cuesSize = cuesOf(clusters.map(() => 0)).length;
  const positions: number[] = [];
  let at = info.length + tracks.length + cuesSize;
  for (const c of clusters) {
    positions.push(at);
    at += c.bytes.length;
  }
  const segment = element(ID.segment, info, tracks, cuesOf(positions), ...clusters.map((c) => c.bytes));
  return concat([header, segment]);
}

/** The VP8 key frame inside a lossy WebP image (its "VP8 " chunk). */
export function vp8FrameOfWebp(webp: Uint8Array): Uint8Array {
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  const tag = (at: number) => String.fromCharCode(...webp.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WEBP') throw new Error('not a WebP image');
  for (let at = 12; at + 8 <= webp.length;) {
    const length = view.getUint32(at + 4, true);
    if (tag(at) === 'VP8 ') return webp.slice(at + 8, at + 8 + length);
    at += 8 + length + (length % 2);
  }
  throw new Error('WebP image without a lossy VP8 frame');
}
