import type { VodTitleInput, VodVideoResponse } from '@kupa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { getPoster, getVodTitle, getVodVideo, saveVodTitle, sendPoster, sendVodVideo } from '../api/film-media-api';

const posterKey = (businessId: number, featureId: number) => liveKeys.report('manage-film-poster', businessId, featureId);
const vodKey = (businessId: number, featureId: number) => liveKeys.report('manage-film-vod', businessId, featureId);
const vodVideoKey = (businessId: number, featureId: number) => liveKeys.report('manage-film-vod-video', businessId, featureId);

/** A film's poster and its upload (a file) or removal (null); both refresh it. */
export function usePoster(businessId: number, featureId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: posterKey(businessId, featureId),
    queryFn: ({ signal }) => getPoster(businessId, featureId, locale, signal),
  });
  const send = useMutation({
    mutationFn: (file: Blob | null) => sendPoster(businessId, featureId, file, locale),
    onSuccess: (poster) => queryClient.setQueryData(posterKey(businessId, featureId), poster),
  });
  return { query, send };
}

/** A film's video-on-demand title (null when it has none) and its save. */
export function useVodTitle(businessId: number, featureId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: vodKey(businessId, featureId),
    queryFn: ({ signal }) => getVodTitle(businessId, featureId, locale, signal),
  });
  const save = useMutation({
    mutationFn: (input: VodTitleInput) => saveVodTitle(businessId, featureId, input, locale),
    onSuccess: (vod) => queryClient.setQueryData(vodKey(businessId, featureId), vod),
  });
  return { query, save };
}

/**
 * The uploaded video of a film's video-on-demand title (the film must have one), its upload and its removal, each
 * with its own state: a refused upload keeps the video shown, and a failed removal is told in its confirmation.
 */
export function useVodVideo(businessId: number, featureId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: vodVideoKey(businessId, featureId),
    queryFn: ({ signal }) => getVodVideo(businessId, featureId, locale, signal),
  });
  const store = (answer: VodVideoResponse) => queryClient.setQueryData(vodVideoKey(businessId, featureId), answer);
  const upload = useMutation({ mutationFn: (file: Blob) => sendVodVideo(businessId, featureId, file, locale), onSuccess: store });
  const remove = useMutation({ mutationFn: () => sendVodVideo(businessId, featureId, null, locale), onSuccess: store });
  return { query, upload, remove };
}
