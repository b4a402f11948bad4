import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MemberLoginDialog } from '../../checkout';
import type { PendingOrderKind } from '../utils/pending-order';

/**
 * A membership or a film to watch is bought by a logged-in customer, and a gift voucher by a logged-in customer where
 * the business asks for it (spec 2 voucher order: authentication): the SMS login, after which the order goes on.
 */
export function ItemLoginStep({ kind, onLoggedIn }: { kind: PendingOrderKind; onLoggedIn(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="item-login-step" data-testid="item-login-step">
      <p>
        <FormattedMessage id={loginExplanation(kind)} />
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

function loginExplanation(kind: PendingOrderKind) {
  if (kind === 'vouchers') return 'itemCheckout.login.explainVouchers' as const;
  if (kind === 'vod') return 'itemCheckout.login.explain.vod' as const;
  return 'itemCheckout.login.explain' as const;
}
