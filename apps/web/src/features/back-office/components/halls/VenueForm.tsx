import type { StaffLocation, VenueInput } from '@kupa/contracts';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { venueInputOf, type VenueDraft } from '../../utils/hall-drafts';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextField } from '../TextField';
import { useDraftForm } from '../../hooks/use-draft-form';

/** A hall: its location and its names in both languages. */
export function VenueForm({
  initial,
  locations,
  onSave,
  state,
}: {
  initial: VenueDraft;
  locations: readonly StaffLocation[];
  onSave(input: VenueInput): void;
  state: SaveState;
}) {
  const id = useId();
  const { locale } = useLocale();
  const { draft, change, submit, problem } = useDraftForm({ initial, read: venueInputOf, state, onSave });
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="venue-form">
      <div className="manage-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-location`}>
            <FormattedMessage id="live.halls.venue.location" />
          </label>
          <select
            id={`${id}-location`}
            className="field__control"
            value={draft.locationId}
            data-testid="venue-location"
            aria-invalid={problem === 'locationId' || undefined}
            onChange={(e) => change({ ...draft, locationId: e.target.value })}
          >
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {locale === 'he' ? l.nameHe : l.nameEn}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="live.halls.venue.nameHe"
          value={draft.nameHe}
          lang="he"
          onChange={(nameHe) => change({ ...draft, nameHe })}
          invalid={problem === 'nameHe'}
          testId="venue-nameHe"
        />
        <TextField
          label="live.halls.venue.nameEn"
          value={draft.nameEn}
          lang="en"
          onChange={(nameEn) => change({ ...draft, nameEn })}
          invalid={problem === 'nameEn'}
          testId="venue-nameEn"
        />
      </div>
      <SaveBar state={state} testId="venue" />
    </form>
  );
}
