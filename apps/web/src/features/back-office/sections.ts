import type { StaffSession } from '@kupa/contracts';
import { roleAdministers, roleManages, type StaffRole } from '@kupa/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LiveMessageKey } from '../../i18n/live/en';
import { importPage } from '../../lib/routing/lazy-page';

/** The back office's sections in menu order (issue 13); each later section adds its key and its entry below. */
export type BackOfficeSectionKey =
  | 'settings'
  | 'films'
  | 'schedule'
  | 'prices'
  | 'halls'
  | 'products'
  | 'vouchers'
  | 'memberships'
  | 'donations'
  | 'agents'
  | 'channels'
  | 'staff'
  | 'audit';

export interface SectionProps {
  session: StaffSession;
  businessId: number;
}

export interface BackOfficeSection {
  key: BackOfficeSectionKey;
  label: LiveMessageKey;
  Page: LazyExoticComponent<ComponentType<SectionProps>>;
  /** Who sees the section (ADR 0016; the server enforces the same); admins and managers when not given. */
  allowed?: (role: StaffRole) => boolean;
}

/**
 * The section registry: the menu, the routes (/kupa-live/manage/{key}) and the lazy page of each section. Halls and
 * the seat-plan designer, films, the schedule, prices, staff users and the audit log plug in here (ADR 0014).
 */
export const BACK_OFFICE_SECTIONS: readonly BackOfficeSection[] = [
  {
    key: 'settings',
    label: 'live.manage.section.settings',
    Page: lazy(() => importPage(() => import('./components/settings/SettingsSection')).then((m) => ({ default: m.SettingsSection }))),
  },
  {
    key: 'films',
    label: 'live.manage.section.films',
    Page: lazy(() => importPage(() => import('./components/films/FilmsSection')).then((m) => ({ default: m.FilmsSection }))),
  },
  {
    key: 'schedule',
    label: 'live.manage.section.schedule',
    Page: lazy(() => importPage(() => import('./components/schedule/ScheduleSection')).then((m) => ({ default: m.ScheduleSection }))),
  },
  {
    key: 'prices',
    label: 'live.manage.section.prices',
    Page: lazy(() => importPage(() => import('./components/prices/PricesSection')).then((m) => ({ default: m.PricesSection }))),
  },
  {
    key: 'halls',
    label: 'live.manage.section.halls',
    Page: lazy(() => importPage(() => import('./components/halls/HallsSection')).then((m) => ({ default: m.HallsSection }))),
  },
  {
    key: 'products',
    label: 'live.manage.section.products',
    Page: lazy(() => importPage(() => import('./components/products/ProductsSection')).then((m) => ({ default: m.ProductsSection }))),
  },
  {
    key: 'vouchers',
    label: 'live.manage.section.vouchers',
    Page: lazy(() =>
      importPage(() => import('./components/vouchers/VoucherClassesSection')).then((m) => ({ default: m.VoucherClassesSection })),
    ),
  },
  {
    key: 'memberships',
    label: 'live.manage.section.memberships',
    Page: lazy(() =>
      importPage(() => import('./components/memberships/MembershipsSection')).then((m) => ({ default: m.MembershipsSection })),
    ),
  },
  {
    key: 'donations',
    label: 'live.manage.section.donations',
    Page: lazy(() => importPage(() => import('./components/donations/DonationsSection')).then((m) => ({ default: m.DonationsSection }))),
  },
  {
    key: 'agents',
    label: 'live.manage.section.agents',
    Page: lazy(() =>
      importPage(() => import('./components/agents/ReferenceAgentsSection')).then((m) => ({ default: m.ReferenceAgentsSection })),
    ),
  },
  {
    key: 'channels',
    label: 'live.manage.section.channels',
    Page: lazy(() => importPage(() => import('./components/channels/ChannelsSection')).then((m) => ({ default: m.ChannelsSection }))),
  },
  {
    key: 'staff',
    label: 'live.manage.section.staff',
    Page: lazy(() => importPage(() => import('./components/staff/StaffSection')).then((m) => ({ default: m.StaffSection }))),
    allowed: roleAdministers,
  },
  {
    key: 'audit',
    label: 'live.manage.section.audit',
    Page: lazy(() => importPage(() => import('./components/audit/AuditSection')).then((m) => ({ default: m.AuditSection }))),
  },
];

/** Whether a role may open a section (the menu shows only these). */
export function sectionAllowed(section: BackOfficeSection, role: StaffRole | undefined): boolean {
  if (role === undefined) return false;
  return (section.allowed ?? roleManages)(role);
}

export function sectionByPath(path: string): BackOfficeSection | null {
  if (path === '') return BACK_OFFICE_SECTIONS[0] ?? null;
  return BACK_OFFICE_SECTIONS.find((s) => s.key === path) ?? null;
}
