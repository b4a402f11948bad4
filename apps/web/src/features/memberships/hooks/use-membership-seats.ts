import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../lib/api/api-error';
import { useStableCallback } from '../../../lib/hooks/use-stable-callback';
import { parseSeatKey, seatsTogether, useSeatMessages } from '../../seat-selection';
import { buildSeatMapModel, type MapSeat } from '../../seat-selection';
import { createSeatNamer, type Translate } from '../../seat-selection';
import { getHolds, SeatStore } from '../../seat-selection';
import {
  getChoiceEventSeatplan,
  getMembershipHolds,
  getMembershipSeatplan,
  holdChoiceEventSeat,
  holdMembershipSeat,
  releaseChoiceEventSeat,
  releaseMembershipSeat,
} from '../api/membership-seat-calls';
import type { Quantities } from '../utils/membership-selection';
import { chosenMemberSeats, fitsRemaining, membershipSeatRef, seatsToChoose } from '../utils/membership-seats';
import { totalQuantity } from '../utils/membership-selection';

type SeatRef = ReturnType<typeof membershipSeatRef>;

/**
 * The "choose seats" step of a membership (spec 2, 7): the plan of its events with the seats free in all of them,
 * the buyer's holds read with it (after a reload they show as chosen, with their timer), and the member seats held
 * through PUT /api/membership/lock-seat and unlock-seat, one per member (a sofa's two halves are two members' seats).
 * With `eventId`, the seats of one choice event of an enrolment: its plan, holds and PUT /api/enroll/{id}/lock-seat.
 */
export function useMembershipSeats(membershipId: number, quantities: Quantities, locale: MessageLocale, eventId?: number) {
  const intl = useIntl();
  const [store] = useState(() => new SeatStore());
  const messages = useSeatMessages();
  const { report, inform, announce } = messages;
  const plan = useQuery({
    queryKey: ['membership-seatplan', membershipId, eventId ?? 0, locale],
    queryFn: async ({ signal }) => {
      // The holds only bring back a selection after a reload; without them the buyer starts with none.
      const [seatplan, holds] = await Promise.all(
        eventId
          ? [getChoiceEventSeatplan(membershipId, eventId, locale, signal), getHolds(eventId, locale, signal).catch(() => null)]
          : [getMembershipSeatplan(membershipId, locale, signal), getMembershipHolds(membershipId, locale, signal).catch(() => null)],
      );
      return { ...seatplan, holds };
    },
    // Never from an earlier visit: the holds it read may have been released since (going back releases them).
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const model = useMemo(() => (plan.data ? buildSeatMapModel(plan.data.seatplan, true) : null), [plan.data]);
  useEffect(() => {
    if (!plan.data) return;
    // The server's word: the seats free to this buyer, then the buyer's own holds (nothing else stays chosen).
    store.setStatus(Object.keys(plan.data.seats), { clearSelection: true });
    store.replaceHeld(plan.data.holds?.seats ?? [], { extended: plan.data.holds?.extended ?? false });
  }, [plan.data, store]);
  const selection = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const members = totalQuantity(quantities);
  const namer = useMemo(() => {
    const t: Translate = (id, values) => intl.formatMessage({ id }, values);
    return createSeatNamer(t, new Map((model?.sections ?? []).map((s) => [s.id, s.name])));
  }, [intl, model]);

  const hold = (ref: SeatRef) => (eventId ? holdChoiceEventSeat(ref, eventId, locale) : holdMembershipSeat(ref, locale));
  const release = (ref: SeatRef) => (eventId ? releaseChoiceEventSeat(ref, eventId, locale) : releaseMembershipSeat(ref, locale));

  const choose = useStableCallback(async (seat: MapSeat) => {
    if (!plan.data || !model || store.isPending(seat.key)) return;
    messages.clearMessage();
    const ref = membershipSeatRef(plan.data, seat, quantities);
    const state = store.stateOf(seat.key);
    if (state === 'selected') {
      const keys = [seat.key, ...(store.heldSeat(seat.key)?.linked ?? [])];
      store.beginRelease(keys);
      try {
        store.endRelease(keys, await release(ref));
        announce(intl.formatMessage({ id: 'memberships.seats.released' }, { seat: namer(seat, 'selected') }));
      } catch (error) {
        store.endRelease(keys, null);
        report(error);
      }
      return;
    }
    if (state !== 'available') return;
    const remaining = seatsToChoose(store.getSnapshot().held, members);
    const together = seatsTogether(model, seat).map((s) => s.key);
    if (!fitsRemaining(together.slice(1), remaining)) {
      const id = remaining === 0 ? 'memberships.seats.allChosen' : 'memberships.seats.sofaNeedsTwo';
      inform(intl.formatMessage({ id }, { count: members }));
      return;
    }
    store.beginHold(together);
    try {
      store.endHold(together, { held: [await hold(ref)] });
      announce(intl.formatMessage({ id: 'memberships.seats.held' }, { seat: namer(seat, 'selected') }));
    } catch (error) {
      store.endHold(together, { taken: isApiError(error) && error.code === 'SEAT_NOT_AVAILABLE' });
      report(error);
    }
  });

  /** Back to the quantities: the seats held are released (another quantity chooses its seats again). */
  const releaseAll = useStableCallback(async () => {
    if (!plan.data) return;
    const done = new Set<string>();
    for (const held of store.getSnapshot().held) {
      if (done.has(held.key)) continue;
      const address = parseSeatKey(held.key);
      if (!address) continue;
      const keys = [held.key, ...held.linked];
      keys.forEach((k) => done.add(k));
      store.beginRelease(keys);
      try {
        store.endRelease(keys, await release(membershipSeatRef(plan.data, address, quantities)));
      } catch {
        // A hold that cannot be released now lapses with its time limit.
        store.endRelease(keys, null);
      }
    }
  });

  return {
    plan,
    releaseAll,
    model,
    store,
    namer,
    members,
    selection,
    messages,
    seats: chosenMemberSeats(selection.held),
    remaining: seatsToChoose(selection.held, members),
    pending: selection.pending > 0,
    choose: (seat: MapSeat) => void choose(seat),
  };
}
