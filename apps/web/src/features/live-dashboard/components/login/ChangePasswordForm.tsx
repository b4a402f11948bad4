import type { StaffPasswordChangeBody } from '@kupa/contracts';
import { STAFF_PASSWORD_MIN_LENGTH } from '@kupa/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../../components/ui/LocalizedLink';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { isApiError } from '../../../../lib/api/api-error';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import { PASSWORD_FORM_TEXTS, type PasswordFormVariant } from '../../utils/password-form-texts';
import { passwordProblem, refusedPasswordField, type PasswordDraft, type PasswordProblem } from '../../utils/password-problem';
import { PasswordField } from './PasswordField';

interface ChangePasswordFormProps {
  onSubmit(body: StaffPasswordChangeBody): void;
  state: { isPending: boolean; error: unknown };
  /** The temporary password at the first login (the default), or the current one for a change the user chose. */
  variant?: PasswordFormVariant;
  /** Where a Cancel link leads without saving; none in the forced change, which has no way around it. */
  cancelTo?: string;
}

const EMPTY: PasswordDraft = { current: '', next: '', repeat: '' };

/**
 * The temporary password (or the current one) and the user's own, typed twice (ADR 0016). The policy is checked here
 * before the server checks it again; a refusal keeps what was typed and marks the field it names.
 */
export function ChangePasswordForm({ onSubmit, state, variant = 'temporary', cancelTo }: ChangePasswordFormProps) {
  const texts = PASSWORD_FORM_TEXTS[variant];
  const id = useId();
  const intl = useIntl();
  const failureText = useFailureText();
  const [draft, setDraft] = useState(EMPTY);
  const [problem, setProblem] = useState<PasswordProblem>(null);
  const serverError = state.isPending ? null : state.error;
  const refused = serverError && isApiError(serverError) ? refusedPasswordField(serverError.code, serverError.details?.field) : null;
  const marked = problem?.field ?? refused;
  const messageId = `${id}-problem`;
  const change = (next: Partial<PasswordDraft>) => {
    setDraft({ ...draft, ...next });
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblem(draft);
    setProblem(found);
    if (!found) onSubmit({ currentPassword: draft.current, newPassword: draft.next });
  };
  const field = (key: keyof PasswordDraft, label: LiveMessageKey, autoComplete: 'current-password' | 'new-password') => (
    <PasswordField
      id={`${id}-${key}`}
      label={label}
      value={draft[key]}
      onChange={(value) => change({ [key]: value })}
      autoComplete={autoComplete}
      invalid={marked === key}
      describedBy={messageId}
      testId={`password-${key}`}
    />
  );
  return (
    <form className="login__form" noValidate onSubmit={submit} data-testid="password-form">
      {field('current', texts.currentLabel, 'current-password')}
      {field('next', 'live.password.new', 'new-password')}
      {field('repeat', 'live.password.repeat', 'new-password')}
      <p className="login__intro">
        <FormattedMessage id={texts.rule} values={{ min: STAFF_PASSWORD_MIN_LENGTH }} />
      </p>
      <div className="login__problem">
        {problem || serverError ? (
          <p id={messageId} className="login__error" role="alert" data-testid="password-error">
            {problem
              ? intl.formatMessage({ id: texts.reasons[problem.reason] }, { min: STAFF_PASSWORD_MIN_LENGTH })
              : failureText(serverError)}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="button button--primary login__submit"
        data-testid="password-submit"
        disabled={state.isPending}
        aria-busy={state.isPending}
      >
        <FormattedMessage id={state.isPending ? 'live.password.saving' : 'live.password.save'} />
      </button>
      {cancelTo !== undefined && (
        <LocalizedLink to={cancelTo} className="button button--secondary login__cancel" data-testid="password-cancel">
          <FormattedMessage id="live.ownPassword.cancel" />
        </LocalizedLink>
      )}
    </form>
  );
}
