import type {
  HallsResponse,
  LocationInput,
  SeatPlanDocument,
  SeatplanResponse,
  SeatplanV2,
  SeatplanVersion,
  StaffLocation,
  StaffVenue,
  VenueInput,
} from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

const base = (businessId: number) => `/kupa-live/manage/businesses/${businessId}`;

/** GET the business's locations, halls and price levels. */
export async function getHalls(businessId: number, lang: MessageLocale, signal?: AbortSignal): Promise<HallsResponse> {
  const body = await apiGet(`${base(businessId)}/halls`, { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.locations) || !Array.isArray(body.venues)) throw unexpectedAnswer('halls');
  return body as unknown as HallsResponse;
}

/** POST a new location or PUT a change to one. */
export async function saveLocation(
  businessId: number,
  id: number | null,
  input: LocationInput,
  lang: MessageLocale,
): Promise<StaffLocation> {
  const path = id === null ? `${base(businessId)}/locations` : `${base(businessId)}/locations/${id}`;
  const body = await apiSend(id === null ? 'POST' : 'PUT', path, input, { lang });
  if (!isRecord(body) || !isRecord(body.location)) throw unexpectedAnswer('location');
  return body.location as StaffLocation;
}

/** POST a new hall or PUT a change to one. */
export async function saveVenue(businessId: number, id: number | null, input: VenueInput, lang: MessageLocale): Promise<StaffVenue> {
  const path = id === null ? `${base(businessId)}/venues` : `${base(businessId)}/venues/${id}`;
  const body = await apiSend(id === null ? 'POST' : 'PUT', path, input, { lang });
  if (!isRecord(body) || !isRecord(body.venue)) throw unexpectedAnswer('venue');
  return body.venue as StaffVenue;
}

/** GET a hall's plan versions, oldest first. */
export async function getVersions(
  businessId: number,
  venueId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<SeatplanVersion[]> {
  const body = await apiGet(`${base(businessId)}/venues/${venueId}/seatplans`, { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.versions)) throw unexpectedAnswer('seatplans');
  return body.versions as SeatplanVersion[];
}

/** GET a plan version with its designer document (the export). */
export async function getPlan(
  businessId: number,
  seatplanId: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<Omit<SeatplanResponse, 'outcome'>> {
  const body = await apiGet(`${base(businessId)}/seatplans/${seatplanId}`, { lang }, signal);
  if (!isRecord(body) || !isRecord(body.plan) || !isRecord(body.document)) throw unexpectedAnswer('seatplan');
  return body as unknown as Omit<SeatplanResponse, 'outcome'>;
}

/** Saves a document: a new plan of the hall (seatplanId null) or a save of a version (a used one gets a successor). */
export async function savePlan(
  businessId: number,
  target: { venueId: number; seatplanId: number | null },
  document: SeatPlanDocument,
  lang: MessageLocale,
): Promise<SeatplanResponse> {
  const body =
    target.seatplanId === null
      ? await apiSend('POST', `${base(businessId)}/venues/${target.venueId}/seatplans`, { document }, { lang })
      : await apiSend('PUT', `${base(businessId)}/seatplans/${target.seatplanId}`, { document }, { lang });
  if (!isRecord(body) || !isRecord(body.plan)) throw unexpectedAnswer('seatplan');
  return body as unknown as SeatplanResponse;
}

/** DELETEs a version no presentation uses (409 SEATPLAN_IN_USE otherwise). */
export async function deletePlan(businessId: number, seatplanId: number, lang: MessageLocale): Promise<void> {
  await apiSend('DELETE', `${base(businessId)}/seatplans/${seatplanId}`, undefined, { lang });
}

/** The customers' compact layout of an unsaved document (400 VALIDATION_ERROR names what is wrong in it). */
export async function previewPlan(
  businessId: number,
  document: SeatPlanDocument,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<SeatplanV2> {
  const body = await apiSend('POST', `${base(businessId)}/seatplans/preview`, { document }, { lang }, signal);
  if (!isRecord(body) || !isRecord(body.S)) throw unexpectedAnswer('seatplanV2');
  return body as unknown as SeatplanV2;
}
