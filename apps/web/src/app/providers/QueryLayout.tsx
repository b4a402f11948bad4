import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from '../query-client';

// One cache for the whole visit, shared by every page under this layout.
const queryClient = createQueryClient();

/**
 * Wraps the routes that fetch from the API. It is a lazily loaded layout route so that TanStack Query is
 * fetched with the first data page instead of weighing on the entry chunk that every page waits for.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
