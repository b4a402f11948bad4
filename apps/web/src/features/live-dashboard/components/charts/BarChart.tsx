import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { directionOf } from '@kupa/domain';
import { intlLocaleOf } from '../../../../lib/i18n/intl-locale';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useFigureFormat } from '../../hooks/use-figure-format';
import { barChartOptions } from '../../utils/chart-options';

// Only the parts the dashboard's bar charts use: chart.js tree-shakes the rest away.
Chart.register(CategoryScale, LinearScale, BarElement, Legend, Tooltip);

export interface ChartSeries {
  label: string;
  data: readonly number[];
  color: string;
}

export type ChartValueKind = 'integer' | 'percent' | 'money';

export interface BarChartProps {
  labels: readonly string[];
  series: readonly ChartSeries[];
  horizontal?: boolean;
  stacked?: boolean;
  valueKind: ChartValueKind;
  /** The chart's accessible name; the figure next to it carries the same data as a table. */
  ariaLabel: string;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A bar chart (chart.js through react-chartjs-2), right to left in Hebrew. It is imported statically by the pages
 * that show charts, which are lazy themselves: chart.js comes with the first of them, never with the login page or
 * the customer pages (a React.lazy boundary around the chart alone made the bundler move React out of the entry
 * chunk, which cost every customer page about 1 KiB; see README).
 */
export function BarChart({ labels, series, horizontal = false, stacked = false, valueKind, ariaLabel }: BarChartProps) {
  const { locale } = useLocale();
  const format = useFigureFormat();
  const options = useMemo(
    () =>
      barChartOptions(
        { horizontal, stacked, rtl: directionOf(locale) === 'rtl', locale: intlLocaleOf(locale), reducedMotion: prefersReducedMotion() },
        (value) => (valueKind === 'percent' ? format.percent(value) : valueKind === 'money' ? format.money(value) : format.integer(value)),
      ),
    [horizontal, stacked, locale, format, valueKind],
  );
  const data = useMemo(
    () => ({
      labels: [...labels],
      datasets: series.map((s) => ({
        label: s.label,
        data: [...s.data],
        backgroundColor: s.color,
        borderColor: s.color,
        borderWidth: 1,
        maxBarThickness: 36,
      })),
    }),
    [labels, series],
  );
  return <Bar options={options} data={data} role="img" aria-label={ariaLabel} />;
}
