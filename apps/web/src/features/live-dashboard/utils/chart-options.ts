import type { ChartOptions } from 'chart.js';

export interface BarChartLayout {
  /** Bars along the vertical axis (one per name), values growing sideways. */
  horizontal: boolean;
  stacked: boolean;
  /** Hebrew and Arabic: legends and tooltips right to left, the axes mirrored so the reading starts on the right. */
  rtl: boolean;
  /** The chart's locale (chart.js formats its tick numbers with it). */
  locale: string;
  reducedMotion: boolean;
}

/**
 * chart.js options for the dashboard's bar charts. Right to left sets `rtl` and `textDirection: 'rtl'` for the
 * legend and tooltips and reverses the axis the eye follows: for dates along the bottom the first day is on the
 * right; for horizontal bars they grow from the right edge, with the names on the right.
 */
export function barChartOptions(layout: BarChartLayout, formatValue: (value: number) => string): ChartOptions<'bar'> {
  const { horizontal, stacked, rtl, locale, reducedMotion } = layout;
  const direction = rtl ? 'rtl' : 'ltr';
  const valueAxis = {
    stacked,
    beginAtZero: true,
    reverse: horizontal && rtl,
    position: horizontal ? ('bottom' as const) : rtl ? ('right' as const) : ('left' as const),
    ticks: { callback: (value: string | number) => formatValue(Number(value)) },
  };
  const categoryAxis = {
    stacked,
    reverse: !horizontal && rtl,
    position: horizontal ? (rtl ? ('right' as const) : ('left' as const)) : ('bottom' as const),
    ticks: { autoSkip: true },
  };
  return {
    responsive: true,
    maintainAspectRatio: false,
    indexAxis: horizontal ? 'y' : 'x',
    locale,
    animation: reducedMotion ? false : undefined,
    plugins: {
      legend: { position: 'top', rtl, textDirection: direction },
      tooltip: {
        rtl,
        textDirection: direction,
        callbacks: {
          label: (item) => `${item.dataset.label ?? ''}: ${formatValue(Number(horizontal ? item.parsed.x : item.parsed.y))}`,
        },
      },
    },
    scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
  };
}
