import type { AttendanceByLocationResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

/** GET /api/kupa-live/attendanceByDateByLocation/{date}: the locations of a date. */
export async function getAttendanceByLocation(
  date: string,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<AttendanceByLocationResponse> {
  return answerWith<AttendanceByLocationResponse>(
    await apiGet(`/kupa-live/attendanceByDateByLocation/${encodeURIComponent(date)}`, { lang }, signal),
    'locations',
    'attendanceByDateByLocation',
  );
}
