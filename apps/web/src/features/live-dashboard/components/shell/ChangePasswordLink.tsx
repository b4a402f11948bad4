import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { LocalizedLink } from '../../../../components/ui/LocalizedLink';
import { passwordHref } from '../../utils/staff-pages';

/** The staff header's way to the user's own password change (issue 13); the page leads back to this one. */
export function ChangePasswordLink({ current }: { current: boolean }) {
  const location = useLocation();
  return (
    <LocalizedLink
      to={current ? `${location.pathname}${location.search}` : passwordHref(`${location.pathname}${location.search}`)}
      className="button button--secondary button--small"
      aria-current={current ? 'page' : undefined}
      data-testid="staff-password-link"
    >
      <FormattedMessage id="live.ownPassword.link" />
    </LocalizedLink>
  );
}
