/**
 * A small in-memory cache of loads by key: least recently used entries leave first once `capacity` is reached,
 * entries older than `ttlMs` (monotonic time, not the business clock) are loaded again, concurrent requests for one
 * key share a single load, and a failed load is not kept.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; loadedAt: number }>();

  constructor(
    private readonly capacity: number,
    private readonly ttlMs = Number.POSITIVE_INFINITY,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && performance.now() - hit.loadedAt < this.ttlMs) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { value, loadedAt: performance.now() });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return value;
  }

  /** Forgets every entry (loads in flight finish for their callers, but are not kept). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
