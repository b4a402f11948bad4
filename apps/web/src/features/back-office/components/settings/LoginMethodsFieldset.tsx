import { LOGIN_METHODS, type LoginMethod } from '@kupa/domain';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { withLoginMethod } from '../../utils/settings-draft';
import { FieldProblem } from '../FieldProblem';
import type { DraftFieldsetProps } from './SettingsForm';

const methodLabel = (method: LoginMethod): LiveMessageKey => `live.settings.loginMethod.${method}`;

/** The customer area's login methods (spec 6): which are on, and which one the login page opens with. */
export function LoginMethodsFieldset({ draft, onChange, problem }: DraftFieldsetProps) {
  const id = useId();
  return (
    <fieldset data-testid="login-methods" aria-describedby={`${id}-hint`}>
      <legend>
        <FormattedMessage id="live.settings.loginMethods" />
      </legend>
      <p id={`${id}-hint`} className="field__label">
        <FormattedMessage id="live.settings.loginMethods.hint" />
      </p>
      <div className="manage-form__row">
        {LOGIN_METHODS.map((method) => (
          <label key={method} className="manage-form__check">
            <input
              type="checkbox"
              checked={draft.loginEnabled.includes(method)}
              data-testid={`login-method-${method}`}
              onChange={(e) => onChange(withLoginMethod(draft, method, e.target.checked))}
            />
            <FormattedMessage id={methodLabel(method)} />
          </label>
        ))}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-default`}>
          <FormattedMessage id="live.settings.defaultLoginMethod" />
        </label>
        <select
          id={`${id}-default`}
          className="field__control"
          value={draft.loginDefault}
          data-testid="login-default"
          aria-invalid={problem === 'loginDefault' || undefined}
          aria-describedby={problem === 'loginDefault' ? `${id}-default-problem` : undefined}
          onChange={(e) => onChange({ ...draft, loginDefault: e.target.value as LoginMethod })}
        >
          {draft.loginEnabled.map((method) => (
            <FormattedMessage key={method} id={methodLabel(method)}>
              {(text) => <option value={method}>{text}</option>}
            </FormattedMessage>
          ))}
        </select>
        <FieldProblem id={`${id}-default-problem`} shown={problem === 'loginDefault' || problem === 'loginEnabled'} />
      </div>
    </fieldset>
  );
}
