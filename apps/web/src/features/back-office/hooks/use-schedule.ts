import type { PresentationEdit, SchedulePattern } from '@kupa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { scheduleQueryOf, type ScheduleFilter } from '../utils/schedule-filter';
import { cancelPresentation, createSchedule, editPresentation, getSchedule, setPresentationTicketTypes } from '../api/schedule-api';

const scheduleKey = (businessId: number) => liveKeys.report('manage-schedule', businessId);

/**
 * The business's schedule as the filters narrow it (the previous list stays on screen while a new one loads), a
 * pattern's creation, a presentation's edit, ticket types and cancellation (each refreshes every filtered list).
 */
export function useSchedule(businessId: number, filter: ScheduleFilter) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKey(businessId) });
  const listQuery = scheduleQueryOf(filter);
  const query = useQuery({
    queryKey: [...scheduleKey(businessId), listQuery],
    queryFn: ({ signal }) => getSchedule(businessId, listQuery, locale, signal),
    placeholderData: keepPreviousData,
  });
  const create = useMutation({
    mutationFn: (pattern: SchedulePattern) => createSchedule(businessId, pattern, locale),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (id: number) => cancelPresentation(businessId, id, locale),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: ({ id, change }: { id: number; change: PresentationEdit }) => editPresentation(businessId, id, change, locale),
    onSuccess: refresh,
  });
  const ticketTypes = useMutation({
    mutationFn: ({ id, ticketTypeIds }: { id: number; ticketTypeIds: number[] }) =>
      setPresentationTicketTypes(businessId, id, ticketTypeIds, locale),
    onSuccess: refresh,
  });
  return { query, create, cancel, edit, ticketTypes };
}
