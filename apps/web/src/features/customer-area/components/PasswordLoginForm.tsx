import type { CustomerInfoView } from '@kupa/contracts';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../components/ui/Spinner';
import { FormTextField } from '../../checkout';
import { usePasswordLogin } from '../hooks/use-password-login';

/** byEmail: the e-mail address and the password of the customer's account. */
export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn(customer: CustomerInfoView): void }) {
  const id = useId();
  const login = usePasswordLogin(onLoggedIn);
  return (
    <form
      className="customer-login__form"
      noValidate
      onSubmit={(e) => void login.submit(e)}
      aria-busy={login.busy}
      data-testid="customer-login-form"
      data-method="byEmail"
    >
      <FormTextField
        id={`${id}-email`}
        label={<FormattedMessage id="customer.field.email" />}
        value={login.email}
        required
        error={login.emailError}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        testId="customer-login-email"
        onChange={login.editEmail}
      />
      <FormTextField
        id={`${id}-password`}
        label={<FormattedMessage id="customerArea.field.password" />}
        value={login.password}
        required
        error={login.passwordError}
        type="password"
        autoComplete="current-password"
        maxLength={200}
        testId="customer-login-password"
        onChange={login.editPassword}
      />
      <p className="field__error" role="alert" data-testid="customer-login-error">
        {login.error}
      </p>
      <button type="submit" className="button button--primary" data-testid="customer-login-submit" disabled={login.busy}>
        {login.busy && <Spinner />}
        <FormattedMessage id="login.submit" />
      </button>
    </form>
  );
}
