import type { StaffSession } from '@kupa/contracts';
import type { LivePage } from '../../utils/staff-pages';
import { StaffBar } from './StaffBar';
import { StaffPageContent } from './StaffPageContent';

/** The operator's header (name, businesses, menu, logout) above the chosen page. */
export function StaffShell({ session, page }: { session: StaffSession; page: Exclude<LivePage, 'login'> }) {
  return (
    <div className="staff-shell">
      <StaffBar session={session} page={page} />
      <div className="live-page">
        <StaffPageContent session={session} page={page} />
      </div>
    </div>
  );
}
