import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../lib/api/api-error';
import { useFailureText } from '../../../lib/i18n/use-error-text';
import type { SeatMessage } from '../../seat-selection';
import { useStableCallback } from '../../../lib/hooks/use-stable-callback';
import { keyOf } from '../../seat-selection';
import { buildSeatMapModel, type MapSeat } from '../../seat-selection';
import { createSeatNamer, type Translate } from '../../seat-selection';
import { SeatStore } from '../../seat-selection';
import { getMembershipSeatplan, lockMembershipSeat, unlockMembershipSeat } from '../api/membership-seat-calls';
import type { Quantities } from '../utils/membership-selection';
import { chosenMemberSeats, membershipSeatRef, seatsToChoose } from '../utils/membership-seats';
import { totalQuantity } from '../utils/membership-selection';

/**
 * The "choose seats" step of a membership (spec 2, 7): the plan of its events with the seats free in all of them,
 * and the member seats held through PUT /api/membership/lock-seat and unlock-seat, one per member chosen.
 */
export function useMembershipSeats(membershipId: number, quantities: Quantities, locale: MessageLocale) {
  const intl = useIntl();
  const failureText = useFailureText();
  const [store] = useState(() => new SeatStore());
  const [message, setMessage] = useState<SeatMessage | null>(null);
  const plan = useQuery({
    queryKey: ['membership-seatplan', membershipId, locale],
    queryFn: ({ signal }) => getMembershipSeatplan(membershipId, locale, signal),
    staleTime: 0,
  });
  const model = useMemo(() => (plan.data ? buildSeatMapModel(plan.data.seatplan, true) : null), [plan.data]);
  useEffect(() => {
    if (plan.data) store.setStatus(Object.keys(plan.data.seats));
  }, [plan.data, store]);
  const selection = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const members = totalQuantity(quantities);
  const namer = useMemo(() => {
    const t: Translate = (id, values) => intl.formatMessage({ id }, values);
    return createSeatNamer(t, new Map((model?.sections ?? []).map((s) => [s.id, s.name])));
  }, [intl, model]);

  const report = (error: unknown) => setMessage({ text: failureText(error), code: isApiError(error) ? error.code : null, tone: 'error' });

  const choose = useStableCallback(async (seat: MapSeat) => {
    if (!plan.data || store.isPending(seat.key)) return;
    setMessage(null);
    const ref = membershipSeatRef(plan.data, seat, quantities);
    const state = store.stateOf(seat.key);
    if (state === 'selected') {
      store.beginUnlock([seat.key]);
      try {
        store.endUnlock([seat.key], await unlockMembershipSeat(ref, locale));
      } catch (error) {
        store.endUnlock([seat.key], null);
        report(error);
      }
      return;
    }
    if (state !== 'available') return;
    if (seatsToChoose(store.getSnapshot().held, members) === 0) {
      setMessage({ text: intl.formatMessage({ id: 'memberships.seats.allChosen' }, { count: members }), code: null, tone: 'info' });
      return;
    }
    store.beginLock([seat.key]);
    try {
      store.endLock([seat.key], { locked: [await lockMembershipSeat(ref, locale)] });
    } catch (error) {
      store.endLock([seat.key], { taken: isApiError(error) && error.code === 'SEAT_NOT_AVAILABLE' });
      report(error);
    }
  });

  /** Back to the quantities: the seats held are released (another quantity chooses its seats again). */
  const releaseAll = useStableCallback(async () => {
    if (!plan.data) return;
    for (const held of chosenMemberSeats(store.getSnapshot().held)) {
      const address = { sectionId: held.VenueSectionId, x: held.XCoordinate, y: held.YCoordinate };
      const key = keyOf(address);
      const ref = membershipSeatRef(plan.data, address, quantities);
      store.beginUnlock([key]);
      try {
        store.endUnlock([key], await unlockMembershipSeat(ref, locale));
      } catch {
        // A hold that cannot be released now lapses with its time limit.
        store.endUnlock([key], null);
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
    seats: chosenMemberSeats(selection.held),
    remaining: seatsToChoose(selection.held, members),
    pending: selection.pending > 0,
    message,
    dismiss: () => setMessage(null),
    choose: (seat: MapSeat) => void choose(seat),
  };
}
