import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { getAvailableFeatures, type FeatureRangeParams } from '../api/get-available-features';
import { getAvailablePresentations } from '../api/get-available-presentations';
import { getFeatureData } from '../api/get-feature-data';
import { getPresentationData } from '../api/get-presentation-data';
import { liveKeys } from '../api/query-keys';
import { collectPages } from '../utils/collect-pages';

/** The features playing in the range (version 2 feature view). */
export function useAvailableFeatures(range: FeatureRangeParams | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('v2-features', range, locale),
    queryFn: ({ signal }) => {
      if (!range) throw new Error('No range chosen');
      return getAvailableFeatures(range, locale, signal);
    },
    enabled: range !== null,
  });
}

/** One feature's attendance and sales by day and by location. */
export function useFeatureData(featureId: number | null, range: FeatureRangeParams | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('v2-feature-data', featureId, range, locale),
    queryFn: ({ signal }) => {
      if (featureId === null || !range) throw new Error('No feature chosen');
      return getFeatureData(featureId, range, locale, signal);
    },
    enabled: featureId !== null && range !== null,
  });
}

/** Every presentation of a feature in the range (all pages). */
export function useAvailablePresentations(featureId: number | null, range: FeatureRangeParams | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('v2-presentations', featureId, range, locale),
    queryFn: async ({ signal }) => {
      if (featureId === null || !range) throw new Error('No feature chosen');
      const { rows } = await collectPages(async (page, pageSize) => {
        const answer = await getAvailablePresentations(featureId, range, page, pageSize, locale, signal);
        return { ...answer, rows: answer.presentations };
      });
      return rows;
    },
    enabled: featureId !== null && range !== null,
  });
}

/** One presentation's figures, ticket types, channels and products. */
export function usePresentationData(presentationId: number | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('v2-presentation-data', presentationId, locale),
    queryFn: ({ signal }) => getPresentationData(presentationId ?? 0, locale, signal),
    enabled: presentationId !== null,
  });
}
