import type { PresentationBoxResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../../../lib/api/api-client';
import type { DrillBy } from '../utils/dashboard-state';
import { answerWith } from './answer-shape';

export interface PresentationBoxParams {
  date: string;
  locationId: number;
  drillBy: DrillBy;
  id: number;
}

/** GET /api/kupa-live/attendanceByDatePresentationBox/{date}/{locationId}/{drillBy}/{id}: the presentations of a hall or feature. */
export async function getPresentationBox(
  p: PresentationBoxParams,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<PresentationBoxResponse> {
  const path = `/kupa-live/attendanceByDatePresentationBox/${encodeURIComponent(p.date)}/${p.locationId}/${p.drillBy}/${p.id}`;
  return answerWith<PresentationBoxResponse>(await apiGet(path, { lang }, signal), 'presentations', 'attendanceByDatePresentationBox');
}
