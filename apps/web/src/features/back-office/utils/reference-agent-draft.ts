import type { ReferenceAgentInput, StaffReferenceAgent } from '@kupa/contracts';
import { wholeNumberOf } from './money-text';

/** The agent form as typed: the ticket type's id and the quantity are text until saved. */
export interface ReferenceAgentDraft {
  pricePolicyId: string;
  reference1: string;
  reference2: string;
  quantity: string;
  isActive: boolean;
}

/** A new agent's draft, for the first ticket type that asks for a reference (none: the select says so). */
export function emptyReferenceAgent(firstTicketTypeId: number | undefined): ReferenceAgentDraft {
  return {
    pricePolicyId: firstTicketTypeId === undefined ? '' : String(firstTicketTypeId),
    reference1: '',
    reference2: '',
    quantity: '',
    isActive: true,
  };
}

export function referenceAgentDraftOf(a: StaffReferenceAgent): ReferenceAgentDraft {
  return {
    pricePolicyId: String(a.pricePolicyId),
    reference1: a.reference1,
    reference2: a.reference2 ?? '',
    quantity: String(a.quantity),
    isActive: a.isActive,
  };
}

const unreadable = (n: number | null): n is null => n === null || Number.isNaN(n);

/** The agent to save, or the field that cannot be read (no ticket type chosen, a quantity that is not a whole number). */
export function referenceAgentInputOf(draft: ReferenceAgentDraft): { input: ReferenceAgentInput } | { invalid: string } {
  const pricePolicyId = wholeNumberOf(draft.pricePolicyId);
  if (unreadable(pricePolicyId)) return { invalid: 'pricePolicyId' };
  const quantity = wholeNumberOf(draft.quantity);
  if (unreadable(quantity)) return { invalid: 'quantity' };
  const reference2 = draft.reference2.trim();
  return {
    input: {
      pricePolicyId,
      reference1: draft.reference1.trim(),
      reference2: reference2 === '' ? null : reference2,
      quantity,
      isActive: draft.isActive,
    },
  };
}
