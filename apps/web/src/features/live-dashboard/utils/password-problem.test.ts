import { describe, expect, it } from 'vitest';
import { passwordProblem, refusedPasswordField } from './password-problem';

describe('passwordProblem', () => {
  const draft = { current: 'Temp-1234567890', next: 'my-own-password', repeat: 'my-own-password' };

  it('accepts a new password long enough, different and typed twice', () => {
    expect(passwordProblem(draft)).toBeNull();
  });

  it('names the field and the reason of each refusal', () => {
    expect(passwordProblem({ ...draft, current: '' })).toEqual({ field: 'current', reason: 'missing' });
    expect(passwordProblem({ ...draft, next: 'short', repeat: 'short' })).toEqual({ field: 'next', reason: 'tooShort' });
    expect(passwordProblem({ ...draft, next: draft.current, repeat: draft.current })).toEqual({ field: 'next', reason: 'unchanged' });
    expect(passwordProblem({ ...draft, repeat: 'my-own-passwort' })).toEqual({ field: 'repeat', reason: 'mismatch' });
  });

  it('maps the server refusals to the fields', () => {
    expect(refusedPasswordField('CURRENT_PASSWORD_WRONG', 'body.currentPassword')).toBe('current');
    expect(refusedPasswordField('VALIDATION_ERROR', 'body.newPassword')).toBe('next');
    expect(refusedPasswordField('GENERAL_ERROR', undefined)).toBeNull();
  });
});
