import type { CartSeat, PricedCart } from '@kupa/contracts';
import { useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useStableCallback } from '../../../../lib/hooks/use-stable-callback';
import { countsMatch, firstMissingInput, lineInputId, type HeldSeatRef, type TicketGroup } from '../utils/ticket-lines';

/**
 * Continue on the tickets step: waits for the last sync, then checks the typed inputs (member numbers, ID numbers,
 * references), the seat count and the server's problems, moving the focus to what is wrong; all good, it moves on.
 */
export function useTicketsContinue(args: {
  groups: TicketGroup[] | undefined;
  held: HeldSeatRef[] | undefined;
  lines: CartSeat[];
  priced: PricedCart | null;
  syncError: unknown;
  /** Resolves once the last change of the lines is synced. */
  settled(): Promise<unknown>;
  /** The block of problems, focused when they stop Continue. */
  problemsRef: RefObject<HTMLDivElement | null>;
  onNext(): void;
}) {
  const intl = useIntl();
  const [stepError, setStepError] = useState<string | null>(null);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());

  const verify = useStableCallback(() => {
    const { groups, held, lines, priced, syncError, onNext } = args;
    if (!held || !groups || syncError) return;
    const missingInput = firstMissingInput(lines, groups);
    if (missingInput) {
      const id = lineInputId(missingInput.index, missingInput.input);
      setMissing(new Set([id]));
      setStepError(intl.formatMessage({ id: 'tickets.error.inputs' }));
      document.getElementById(id)?.focus();
      return;
    }
    setMissing(new Set());
    if (!countsMatch(lines, groups, held)) {
      setStepError(intl.formatMessage({ id: 'tickets.error.count' }, { seats: held.length }));
      document.querySelector<HTMLElement>('[data-testid="tickets-step"] .quantity-stepper__button[aria-disabled="false"]')?.focus();
      return;
    }
    if (!priced || priced.problems.length > 0) {
      args.problemsRef.current?.focus();
      return;
    }
    onNext();
  });
  const onContinue = useStableCallback(async () => {
    await args.settled();
    // The next render has the synced cart: check it then.
    window.setTimeout(verify, 0);
  });
  return { onContinue, stepError, clearStepError: () => setStepError(null), missing };
}
