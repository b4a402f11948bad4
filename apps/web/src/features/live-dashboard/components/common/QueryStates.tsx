import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MonitorError, MonitorLoading } from './MonitorStates';

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/**
 * Loading, error with Retry, or the content. Data already on screen stays while a refresh runs or fails (the
 * Refresh button tells the time of the figures shown).
 */
export function QueryStates<T>({ query, children }: QueryStatesProps<T>) {
  if (query.data !== undefined) {
    return (
      <>
        {query.isError && <MonitorError error={query.error} onRetry={() => void query.refetch()} />}
        {children(query.data)}
      </>
    );
  }
  if (query.isError) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  return <MonitorLoading />;
}
