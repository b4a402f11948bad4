import type { ScheduleResponse } from '@kupa/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { scheduleFilterProblem, type ScheduleFilter, type ScheduleFilterField } from '../../utils/schedule-filter';
import { venueLabel } from '../../utils/venue-label';
import { TextField } from '../TextField';

type Options = Pick<ScheduleResponse, 'features' | 'venues'>;

/**
 * The schedule list's filter bar: dates, film, hall, state and a text in the film's name, applied on Show (a field
 * the list call would refuse is marked instead); Clear filters goes back to every showtime from today.
 */
export function ScheduleFilters({
  initial,
  cleared,
  options,
  shown,
  onApply,
}: {
  initial: ScheduleFilter;
  cleared: ScheduleFilter;
  options: Options;
  shown: number;
  onApply(filter: ScheduleFilter): void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const he = locale === 'he';
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<ScheduleFilterField | null>(null);
  const set = (field: ScheduleFilterField) => (value: string) => {
    setDraft({ ...draft, [field]: value });
    setProblem(null);
  };
  const clear = () => {
    setDraft(cleared);
    setProblem(null);
    onApply(cleared);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = scheduleFilterProblem(draft);
    if (refused) setProblem(refused);
    else onApply(draft);
  };
  const select = (field: 'featureId' | 'venueId' | 'status', label: LiveMessageKey, choices: ReactNode) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${field}`}>
        <FormattedMessage id={label} />
      </label>
      <select
        id={`${id}-${field}`}
        className="field__control"
        value={draft[field]}
        data-testid={`schedule-filter-${field}`}
        onChange={(e) => set(field)(e.target.value)}
      >
        {choices}
      </select>
    </div>
  );
  const text = (field: 'from' | 'to' | 'q', label: LiveMessageKey) => (
    <TextField
      label={label}
      value={draft[field]}
      onChange={set(field)}
      invalid={problem === field}
      testId={`schedule-filter-${field}`}
      inputMode={field === 'q' ? undefined : 'numeric'}
    />
  );
  return (
    <form
      className="manage-form"
      role="search"
      aria-label={intl.formatMessage({ id: 'live.schedule.filter.label' })}
      onSubmit={submit}
      noValidate
      data-testid="schedule-filters"
    >
      <div className="manage-form__row">
        {text('from', 'live.schedule.filter.from')}
        {text('to', 'live.schedule.filter.to')}
        {select('featureId', 'live.schedule.film', [
          <option key="" value="">
            {intl.formatMessage({ id: 'live.schedule.filter.anyFilm' })}
          </option>,
          ...options.features.map((f) => (
            <option key={f.id} value={String(f.id)}>
              {he ? f.nameHe : f.nameEn}
            </option>
          )),
        ])}
        {select('venueId', 'live.schedule.hall', [
          <option key="" value="">
            {intl.formatMessage({ id: 'live.schedule.filter.anyHall' })}
          </option>,
          ...options.venues.map((v) => (
            <option key={v.id} value={String(v.id)}>
              {venueLabel(v, he)}
            </option>
          )),
        ])}
        {select('status', 'live.schedule.state', [
          <option key="all" value="all">
            {intl.formatMessage({ id: 'live.schedule.filter.anyState' })}
          </option>,
          <option key="scheduled" value="scheduled">
            {intl.formatMessage({ id: 'live.schedule.scheduled' })}
          </option>,
          <option key="cancelled" value="cancelled">
            {intl.formatMessage({ id: 'live.schedule.cancelled' })}
          </option>,
        ])}
        {text('q', 'live.schedule.filter.name')}
      </div>
      <div className="manage-form__row">
        <button type="submit" className="button button--primary" data-testid="schedule-filter-show">
          <FormattedMessage id="live.schedule.filter.show" />
        </button>
        <button type="button" className="button button--secondary" data-testid="schedule-filter-clear" onClick={clear}>
          <FormattedMessage id="live.schedule.filter.clear" />
        </button>
        <span aria-live="polite" data-testid="schedule-shown">
          <FormattedMessage id="live.schedule.filter.shown" values={{ count: shown }} />
        </span>
      </div>
    </form>
  );
}
