// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { buildSeatMapModel, type MapSeat } from '../../utils/seat-layout';
import { SeatStore } from '../../utils/seat-store';
import { gridPlan } from '../../utils/test-plans';
import { SeatMap } from './SeatMap';
import { SKETCH_FROM_SEATS } from './seat-painter';

beforeAll(() => {
  // jsdom measures nothing: the map's viewport observer and geometry calls get inert stand-ins.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

/** A 3 x 4 hall, every seat free, and the seats chosen through the map. */
function setup() {
  const model = buildSeatMapModel(gridPlan({ rows: 3, cols: 4 }));
  const store = new SeatStore();
  store.setStatus([...model.byKey.keys()]);
  const chosen: MapSeat[] = [];
  const onChoose = vi.fn((seat: MapSeat) => chosen.push(seat));
  const namer = (seat: MapSeat, state: string) => `Row ${seat.rowName}, seat ${seat.seatName}, ${state}`;
  renderWithKupa(<SeatMap model={model} store={store} venueName="Hall A" namer={namer} onChoose={onChoose} />);
  const map = screen.getByRole('listbox', { name: /Hall A/ });
  const activeLabel = () => document.getElementById(map.getAttribute('aria-activedescendant') ?? '')?.getAttribute('aria-label');
  return { model, store, map, chosen, onChoose, activeLabel };
}

describe('SeatMap', () => {
  it("takes over from the server's first frame: the frame goes in the commit that draws the app's seats", () => {
    const frame = document.createElement('div');
    frame.id = 'kupa-first-frame';
    document.body.append(frame);
    const { map } = setup();
    expect(map.querySelectorAll('[role="option"]')).toHaveLength(12);
    expect(document.getElementById('kupa-first-frame')).toBeNull();
  });

  it('is one listbox named after the hall, each seat an option with its row, number and state', () => {
    const { map } = setup();
    expect(map).toHaveAttribute('aria-multiselectable', 'true');
    const options = map.querySelectorAll('[role="option"]');
    expect(options).toHaveLength(12);
    expect([...options].map((o) => o.getAttribute('aria-label'))).toContain('Row 1, seat 4, available');
  });

  it('is used with the keyboard: entering it lands on a free seat, arrows move, Home and End go to the row ends, Enter chooses', async () => {
    const { map, chosen, activeLabel } = setup();
    // The zoom buttons come first in the tab order; then the map.
    act(() => map.focus());
    expect(map).toHaveFocus();
    const first = activeLabel();
    expect(first).toMatch(/^Row 1, seat \d, available$/);
    await userEvent.keyboard('{ArrowDown}');
    expect(activeLabel()).toMatch(/^Row 2, /);
    await userEvent.keyboard('{End}');
    const end = activeLabel();
    await userEvent.keyboard('{Home}');
    expect(activeLabel()).not.toBe(end);
    await userEvent.keyboard('{Enter}');
    expect(chosen).toHaveLength(1);
    expect(`Row ${chosen[0]?.rowName}, seat ${chosen[0]?.seatName}, available`).toBe(activeLabel());
  });

  it('draws a big plan as a sketch first, then its options, each named, for the keyboard and screen readers', async () => {
    const model = buildSeatMapModel(gridPlan({ rows: 50, cols: SKETCH_FROM_SEATS / 50 }));
    const store = new SeatStore();
    store.setStatus([...model.byKey.keys()]);
    const namer = (seat: MapSeat, state: string) => `Row ${seat.rowName}, seat ${seat.seatName}, ${state}`;
    renderWithKupa(<SeatMap model={model} store={store} venueName="Arena" namer={namer} onChoose={() => undefined} />);
    const map = screen.getByRole('listbox', { name: /Arena/ });
    expect(map.querySelector('.seat-map__sketch')).not.toBeNull();
    expect(map.querySelectorAll('[role="option"]')).toHaveLength(0);
    await waitFor(() => expect(map.querySelectorAll('[role="option"]')).toHaveLength(SKETCH_FROM_SEATS));
    expect(map.querySelector('.seat-map__sketch')).toBeNull();
    expect(map.querySelector('[role="option"]')?.getAttribute('aria-label')).toMatch(/^Row 1, seat \d+, available$/);
  });

  it('chooses the seat clicked', () => {
    const { map, onChoose } = setup();
    const seat = map.querySelector('[data-seat-key]');
    if (!seat) throw new Error('no seat drawn');
    act(() => {
      fireEvent.click(seat);
    });
    expect(onChoose).toHaveBeenCalledOnce();
  });
});
