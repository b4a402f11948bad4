import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import { MemberLoginDialog } from '../../member-login/components/MemberLoginDialog';
import { useCustomer } from '../../member-login/hooks/use-customer';

/**
 * "Members: log in to fill in your details" — or, where the business sells to logged-in customers only
 * (auth.required), that a login is needed to continue — or who is logged in, with Log out.
 */
export function CustomerLoginBar({ required = false }: { required?: boolean }) {
  const { customer, logout } = useCustomer();
  const [open, setOpen] = useState(false);
  const [logoutError, setLogoutError] = useState<unknown>(null);
  const failureText = useFailureText();
  return (
    <div className="customer-login-bar" data-testid="customer-login-bar">
      {customer ? (
        <>
          <p data-testid="customer-logged-in">
            <FormattedMessage
              id="login.loggedInAs"
              values={{ name: [customer.FirstName, customer.LastName].filter(Boolean).join(' ') || customer.MobileNumber1 }}
            />
          </p>
          <button
            type="button"
            className="button button--link"
            data-testid="customer-logout"
            onClick={() => {
              setLogoutError(null);
              logout().catch(setLogoutError);
            }}
          >
            <FormattedMessage id="login.logout" />
          </button>
        </>
      ) : (
        <>
          <p data-testid={required ? 'customer-login-required' : undefined}>
            <FormattedMessage id={required ? 'login.requiredToBuy' : 'login.prompt'} />
          </p>
          <button type="button" className="button button--secondary" data-testid="customer-login-open" onClick={() => setOpen(true)}>
            <FormattedMessage id="login.open" />
          </button>
        </>
      )}
      {logoutError !== null && (
        <p role="alert" className="checkout-alert">
          {failureText(logoutError)}
        </p>
      )}
      <MemberLoginDialog open={open} onLoggedIn={() => setOpen(false)} onClose={() => setOpen(false)} />
    </div>
  );
}
