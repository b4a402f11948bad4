import type {
  AuditPageResponse,
  CreatedStaffUserResponse,
  CreateStaffUserInput,
  ManagedStaffUser,
  PasswordResetResponse,
  StaffUserRemovedResponse,
  StaffUsersResponse,
} from '@kupa/contracts';
import type { MessageLocale, StaffRole } from '@kupa/domain';
import { apiGet, apiSend, type QueryValue } from '../../../lib/api/api-client';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';

const usersPath = (businessId: number) => `/kupa-live/manage/businesses/${businessId}/staff-users`;

function userOf(body: unknown): ManagedStaffUser {
  if (!isRecord(body) || !isRecord(body.user)) throw unexpectedAnswer('staff user');
  return body.user as ManagedStaffUser;
}

/** GET the business's staff users with their role there. */
export async function getStaffUsers(businessId: number, lang: MessageLocale, signal?: AbortSignal): Promise<StaffUsersResponse> {
  const body = await apiGet(usersPath(businessId), { lang }, signal);
  if (!isRecord(body) || !Array.isArray(body.users)) throw unexpectedAnswer('staff users');
  return body as unknown as StaffUsersResponse;
}

/** POST a new staff user; the answer carries the temporary password, shown once. */
export async function createStaffUser(
  businessId: number,
  input: CreateStaffUserInput,
  lang: MessageLocale,
): Promise<CreatedStaffUserResponse> {
  const body = await apiSend('POST', usersPath(businessId), input, { lang });
  if (!isRecord(body) || typeof body.temporaryPassword !== 'string') throw unexpectedAnswer('created staff user');
  return { user: userOf(body), temporaryPassword: body.temporaryPassword };
}

export async function setStaffRole(businessId: number, userId: number, role: StaffRole, lang: MessageLocale): Promise<ManagedStaffUser> {
  return userOf(await apiSend('PUT', `${usersPath(businessId)}/${userId}/role`, { role }, { lang }));
}

export async function setStaffActive(businessId: number, userId: number, active: boolean, lang: MessageLocale): Promise<ManagedStaffUser> {
  return userOf(await apiSend('PUT', `${usersPath(businessId)}/${userId}/active`, { active }, { lang }));
}

export async function resetStaffPassword(businessId: number, userId: number, lang: MessageLocale): Promise<PasswordResetResponse> {
  const body = await apiSend('POST', `${usersPath(businessId)}/${userId}/password`, {}, { lang });
  if (!isRecord(body) || typeof body.temporaryPassword !== 'string') throw unexpectedAnswer('password reset');
  return { temporaryPassword: body.temporaryPassword };
}

/** DELETE a user from this business only (their other businesses keep them); LAST_ADMIN when the last admin. */
export async function removeStaffUser(businessId: number, userId: number, lang: MessageLocale): Promise<StaffUserRemovedResponse> {
  const body = await apiSend('DELETE', `${usersPath(businessId)}/${userId}`, undefined, { lang });
  if (!isRecord(body) || body.removed !== true) throw unexpectedAnswer('staff user removal');
  return body as unknown as StaffUserRemovedResponse;
}

/** The audit log's filters as the page keeps them (empty strings: no filter). */
export interface AuditFilter {
  actorId: string;
  entity: string;
  entityId: string;
  from: string;
  to: string;
  q: string;
}

export const NO_AUDIT_FILTER: AuditFilter = { actorId: '', entity: '', entityId: '', from: '', to: '', q: '' };

/** GET one page of the business's audit log, newest first. */
export async function getAuditLog(
  businessId: number,
  filter: AuditFilter,
  page: number,
  lang: MessageLocale,
  signal?: AbortSignal,
): Promise<AuditPageResponse> {
  const query: Record<string, QueryValue> = { lang, page, pageSize: 50 };
  for (const [key, value] of Object.entries(filter)) if (value.trim() !== '') query[key] = value.trim();
  const body = await apiGet(`/kupa-live/manage/businesses/${businessId}/audit-log`, query, signal);
  if (!isRecord(body) || !Array.isArray(body.entries)) throw unexpectedAnswer('audit log');
  return body as unknown as AuditPageResponse;
}
