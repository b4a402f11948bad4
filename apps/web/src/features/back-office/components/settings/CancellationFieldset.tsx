import { CANCELLATION_CHARGE_KINDS, isPercentageCharge, type CancellationChargeKind } from '@kupa/domain';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { FieldProblem } from '../FieldProblem';
import type { DraftFieldsetProps } from './SettingsForm';

const kindLabel = (kind: CancellationChargeKind): LiveMessageKey => `live.settings.charge.${kind}`;

/** Order cancellation (spec 4 and 6): on or off, until when, and the cancellation service charge of spec 3. */
export function CancellationFieldset({ draft, onChange, problem }: DraftFieldsetProps) {
  const id = useId();
  const invalid = (field: 'hoursBeforeStart' | 'chargeValue') => ({
    'aria-invalid': problem === field || undefined,
    'aria-describedby': problem === field ? `${id}-${field}-problem` : undefined,
  });
  return (
    <fieldset data-testid="cancellation">
      <legend>
        <FormattedMessage id="live.settings.cancellation" />
      </legend>
      <label className="manage-form__check">
        <input
          type="checkbox"
          checked={draft.cancellationEnabled}
          data-testid="cancellation-enabled"
          onChange={(e) => onChange({ ...draft, cancellationEnabled: e.target.checked })}
        />
        <FormattedMessage id="live.settings.cancellation.enabled" />
      </label>
      <div className="manage-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-hours`}>
            <FormattedMessage id="live.settings.cancellation.hours" />
          </label>
          <input
            id={`${id}-hours`}
            className="field__control"
            inputMode="numeric"
            dir="ltr"
            value={draft.hoursBeforeStart}
            data-testid="cancellation-hours"
            {...invalid('hoursBeforeStart')}
            onChange={(e) => onChange({ ...draft, hoursBeforeStart: e.target.value })}
          />
          <FieldProblem id={`${id}-hoursBeforeStart-problem`} shown={problem === 'hoursBeforeStart'} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-kind`}>
            <FormattedMessage id="live.settings.charge.kind" />
          </label>
          <select
            id={`${id}-kind`}
            className="field__control"
            value={draft.chargeKind}
            data-testid="charge-kind"
            onChange={(e) => onChange({ ...draft, chargeKind: e.target.value as CancellationChargeKind })}
          >
            {CANCELLATION_CHARGE_KINDS.map((kind) => (
              <FormattedMessage key={kind} id={kindLabel(kind)}>
                {(text) => <option value={kind}>{text}</option>}
              </FormattedMessage>
            ))}
          </select>
        </div>
        {draft.chargeKind !== 'none' && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-value`}>
              <FormattedMessage
                id={isPercentageCharge(draft.chargeKind) ? 'live.settings.charge.percent' : 'live.settings.charge.amount'}
              />
            </label>
            <input
              id={`${id}-value`}
              className="field__control"
              inputMode="decimal"
              dir="ltr"
              value={draft.chargeValue}
              data-testid="charge-value"
              {...invalid('chargeValue')}
              onChange={(e) => onChange({ ...draft, chargeValue: e.target.value })}
            />
            <FieldProblem id={`${id}-chargeValue-problem`} shown={problem === 'chargeValue'} />
          </div>
        )}
      </div>
    </fieldset>
  );
}
