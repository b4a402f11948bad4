import type { AttendanceByDateResponse, CinemaFilterDataResponse } from '@kupa/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { To } from 'react-router';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { buildCalendar, leadingBlankDays } from '../../utils/calendar';
import { CHART_COLORS } from '../../utils/chart-colors';
import type { DashboardState } from '../../utils/dashboard-state';
import { dayMonth, shortWeekday } from '../../utils/day-labels';
import { ChartFrame } from '../common/ChartFrame';
import { MonitorError } from '../common/MonitorStates';
import { CalendarDay } from './CalendarDay';

interface AttendanceCalendarProps {
  days: CinemaFilterDataResponse['days'];
  attendance: UseQueryResult<AttendanceByDateResponse>;
  selectedDate: string | null;
  linkTo: (change: Partial<DashboardState>) => To;
}

/** The 29-day calendar (spec 2): capacity, sold, held and occupancy per day, weekend days marked, today highlighted. */
export function AttendanceCalendar({ days, attendance, selectedDate, linkTo }: AttendanceCalendarProps) {
  const intl = useIntl();
  const id = useId();
  const { locale } = useLocale();
  const cells = buildCalendar(days, attendance.data?.days);
  const blanks = leadingBlankDays(days);
  const weekdayNames = [0, 1, 2, 3, 4, 5, 6].map((w) => {
    const day = days.find((d) => d.weekday === w);
    return day ? shortWeekday(day.date, locale) : '';
  });
  const chartDays = attendance.data?.days ?? [];
  return (
    <section className="live-section" aria-labelledby={`${id}-title`}>
      <div className="live-section__header">
        <h2 id={`${id}-title`} className="live-section__title">
          <FormattedMessage id="live.attendance.calendarTitle" />
        </h2>
        <p className="live-section__note">
          <FormattedMessage id="live.attendance.calendarNote" />
        </p>
      </div>
      {attendance.isError && <MonitorError error={attendance.error} onRetry={() => void attendance.refetch()} />}
      <div className="calendar" aria-busy={attendance.isFetching}>
        <ol className="calendar__weekdays" aria-hidden="true">
          {weekdayNames.map((name, w) => (
            <li key={w} className={w === 5 || w === 6 ? 'is-weekend' : undefined}>
              {name}
            </li>
          ))}
        </ol>
        <ol
          className="calendar__days"
          data-testid="attendance-calendar"
          aria-label={intl.formatMessage({ id: 'live.attendance.calendarTitle' })}
        >
          {cells.map((cell, index) => (
            <CalendarDay
              key={cell.date}
              cell={cell}
              selected={cell.date === selectedDate}
              to={linkTo({ date: cell.date })}
              column={index === 0 ? blanks + 1 : undefined}
              loading={attendance.isPending}
            />
          ))}
        </ol>
      </div>
      {chartDays.length > 0 && (
        <ChartFrame
          testId="attendance-chart"
          title={intl.formatMessage({ id: 'live.chart.attendanceByDate' })}
          categoryLabel={intl.formatMessage({ id: 'live.col.date' })}
          labels={chartDays.map((d) => dayMonth(d.BusinessDate))}
          series={[
            { label: intl.formatMessage({ id: 'live.col.sold' }), data: chartDays.map((d) => d.SoldQuantity), color: CHART_COLORS.sold },
            { label: intl.formatMessage({ id: 'live.col.held' }), data: chartDays.map((d) => d.HeldQuantity), color: CHART_COLORS.held },
          ]}
          valueKind="integer"
          stacked
        />
      )}
    </section>
  );
}
