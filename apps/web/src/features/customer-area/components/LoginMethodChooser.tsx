import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LoginMethodId } from '../utils/login-methods';

const LABELS = {
  byPhone: 'customerArea.method.byPhone',
  byEmail: 'customerArea.method.byEmail',
  byId: 'customerArea.method.byId',
  byReservation: 'customerArea.method.byReservation',
  byMember: 'customerArea.method.byMember',
} as const satisfies Record<LoginMethodId, string>;

/** The tenant's login methods as one radio group (arrow keys move between them). */
export function LoginMethodChooser(props: {
  methods: readonly LoginMethodId[];
  chosen: LoginMethodId;
  onChoose(method: LoginMethodId): void;
}) {
  const name = useId();
  return (
    <fieldset className="customer-login__methods" data-testid="customer-login-methods">
      <legend className="customer-login__legend">
        <FormattedMessage id="customerArea.login.methodLegend" />
      </legend>
      <div className="customer-login__method-list">
        {props.methods.map((method) => (
          <label key={method} className="customer-login__method">
            <input
              type="radio"
              name={name}
              value={method}
              checked={props.chosen === method}
              data-testid={`customer-login-method-${method}`}
              onChange={() => props.onChoose(method)}
            />
            <FormattedMessage id={LABELS[method]} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
