import type { BusinessSettings } from '@kupa/contracts';
import { useState, type FormEvent } from 'react';
import { refusedFieldOf } from '../../utils/field-error';
import { draftFieldOf, draftOf, settingsOf, type SettingsDraft } from '../../utils/settings-draft';
import { SaveBar, type SaveState } from '../SaveBar';
import { CancellationFieldset } from './CancellationFieldset';
import { LoginMethodsFieldset } from './LoginMethodsFieldset';

export interface DraftFieldsetProps {
  draft: SettingsDraft;
  onChange(next: SettingsDraft): void;
  /** The field to mark as wrong: one that cannot be read, or the one the server refused. */
  problem: keyof SettingsDraft | null;
}

/**
 * The business settings form. What the user types stays in the draft until the server accepts it; a refused save
 * keeps the draft and marks the field the server named.
 */
export function SettingsForm({
  initial,
  onSave,
  state,
}: {
  initial: BusinessSettings;
  onSave(settings: BusinessSettings): void;
  state: SaveState;
}) {
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [unreadable, setUnreadable] = useState<keyof SettingsDraft | null>(null);
  const problem = unreadable ?? (state.isPending ? null : draftFieldOf(refusedFieldOf(state.error)));
  const change = (next: SettingsDraft) => {
    setDraft(next);
    setUnreadable(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = settingsOf(draft);
    if ('invalid' in result) {
      setUnreadable(result.invalid);
      return;
    }
    onSave(result.settings);
  };
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="settings-form">
      <LoginMethodsFieldset draft={draft} onChange={change} problem={problem} />
      <CancellationFieldset draft={draft} onChange={change} problem={problem} />
      <SaveBar state={state} testId="settings" />
    </form>
  );
}
