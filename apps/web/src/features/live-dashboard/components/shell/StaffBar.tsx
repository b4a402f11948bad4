import type { StaffSession } from '@kupa/contracts';
import { roleManages } from '@kupa/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../../components/ui/LocalizedLink';
import { MANAGE_PATH, type LivePage } from '../../utils/staff-pages';
import { ChangePasswordLink } from './ChangePasswordLink';
import { LogoutButton } from './LogoutButton';
import { StaffMenu } from './StaffMenu';

/**
 * The staff header: who is logged in, for which businesses, the menu of the session, the back office, the user's own
 * password change and logout.
 */
export function StaffBar({ session, page }: { session: StaffSession; page: Exclude<LivePage, 'login'> }) {
  const intl = useIntl();
  const name = `${session.FirstName} ${session.LastName}`.trim();
  return (
    <div className="staff-bar" data-testid="staff-header">
      <div className="staff-bar__top">
        <div className="staff-bar__who">
          <p className="staff-bar__name">
            <FormattedMessage id="live.header.signedInAs" values={{ name: <strong data-testid="staff-name">{name}</strong> }} />
          </p>
          <p className="staff-bar__businesses" data-testid="staff-businesses">
            {intl.formatList(
              session.businesses.map((b) => b.Name),
              { type: 'conjunction' },
            )}
          </p>
        </div>
        <div className="staff-bar__actions">
          {session.roles.some((r) => roleManages(r.role)) && (
            <LocalizedLink
              to={MANAGE_PATH}
              className="button button--secondary button--small"
              aria-current={page === 'manage' ? 'page' : undefined}
              data-testid="staff-manage-link"
            >
              <FormattedMessage id="live.manage.link" />
            </LocalizedLink>
          )}
          <ChangePasswordLink current={page === 'password'} />
          <LogoutButton />
        </div>
      </div>
      <StaffMenu menu={session.menu} page={page} />
    </div>
  );
}
