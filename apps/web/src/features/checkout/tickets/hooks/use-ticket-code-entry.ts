import type { CartSeat } from '@kupa/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useErrorCodeText, useFailureText } from '../../../../lib/i18n/use-error-text';
import { useStableCallback } from '../../../../lib/hooks/use-stable-callback';
import { lookUpTicketCode } from '../../cart/api/ticket-code';
import type { OrderType } from '../../flow/utils/flow-state';
import { addCodeLine, type HeldSeatRef, type TicketGroup } from '../utils/ticket-lines';
import { isCodeEntered, unlockedFrom, type useUnlockedCodes } from './use-unlocked-codes';

/**
 * A discount code or ticket voucher typed in the tickets step (spec 5: a code cannot be entered twice): looked up,
 * its ticket type unlocked, and a line of it added to a seat that has none when one is free.
 */
export function useTicketCodeEntry(args: {
  presentationId: number;
  groups: TicketGroup[] | undefined;
  held: HeldSeatRef[] | undefined;
  lines: CartSeat[];
  orderType: OrderType;
  unlocked: ReturnType<typeof useUnlockedCodes>;
  sync(change: (lines: CartSeat[]) => CartSeat[]): Promise<unknown>;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const codeText = useErrorCodeText();
  const failureText = useFailureText();
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codeBusy, setCodeBusy] = useState(false);

  const applyCode = useStableCallback(async (code: string): Promise<boolean> => {
    const { presentationId, groups, held, lines, orderType, unlocked, sync } = args;
    setCodeError(null);
    if (!code) {
      setCodeError(intl.formatMessage({ id: 'tickets.code.empty' }));
      return false;
    }
    if (isCodeEntered(unlocked.codes, code)) {
      setCodeError(codeText('CODE_ALREADY_ENTERED'));
      return false;
    }
    setCodeBusy(true);
    try {
      const entry = unlockedFrom(await lookUpTicketCode(presentationId, code, locale));
      unlocked.add(entry);
      const choice = { ticketGroupId: entry.ticketGroupId, ticketId: entry.ticketId, code: entry.code };
      if (groups && held) {
        const next = addCodeLine(lines, presentationId, groups, held, choice, entry.maxUses, orderType);
        if (next) void sync(() => next);
      }
      return true;
    } catch (error) {
      setCodeError(failureText(error));
      return false;
    } finally {
      setCodeBusy(false);
    }
  });
  return { applyCode, codeError, codeBusy };
}
