import type { CinemaMonitorResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

/** GET /api/kupa-live/monitors/CinemaMonitor/data: a date's attendance by date, hall and film, concessions, top ten products and channels. */
export async function getCinemaMonitor(
  date: string,
  locationId: number | null,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<CinemaMonitorResponse> {
  const body = await apiGet('/kupa-live/monitors/CinemaMonitor/data', { date, locationId, lang }, signal);
  return answerWith<CinemaMonitorResponse>(body, 'topProducts', 'CinemaMonitor');
}
