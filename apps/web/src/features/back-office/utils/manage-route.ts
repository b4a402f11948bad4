import type { BackOfficeSectionKey } from '../sections';

export const MANAGE_ROOT = '/kupa-live/manage';
export const BUSINESS_PARAM = 'business';

/**
 * The section of a /kupa-live/* splat under manage/: the first section for /kupa-live/manage itself, null for a path
 * no section has.
 */
export function sectionPathOf(splat: string): string | null {
  const rest = splat.replace(/^\/+|\/+$/g, '');
  if (rest === 'manage') return '';
  if (!rest.startsWith('manage/')) return null;
  const section = rest.slice('manage/'.length);
  return /^[a-z-]+$/.test(section) ? section : null;
}

/** The business to manage: the one the address names if it is the session's, else the session's first. */
export function businessOf(requested: string | null, businessIds: readonly number[]): number | null {
  const id = requested === null ? NaN : Number(requested);
  if (Number.isInteger(id) && businessIds.includes(id)) return id;
  return businessIds[0] ?? null;
}

/** The address of a section for a business. */
export function sectionHref(section: BackOfficeSectionKey, businessId: number): string {
  return `${MANAGE_ROOT}/${section}?${new URLSearchParams({ [BUSINESS_PARAM]: String(businessId) }).toString()}`;
}
