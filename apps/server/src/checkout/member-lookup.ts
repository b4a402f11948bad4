import { isValidIsraeliId, KupaError, memberStanding, memberTicketsLeft, type MessageLocale } from '@kupa/domain';
import type { AvailableMember } from '@kupa/contracts';
import { localized } from '../shared/localized';
import { memberRecord } from './cart-pricing';
import type { CartRepository } from './cart.repository';
import { presentationFor } from './ticket-lookup';

/**
 * POST /api/cart/member: the members usable for membership and member-only tickets of a presentation, found by
 * member number or by the customer's ID number (spec 5: a valid ID is needed for member lookups). Standing is judged
 * on the presentation's business date.
 */
export class MemberLookup {
  constructor(private readonly repository: CartRepository) {}

  async members(
    presentationId: number,
    by: { memberNumber?: string; ssn?: string },
    locale: MessageLocale,
  ): Promise<{ members: AvailableMember[] }> {
    const ssn = by.ssn?.trim();
    const memberNumber = by.memberNumber?.trim();
    if (ssn !== undefined && ssn !== '' && !isValidIsraeliId(ssn)) throw new KupaError('INVALID_ID');
    if (!ssn && !memberNumber) throw new KupaError('VALIDATION_ERROR', { field: 'memberNumber' });
    const presentation = await presentationFor(this.repository, presentationId);
    const rows = await this.repository.membersByNumber(
      presentation.business_id,
      ssn ? { ssn: ssn.padStart(9, '0') } : { memberNumbers: [memberNumber ?? ''] },
    );
    if (rows.length === 0) throw new KupaError('MEMBER_NOT_FOUND');
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
}
