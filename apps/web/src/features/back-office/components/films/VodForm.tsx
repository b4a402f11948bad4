import type { VodTitleInput } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { vodFieldOf, vodInputOf, type VodDraft, type VodDraftField } from '../../utils/vod-draft';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextField } from '../TextField';
import { useDraftForm } from '../../hooks/use-draft-form';

const FIELDS: ReadonlyArray<readonly [Exclude<VodDraftField, 'from' | 'until'>, LiveMessageKey]> = [
  ['price', 'live.films.vod.price'],
  ['viewingHours', 'live.films.vod.hours'],
  ['plays', 'live.films.vod.plays'],
];

/** A film's video-on-demand fieldset: on sale or not, price, viewing window, plays and sale dates. */
export function VodForm({ initial, onSave, state }: { initial: VodDraft; onSave(input: VodTitleInput): void; state: SaveState }) {
  const { draft, change, submit, problem } = useDraftForm({ initial, read: vodInputOf, state, onSave, fieldOf: vodFieldOf });
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="vod-form">
      <fieldset>
        <legend className="manage-panel__subtitle">
          <FormattedMessage id="live.films.vod" />
        </legend>
        <p className="field__help">
          <FormattedMessage id="live.films.vod.hint" />
        </p>
        <label className="manage-form__check">
          <input
            type="checkbox"
            checked={draft.onSale}
            data-testid="vod-onSale"
            onChange={(e) => change({ ...draft, onSale: e.target.checked })}
          />
          <FormattedMessage id="live.films.vod.onSale" />
        </label>
        <div className="manage-form__row">
          {FIELDS.map(([field, label]) => (
            <TextField
              key={field}
              label={label}
              value={draft[field]}
              onChange={(value) => change({ ...draft, [field]: value })}
              invalid={problem === field}
              testId={`vod-${field}`}
              inputMode="numeric"
            />
          ))}
          <DayField
            label="live.films.vod.from"
            value={draft.from}
            invalid={problem === 'from'}
            testId="vod-from"
            onChange={(from) => change({ ...draft, from })}
          />
          <DayField
            label="live.films.vod.until"
            value={draft.until}
            invalid={problem === 'until'}
            testId="vod-until"
            onChange={(until) => change({ ...draft, until })}
          />
        </div>
      </fieldset>
      <SaveBar state={state} testId="vod" />
    </form>
  );
}

function DayField(props: { label: LiveMessageKey; value: string; invalid: boolean; testId: string; onChange(value: string): void }) {
  const id = `${props.testId}-day`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id={props.label} />
      </label>
      <input
        id={id}
        type="date"
        className="field__control"
        value={props.value}
        aria-invalid={props.invalid || undefined}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}
