import type { CustomerInfoView } from '@kupa/contracts';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { CODE_LOGIN_METHODS, type LoginMethodId } from '../utils/login-methods';
import { CodeLoginForm } from './CodeLoginForm';
import { LoginMethodChooser } from './LoginMethodChooser';
import { PasswordLoginForm } from './PasswordLoginForm';

interface LoginScreenProps {
  /** The methods the tenant allows, the default first. */
  methods: readonly LoginMethodId[];
  onLoggedIn(customer: CustomerInfoView): void;
  /** Said once above the form, e.g. after a logout. */
  notice?: string | null;
}

/** The customer area's login (spec 2, 6): the tenant's methods to choose from, then the chosen method's form. */
export function LoginScreen({ methods, onLoggedIn, notice }: LoginScreenProps) {
  const intl = useIntl();
  const titleId = useId();
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  const [picked, setChosen] = useState<LoginMethodId | null>(null);
  const chosen = picked && methods.includes(picked) ? picked : (methods[0] ?? 'byPhone');
  const codeMethod = CODE_LOGIN_METHODS[chosen];
  return (
    <section className="customer-login" aria-labelledby={titleId} data-testid="customer-login">
      <h1 ref={titleRef} id={titleId} className="customer-login__title" tabIndex={-1}>
        <FormattedMessage id="customerArea.login.title" />
      </h1>
      {notice && (
        <p className="customer-login__notice" role="status" data-testid="customer-login-notice">
          {notice}
        </p>
      )}
      <p className="customer-login__lead">{intl.formatMessage({ id: 'customerArea.login.lead' })}</p>
      {methods.length > 1 && <LoginMethodChooser methods={methods} chosen={chosen} onChoose={setChosen} />}
      {codeMethod && <CodeLoginForm key={chosen} method={codeMethod} onLoggedIn={onLoggedIn} />}
      {chosen === 'byEmail' && <PasswordLoginForm onLoggedIn={onLoggedIn} />}
    </section>
  );
}
