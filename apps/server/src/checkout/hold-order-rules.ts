import { KupaError, localDateOf, type Clock } from '@kupa/domain';
import { customerIdIn, type CustomerSession } from '../http/customer-session';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hasHoldingMembership } from '../memberships/hold-order-memberships';

/** A hold order must be paid and collected this long before the show (spec 4, order types). */
export const HOLD_DEADLINE_BEFORE_SHOW_MS = 30 * 60 * 1000;

/** The deadline of a hold order: 30 minutes before its earliest presentation. */
export function holdDeadlineOf(startsAt: readonly string[]): string | null {
  const earliest = [...startsAt].sort()[0];
  return earliest === undefined ? null : new Date(new Date(earliest).getTime() - HOLD_DEADLINE_BEFORE_SHOW_MS).toISOString();
}

/**
 * Who may hold (ADR 0009, spec 4): a logged-in customer of the business with an active membership that allows
 * holds; no premium seat may be held. Answers the customer id.
 */
export class HoldOrderRules {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  async checkHolder(session: CustomerSession | null, businessId: number, premiumSeatCount: number): Promise<number> {
    const customerId = customerIdIn(session, businessId);
    if (customerId === null) throw new KupaError('LOGIN_REQUIRED');
    const today = localDateOf(this.clock.now(), this.timeZone);
    if (!(await hasHoldingMembership(this.db, customerId, businessId, today))) throw new KupaError('NO_ACTIVE_MEMBERSHIP');
    if (premiumSeatCount > 0) throw new KupaError('PREMIUM_SEAT_NOT_HOLDABLE');
    return customerId;
  }
}
