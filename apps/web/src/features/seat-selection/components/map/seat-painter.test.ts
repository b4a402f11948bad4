// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildSeatMapModel } from '../../utils/seat-layout';
import { SeatStore } from '../../utils/seat-store';
import { gridPlan } from '../../utils/test-plans';
import { SeatPainter } from './seat-painter';

function setup() {
  const model = buildSeatMapModel(gridPlan({ rows: 3, cols: 4, flags: (x, y) => (x === 1 && y === 3 ? { pr: 1 } : {}) }));
  const store = new SeatStore();
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  const container = document.createElementNS('http://www.w3.org/2000/svg', 'g');
  svg.append(container);
  const painter = new SeatPainter(container, model, store, 'map', (seat, state) => `Row ${seat.rowName} seat ${seat.seatName}, ${state}`);
  return { model, store, container, painter };
}

/** The sketch's paths by class, with the number of seats (subpaths) in each. */
function sketchOf(container: SVGGElement): Record<string, number> {
  const paths = [...container.querySelectorAll('.seat-map__sketch path')];
  return Object.fromEntries(paths.map((p) => [p.getAttribute('class') ?? '', (p.getAttribute('d') ?? '').split('M').length - 1]));
}

describe('SeatPainter', () => {
  it('sketches a plan as one hidden path per kind and state, every seat a subpath, and redraws it on a change', () => {
    const { model, store, container, painter } = setup();
    store.setStatus([...model.byKey.keys()].slice(0, 8));
    painter.sketch();
    expect(container.querySelector('.seat-map__sketch')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('[data-seat-key], [role="option"]')).toHaveLength(0);
    // Free seats are a circle (one subpath); taken ones a circle with its cross cut out (two).
    const sketch = sketchOf(container);
    expect(Object.keys(sketch).sort()).toEqual([
      'seat seat--premium seat--taken',
      'seat seat--regular seat--available',
      'seat seat--regular seat--taken',
    ]);
    expect(sketch['seat seat--regular seat--available']).toBe(8);
    const free = [...model.byKey.keys()].slice(0, 2);
    store.setStatus(free);
    painter.paint(null);
    expect(sketchOf(container)['seat seat--regular seat--available']).toBe(2);
  });

  it('replaces the sketch with one option per seat, named, when it builds', () => {
    const { model, store, container, painter } = setup();
    store.setStatus([...model.byKey.keys()]);
    painter.sketch();
    painter.build();
    expect(container.querySelector('.seat-map__sketch')).toBeNull();
    const options = container.querySelectorAll('[role="option"][data-seat-key]');
    expect(options).toHaveLength(12);
    expect(options[0]?.getAttribute('aria-label')).toMatch(/^Row 1 seat \d+, available$/);
    // Repaints now go to the options, one seat at a time.
    const key = options[0]?.getAttribute('data-seat-key') ?? '';
    store.setStatus([...model.byKey.keys()].filter((k) => k !== key));
    painter.paint(new Set([key]));
    expect(container.querySelector(`[data-seat-key="${key}"]`)?.getAttribute('data-state')).toBe('taken');
  });
});
