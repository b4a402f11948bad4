import type { StaffSession } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LivePage } from '../../utils/staff-pages';
import { LogoutButton } from './LogoutButton';
import { StaffMenu } from './StaffMenu';

/** The staff header: who is logged in, for which businesses, the menu of the session and the logout button. */
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
        <LogoutButton />
      </div>
      <StaffMenu menu={session.menu} page={page} />
    </div>
  );
}
