import type { AttendanceByVenueResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import { answerWith } from './answer-shape';

/** GET /api/kupa-live/attendanceByDateByLocationByVenue/{date}/{locationId}: the halls of a location on a date. */
export async function getAttendanceByVenue(
  date: string,
  locationId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<AttendanceByVenueResponse> {
  const path = `/kupa-live/attendanceByDateByLocationByVenue/${encodeURIComponent(date)}/${locationId}`;
  return answerWith<AttendanceByVenueResponse>(await apiGet(path, { lang }, signal), 'venues', 'attendanceByDateByLocationByVenue');
}
