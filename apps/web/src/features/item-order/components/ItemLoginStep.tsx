import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MemberLoginDialog } from '../../checkout';

/** A membership is bought by a logged-in member: the SMS member login, after which the order goes on to the details. */
export function ItemLoginStep({ onLoggedIn }: { onLoggedIn(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="item-login-step" data-testid="item-login-step">
      <p>
        <FormattedMessage id="itemCheckout.login.explain" />
      </p>
      <button type="button" className="button button--primary" data-testid="item-login-open" onClick={() => setOpen(true)}>
        <FormattedMessage id="itemCheckout.login.open" />
      </button>
      <MemberLoginDialog
        open={open}
        onLoggedIn={() => {
          setOpen(false);
          onLoggedIn();
        }}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
