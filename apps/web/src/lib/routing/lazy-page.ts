import { claimChunkReload, isChunkLoadError, releaseChunkReload } from './chunk-reload';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Wraps a dynamic import of a page chunk: on success it re-arms the one-time reload; when the chunk cannot be
 * fetched (usually a new deployment replaced it) it reloads the page once; after that the error reaches the
 * router's error page.
 */
export async function importPage<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await load();
    releaseChunkReload(sessionStore());
    return module;
  } catch (error) {
    if (isChunkLoadError(error) && claimChunkReload(sessionStore())) {
      window.location.reload();
      // Keep the router waiting while the page reloads.
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}
