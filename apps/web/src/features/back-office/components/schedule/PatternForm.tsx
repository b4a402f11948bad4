import type { ScheduleResponse, SchedulePattern } from '@kupa/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { refusedFieldOf } from '../../utils/field-error';
import { venueLabel } from '../../utils/venue-label';
import { patternFieldOf, patternOf, type PatternDraft, type PatternField } from '../../utils/pattern-draft';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextField } from '../TextField';
import { PatternTermsFieldset } from './PatternTermsFieldset';
import { WeekdayChecks } from './WeekdayChecks';

type Options = Pick<ScheduleResponse, 'features' | 'venues' | 'pricePolicies'>;

/** The weekly pattern: a film in a hall, its ticket types, a date range, weekdays and times, and the terms. */
export function PatternForm({
  initial,
  options,
  onSave,
  state,
}: {
  initial: PatternDraft;
  options: Options;
  onSave(p: SchedulePattern): void;
  state: SaveState;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [unreadable, setUnreadable] = useState<PatternField | null>(null);
  const problem = unreadable ?? (state.isPending ? null : patternFieldOf(refusedFieldOf(state.error)));
  const he = locale === 'he';
  const change = (next: PatternDraft) => {
    setDraft(next);
    setUnreadable(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = patternOf(draft);
    if ('invalid' in result) setUnreadable(result.invalid);
    else onSave(result.pattern);
  };
  const select = (
    name: 'featureId' | 'venueId',
    label: 'live.schedule.film' | 'live.schedule.hall',
    items: Array<{ id: number; text: string }>,
  ) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        <FormattedMessage id={label} />
      </label>
      <select
        id={`${id}-${name}`}
        className="field__control"
        value={draft[name]}
        data-testid={`pattern-${name}`}
        aria-invalid={problem === name || undefined}
        onChange={(e) => change({ ...draft, [name]: e.target.value })}
      >
        <option value="">{intl.formatMessage({ id: 'live.schedule.choose' })}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="pattern-form">
      <div className="manage-form__row">
        {select(
          'featureId',
          'live.schedule.film',
          options.features.map((f) => ({ id: f.id, text: he ? f.nameHe : f.nameEn })),
        )}
        {select(
          'venueId',
          'live.schedule.hall',
          options.venues.map((v) => ({ id: v.id, text: venueLabel(v, he) })),
        )}
      </div>
      <fieldset aria-invalid={problem === 'pricePolicyIds' || undefined} data-testid="pattern-policies">
        <legend>
          <FormattedMessage id="live.schedule.ticketTypes" />
        </legend>
        <div className="manage-form__row">
          {options.pricePolicies.map((p) => (
            <label key={p.id} className="manage-form__check">
              <input
                type="checkbox"
                checked={draft.pricePolicyIds.includes(p.id)}
                data-testid={`pattern-policy-${p.id}`}
                onChange={(e) =>
                  change({
                    ...draft,
                    pricePolicyIds: e.target.checked ? [...draft.pricePolicyIds, p.id] : draft.pricePolicyIds.filter((x) => x !== p.id),
                  })
                }
              />
              {intl.formatMessage(
                { id: 'live.schedule.ticketType' },
                { name: he ? p.nameHe : p.nameEn, price: formatPrice(p.priceAgorot / 100, locale) },
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="manage-form__row">
        <TextField
          label="live.schedule.firstDate"
          value={draft.firstDate}
          onChange={(v) => change({ ...draft, firstDate: v })}
          invalid={problem === 'firstDate'}
          testId="pattern-firstDate"
          inputMode="numeric"
        />
        <TextField
          label="live.schedule.lastDate"
          value={draft.lastDate}
          onChange={(v) => change({ ...draft, lastDate: v })}
          invalid={problem === 'lastDate'}
          testId="pattern-lastDate"
          inputMode="numeric"
        />
        <TextField
          label="live.schedule.times"
          value={draft.times}
          onChange={(v) => change({ ...draft, times: v })}
          invalid={problem === 'times'}
          testId="pattern-times"
          inputMode="numeric"
        />
      </div>
      <WeekdayChecks weekdays={draft.weekdays} onChange={(weekdays) => change({ ...draft, weekdays })} invalid={problem === 'weekdays'} />
      <PatternTermsFieldset draft={draft} onChange={change} problem={problem} />
      <SaveBar state={state} testId="pattern" />
    </form>
  );
}
