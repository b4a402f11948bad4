import type { LocationInput } from '@kupa/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { refusedFieldOf } from '../../utils/field-error';
import { locationInputOf, type LocationDraft, type LocationTextField } from '../../utils/hall-drafts';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextField } from '../TextField';

const TEXTS: ReadonlyArray<readonly [LocationTextField, LiveMessageKey, 'he' | 'en']> = [
  ['nameHe', 'live.halls.location.nameHe', 'he'],
  ['nameEn', 'live.halls.location.nameEn', 'en'],
  ['addressHe', 'live.halls.location.addressHe', 'he'],
  ['addressEn', 'live.halls.location.addressEn', 'en'],
  ['cityHe', 'live.halls.location.cityHe', 'he'],
  ['cityEn', 'live.halls.location.cityEn', 'en'],
];

/** A location (branch): names and address in both languages, and the offline flag that stops web booking (spec 4). */
export function LocationForm({ initial, onSave, state }: { initial: LocationDraft; onSave(input: LocationInput): void; state: SaveState }) {
  const [draft, setDraft] = useState(initial);
  const problem = state.isPending ? null : refusedFieldOf(state.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(locationInputOf(draft));
  };
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="location-form">
      <div className="manage-form__row">
        {TEXTS.map(([field, label, lang]) => (
          <TextField
            key={field}
            label={label}
            value={draft[field]}
            lang={lang}
            onChange={(value) => setDraft({ ...draft, [field]: value })}
            invalid={problem === field}
            testId={`location-${field}`}
          />
        ))}
      </div>
      <label className="manage-form__check">
        <input
          type="checkbox"
          checked={draft.isOffline}
          data-testid="location-isOffline"
          onChange={(e) => setDraft({ ...draft, isOffline: e.target.checked })}
        />
        <FormattedMessage id="live.halls.location.offline" />
      </label>
      <SaveBar state={state} testId="location" />
    </form>
  );
}
