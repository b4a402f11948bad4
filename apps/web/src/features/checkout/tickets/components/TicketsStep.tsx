import type { PricedCart } from '@kupa/contracts';
import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { isApiError } from '../../../../lib/api/api-error';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useErrorCodeText } from '../../../../lib/i18n/use-error-text';
import { useStableCallback } from '../../../../lib/hooks/use-stable-callback';
import { useTicketGroups } from '../../../seat-selection';
import type { CheckoutStepProps } from '../../flow/checkout-types';
import { StepNav } from '../../flow/components/StepNav';
import { useCheckoutHolds } from '../../flow/hooks/use-checkout-holds';
import type { OrderType } from '../../flow/utils/flow-state';
import { MemberLoginDialog } from '../../member-login/components/MemberLoginDialog';
import { useCustomer } from '../../member-login/hooks/use-customer';
import { useInitialTicketLines } from '../hooks/use-initial-ticket-lines';
import { useTicketChoices } from '../hooks/use-ticket-choices';
import { useTicketCodeEntry } from '../hooks/use-ticket-code-entry';
import { useTicketSync } from '../hooks/use-ticket-sync';
import { useTicketsContinue } from '../hooks/use-tickets-continue';
import { useUnlockedCodes } from '../hooks/use-unlocked-codes';
import { coveredSeats, heldCountByGroup, updateLine } from '../utils/ticket-lines';
import { OrderTypeChoice } from './OrderTypeChoice';
import { TicketCodeForm } from './TicketCodeForm';
import { TicketGroupSection } from './TicketGroupSection';
import { TicketsStepFooter } from './TicketsStepFooter';
import { TicketsStepStatus } from './TicketsStepStatus';

interface TicketsStepProps extends CheckoutStepProps {
  orderType: OrderType;
  onOrderTypeChange(orderType: OrderType): Promise<PricedCart>;
}

/**
 * Step 1, choose tickets (spec 2; spec 4 ticket assignment; spec 5 tickets): the ticket types of each held seat's
 * price level with quantity steppers, codes and vouchers, member numbers, ID numbers and references, the order
 * type, and the server's problems beside the tickets they concern. Continue needs every seat ticketed and no problem.
 */
export function TicketsStep(props: TicketsStepProps) {
  const { presentation: p, cart, priced, updateCart, syncing, onNext, onBack, orderType, onOrderTypeChange } = props;
  const { locale } = useLocale();
  const codeText = useErrorCodeText();
  const groupsQuery = useTicketGroups(p.id, locale);
  const holdsQuery = useCheckoutHolds(p.id, locale, true);
  const { customer } = useCustomer();
  const groups = groupsQuery.data?.ticketGroups;
  const held = holdsQuery.data?.seats;
  const lines = cart.seats ?? [];
  const unlocked = useUnlockedCodes(lines);
  const ticketSync = useTicketSync(updateCart);
  const { syncError } = ticketSync;
  const problemsRef = useRef<HTMLDivElement>(null);
  const next = useTicketsContinue({ groups, held, lines, priced, syncError, settled: ticketSync.settled, problemsRef, onNext });
  /** Every change of the lines is synced, and clears the last Continue's complaint. */
  const sync: typeof ticketSync.sync = useStableCallback((change) => {
    next.clearStepError();
    return ticketSync.sync(change);
  });
  const codes = useTicketCodeEntry({ presentationId: p.id, groups, held, lines, orderType, unlocked, sync });
  const choices = useTicketChoices({ presentationId: p.id, groups, customer, sync, onOrderTypeChange, ticketSync });
  const holdsFetching = holdsQuery.isFetching;
  useInitialTicketLines({ presentationId: p.id, groups, held, holdsFetching, orderType, sync });

  if (groupsQuery.isError || holdsQuery.isError) {
    const retry = () => void Promise.all([groupsQuery.refetch(), holdsQuery.refetch()]);
    return <TicketsStepStatus kind="loadError" error={groupsQuery.error ?? holdsQuery.error} onRetry={retry} />;
  }
  // Before the first lines exist, holds on their way may differ from the cached ones: wait for them.
  if (!groups || !held || (holdsFetching && lines.length === 0)) return <TicketsStepStatus kind="loading" />;
  if (held.length === 0) return <TicketsStepStatus kind="noSeats" onBack={onBack} />;

  const heldCounts = heldCountByGroup(held);
  const heldGroups = groups.filter((g) => heldCounts.has(g.id));
  const problems = priced?.problems ?? [];
  const hasCodes = heldGroups.some((g) => g.tickets.some((t) => t.requiresCode));
  const hasVouchers = heldGroups.some((g) => g.tickets.some((t) => t.systemVoucherClassId !== null));
  const premiumRefused =
    orderType === 'hold' &&
    (problems.some((pr) => pr.code === 'PREMIUM_SEAT_NOT_HOLDABLE') ||
      (isApiError(syncError) && syncError.code === 'PREMIUM_SEAT_NOT_HOLDABLE'));

  return (
    <div className="tickets-step" data-testid="tickets-step">
      <OrderTypeChoice
        orderType={orderType}
        customer={customer}
        busy={syncing}
        refusal={choices.refusal}
        onChange={(type) => void choices.changeOrderType(type)}
        onLogIn={choices.askHoldLogin}
      />
      {premiumRefused && (
        <div className="checkout-notice checkout-notice--warning" role="alert" data-testid="premium-not-holdable">
          <p>{codeText('PREMIUM_SEAT_NOT_HOLDABLE')}</p>
          <button
            type="button"
            className="button button--secondary"
            data-testid="switch-to-normal"
            onClick={() => void choices.changeOrderType('normal')}
          >
            <FormattedMessage id="tickets.orderType.switchToNormal" />
          </button>
        </div>
      )}
      {heldGroups.map((group) => (
        <TicketGroupSection
          key={group.id}
          {...{ group, groups, held, lines, priced, customer, locale, problems }}
          heldInGroup={heldCounts.get(group.id) ?? 0}
          presentationId={p.id}
          unlockedCodes={unlocked.codes}
          missing={next.missing}
          onAdd={choices.add}
          onRemove={choices.remove}
          onLineChange={(index, patch) => void sync((current) => updateLine(current, index, patch))}
        />
      ))}
      {(hasCodes || hasVouchers) && (
        <TicketCodeForm
          kinds={{ code: hasCodes, voucher: hasVouchers }}
          busy={codes.codeBusy}
          error={codes.codeError}
          onApply={codes.applyCode}
        />
      )}
      <TicketsStepFooter
        ref={problemsRef}
        covered={coveredSeats(lines, groups)}
        seats={held.length}
        problems={problems.filter((pr) => pr.lineIndex === undefined || !lines[pr.lineIndex])}
        syncError={syncError}
        showSyncError={!premiumRefused}
        stepError={next.stepError}
      />
      <StepNav
        onBack={onBack}
        onContinue={() => void next.onContinue()}
        isPaymentStep={props.isPaymentStep ?? false}
        orderType={orderType}
        busy={syncing}
      />
      <MemberLoginDialog open={choices.loginOpen} onLoggedIn={choices.loggedIn} onClose={choices.closeLogin} />
    </div>
  );
}
