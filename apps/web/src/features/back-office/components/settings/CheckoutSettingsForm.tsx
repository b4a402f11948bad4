import type { CheckoutSettings } from '@kupa/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { refusedFieldOf } from '../../utils/field-error';
import {
  checkoutDraftOf,
  checkoutSettingsOf,
  LOCK_STEPS,
  refusedStepOf,
  type CheckoutField,
  type LockStep,
} from '../../utils/checkout-settings-draft';
import { DefaultFeesFieldset } from './DefaultFeesFieldset';
import { FieldProblem } from '../FieldProblem';
import { SaveBar, type SaveState } from '../SaveBar';

const stepLabel = (step: LockStep): LiveMessageKey => `live.settings.lockTimer.${step}`;

/**
 * Who may buy (auth.required), how long seats stay held in each step for the presentations that follow the
 * business, and the default fees new presentations take. What the user types stays until the server accepts it; a refused save marks the field it names.
 */
export function CheckoutSettingsForm({
  initial,
  onSave,
  state,
}: {
  initial: CheckoutSettings;
  onSave(settings: CheckoutSettings): void;
  state: SaveState;
}) {
  const id = useId();
  const [draft, setDraft] = useState(() => checkoutDraftOf(initial));
  const [unreadable, setUnreadable] = useState<CheckoutField | null>(null);
  const problem = unreadable ?? (state.isPending ? null : refusedStepOf(refusedFieldOf(state.error)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkoutSettingsOf(draft);
    if ('invalid' in result) setUnreadable(result.invalid);
    else onSave(result.settings);
  };
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="checkout-settings">
      <fieldset>
        <legend>
          <FormattedMessage id="live.settings.authRequired.title" />
        </legend>
        <label className="manage-form__check">
          <input
            type="checkbox"
            checked={draft.authRequired}
            data-testid="auth-required"
            onChange={(e) => setDraft({ ...draft, authRequired: e.target.checked })}
          />
          <FormattedMessage id="live.settings.authRequired" />
        </label>
      </fieldset>
      <fieldset data-testid="lock-timers">
        <legend>
          <FormattedMessage id="live.settings.lockTimers" />
        </legend>
        <p className="field__hint">
          <FormattedMessage id="live.settings.lockTimers.hint" />
        </p>
        <div className="manage-form__row">
          {LOCK_STEPS.map((step) => (
            <div key={step} className="field">
              <label className="field__label" htmlFor={`${id}-${step}`}>
                <FormattedMessage id={stepLabel(step)} />
              </label>
              <input
                id={`${id}-${step}`}
                className="field__control"
                inputMode="decimal"
                dir="ltr"
                value={draft.minutes[step]}
                data-testid={`lock-${step}`}
                aria-invalid={problem === step || undefined}
                aria-describedby={problem === step ? `${id}-${step}-problem` : undefined}
                onChange={(e) => {
                  setDraft({ ...draft, minutes: { ...draft.minutes, [step]: e.target.value } });
                  setUnreadable(null);
                }}
              />
              <FieldProblem id={`${id}-${step}-problem`} shown={problem === step} />
            </div>
          ))}
        </div>
      </fieldset>
      <DefaultFeesFieldset
        fees={draft.fees}
        problem={problem}
        onChange={(fees) => {
          setDraft({ ...draft, fees });
          setUnreadable(null);
        }}
      />
      <SaveBar state={state} testId="checkout-settings" />
    </form>
  );
}
