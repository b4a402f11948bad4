import type { CreateStaffUserInput } from '@kupa/contracts';
import type { StaffRole } from '@kupa/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { refusedFieldOf } from '../../utils/field-error';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextField } from '../TextField';
import { RoleSelect } from './RoleSelect';

interface Draft {
  firstName: string;
  lastName: string;
  username: string;
  role: StaffRole;
}

const EMPTY: Draft = { firstName: '', lastName: '', username: '', role: 'box-office' };

/** A new staff user: name, login and role in this business. A refused save keeps what was typed and marks the field. */
export function StaffUserForm({ onSave, state }: { onSave(input: CreateStaffUserInput): void; state: SaveState }) {
  const id = useId();
  const [draft, setDraft] = useState(EMPTY);
  const [missing, setMissing] = useState<keyof Draft | null>(null);
  const refused = state.isPending ? null : refusedFieldOf(state.error);
  const problem = missing ?? (state.error && !state.isPending && isUsernameTaken(state.error) ? 'username' : refused);
  const change = (next: Partial<Draft>) => {
    setDraft({ ...draft, ...next });
    setMissing(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = (['firstName', 'lastName', 'username'] as const).find((k) => draft[k].trim() === '');
    if (empty) setMissing(empty);
    else onSave({ firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), username: draft.username.trim(), role: draft.role });
  };
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="staff-form">
      <div className="manage-form__row">
        <TextField
          label="live.staff.firstName"
          value={draft.firstName}
          onChange={(v) => change({ firstName: v })}
          invalid={problem === 'firstName'}
          testId="staff-first-name"
        />
        <TextField
          label="live.staff.lastName"
          value={draft.lastName}
          onChange={(v) => change({ lastName: v })}
          invalid={problem === 'lastName'}
          testId="staff-last-name"
        />
        <TextField
          label="live.staff.username"
          value={draft.username}
          onChange={(v) => change({ username: v })}
          invalid={problem === 'username'}
          testId="staff-username"
          lang="en"
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-role`}>
            <FormattedMessage id="live.staff.role" />
          </label>
          <RoleSelect id={`${id}-role`} value={draft.role} onChange={(role) => change({ role })} testId="staff-role" />
        </div>
      </div>
      <SaveBar state={state} testId="staff" />
    </form>
  );
}

function isUsernameTaken(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'STAFF_USERNAME_TAKEN';
}
