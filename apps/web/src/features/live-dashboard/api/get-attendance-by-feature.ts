import type { AttendanceByFeatureResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

/** GET /api/kupa-live/attendanceByDateByLocationByFeature/{date}/{locationId}: the features at a location on a date. */
export async function getAttendanceByFeature(
  date: string,
  locationId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<AttendanceByFeatureResponse> {
  const path = `/kupa-live/attendanceByDateByLocationByFeature/${encodeURIComponent(date)}/${locationId}`;
  return answerWith<AttendanceByFeatureResponse>(await apiGet(path, { lang }, signal), 'features', 'attendanceByDateByLocationByFeature');
}
