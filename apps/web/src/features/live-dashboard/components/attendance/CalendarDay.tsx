import { FormattedMessage } from 'react-intl';
import { Link, type To } from 'react-router';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useFigureFormat } from '../../hooks/use-figure-format';
import type { CalendarCell } from '../../utils/calendar';
import { dayMonth, shortWeekday } from '../../utils/day-labels';

interface CalendarDayProps {
  cell: CalendarCell;
  selected: boolean;
  to: To;
  /** The grid column of the first day, so that weekdays line up. */
  column: number | undefined;
  loading: boolean;
}

/** One day of the calendar: a link that selects the day (in the URL), with its figures. */
export function CalendarDay({ cell, selected, to, column, loading }: CalendarDayProps) {
  const { locale } = useLocale();
  const format = useFigureFormat();
  const f = cell.figures;
  const classes = ['calendar__day', cell.isWeekend && 'is-weekend', cell.isToday && 'is-today', selected && 'is-selected']
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={classes}
      style={column ? { gridColumnStart: column } : undefined}
      data-testid="calendar-day"
      data-date={cell.date}
      data-weekend={cell.isWeekend || undefined}
      data-today={cell.isToday || undefined}
      data-selected={selected || undefined}
    >
      <Link to={to} className="calendar__link" aria-current={selected ? 'true' : undefined} preventScrollReset>
        <span className="calendar__date">
          <span className="calendar__weekday">{shortWeekday(cell.date, locale)}</span> <span>{dayMonth(cell.date)}</span>
        </span>
        {cell.isToday && (
          <span className="calendar__today">
            <FormattedMessage id="common.today" />
          </span>
        )}
        {cell.isWeekend && (
          <span className="visually-hidden">
            <FormattedMessage id="live.attendance.weekend" />
          </span>
        )}
        {f ? (
          <>
            <span className="calendar__occupancy" data-testid="calendar-occupancy">
              <FormattedMessage id="live.attendance.occupancyShort" values={{ percent: format.percent(f.TakenPercent) }} />
            </span>
            <span className="calendar__counts">
              <span>
                <FormattedMessage id="live.attendance.capacityShort" values={{ n: format.integer(f.Capacity) }} />
              </span>
              <span>
                <FormattedMessage id="live.attendance.soldShort" values={{ n: format.integer(f.SoldQuantity) }} />
              </span>
              <span>
                <FormattedMessage id="live.attendance.heldShort" values={{ n: format.integer(f.HeldQuantity) }} />
              </span>
            </span>
          </>
        ) : (
          <span className="calendar__counts" aria-hidden={loading}>
            {loading ? <span className="calendar__skeleton" /> : <FormattedMessage id="live.attendance.noData" />}
          </span>
        )}
      </Link>
    </li>
  );
}
