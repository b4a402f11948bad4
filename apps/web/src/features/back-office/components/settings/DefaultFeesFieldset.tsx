import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { FEE_FIELDS, type CheckoutField, type CheckoutSettingsDraft, type FeeField } from '../../utils/checkout-settings-draft';
import { FieldProblem } from '../FieldProblem';

const feeLabel = (fee: FeeField): LiveMessageKey => `live.settings.defaultFees.${fee}`;

/** The business's default fees in shekels: what presentations scheduled without fees of their own take. */
export function DefaultFeesFieldset({
  fees,
  problem,
  onChange,
}: {
  fees: CheckoutSettingsDraft['fees'];
  problem: CheckoutField | null;
  onChange(fees: CheckoutSettingsDraft['fees']): void;
}) {
  const id = useId();
  return (
    <fieldset data-testid="default-fees">
      <legend>
        <FormattedMessage id="live.settings.defaultFees" />
      </legend>
      <p className="field__hint">
        <FormattedMessage id="live.settings.defaultFees.hint" />
      </p>
      <div className="manage-form__row">
        {FEE_FIELDS.map((fee) => (
          <div key={fee} className="field">
            <label className="field__label" htmlFor={`${id}-${fee}`}>
              <FormattedMessage id={feeLabel(fee)} />
            </label>
            <input
              id={`${id}-${fee}`}
              className="field__control"
              inputMode="decimal"
              dir="ltr"
              value={fees[fee]}
              data-testid={`fee-${fee}`}
              aria-invalid={problem === fee || undefined}
              aria-describedby={problem === fee ? `${id}-${fee}-problem` : undefined}
              onChange={(e) => onChange({ ...fees, [fee]: e.target.value })}
            />
            <FieldProblem id={`${id}-${fee}-problem`} shown={problem === fee} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
