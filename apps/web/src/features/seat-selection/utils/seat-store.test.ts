import { describe, expect, it } from 'vitest';
import { SeatStore, type ChangedSeats } from './seat-store';
import { heldSeatAnswer } from './test-held-seat';

function storeWith(available: string[]) {
  const store = new SeatStore();
  const changes: ChangedSeats[] = [];
  store.subscribe((c) => changes.push(c));
  store.setStatus(available);
  changes.length = 0;
  return { store, changes };
}

describe('SeatStore', () => {
  it('takes seats missing from the status as taken', () => {
    const { store } = storeWith(['1_1_1']);
    expect(store.stateOf('1_1_1')).toBe('available');
    expect(store.stateOf('1_2_1')).toBe('taken');
    expect(store.getSnapshot().statusLoaded).toBe(true);
  });

  it('shows a seat selected while its hold is on the way, holds it on success and names only changed seats', () => {
    const { store, changes } = storeWith(['1_1_1', '1_2_1']);
    store.beginHold(['1_1_1']);
    expect(store.stateOf('1_1_1')).toBe('selected');
    expect(store.isPending('1_1_1')).toBe(true);
    store.endHold(['1_1_1'], { held: [heldSeatAnswer('1_1_1')] });
    expect(store.isPending('1_1_1')).toBe(false);
    expect(store.stateOf('1_1_1')).toBe('selected');
    expect(store.getSnapshot().held.map((s) => s.key)).toEqual(['1_1_1']);
    expect(store.getSnapshot().deadline).toBe('2026-11-22T10:10:00.000Z');
    expect(changes.map((c) => (c ? [...c] : null))).toEqual([['1_1_1'], ['1_1_1']]);
  });

  it('deselects a seat whose hold failed, and marks it taken when the server said so', () => {
    const { store } = storeWith(['1_1_1', '1_2_1']);
    store.beginHold(['1_1_1']);
    store.endHold(['1_1_1'], { taken: false });
    expect(store.stateOf('1_1_1')).toBe('available');
    store.beginHold(['1_2_1']);
    store.endHold(['1_2_1'], { taken: true });
    expect(store.stateOf('1_2_1')).toBe('taken');
    expect(store.getSnapshot().held).toEqual([]);
  });

  it('selects what the server returned: both sofa halves, or another place in general admission', () => {
    const { store } = storeWith(['1_1_1', '1_2_1', '2_5_5']);
    const sofa = heldSeatAnswer('1_1_1', {
      linkedSeats: [{ VenueSectionId: 1, XCoordinate: 2, YCoordinate: 1, key: '1_2_1', SeatName: '2', RowName: '1' }],
    });
    store.beginHold(['1_1_1', '1_2_1']);
    store.endHold(['1_1_1', '1_2_1'], { held: [sofa] });
    expect(store.stateOf('1_2_1')).toBe('selected');
    expect(store.heldSeat('1_2_1')?.linked).toEqual(['1_1_1']);
    store.beginHold(['2_1_1']);
    store.endHold(['2_1_1'], { held: [heldSeatAnswer('2_5_5')] });
    expect(store.stateOf('2_5_5')).toBe('selected');
    expect(store.stateOf('2_1_1')).toBe('taken');
  });

  it('keeps a seat selected when its release fails and frees it when it succeeds', () => {
    const { store } = storeWith(['1_1_1']);
    store.replaceHeld([heldSeatAnswer('1_1_1')]);
    store.beginRelease(['1_1_1']);
    expect(store.stateOf('1_1_1')).toBe('selected');
    store.endRelease(['1_1_1'], null);
    expect(store.stateOf('1_1_1')).toBe('selected');
    store.beginRelease(['1_1_1']);
    store.endRelease(['1_1_1'], ['1_1_1']);
    expect(store.stateOf('1_1_1')).toBe('available');
    expect(store.getSnapshot().deadline).toBeNull();
  });

  it("applies other buyers' holds, releases and sales, leaving the buyer's own seats alone", () => {
    const { store, changes } = storeWith(['1_1_1', '1_2_1']);
    store.replaceHeld([heldSeatAnswer('1_2_1')]);
    changes.length = 0;
    store.applyChanges([
      { seat: '1_1_1', state: 'locked' },
      { seat: '1_2_1', state: 'locked' },
      { seat: '1_3_1', state: 'released' },
    ]);
    expect(store.stateOf('1_1_1')).toBe('taken');
    expect(store.stateOf('1_2_1')).toBe('selected');
    expect(store.stateOf('1_3_1')).toBe('available');
    expect(changes).toHaveLength(1);
    store.applyChanges([{ seat: '1_3_1', state: 'sold' }]);
    expect(store.stateOf('1_3_1')).toBe('taken');
  });

  it('drops a hold that lapsed but keeps its deadline so the expiry dialog can show', () => {
    const { store } = storeWith(['1_1_1']);
    store.replaceHeld([heldSeatAnswer('1_1_1')]);
    store.applyChanges([{ seat: '1_1_1', state: 'released' }]);
    expect(store.stateOf('1_1_1')).toBe('available');
    expect(store.getSnapshot().held).toEqual([]);
    expect(store.getSnapshot().deadline).toBe('2026-11-22T10:10:00.000Z');
    expect(store.recentHoldKeys()).toEqual(['1_1_1']);
    store.replaceHeld([]);
    expect(store.recentHoldKeys()).toEqual([]);
  });

  it("on the buyer's refresh lists the status seats as available and deselects everything (spec 4)", () => {
    const { store } = storeWith(['1_1_1', '1_2_1']);
    store.replaceHeld([heldSeatAnswer('1_1_1')]);
    store.setStatus(['1_1_1', '1_2_1'], { clearSelection: true });
    expect(store.stateOf('1_1_1')).toBe('available');
    expect(store.getSnapshot().deadline).toBeNull();
  });

  it('on a background re-read keeps live holds and drops holds the server no longer lists', () => {
    const { store } = storeWith(['1_1_1', '1_2_1']);
    store.replaceHeld([heldSeatAnswer('1_1_1'), heldSeatAnswer('1_2_1', { expiresAt: '2026-11-22T10:05:00.000Z' })]);
    expect(store.getSnapshot().deadline).toBe('2026-11-22T10:05:00.000Z');
    store.setStatus(['1_1_1']);
    expect(store.stateOf('1_1_1')).toBe('selected');
    expect(store.stateOf('1_2_1')).toBe('taken');
  });

  it('keeps one selection snapshot while only availability changes, and records the extension', () => {
    const { store } = storeWith([]);
    const first = store.getSnapshot();
    const version = store.getVersion();
    store.applyChanges([{ seat: '1_5_5', state: 'released' }]);
    expect(store.getSnapshot()).toBe(first);
    expect(store.getVersion()).toBe(version + 1);
    store.replaceHeld([heldSeatAnswer('1_1_1')], { extended: true });
    expect(store.getSnapshot()).not.toBe(first);
    expect(store.getSnapshot().extended).toBe(true);
  });
});
