import { localDateOf } from '@kupa/domain';
import { useSearchParams } from 'react-router';
import { noScheduleFilter, scheduleFilterOf, withScheduleFilter, type ScheduleFilter } from '../utils/schedule-filter';

/** The schedule list's filters, kept in the address (as the business is) so a reload or a shared link shows the same. */
export function useScheduleFilter() {
  const [params, setParams] = useSearchParams();
  const today = localDateOf(new Date());
  return {
    filter: scheduleFilterOf(params, today),
    /** What Clear filters goes back to: every showtime from today. */
    cleared: noScheduleFilter(today),
    apply: (filter: ScheduleFilter) => setParams((current) => withScheduleFilter(current, filter, today), { replace: true }),
  };
}
