import type { Presentation } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../lib/api/api-error';
import { bestAvailable } from '../api/best-available';
import { extendHolds } from '../api/extend-holds';
import { holdSeat } from '../api/hold-seat';
import { moveToStep } from '../api/move-to-step';
import type { SeatTarget } from '../api/seat-ref';
import { releaseSeat } from '../api/release-seat';
import { parseSeatKey } from '../utils/seat-key';
import { seatsTogether, type MapSeat, type MapSection, type SeatMapModel } from '../utils/seat-layout';
import type { HeldSeat, SeatStore } from '../utils/seat-store';
import { useStableCallback } from '../../../lib/hooks/use-stable-callback';

export type SeatBusy = 'best' | 'continue' | 'extend' | 'places' | null;

interface SeatActionsOptions {
  presentation: Presentation;
  store: SeatStore;
  model: SeatMapModel | null;
  lang: MessageLocale;
  /** Shows a failed call's translated error (spec 8). */
  report(error: unknown): void;
  /** Shows a plain message (not an error). */
  inform(text: string): void;
  /** Speaks to screen readers (aria-live polite). */
  announce(text: string): void;
  refresh(options?: { clearSelection?: boolean }): Promise<boolean>;
}

/** Codes after which an extension has nothing left to hold. */
const LOST = new Set(['SEAT_LOCK_EXPIRED', 'SEAT_NOT_AVAILABLE', 'SEAT_LOCK_EXTENSION_USED']);

/** What the buyer does with seats, each through the server, which has the last word (spec 4 Seats). */
export function useSeatActions({ presentation: p, store, model, lang, report, inform, announce, refresh }: SeatActionsOptions) {
  const intl = useIntl();
  const [busy, setBusy] = useState<SeatBusy>(null);
  const target = (sectionId: number, x: number, y: number, ticketGroupId: number): SeatTarget => ({
    presentationId: p.id,
    venueId: p.venueId,
    seatplanId: p.seatplanId,
    sectionId,
    x,
    y,
    ticketGroupId,
  });
  const seatName = (row: string, seat: string) => intl.formatMessage({ id: 'seats.summary.seat' }, { row, seat });

  /** Holds a seat (with its sofa half); a failed hold deselects it again and says why. */
  const hold = useStableCallback(async (seat: MapSeat) => {
    const keys = model ? seatsTogether(model, seat).map((s) => s.key) : [seat.key];
    if (keys.some((k) => store.isPending(k))) return;
    store.beginHold(keys);
    try {
      const answer = await holdSeat(target(seat.sectionId, seat.x, seat.y, seat.ticketGroupId), lang);
      store.endHold(keys, { held: [answer] });
      announce(intl.formatMessage({ id: 'seats.announce.selected' }, { seat: seatName(answer.RowName, answer.SeatName) }));
    } catch (error) {
      store.endHold(keys, { taken: isApiError(error) && error.code === 'SEAT_NOT_AVAILABLE' });
      report(error);
    }
  });

  /** Releases a held seat (with its sofa half); a failed release keeps it selected and says why. `spoken` replaces the seat's name. */
  const release = useStableCallback(async (held: HeldSeat, spoken?: string) => {
    const keys = [held.key, ...held.linked];
    const address = parseSeatKey(held.key);
    if (!address || keys.some((k) => store.isPending(k))) return;
    store.beginRelease(keys);
    try {
      const released = await releaseSeat(target(address.sectionId, address.x, address.y, held.ticketGroupId), lang);
      store.endRelease(keys, released.length > 0 ? released : [held.key]);
      announce(spoken ?? intl.formatMessage({ id: 'seats.announce.released' }, { seat: seatName(held.rowName, held.seatName) }));
    } catch (error) {
      store.endRelease(keys, null);
      report(error);
    }
  });

  /** A seat of the map or the list was pressed: release it when it is ours, hold it when it is free. */
  const toggle = useStableCallback((seat: MapSeat) => {
    if (store.isPending(seat.key)) return;
    const state = store.stateOf(seat.key);
    const held = store.heldSeat(seat.key);
    if (state === 'selected' && held) void release(held);
    else if (state === 'available') void hold(seat);
  });

  /** General admission: one more place; the server picks it and the answer is what is selected (spec 4). */
  const addPlace = useStableCallback(async (section: MapSection) => {
    const seat = section.seats.find((s) => !s.blocked) ?? section.seats[0];
    if (!seat) return;
    setBusy('places');
    try {
      const answer = await holdSeat(target(seat.sectionId, seat.x, seat.y, seat.ticketGroupId), lang);
      store.endHold([], { held: [answer] });
      // A place has no row or seat to name: say how many places the buyer now has.
      const count = store.getSnapshot().held.filter((h) => h.sectionId === section.id).length;
      announce(intl.formatMessage({ id: 'seats.ga.count' }, { count }));
    } catch (error) {
      report(error);
    } finally {
      setBusy(null);
    }
  });

  const removePlace = useStableCallback(async (section: MapSection) => {
    const places = store.getSnapshot().held.filter((h) => h.sectionId === section.id);
    const held = places.at(-1);
    if (!held) return;
    setBusy('places');
    try {
      await release(held, intl.formatMessage({ id: 'seats.ga.count' }, { count: places.length - 1 }));
    } finally {
      setBusy(null);
    }
  });

  /** The server's best seats for a party of `quantity`, replacing the current selection. */
  const findBest = useStableCallback(async (quantity: number) => {
    setBusy('best');
    try {
      const seats = await bestAvailable(p.id, quantity, lang);
      store.replaceHeld(seats);
      announce(intl.formatMessage({ id: 'seats.summary.count' }, { count: seats.length }));
    } catch (error) {
      report(error);
    } finally {
      setBusy(null);
    }
  });

  /** Continue: the holds move to the tickets step on the server, whose timer renews them. */
  const proceed = useStableCallback(async (): Promise<boolean> => {
    setBusy('continue');
    try {
      const holds = await moveToStep(p.id, 'chooseTickets', lang);
      store.replaceHeld(holds.seats, { extended: holds.extended });
      return true;
    } catch (error) {
      report(error);
      return false;
    } finally {
      setBusy(null);
    }
  });

  /** Extend after expiry (once): seats someone took meanwhile are gone; if none is left, the map is refreshed. */
  const extend = useStableCallback(async () => {
    setBusy('extend');
    const expected = store.recentHoldKeys();
    try {
      const holds = await extendHolds(p.id, lang);
      store.replaceHeld(holds.seats, { extended: true });
      const kept = new Set(holds.seats.flatMap((s) => [s.key, ...s.linkedSeats.map((l) => l.key)]));
      const lost = expected.filter((k) => !kept.has(k)).length;
      if (lost > 0) inform(intl.formatMessage({ id: 'seats.expired.partial' }, { count: lost }));
      else announce(intl.formatMessage({ id: 'seats.announce.extended' }));
      void refresh();
    } catch (error) {
      if (isApiError(error) && error.code !== null && LOST.has(error.code)) inform(intl.formatMessage({ id: 'seats.expired.lost' }));
      else report(error);
      await refresh({ clearSelection: true });
    } finally {
      setBusy(null);
    }
  });

  return { busy, hold, release, toggle, addPlace, removePlace, findBest, proceed, extend };
}
