import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useMiniSitePresentations } from '../../hooks/use-mini-site-presentations';
import { MiniSitePresentationsForm } from './MiniSitePresentationsForm';

/** The chosen mini site's presentations: loads them and saves the choice (its page lists exactly those). */
export function MiniSitePresentationsPanel({ businessId, siteId }: { businessId: number; siteId: number }) {
  const { query, save } = useMiniSitePresentations(businessId, siteId);
  if (query.isError) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <MonitorLoading />;
  return <MiniSitePresentationsForm key={JSON.stringify(query.data)} answer={query.data} onSave={(ids) => save.mutate(ids)} state={save} />;
}
