import type { StaffSession } from '@kupa/contracts';
import { lazy, Suspense } from 'react';
import { NotFoundPage } from '../../../../components/errors/NotFoundPage';
import { importPage } from '../../../../lib/routing/lazy-page';
import type { LivePage } from '../../utils/staff-pages';
import { MonitorLoading } from '../common/MonitorStates';
import { VoluntaryPasswordChangePage } from '../login/VoluntaryPasswordChangePage';
import { NotAllowed } from './NotAllowed';

// Each page loads when opened (the login page does not wait for the monitors or chart.js).
const AttendancePage = lazy(() => importPage(() => import('../attendance/AttendancePage')).then((m) => ({ default: m.AttendancePage })));
const FeatureMonitorPage = lazy(() =>
  importPage(() => import('../monitors/FeatureMonitorPage')).then((m) => ({ default: m.FeatureMonitorPage })),
);
const LocationTicketSalesPage = lazy(() =>
  importPage(() => import('../monitors/LocationTicketSalesPage')).then((m) => ({ default: m.LocationTicketSalesPage })),
);
const FeatureTicketSalesPage = lazy(() =>
  importPage(() => import('../monitors/FeatureTicketSalesPage')).then((m) => ({ default: m.FeatureTicketSalesPage })),
);
const PresentationSalesPage = lazy(() =>
  importPage(() => import('../monitors/PresentationSalesPage')).then((m) => ({ default: m.PresentationSalesPage })),
);
const CinemaMonitorPage = lazy(() =>
  importPage(() => import('../monitors/CinemaMonitorPage')).then((m) => ({ default: m.CinemaMonitorPage })),
);
const WaiversPage = lazy(() => importPage(() => import('../waivers/WaiversPage')).then((m) => ({ default: m.WaiversPage })));
const ReferenceAgentsPage = lazy(() =>
  importPage(() => import('../reference-agents/ReferenceAgentsPage')).then((m) => ({ default: m.ReferenceAgentsPage })),
);
const BackOfficePage = lazy(() => importPage(() => import('../../../back-office')).then((m) => ({ default: m.BackOfficePage })));

/**
 * The page of the menu the path names, if the session's menu has it (spec 6: the menu comes from the session); the back
 * office checks its own access (administrators of their businesses); every user may change their own password.
 */
export function StaffPageContent({ session, page }: { session: StaffSession; page: Exclude<LivePage, 'login'> }) {
  if (page === 'notFound') return <NotFoundPage />;
  if (page === 'password') return <VoluntaryPasswordChangePage />;
  if (page === 'manage') {
    return (
      <Suspense fallback={<MonitorLoading />}>
        <BackOfficePage session={session} />
      </Suspense>
    );
  }
  if (!session.menu.some((item) => item.key === page)) return <NotAllowed />;
  return (
    <Suspense fallback={<MonitorLoading />}>
      {page === 'attendance' && <AttendancePage />}
      {page === 'featureMonitor' && <FeatureMonitorPage />}
      {page === 'locationTicketSales' && <LocationTicketSalesPage />}
      {page === 'featureTicketSales' && <FeatureTicketSalesPage />}
      {page === 'presentationSales' && <PresentationSalesPage />}
      {page === 'cinemaMonitor' && <CinemaMonitorPage />}
      {page === 'waivers' && <WaiversPage />}
      {page === 'ticketReferencePromptAdmin' && <ReferenceAgentsPage session={session} />}
    </Suspense>
  );
}
