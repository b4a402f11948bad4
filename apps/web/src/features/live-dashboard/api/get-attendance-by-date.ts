import type { AttendanceByDateResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

/** GET /api/kupa-live/attendanceByDate/{from}/{to}: capacity, sold and held per business date. */
export async function getAttendanceByDate(
  from: string,
  to: string,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<AttendanceByDateResponse> {
  const path = `/kupa-live/attendanceByDate/${encodeURIComponent(from)}/${encodeURIComponent(to)}`;
  return answerWith<AttendanceByDateResponse>(await apiGet(path, { lang }, signal), 'days', 'attendanceByDate');
}
