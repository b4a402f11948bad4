import { useIntl } from 'react-intl';
import { useFigureFormat } from '../../hooks/use-figure-format';
import type { CalendarDayInfo } from '../../utils/calendar';
import { SelectField } from './SelectField';

/** The business date of a monitor, one of the 29 days of the calendar (today marked). */
export function DaySelect({
  days,
  value,
  onChange,
}: {
  days: readonly CalendarDayInfo[];
  value: string;
  onChange: (date: string) => void;
}) {
  const intl = useIntl();
  const format = useFigureFormat();
  const options = days.map((d) => ({
    value: d.date,
    label: d.isToday ? intl.formatMessage({ id: 'live.filters.todayOption' }, { date: format.date(d.date) }) : format.date(d.date),
  }));
  // A shared link may name a date outside today's window: keep it selectable.
  if (value && !days.some((d) => d.date === value)) options.unshift({ value, label: format.date(value) });
  return <SelectField label="live.filters.date" value={value} options={options} onChange={onChange} testId="date-select" />;
}
