import type { AvailableMember } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { apiSend } from '../../../../lib/api/api-client';
import { readMembers } from './cart-answers';

/** POST /api/cart/member: the members a member number stands for, for membership and member-only tickets. */
export async function lookUpMember(presentationId: number, memberNumber: string, lang: MessageLocale): Promise<AvailableMember[]> {
  return readMembers(await apiSend('POST', '/cart/member', { presentationId, memberNumber }, { lang }));
}
