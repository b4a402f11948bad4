import { useLocation, useSearchParams, type To } from 'react-router';
import { drillTo, parseDashboardState, serializeDashboardState, type DashboardState } from '../utils/dashboard-state';

/**
 * The dashboard's state from the URL, and links to the states one drill step away (keeping ?lang=). Links always
 * name the date (today's too), so that a shared view still shows the same day tomorrow.
 */
export function useDashboardLinks(today: string | null) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const state = parseDashboardState(params);
  const linkTo = (change: Partial<DashboardState>): To => {
    const next = drillTo(state, change);
    const search = serializeDashboardState({ ...next, date: next.date ?? today }, params).toString();
    return { pathname, search: search ? `?${search}` : '' };
  };
  return { state, linkTo };
}
