import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../../../components/ui/LocalizedLink';

/**
 * The confirmation after a password change the user chose: the server ended their other sessions. It takes the focus
 * the form had (the form is gone), so screen readers read it, and leads back to the page the user came from.
 */
export function PasswordChanged({ backTo }: { backTo: string }) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => messageRef.current?.focus(), []);
  return (
    <>
      <p ref={messageRef} className="notice" role="status" tabIndex={-1} data-testid="password-changed">
        <FormattedMessage id="live.ownPassword.changed" />
      </p>
      <LocalizedLink to={backTo} className="button button--primary login__submit" data-testid="password-back">
        <FormattedMessage id="live.ownPassword.back" />
      </LocalizedLink>
    </>
  );
}
