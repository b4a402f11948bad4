import type { CartSeat, TicketCodeResponse } from '@kupa/contracts';
import { useState } from 'react';

/** A ticket a code unlocked in this order: listed (and countable) from then on. */
export interface UnlockedCode {
  code: string;
  ticketId: number;
  ticketGroupId: number;
  /** Lines the code may still take; null without a limit. */
  maxUses: number | null;
}

/** A code's entry: a voucher reference is one ticket; a discount code as many as it has uses left. */
export function unlockedFrom(answer: TicketCodeResponse): UnlockedCode {
  return {
    code: answer.code,
    ticketId: answer.ticketId,
    ticketGroupId: answer.ticketGroupId,
    maxUses: answer.kind === 'voucher' ? 1 : answer.remainingUses,
  };
}

/** The codes the order's lines carry (after a reload the codes come back from the stored cart). */
export function codesOfLines(lines: readonly CartSeat[]): UnlockedCode[] {
  const seen = new Map<string, UnlockedCode>();
  for (const l of lines) {
    if (l.code && !seen.has(l.code.toUpperCase()))
      seen.set(l.code.toUpperCase(), { code: l.code, ticketId: l.ticketId, ticketGroupId: l.ticketGroupId, maxUses: null });
  }
  return [...seen.values()];
}

/** True when the code was entered already in this order (spec 5: a discount code cannot be entered twice). */
export function isCodeEntered(entered: readonly UnlockedCode[], code: string): boolean {
  const wanted = code.trim().toUpperCase();
  return entered.some((e) => e.code.toUpperCase() === wanted);
}

/** The codes entered in this order, starting from those its lines carry. */
export function useUnlockedCodes(lines: readonly CartSeat[]) {
  const [codes, setCodes] = useState<UnlockedCode[]>(() => codesOfLines(lines));
  return { codes, add: (code: UnlockedCode) => setCodes((list) => [...list, code]) };
}
