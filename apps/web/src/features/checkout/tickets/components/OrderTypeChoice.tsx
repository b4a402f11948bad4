import type { CustomerInfoView } from '@kupa/contracts';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderType } from '../../flow/utils/flow-state';

/** True when the customer has a membership that is running and allows hold orders (spec 4 order types). */
export function mayHold(customer: CustomerInfoView | null): boolean {
  return customer?.members.some((m) => m.allowsHold && !m.isExpired && !m.isNotStarted) ?? false;
}

interface OrderTypeChoiceProps {
  orderType: OrderType;
  customer: CustomerInfoView | null;
  busy: boolean;
  /** Why a hold was refused after logging in (translated), or null. */
  refusal: string | null;
  onChange(orderType: OrderType): void;
  onLogIn(): void;
}

/**
 * Normal or hold order (spec 4): the choice shows for members whose membership allows holds; anyone else gets
 * "Members: hold without paying", which opens the member login.
 */
export function OrderTypeChoice({ orderType, customer, busy, refusal, onChange, onLogIn }: OrderTypeChoiceProps) {
  const intl = useIntl();
  const id = useId();
  if (!mayHold(customer) && orderType === 'normal') {
    if (customer) {
      return refusal ? (
        <p className="order-type__refusal" role="alert" data-testid="order-type-refusal">
          {refusal}
        </p>
      ) : null;
    }
    return (
      <div className="order-type order-type--login">
        <button type="button" className="button button--secondary" data-testid="order-type-member-login" onClick={onLogIn}>
          <FormattedMessage id="tickets.orderType.memberLogin" />
        </button>
      </div>
    );
  }
  return (
    <fieldset className="order-type" data-testid="order-type" aria-describedby={`${id}-hint`}>
      <legend className="order-type__legend">
        <FormattedMessage id="tickets.orderType.legend" />
      </legend>
      {(['normal', 'hold'] as const).map((type) => (
        <label key={type} className="order-type__option">
          <input
            type="radio"
            name={`${id}-order-type`}
            value={type}
            checked={orderType === type}
            disabled={busy}
            data-testid={`order-type-${type}`}
            onChange={() => onChange(type)}
          />
          {intl.formatMessage({ id: type === 'hold' ? 'tickets.orderType.hold' : 'tickets.orderType.normal' })}
        </label>
      ))}
      <p id={`${id}-hint`} className="order-type__hint">
        <FormattedMessage id="tickets.orderType.holdHint" />
      </p>
    </fieldset>
  );
}
