import type { CartSeat, CustomerInfoView, PricedCart } from '@kupa/contracts';
import { useState } from 'react';
import { useErrorCodeText } from '../../../../lib/i18n/use-error-text';
import { useStableCallback } from '../../../../lib/hooks/use-stable-callback';
import type { OrderType } from '../../flow/utils/flow-state';
import { mayHold } from '../components/OrderTypeChoice';
import { withOwnMemberNumbers } from '../utils/member-benefits';
import { quantityOf, setQuantity, type TicketChoice, type TicketGroup, type TicketType } from '../utils/ticket-lines';

type LoginReason = { kind: 'hold' } | { kind: 'loyalty'; choice: TicketChoice };

/**
 * The buyer's choices on the tickets step that may need a login first: one ticket more or less (a loyalty-points
 * ticket needs the customer's balance), and the order type (a hold needs an active membership, spec 4 Order types).
 * After the login the asked-for change is made; a member's own number fills the membership lines that have none.
 */
export function useTicketChoices(args: {
  presentationId: number;
  groups: TicketGroup[] | undefined;
  customer: CustomerInfoView | null;
  sync(change: (lines: CartSeat[]) => CartSeat[]): Promise<unknown>;
  onOrderTypeChange(orderType: OrderType): Promise<PricedCart>;
  /** Where a refused order-type change is shown, and remembered for Continue to wait on. */
  ticketSync: { setSyncError(error: unknown): void; remember(done: Promise<unknown>): void };
}) {
  const codeText = useErrorCodeText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [login, setLogin] = useState<LoginReason | null>(null);

  const changeQuantity = useStableCallback((choice: TicketChoice, delta: number) => {
    const { presentationId, groups, customer } = args;
    void args.sync((current) =>
      withOwnMemberNumbers(setQuantity(current, presentationId, choice, quantityOf(current, choice) + delta), groups ?? [], customer),
    );
  });
  const add = useStableCallback((choice: TicketChoice, ticket: TicketType) => {
    if (ticket.kind === 'loyalty' && !args.customer) setLogin({ kind: 'loyalty', choice });
    else changeQuantity(choice, 1);
  });
  const changeOrderType = useStableCallback(async (type: OrderType) => {
    args.ticketSync.setSyncError(null);
    setRefusal(null);
    try {
      args.ticketSync.remember(Promise.resolve(await args.onOrderTypeChange(type)));
    } catch (error) {
      args.ticketSync.setSyncError(error);
    }
  });
  const loggedIn = useStableCallback((who: CustomerInfoView) => {
    const reason = login;
    const groups = args.groups;
    setLogin(null);
    if (reason?.kind === 'hold') {
      if (mayHold(who)) void changeOrderType('hold');
      else setRefusal(codeText('NO_ACTIVE_MEMBERSHIP'));
    } else if (reason?.kind === 'loyalty') changeQuantity(reason.choice, 1);
    if (reason?.kind !== 'hold' && groups && who.members.length > 0)
      void args.sync((current) => withOwnMemberNumbers(current, groups, who));
  });
  return {
    add,
    remove: (choice: TicketChoice) => changeQuantity(choice, -1),
    changeOrderType,
    refusal,
    loginOpen: login !== null,
    askHoldLogin: () => setLogin({ kind: 'hold' }),
    loggedIn,
    closeLogin: () => setLogin(null),
  };
}
