/** sessionStorage key: set just before the one reload that a failed chunk may trigger. */
export const CHUNK_RELOAD_KEY = 'kupa:chunk-reload';

/** Messages browsers give when a lazily loaded module (a chunk of an older deployment) cannot be fetched. */
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk \S+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERNS.some((re) => re.test(error.message));
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Spec 2 and 8: a failure to load part of the application reloads the page, once. Returns true when the
 * caller should reload now (and marks that it did); false when a reload already happened, so the error
 * page must show instead of looping.
 */
export function claimChunkReload(storage: SessionStore | null): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(CHUNK_RELOAD_KEY) !== null) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    return true;
  } catch {
    // Storage disabled: never reload, since nothing could stop a loop.
    return false;
  }
}

/** A chunk loaded fine again, so a future deployment may use its one reload. */
export function releaseChunkReload(storage: SessionStore | null): void {
  try {
    storage?.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // Nothing to release when storage is unavailable.
  }
}
