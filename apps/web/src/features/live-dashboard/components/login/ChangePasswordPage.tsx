import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../../lib/i18n/use-document-title';
import { useChangeStaffPassword } from '../../hooks/use-change-staff-password';
import { LogoutButton } from '../shell/LogoutButton';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * Shown instead of any kupa-live page while the session asks for a new password (a temporary one from an admin):
 * the server refuses every other staff call until it is changed. Once saved, the page asked for opens.
 */
export function ChangePasswordPage({ firstName }: { firstName: string }) {
  const intl = useIntl();
  const id = useId();
  const change = useChangeStaffPassword();
  useDocumentTitle(intl.formatMessage({ id: 'live.password.title' }));
  return (
    <section className="login" aria-labelledby={`${id}-title`} data-testid="staff-password-change">
      <h1 id={`${id}-title`} className="login__title">
        <FormattedMessage id="live.password.title" />
      </h1>
      <p className="login__intro">
        <FormattedMessage id="live.password.intro" values={{ name: firstName }} />
      </p>
      <ChangePasswordForm onSubmit={(body) => change.mutate(body)} state={change} />
      <LogoutButton />
    </section>
  );
}
