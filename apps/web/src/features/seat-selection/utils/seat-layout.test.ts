import { describe, expect, it } from 'vitest';
import { buildSeatMapModel, seatsTogether, sofaPartner } from './seat-layout';
import { gridPlan } from './test-plans';

const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

describe('buildSeatMapModel', () => {
  it('reads the api-compat example: key, names, flags and the drawing position', () => {
    const model = buildSeatMapModel({
      S: {
        '1': {
          n: 'אולם',
          r: 1,
          G: {
            '0': {
              rd: { x: 100, y: 20, rotate: 0 },
              R: { '4': { n: 'A', S: { '2': { n: '10', tg: 1, rd: { cx: 60, cy: -30 }, hc: 1 } } } },
            },
          },
        },
      },
    });
    expect(model.seats).toHaveLength(1);
    expect(model.seats[0]).toMatchObject({
      key: '1_2_4',
      sectionId: 1,
      x: 2,
      y: 4,
      rowName: 'A',
      seatName: '10',
      px: 160,
      py: -10,
      accessible: true,
      premium: false,
      reserved: true,
    });
    expect(model.sections[0]?.name).toBe('אולם');
  });

  it('turns a seat about its group origin by the group angle (x = rd.x + cx·cos − cy·sin, y = rd.y + cx·sin + cy·cos)', () => {
    const at = (rotate: number, cx: number, cy: number) => {
      const model = buildSeatMapModel({
        S: {
          '1': {
            n: 'H',
            r: 1,
            G: { '1': { rd: { x: 100, y: 50, rotate }, R: { '1': { n: '1', S: { '1': { n: '1', tg: 1, rd: { cx, cy } } } } } } },
          },
        },
      });
      const seat = model.seats[0];
      return { px: seat?.px ?? NaN, py: seat?.py ?? NaN, rotate: seat?.rotate };
    };
    const quarter = at(90, 10, 0);
    expect(close(quarter.px, 100) && close(quarter.py, 60)).toBe(true);
    const back = at(-90, 10, 5);
    expect(close(back.px, 105) && close(back.py, 40)).toBe(true);
    const twelve = at(12, 24, 28);
    const a = (12 * Math.PI) / 180;
    expect(twelve.px).toBeCloseTo(100 + 24 * Math.cos(a) - 28 * Math.sin(a), 9);
    expect(twelve.py).toBeCloseTo(50 + 24 * Math.sin(a) + 28 * Math.cos(a), 9);
    expect(twelve.rotate).toBe(12);
  });

  it('groups rows by section and grid Y, seats left to right as drawn, with the pitch as unit', () => {
    const model = buildSeatMapModel(gridPlan({ rows: 3, cols: 5 }));
    expect(model.rows.map((r) => r.name)).toEqual(['1', '2', '3']);
    expect(model.rows[0]?.seats.map((s) => s.seatName)).toEqual(['5', '4', '3', '2', '1']);
    expect(model.unit).toBe(24);
    expect(model.rowOf.get('1_3_2')?.name).toBe('2');
    expect(model.byKey.get('1_1_1')?.px).toBe(100);
  });

  it('draws the screen above the first row and keeps seats, labels and the plan size inside the box', () => {
    const model = buildSeatMapModel(gridPlan({ rows: 2, cols: 4, y0: 120 }));
    expect(model.screen.label).toBe('Screen');
    expect(model.screen.y).toBeLessThan(120);
    expect(model.box.y).toBeLessThanOrEqual(model.screen.y);
    for (const label of model.rowLabels) {
      expect(label.x).toBeGreaterThanOrEqual(model.box.x);
      expect(label.x).toBeLessThanOrEqual(model.box.x + model.box.width);
    }
    expect(model.box.width).toBeGreaterThanOrEqual(600);
    // Row names at both ends of each row.
    expect(model.rowLabels.filter((l) => l.text === '1')).toHaveLength(2);
  });

  it('places row names along a turned block', () => {
    const model = buildSeatMapModel(gridPlan({ rows: 1, cols: 3, rotate: 90 }));
    const [start] = model.rowLabels;
    // Turned a quarter: "left of the first seat" is above it.
    expect(start?.x).toBeCloseTo(100, 6);
    expect(start?.y).toBeLessThan(100);
    expect(start?.rotate).toBe(90);
  });

  it('marks general admission from the section flag or the presentation', () => {
    expect(buildSeatMapModel(gridPlan({ rows: 1, cols: 2, reserved: 0 })).hasReservedSeats).toBe(false);
    expect(buildSeatMapModel(gridPlan({ rows: 1, cols: 2 }), false).seats.every((s) => !s.reserved)).toBe(true);
    expect(buildSeatMapModel(gridPlan({ rows: 1, cols: 2 })).hasReservedSeats).toBe(true);
  });

  it('reads sofa halves and the other flags', () => {
    const model = buildSeatMapModel(
      gridPlan({
        rows: 1,
        cols: 4,
        flags: (x) => (x === 1 ? { cl: 1 } : x === 2 ? { cr: 1 } : x === 3 ? { pr: 1, lv: 1 } : { co: 1, bl: 1 }),
      }),
    );
    expect(model.seats.map((s) => s.sofa)).toEqual(['L', 'R', null, null]);
    expect(model.seats[2]).toMatchObject({ premium: true, limitedView: true });
    expect(model.seats[3]).toMatchObject({ companion: true, blocked: true });
  });

  it('finds the other half of a sofa in the same block and row', () => {
    const model = buildSeatMapModel(
      gridPlan({ rows: 1, cols: 5, flags: (x) => (x === 2 ? { cl: 1 } : x === 3 ? { cr: 1 } : x === 5 ? { cl: 1 } : {}) }),
    );
    const seat = (k: string) =>
      model.byKey.get(k) ??
      (() => {
        throw new Error(k);
      })();
    expect(sofaPartner(model, seat('1_2_1'))?.key).toBe('1_3_1');
    expect(sofaPartner(model, seat('1_3_1'))?.key).toBe('1_2_1');
    // A left half without a right half beside it (a broken plan) stands alone.
    expect(sofaPartner(model, seat('1_5_1'))).toBeUndefined();
    expect(seatsTogether(model, seat('1_1_1')).map((s) => s.key)).toEqual(['1_1_1']);
    expect(seatsTogether(model, seat('1_3_1')).map((s) => s.key)).toEqual(['1_3_1', '1_2_1']);
  });
});
