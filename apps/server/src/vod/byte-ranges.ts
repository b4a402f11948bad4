/** A byte range of a resource, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one byte range of an HTTP Range header (RFC 9110 section 14) over a resource of `size` bytes: 'none' when the
 * header is absent, not in bytes, or asks for several ranges (the whole resource is then answered with 200),
 * 'unsatisfiable' when it starts past the end (416), or the range clipped to the resource.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'none' | 'unsatisfiable' {
  if (!header) return 'none';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return 'none';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'none';
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return 'none';
  return { start, end };
}
