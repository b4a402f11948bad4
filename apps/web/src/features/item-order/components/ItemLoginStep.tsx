import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MemberLoginDialog } from '../../checkout';

/**
 * A membership is bought by a logged-in member, and a gift voucher by a logged-in customer where the business asks
 * for it (spec 2 voucher order: authentication): the SMS login, after which the order goes on.
 */
export function ItemLoginStep({ kind = 'memberships', onLoggedIn }: { kind?: 'memberships' | 'vouchers'; onLoggedIn(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="item-login-step" data-testid="item-login-step">
      <p>
        <FormattedMessage id={kind === 'vouchers' ? 'itemCheckout.login.explainVouchers' : 'itemCheckout.login.explain'} />
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
