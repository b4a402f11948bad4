import { useLocation } from 'react-router';
import { isApiError } from '../../../../lib/api/api-error';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { withLang } from '../../../../lib/i18n/with-lang';
import { useStaffSession } from '../../hooks/use-staff-session';
import { loginHref, type LivePage } from '../../utils/staff-pages';
import { MonitorError, MonitorLoading } from '../common/MonitorStates';
import { ChangePasswordPage } from '../login/ChangePasswordPage';
import { StaffShell } from './StaffShell';
import { Redirect } from '../common/Redirect';

/**
 * The session check on entry (GET session): no session (401) goes to the login page, which comes back here; a session
 * with a temporary password gets the change-password page first.
 */
export function StaffGate({ page }: { page: Exclude<LivePage, 'login'> }) {
  const session = useStaffSession();
  const location = useLocation();
  const { linkLang } = useLocale();
  if (session.isError) {
    if (isApiError(session.error) && session.error.status === 401) {
      return <Redirect to={withLang(loginHref(`${location.pathname}${location.search}`), linkLang)} />;
    }
    if (!session.data) return <MonitorError error={session.error} onRetry={() => void session.refetch()} />;
  }
  if (!session.data) return <MonitorLoading />;
  // A temporary password opens nothing until the user has chosen their own (ADR 0016).
  if (session.data.mustChangePassword) return <ChangePasswordPage firstName={session.data.FirstName} />;
  return <StaffShell session={session.data} page={page} />;
}
