import { useId } from 'react';
import { useFigureFormat } from '../../hooks/use-figure-format';
import { BarChart, type ChartSeries, type ChartValueKind } from '../charts/BarChart';

interface ChartFrameProps {
  title: string;
  /** The header of the category column of the text alternative (date, hall, product). */
  categoryLabel: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  valueKind: ChartValueKind;
  horizontal?: boolean;
  stacked?: boolean;
  testId: string;
}

/**
 * A chart with its title and a visually hidden table of the same figures as its text alternative (a screen reader
 * user reads the table; the canvas itself is a named image).
 */
export function ChartFrame({
  title,
  categoryLabel,
  labels,
  series,
  valueKind,
  horizontal = false,
  stacked = false,
  testId,
}: ChartFrameProps) {
  const id = useId();
  const format = useFigureFormat();
  const show = (n: number) => (valueKind === 'percent' ? format.percent(n) : valueKind === 'money' ? format.money(n) : format.integer(n));
  const height = horizontal ? Math.max(160, labels.length * 34 + 70) : 280;
  // The wrapper hides the table: a table itself ignores the 1px box of .visually-hidden and would widen the page.
  return (
    <figure className="chart" aria-labelledby={`${id}-title`} data-testid={testId}>
      <figcaption id={`${id}-title`} className="chart__title">
        {title}
      </figcaption>
      <div className="chart__canvas" style={{ blockSize: `${height}px` }}>
        <BarChart labels={labels} series={series} valueKind={valueKind} horizontal={horizontal} stacked={stacked} ariaLabel={title} />
      </div>
      <div className="visually-hidden">
        <table data-testid="chart-data">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={`${label}-${i}`}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label}>{show(s.data[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
