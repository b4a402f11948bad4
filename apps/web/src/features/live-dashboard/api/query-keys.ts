/** Every kupa-live query key starts with this, so logout can drop the whole staff cache at once. */
export const LIVE_QUERY_ROOT = 'kupa-live';

export const liveKeys = {
  all: [LIVE_QUERY_ROOT] as const,
  session: (lang: string) => [LIVE_QUERY_ROOT, 'session', lang] as const,
  report: (name: string, ...params: readonly unknown[]) => [LIVE_QUERY_ROOT, name, ...params] as const,
};
