import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../lib/i18n/use-document-title';
import { useChangeStaffPassword } from '../../hooks/use-change-staff-password';
import { passwordReturnTo, RETURN_TO_PARAM } from '../../utils/staff-pages';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PasswordChanged } from './PasswordChanged';

/**
 * /kupa-live/password: the logged-in user changes their own password whenever they choose (issue 13), from the
 * link in the staff header. Cancel, or Back after the change, returns to the page they came from (?returnTo=).
 * The forced change after a temporary password is ChangePasswordPage, which StaffGate shows instead of any page.
 */
export function VoluntaryPasswordChangePage() {
  const intl = useIntl();
  const id = useId();
  const [params] = useSearchParams();
  const returnTo = passwordReturnTo(params.get(RETURN_TO_PARAM));
  const change = useChangeStaffPassword();
  useDocumentTitle(intl.formatMessage({ id: 'live.ownPassword.title' }));
  return (
    <section className="login" aria-labelledby={`${id}-title`} data-testid="staff-own-password">
      <h1 id={`${id}-title`} className="login__title">
        <FormattedMessage id="live.ownPassword.title" />
      </h1>
      {change.isSuccess ? (
        <PasswordChanged backTo={returnTo} />
      ) : (
        <>
          <p className="login__intro">
            <FormattedMessage id="live.ownPassword.intro" />
          </p>
          <ChangePasswordForm onSubmit={(body) => change.mutate(body)} state={change} variant="current" cancelTo={returnTo} />
        </>
      )}
    </section>
  );
}
