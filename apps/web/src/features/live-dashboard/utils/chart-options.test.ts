import { describe, expect, it } from 'vitest';
import { barChartOptions, type BarChartLayout } from './chart-options';

const base: BarChartLayout = { horizontal: false, stacked: true, rtl: false, locale: 'en-IL', reducedMotion: false };
const show = (n: number) => `${n}`;

describe('barChartOptions', () => {
  it('reads left to right in English', () => {
    const o = barChartOptions(base, show);
    expect(o.plugins?.legend?.rtl).toBe(false);
    expect(o.plugins?.legend?.textDirection).toBe('ltr');
    expect(o.scales?.x?.reverse).toBe(false);
    expect(o.indexAxis).toBe('x');
  });

  it('sets rtl and textDirection for legends and tooltips in Hebrew and starts the dates on the right', () => {
    const o = barChartOptions({ ...base, rtl: true, locale: 'he-IL' }, show);
    expect(o.plugins?.legend).toMatchObject({ rtl: true, textDirection: 'rtl' });
    expect(o.plugins?.tooltip).toMatchObject({ rtl: true, textDirection: 'rtl' });
    expect(o.scales?.x?.reverse).toBe(true);
    expect(o.scales?.y?.reverse).toBe(false);
    expect(o.scales?.y?.position).toBe('right');
  });

  it('lets horizontal bars grow from the right in Hebrew, names on the right', () => {
    const o = barChartOptions({ ...base, horizontal: true, stacked: false, rtl: true }, show);
    expect(o.indexAxis).toBe('y');
    expect(o.scales?.x?.reverse).toBe(true);
    expect(o.scales?.y?.reverse).toBe(false);
    expect(o.scales?.y?.position).toBe('right');
  });

  it('turns animation off for reduced motion and formats ticks', () => {
    const o = barChartOptions({ ...base, reducedMotion: true }, (n) => `${n}%`);
    expect(o.animation).toBe(false);
    const ticks = o.scales?.y?.ticks as { callback: (v: number) => string };
    expect(ticks.callback(40)).toBe('40%');
  });
});
