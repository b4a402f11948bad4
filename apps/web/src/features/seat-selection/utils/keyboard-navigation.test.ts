import type { SeatplanV2 } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { mapKeyAction, SeatNavigator } from './keyboard-navigation';
import { buildSeatMapModel, type MapSeat, type SeatMapModel } from './seat-layout';
import { SpatialIndex } from './spatial-index';
import { gridPlan } from './test-plans';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
  mapKeyAction({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });

function seat(model: SeatMapModel, k: string): MapSeat {
  const s = model.byKey.get(k);
  if (!s) throw new Error(`no seat ${k}`);
  return s;
}

/** Three blocks like the demo IMAX hall: the side blocks turned 12° towards the screen, an aisle between blocks. */
function imaxLike(): SeatplanV2 {
  const block = (x0: number, y0: number, rotate: number, cols: number[]) => {
    const R: SeatplanV2['S'][string]['G'][string]['R'] = {};
    for (let y = 1; y <= 4; y++) {
      const S: SeatplanV2['S'][string]['G'][string]['R'][string]['S'] = {};
      cols.forEach((x, i) => (S[String(x)] = { n: String(100 - x), tg: 1, rd: { cx: i * 24, cy: (y - 1) * 28 } }));
      R[String(y)] = { n: String(y), S };
    }
    return { rd: { x: x0, y: y0, rotate }, R };
  };
  return {
    S: {
      '5': {
        n: 'IMAX',
        r: 1,
        G: { '1': block(40, 60, 12, [1, 2, 3]), '2': block(150, 80, 0, [5, 6, 7, 8]), '3': block(300, 80, -12, [10, 11, 12]) },
      },
    },
  };
}

describe('mapKeyAction', () => {
  it('maps arrows, row ends, choosing and zooming', () => {
    expect(key('ArrowLeft')).toEqual({ kind: 'move', direction: 'left' });
    expect(key('ArrowDown')).toEqual({ kind: 'move', direction: 'down' });
    expect(key('Home')).toEqual({ kind: 'rowStart' });
    expect(key('End')).toEqual({ kind: 'rowEnd' });
    expect(key('Enter')).toEqual({ kind: 'toggle' });
    expect(key(' ')).toEqual({ kind: 'toggle' });
    expect(key('+')).toEqual({ kind: 'zoomIn' });
    expect(key('=')).toEqual({ kind: 'zoomIn' });
    expect(key('-')).toEqual({ kind: 'zoomOut' });
    expect(key('0')).toEqual({ kind: 'zoomReset' });
    expect(key('a')).toBeNull();
    expect(key('Tab')).toBeNull();
  });

  it('leaves modified keys to the browser', () => {
    expect(key('+', { ctrlKey: true })).toBeNull();
    expect(key('ArrowLeft', { altKey: true })).toBeNull();
    expect(key('-', { metaKey: true })).toBeNull();
  });
});

describe('SeatNavigator on a straight block', () => {
  const model = buildSeatMapModel(gridPlan({ rows: 3, cols: 5 }));
  const nav = new SeatNavigator(model);

  it('moves to the neighbour in each direction and stops at the edges', () => {
    const middle = seat(model, '1_3_2');
    expect(nav.move(middle, 'right')?.key).toBe('1_4_2');
    expect(nav.move(middle, 'left')?.key).toBe('1_2_2');
    expect(nav.move(middle, 'up')?.key).toBe('1_3_1');
    expect(nav.move(middle, 'down')?.key).toBe('1_3_3');
    expect(nav.move(seat(model, '1_5_1'), 'right')).toBeNull();
    expect(nav.move(seat(model, '1_1_1'), 'up')).toBeNull();
  });

  it('goes to the drawn ends of the row with Home and End', () => {
    expect(nav.rowEnd(seat(model, '1_3_2'), 'start').key).toBe('1_1_2');
    expect(nav.rowEnd(seat(model, '1_3_2'), 'end').key).toBe('1_5_2');
  });

  it('starts at the front centre, preferring seats that pass the filter', () => {
    expect(nav.firstSeat(() => true)?.key).toBe('1_3_1');
    expect(nav.firstSeat((s) => s.y === 3)?.key).toBe('1_3_3');
  });
});

describe('SeatNavigator on turned blocks', () => {
  const model = buildSeatMapModel(imaxLike());
  const nav = new SeatNavigator(model);

  it('follows a turned row to its next seat rather than jumping a row', () => {
    expect(nav.move(seat(model, '5_1_2'), 'right')?.key).toBe('5_2_2');
    expect(nav.move(seat(model, '5_11_2'), 'right')?.key).toBe('5_12_2');
    expect(nav.move(seat(model, '5_11_2'), 'left')?.key).toBe('5_10_2');
  });

  it('crosses the aisle into the next block of the same row', () => {
    expect(nav.move(seat(model, '5_3_2'), 'right')?.key).toBe('5_5_2');
    expect(nav.move(seat(model, '5_8_2'), 'right')?.key).toBe('5_10_2');
  });

  it('takes Home and End across all blocks of the row', () => {
    expect(nav.rowEnd(seat(model, '5_6_3'), 'start').key).toBe('5_1_3');
    expect(nav.rowEnd(seat(model, '5_6_3'), 'end').key).toBe('5_12_3');
  });
});

describe('SpatialIndex', () => {
  it('finds the same seat as a full scan on a large generated plan', () => {
    const model = buildSeatMapModel(gridPlan({ rows: 60, cols: 120, rotate: 7 }));
    const index = new SpatialIndex(model.seats, model.unit * 2);
    const scan = (from: MapSeat, dx: number, dy: number) => {
      let best: MapSeat | null = null;
      let bestScore = Infinity;
      for (const p of model.seats) {
        if (p === from) continue;
        const vx = p.px - from.px;
        const vy = p.py - from.py;
        const ahead = vx * dx + vy * dy;
        const side = Math.abs(vx * dy - vy * dx);
        if (ahead <= 0.5 || side > ahead * 1.732) continue;
        const score = ahead + 2 * side;
        if (score < bestScore || (score === bestScore && best !== null && p.index < best.index)) {
          best = p;
          bestScore = score;
        }
      }
      return best;
    };
    for (const k of ['1_1_1', '1_60_30', '1_120_60', '1_77_12']) {
      const from = seat(model, k);
      expect(index.nearestInDirection(from, 'right')?.key).toBe(scan(from, 1, 0)?.key);
      expect(index.nearestInDirection(from, 'down')?.key).toBe(scan(from, 0, 1)?.key);
      expect(index.nearestInDirection(from, 'left')?.key).toBe(scan(from, -1, 0)?.key);
      expect(index.nearestInDirection(from, 'up')?.key).toBe(scan(from, 0, -1)?.key);
    }
  });

  it('answers nothing when empty', () => {
    const index = new SpatialIndex<{ index: number; px: number; py: number }>([], 10);
    expect(index.nearestTo(0, 0)).toBeNull();
  });
});
