import { createHash } from 'node:crypto';
import {
  isValidIsraeliId,
  KupaError,
  loginThrottle,
  memberStanding,
  memberTicketsLeft,
  type Clock,
  type MessageLocale,
} from '@kupa/domain';
import type { AvailableMember } from '@kupa/contracts';
import type { CustomerSession } from '../http/customer-session';
import { localized } from '../shared/localized';
import { isMemberOf, memberRecord } from './cart-pricing';
import type { CartReads } from './cart-reads';
import type { CartRepository } from './cart.repository';
import { presentationFor } from './ticket-lookup';

/** Member lookups allowed per client address, and per member or ID number, within the window (issue 14: not enumerable). */
export const MEMBER_LOOKUPS_PER_ADDRESS = 30;
export const MEMBER_LOOKUPS_PER_NUMBER = 10;
export const MEMBER_LOOKUP_WINDOW_MS = 15 * 60_000;

/** Who asks: the logged-in customer (if any) and the client address the limits count. */
export interface MemberLookupCaller {
  session: CustomerSession | null;
  clientAddress: string;
}

/**
 * POST /api/cart/member: the members usable for membership and member-only tickets of a presentation, found by
 * member number or by the customer's ID number (spec 5: a valid ID is needed for member lookups). Standing is judged
 * on the presentation's business date. Only the logged-in customer's own members are answered (issue 14): anyone
 * else gets LOGIN_REQUIRED, whether the number exists or not, and the lookups are rate-limited per client address
 * and per number so that numbers cannot be probed.
 */
export class MemberLookup {
  constructor(
    private readonly reads: CartReads,
    private readonly repository: CartRepository,
    private readonly clock: Clock,
  ) {}

  async members(
    presentationId: number,
    by: { memberNumber?: string; ssn?: string },
    caller: MemberLookupCaller,
    locale: MessageLocale,
  ): Promise<{ members: AvailableMember[] }> {
    const ssn = by.ssn?.trim();
    const memberNumber = by.memberNumber?.trim();
    if (ssn !== undefined && ssn !== '' && !isValidIsraeliId(ssn)) throw new KupaError('INVALID_ID');
    if (!ssn && !memberNumber) throw new KupaError('VALIDATION_ERROR', { field: 'memberNumber' });
    const presentation = await presentationFor(this.reads, presentationId);
    const key = ssn ? { ssn: ssn.padStart(9, '0') } : { memberNumbers: [memberNumber ?? ''] };
    await this.countLookup(presentation.business_id, caller.clientAddress, key.ssn ?? (memberNumber ?? '').toUpperCase());
    if (!caller.session) throw new KupaError('LOGIN_REQUIRED');

    const rows = (await this.reads.membersByNumber(presentation.business_id, key)).filter((m) => isMemberOf(caller.session, m));
    if (rows.length === 0) throw new KupaError('LOGIN_REQUIRED');
    return {
      members: rows.map((m) => {
        const standing = memberStanding(memberRecord(m), presentation.business_date);
        return {
          name: [m.first_name, m.last_name].filter(Boolean).join(' '),
          memberNumber: m.member_number,
          membershipId: m.membership_id,
          membershipName: localized(locale, m.membership_name_he, m.membership_name_en),
          balance: memberTicketsLeft(memberRecord(m)),
          usedBalance: m.used_balance,
          pointsBalance: m.points_balance,
          customerId: m.customer_id,
          startDate: m.start_date,
          endDate: m.end_date,
          isAvailable: standing === 'active',
          isExpired: standing === 'expired',
          isNotStarted: standing === 'not-started',
          allowMemberSaleTickets: m.allow_member_sale_tickets === 1,
        };
      }),
    };
  }

  /** Refuses with RATE_LIMITED past either limit, else counts this lookup; the number is kept only as a hash. */
  private async countLookup(businessId: number, clientAddress: string, number: string): Promise<void> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - MEMBER_LOOKUP_WINDOW_MS).toISOString();
    const numberKey = createHash('sha256').update(`${businessId}:${number}`).digest('base64url');
    for (const [entity, key, limit] of [
      ['client-address', clientAddress, MEMBER_LOOKUPS_PER_ADDRESS],
      ['member-key', numberKey, MEMBER_LOOKUPS_PER_NUMBER],
    ] as const) {
      const times = await this.repository.memberLookupsSince(entity, key, since);
      const verdict = loginThrottle(
        times.map((t) => new Date(t)),
        now,
        limit,
        MEMBER_LOOKUP_WINDOW_MS,
      );
      if (!verdict.allowed) throw new KupaError('RATE_LIMITED', { retryAfterSeconds: verdict.retryAfterSeconds });
    }
    await this.repository.recordMemberLookup(businessId, clientAddress, numberKey, now);
  }
}
