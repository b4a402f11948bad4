import type { LiveMessageKey } from '../../../i18n/live/en';
import type { PasswordProblem } from './password-problem';

/**
 * Which password the change-password form asks for first: the temporary one an admin gave (forced at the first
 * login, ADR 0016) or the user's current one (a change they chose, issue 13).
 */
export type PasswordFormVariant = 'temporary' | 'current';

export interface PasswordFormTexts {
  currentLabel: LiveMessageKey;
  rule: LiveMessageKey;
  reasons: Record<NonNullable<PasswordProblem>['reason'], LiveMessageKey>;
}

/** The form's texts that name the first password; the rest is the same in both variants. */
export const PASSWORD_FORM_TEXTS: Record<PasswordFormVariant, PasswordFormTexts> = {
  temporary: {
    currentLabel: 'live.password.current',
    rule: 'live.password.rule',
    reasons: {
      missing: 'live.password.missing',
      tooShort: 'live.password.tooShort',
      unchanged: 'live.password.unchanged',
      mismatch: 'live.password.mismatch',
    },
  },
  current: {
    currentLabel: 'live.ownPassword.current',
    rule: 'live.ownPassword.rule',
    reasons: {
      missing: 'live.ownPassword.missing',
      tooShort: 'live.password.tooShort',
      unchanged: 'live.ownPassword.unchanged',
      mismatch: 'live.password.mismatch',
    },
  },
};
