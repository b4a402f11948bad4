import type { SeatPlanDocument } from '@kupa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { deletePlan, getPlan, getVersions, previewPlan, savePlan } from '../api/halls-api';
import { hallsKey } from './use-halls';

/** How long the designer waits after the last change before it asks the server for the preview. */
const PREVIEW_DELAY_MS = 300;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A hall's plan versions, one version's document, and the removal of an unused version. */
export function usePlanVersions(businessId: number, venueId: number, seatplanId: number | null) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const versionsKey = liveKeys.report('manage-seatplans', businessId, venueId);
  const versions = useQuery({ queryKey: versionsKey, queryFn: ({ signal }) => getVersions(businessId, venueId, locale, signal) });
  const plan = useQuery({
    queryKey: liveKeys.report('manage-seatplan', businessId, seatplanId ?? 0),
    queryFn: ({ signal }) => getPlan(businessId, seatplanId ?? 0, locale, signal),
    enabled: seatplanId !== null,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deletePlan(businessId, id, locale),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: versionsKey }),
        queryClient.invalidateQueries({ queryKey: hallsKey(businessId) }),
      ]),
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: versionsKey }),
      queryClient.invalidateQueries({ queryKey: hallsKey(businessId) }),
    ]);
  return { versions, plan, remove, refresh };
}

/**
 * The designer's working document: the customers' layout of it from the server (a moment after the last change) and
 * its save, which answers the version the hall now has (a new one when the saved version was in use).
 */
export function usePlanDesigner(businessId: number, venueId: number, seatplanId: number | null, initial: SeatPlanDocument) {
  const { locale } = useLocale();
  const [document, setDocument] = useState(initial);
  const settled = useSettled(document, PREVIEW_DELAY_MS);
  const preview = useQuery({
    queryKey: liveKeys.report('manage-seatplan-preview', businessId, JSON.stringify(settled)),
    queryFn: ({ signal }) => previewPlan(businessId, settled, locale, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const save = useMutation({ mutationFn: () => savePlan(businessId, { venueId, seatplanId }, document, locale) });
  return { document, setDocument, preview, save, previewBusy: settled !== document || preview.isFetching };
}
