import { FormattedMessage, useIntl } from 'react-intl';

// 2026-11-01 was a Sunday: day d of that week names weekday d in the user's language.
const weekdayName = (day: number, locale: string) =>
  new Date(Date.UTC(2026, 10, 1 + day)).toLocaleDateString(locale, { weekday: 'long', timeZone: 'UTC' });

/** The weekdays of a pattern, Sunday first (0 Sunday .. 6 Saturday). */
export function WeekdayChecks({ weekdays, onChange, invalid }: { weekdays: number[]; onChange(next: number[]): void; invalid: boolean }) {
  const intl = useIntl();
  return (
    <fieldset aria-invalid={invalid || undefined} data-testid="pattern-weekdays">
      <legend>
        <FormattedMessage id="live.schedule.weekdays" />
      </legend>
      <div className="manage-form__row">
        {[0, 1, 2, 3, 4, 5, 6].map((day) => (
          <label key={day} className="manage-form__check">
            <input
              type="checkbox"
              checked={weekdays.includes(day)}
              data-testid={`pattern-weekday-${day}`}
              onChange={(e) => onChange(e.target.checked ? [...weekdays, day] : weekdays.filter((d) => d !== day))}
            />
            {weekdayName(day, intl.locale)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
