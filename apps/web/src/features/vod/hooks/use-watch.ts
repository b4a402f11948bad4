import type { VodPlayResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import { getEntitlement, startPlay } from '../api/vod-calls';
import { browserPlaybackSupport, type PlaybackSupport } from '../utils/playback-support';

/**
 * The player page's state: the bought title (its owner's only), whether this browser can play it, and the play: the
 * server counts it and answers the signed stream address, which the video element then streams.
 */
export function useWatch(entitlementId: number, lang: MessageLocale) {
  const queryClient = useQueryClient();
  const key = ['vod-entitlement', entitlementId, lang];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getEntitlement(entitlementId, lang, signal),
    retry: (count, error) => !isApiError(error) && count < 2,
  });
  const [support] = useState<PlaybackSupport>(() => browserPlaybackSupport());
  const [stream, setStream] = useState<VodPlayResponse | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  return {
    query,
    support,
    stream,
    starting,
    failure,
    loginRequired: isApiError(query.error) && query.error.code === 'LOGIN_REQUIRED',
    /** Counts a play and streams it; a refusal (no plays left, outside the range) is shown and the title reloaded. */
    async play(): Promise<void> {
      if (support !== 'supported' || starting) return;
      setStarting(true);
      setFailure(null);
      try {
        const answer = await startPlay(entitlementId, lang);
        queryClient.setQueryData(key, answer.entitlement);
        setStream(answer);
      } catch (error) {
        setFailure(error);
        void query.refetch();
      } finally {
        setStarting(false);
      }
    },
  };
}
