import { useParams } from 'react-router';
import { livePageOf } from '../utils/staff-pages';
import { LiveMessagesProvider } from './LiveMessagesProvider';
import { LoginPage } from './login/LoginPage';
import { StaffGate } from './shell/StaffGate';
import './live-dashboard.css';

/**
 * /kupa-live and /kupa-live/*: the staff dashboard (spec 2 staff screens). The page comes from the path after
 * /kupa-live (see utils/staff-pages); everything but the login page needs a staff session.
 */
export function LiveDashboardRoute() {
  const page = livePageOf(useParams()['*'] ?? '');
  return (
    <LiveMessagesProvider>
      <div className="live">{page === 'login' ? <LoginPage /> : <StaffGate page={page} />}</div>
    </LiveMessagesProvider>
  );
}
