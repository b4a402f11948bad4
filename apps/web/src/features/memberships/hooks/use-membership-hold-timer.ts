import type { MessageLocale } from '@kupa/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../lib/api/api-error';
import { useStableCallback } from '../../../lib/hooks/use-stable-callback';
import type { SeatStore } from '../../seat-selection';
import { extendMembershipHolds, moveMembershipHolds } from '../api/membership-seat-calls';

/** Codes after which the holds are gone: the plan is read again. */
const LOST = new Set(['SEAT_LOCK_EXPIRED', 'SEAT_NOT_AVAILABLE', 'SEAT_LOCK_EXTENSION_USED']);

interface HoldTimerOptions {
  membershipId: number;
  /** A choice event's seat step: the answers are the fixed events' holds, so its own are read again instead. */
  eventId?: number | undefined;
  locale: MessageLocale;
  store: SeatStore;
  /** Reads the plan and the buyer's holds again (the server's word; nothing else stays chosen). */
  reload(): Promise<boolean>;
  report(error: unknown): void;
  announce(text: string): void;
}

/**
 * The membership seat step's time limit, as the ticket seat step's (spec 4: each step has its own seat-lock time
 * limit): when the holds lapse the expiry dialog offers the one extension (in every fixed event and the chosen ones)
 * or a refresh of the plan; Continue moves the holds to the customer-details step, which gives them that step's own
 * timer.
 */
export function useMembershipHoldTimer({ membershipId, eventId, locale, store, reload, report, announce }: HoldTimerOptions) {
  const intl = useIntl();
  const [expiredDeadline, setExpiredDeadline] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useStableCallback(async () => {
    setBusy(true);
    const ok = await reload();
    setBusy(false);
    setExpiredDeadline(null);
    if (ok) announce(intl.formatMessage({ id: 'seats.announce.refreshed' }));
  });

  const extend = useStableCallback(async () => {
    setBusy(true);
    try {
      const holds = await extendMembershipHolds(membershipId, locale);
      if (eventId) await reload();
      else store.replaceHeld(holds.seats, { extended: true });
    } catch (error) {
      report(error);
      if (isApiError(error) && LOST.has(error.code ?? '')) await reload();
    } finally {
      setBusy(false);
    }
  });

  /** Continue: the holds enter the customer-details step in every fixed event. False when they could not. */
  const proceed = useStableCallback(async (): Promise<boolean> => {
    setBusy(true);
    try {
      const moved = await moveMembershipHolds(membershipId, 'customerInfo', locale);
      if (!eventId) store.replaceHeld(moved.seats);
      return true;
    } catch (error) {
      report(error);
      if (isApiError(error) && LOST.has(error.code ?? '')) await reload();
      return false;
    } finally {
      setBusy(false);
    }
  });

  return {
    busy,
    expiredDeadline,
    onExpired: setExpiredDeadline,
    extend: () => void extend(),
    refresh: () => void refresh(),
    proceed,
  };
}
