import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api/api-error';

/** A refusal (4xx) will not change on retry; network and server failures get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
