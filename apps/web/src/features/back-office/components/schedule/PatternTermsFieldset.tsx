import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PatternDraft, PatternField } from '../../utils/pattern-draft';
import { TextField } from '../TextField';

type NumberField = Extract<
  PatternField,
  | 'gaCapacity'
  | 'saleOpensDaysBefore'
  | 'saleClosesMinutesBefore'
  | 'chooseSeatsMinutes'
  | 'otherStepsMinutes'
  | 'maxSeatsPerTransaction'
  | 'serviceCharge'
  | 'bookingFee'
>;

const FIELDS: ReadonlyArray<readonly [NumberField, `live.schedule.${string}`]> = [
  ['saleOpensDaysBefore', 'live.schedule.saleOpens'],
  ['saleClosesMinutesBefore', 'live.schedule.saleCloses'],
  ['maxSeatsPerTransaction', 'live.schedule.maxSeats'],
];
const FEE_FIELDS: ReadonlyArray<readonly [NumberField, `live.schedule.${string}`]> = [
  ['serviceCharge', 'live.schedule.serviceCharge'],
  ['bookingFee', 'live.schedule.bookingFee'],
];
const TIMER_FIELDS: ReadonlyArray<readonly [NumberField, `live.schedule.${string}`]> = [
  ['chooseSeatsMinutes', 'live.schedule.chooseSeatsTimer'],
  ['otherStepsMinutes', 'live.schedule.otherStepsTimer'],
];
const TIMER_CHOICES = ['business', 'own'] as const;

/**
 * What every presentation of the pattern gets: seating policy, sale window, seat limit, fees (empty: the business's
 * defaults, written in when created), and the hold timers: the business's (its settings, followed as they change) or
 * the pattern's own.
 */
export function PatternTermsFieldset({
  draft,
  onChange,
  problem,
}: {
  draft: PatternDraft;
  onChange(next: PatternDraft): void;
  problem: PatternField | null;
}) {
  const id = useId();
  const field = (name: NumberField, label: Parameters<typeof TextField>[0]['label']) => (
    <TextField
      key={name}
      label={label}
      value={draft[name]}
      onChange={(value) => onChange({ ...draft, [name]: value })}
      invalid={problem === name}
      testId={`pattern-${name}`}
      inputMode="numeric"
    />
  );
  return (
    <fieldset>
      <legend>
        <FormattedMessage id="live.schedule.terms" />
      </legend>
      <div className="manage-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-seating`}>
            <FormattedMessage id="live.schedule.seating" />
          </label>
          <select
            id={`${id}-seating`}
            className="field__control"
            value={draft.seating}
            data-testid="pattern-seating"
            aria-invalid={problem === 'seating' || undefined}
            onChange={(e) => onChange({ ...draft, seating: e.target.value as PatternDraft['seating'] })}
          >
            <FormattedMessage id="live.schedule.seating.reserved">{(text) => <option value="reserved">{text}</option>}</FormattedMessage>
            <FormattedMessage id="live.schedule.seating.generalAdmission">
              {(text) => <option value="generalAdmission">{text}</option>}
            </FormattedMessage>
          </select>
        </div>
        {draft.seating === 'generalAdmission' && field('gaCapacity', 'live.schedule.gaCapacity')}
        {FIELDS.map(([name, label]) => field(name, label as Parameters<typeof TextField>[0]['label']))}
      </div>
      <div className="manage-form__row" data-testid="pattern-fees">
        {FEE_FIELDS.map(([name, label]) => field(name, label as Parameters<typeof TextField>[0]['label']))}
      </div>
      <p className="field__hint">
        <FormattedMessage id="live.schedule.fees.hint" />
      </p>
      <fieldset data-testid="pattern-timers">
        <legend>
          <FormattedMessage id="live.schedule.timers" />
        </legend>
        <div className="manage-form__row">
          {TIMER_CHOICES.map((choice) => (
            <label key={choice} className="manage-form__check">
              <input
                type="radio"
                name={`${id}-timers`}
                value={choice}
                checked={draft.timers === choice}
                data-testid={`pattern-timers-${choice}`}
                onChange={() => onChange({ ...draft, timers: choice })}
              />
              <FormattedMessage id={choice === 'business' ? 'live.schedule.timers.business' : 'live.schedule.timers.own'} />
            </label>
          ))}
        </div>
        {draft.timers === 'own' && (
          <div className="manage-form__row">
            {TIMER_FIELDS.map(([name, label]) => field(name, label as Parameters<typeof TextField>[0]['label']))}
          </div>
        )}
      </fieldset>
    </fieldset>
  );
}
