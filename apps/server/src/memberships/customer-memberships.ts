import type { CustomerMembership, CustomerMembershipState } from '@kupa/contracts';
import { addDays, localDateOf, type Clock, type LocalDate, type MessageLocale } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { localized } from '../shared/localized';

/** Renewal is offered from this many days before a membership ends (spec 4: "about to expire"). */
export const RENEWAL_OFFER_DAYS = 30;

/** Spec 4 Membership states of one member period on the local date `today`. */
export function membershipStateOf(period: { startDate: LocalDate; endDate: LocalDate }, today: LocalDate): CustomerMembershipState {
  if (period.startDate > today) return 'notStarted';
  if (period.endDate < today) return 'expired';
  return 'active';
}

/**
 * The customer area's memberships: every member period of the customer records (not cancelled), newest first, with
 * its state, balance, the customer's points and whether renewal is offered (the membership still on sale and the
 * period expired or ending within RENEWAL_OFFER_DAYS, with no later period of the same membership).
 */
export class CustomerMemberships {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async list(customerIds: readonly number[], pointsOf: ReadonlyMap<number, number>, locale: MessageLocale): Promise<CustomerMembership[]> {
    if (customerIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('members as m')
      .innerJoin('memberships as ms', 'ms.id', 'm.membership_id')
      .select([
        'm.customer_id',
        'm.membership_id',
        'm.member_number',
        'm.balance',
        'm.used_balance',
        'm.start_date',
        'm.end_date',
        'ms.code',
        'ms.name_he',
        'ms.name_en',
        'ms.is_active',
      ])
      .where('m.customer_id', 'in', [...customerIds])
      .where('m.status', '<>', 'cancelled')
      .orderBy('m.end_date', 'desc')
      .orderBy('m.id', 'desc')
      .execute();
    const today = localDateOf(this.clock.now());
    const latestEnd = new Map<string, LocalDate>();
    for (const r of rows) {
      const key = `${r.customer_id}:${r.membership_id}`;
      if ((latestEnd.get(key) ?? '') < r.end_date) latestEnd.set(key, r.end_date);
    }
    return rows.map((r) => {
      const state = membershipStateOf({ startDate: r.start_date, endDate: r.end_date }, today);
      const isLatest = latestEnd.get(`${r.customer_id}:${r.membership_id}`) === r.end_date;
      return {
        memberNumber: r.member_number,
        membershipCode: r.code,
        name: localized(locale, r.name_he, r.name_en),
        state,
        startDate: r.start_date,
        endDate: r.end_date,
        balance: r.balance,
        usedBalance: r.used_balance,
        points: pointsOf.get(r.customer_id) ?? 0,
        renewalOffered: r.is_active === 1 && isLatest && state !== 'notStarted' && r.end_date <= addDays(today, RENEWAL_OFFER_DAYS),
      };
    });
  }
}
