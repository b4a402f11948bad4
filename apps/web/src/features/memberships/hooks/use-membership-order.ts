import type { Membership } from '@kupa/contracts';
import { localDateOf } from '@kupa/domain';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { serverNow } from '../../../lib/api/server-clock';
import { useAppConfig } from '../../../lib/config/config-context';
import { useLocale } from '../../../lib/i18n/locale-context';
import { withLang } from '../../../lib/i18n/with-lang';
import { useCustomer } from '../../checkout';
import { checkoutPathOf, savePendingOrder } from '../../item-order';
import {
  canAddMore,
  changeQuantity,
  initialQuantities,
  membershipLineOf,
  renewableMember,
  totalPrice,
  totalQuantity,
  type Quantities,
} from '../utils/membership-selection';
import { choiceCountOf, choiceEventsOf, choiceSeatsOf, toggleChoice } from '../utils/choice-events';
import { membershipHasSeats, type CartMembershipSeat } from '../utils/membership-seats';

/** The steps of a membership order on its page (spec 2): memberships, the fixed seats, the choice events, their seats. */
export type MembershipOrderStep = 'choose' | 'seats' | 'events' | 'eventSeats';

/**
 * The choice on a membership page: quantities per price (the address's price preselected), the renewal of the
 * logged-in customer's membership when it ends soon, and Continue to the checkout of the membership order.
 */
export function useMembershipOrder(membership: Membership, priceCode: string | undefined) {
  const navigate = useNavigate();
  const { linkLang } = useLocale();
  const { timeZone } = useAppConfig();
  const { customer } = useCustomer();
  const [quantities, setQuantities] = useState<Quantities>(() => initialQuantities(membership, priceCode));
  const [renewing, setRenewing] = useState(false);
  const [step, setStep] = useState<MembershipOrderStep>('choose');
  const withSeats = membershipHasSeats(membership);
  const choiceCount = withSeats ? choiceCountOf(membership) : 0;
  // Spec 2 enrolment: the fixed seats, then the chosen events and each one's seats (in the order chosen).
  const [fixedSeats, setFixedSeats] = useState<CartMembershipSeat[]>([]);
  const [chosenEvents, setChosenEvents] = useState<number[]>([]);
  const [eventSeats, setEventSeats] = useState<CartMembershipSeat[][]>([]);
  const renewable = useMemo(
    () => renewableMember(customer, membership.MembershipId, localDateOf(new Date(serverNow()), timeZone)),
    [customer, membership.MembershipId, timeZone],
  );
  const total = totalQuantity(quantities);

  const change = useCallback((priceId: number, delta: 1 | -1) => setQuantities((q) => changeQuantity(q, priceId, delta)), []);
  /** Saves the membership order (with its members' seats) and opens its checkout. */
  const save = useCallback(
    (seats: CartMembershipSeat[]) => {
      const line = membershipLineOf(membership, quantities, renewing ? renewable?.memberNumber : null);
      savePendingOrder({
        kind: 'memberships',
        businessId: membership.BusinessId,
        lines: [seats.length > 0 ? { ...line, seats } : line],
      });
      void navigate(withLang(checkoutPathOf('memberships'), linkLang));
    },
    [membership, quantities, renewing, renewable, navigate, linkLang],
  );
  // Spec 2: a membership with seats chooses them before the customer's details.
  const proceed = useCallback(() => {
    if (total === 0) return;
    if (withSeats) setStep('seats');
    else save([]);
  }, [total, withSeats, save]);
  const continueWithSeats = useCallback(
    (seats: CartMembershipSeat[]) => {
      if (choiceCount === 0) return save(seats);
      setFixedSeats(seats);
      setStep('events');
    },
    [choiceCount, save],
  );
  const continueWithEventSeats = useCallback(
    (seats: CartMembershipSeat[]) => {
      const done = [...eventSeats, choiceSeatsOf(chosenEvents[eventSeats.length] ?? 0, seats)];
      if (done.length < chosenEvents.length) setEventSeats(done);
      else save([...fixedSeats, ...done.flat()]);
    },
    [eventSeats, chosenEvents, fixedSeats, save],
  );
  const currentEventId = chosenEvents[eventSeats.length];

  return {
    quantities,
    total,
    totalPrice: totalPrice(membership, quantities),
    canAdd: canAddMore(quantities),
    renewable,
    renewing: renewing && renewable !== null,
    setRenewing,
    change,
    proceed,
    step,
    back: useCallback(() => setStep('choose'), []),
    continueWithSeats,
    choiceCount,
    chosenEvents,
    toggleEvent: useCallback((id: number) => setChosenEvents((c) => toggleChoice(c, id, choiceCount)), [choiceCount]),
    backToSeats: useCallback(() => setStep('seats'), []),
    toEventSeats: useCallback(() => {
      setEventSeats([]);
      setStep('eventSeats');
    }, []),
    /** The choice event whose seats are chosen now. */
    currentEvent: choiceEventsOf(membership).find((e) => e.PresentationId === currentEventId),
    /** Back from an event's seats: to the previous event's seats, or to the choice of events. */
    backFromEventSeats: useCallback(() => {
      if (eventSeats.length === 0) setStep('events');
      else setEventSeats((done) => done.slice(0, -1));
    }, [eventSeats.length]),
    continueWithEventSeats,
  };
}
