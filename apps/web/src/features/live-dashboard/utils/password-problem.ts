import { STAFF_PASSWORD_MIN_LENGTH } from '@kupa/domain';

export interface PasswordDraft {
  current: string;
  next: string;
  repeat: string;
}

/** The field of the change-password form to mark, and why; null when the server may be asked. */
export type PasswordProblem = { field: keyof PasswordDraft; reason: 'missing' | 'tooShort' | 'unchanged' | 'mismatch' } | null;

/** The same policy the server keeps (ADR 0016): a current password, a new one long enough and different, typed twice. */
export function passwordProblem(draft: PasswordDraft): PasswordProblem {
  if (draft.current === '') return { field: 'current', reason: 'missing' };
  if (draft.next.length < STAFF_PASSWORD_MIN_LENGTH) return { field: 'next', reason: 'tooShort' };
  if (draft.next === draft.current) return { field: 'next', reason: 'unchanged' };
  if (draft.repeat !== draft.next) return { field: 'repeat', reason: 'mismatch' };
  return null;
}

/** The field a server refusal points at (details.field of a 400), as a form field. */
export function refusedPasswordField(code: string | null, field: unknown): keyof PasswordDraft | null {
  if (code === 'CURRENT_PASSWORD_WRONG' || field === 'body.currentPassword') return 'current';
  if (code === 'PASSWORD_UNCHANGED' || field === 'body.newPassword') return 'next';
  return null;
}
