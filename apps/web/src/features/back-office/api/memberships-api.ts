import type {
  DonationInput,
  MembershipInput,
  StaffDonation,
  StaffDonationsResponse,
  StaffMembership,
  StaffMembershipsResponse,
} from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiGet, apiSend } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

const path = (businessId: number, resource: 'memberships' | 'donations') => `/kupa-live/manage/businesses/${businessId}/${resource}`;

/** GET the business's membership types with their prices, retired ones too. */
export async function getMemberships(businessId: number, lang: MessageLocale, signal?: AbortSignal): Promise<StaffMembershipsResponse> {
  const body = await apiGet(path(businessId, 'memberships'), { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.memberships)) throw unexpectedAnswer('memberships');
  return body as unknown as StaffMembershipsResponse;
}

/** POST a new membership type, or PUT a change to one with its prices (400 VALIDATION_ERROR names the refused field). */
export async function saveMembership(
  businessId: number,
  id: number | null,
  input: MembershipInput,
  lang: MessageLocale,
): Promise<StaffMembership> {
  const url = path(businessId, 'memberships');
  const body = id === null ? await apiSend('POST', url, input, { lang }) : await apiSend('PUT', `${url}/${id}`, input, { lang });
  if (!isRecord(body) || !isRecord(body.membership)) throw unexpectedAnswer('membership');
  return body.membership as StaffMembership;
}

/** GET the business's donation choices with their amounts, retired ones too. */
export async function getDonations(businessId: number, lang: MessageLocale, signal?: AbortSignal): Promise<StaffDonationsResponse> {
  const body = await apiGet(path(businessId, 'donations'), { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.donations)) throw unexpectedAnswer('donations');
  return body as unknown as StaffDonationsResponse;
}

/** POST a new donation choice, or PUT a change to one. */
export async function saveDonation(
  businessId: number,
  id: number | null,
  input: DonationInput,
  lang: MessageLocale,
): Promise<StaffDonation> {
  const url = path(businessId, 'donations');
  const body = id === null ? await apiSend('POST', url, input, { lang }) : await apiSend('PUT', `${url}/${id}`, input, { lang });
  if (!isRecord(body) || !isRecord(body.donation)) throw unexpectedAnswer('donation');
  return body.donation as StaffDonation;
}
