import type { CartSeat, CustomerInfoView, PricedCart } from '@kupa/contracts';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '../../../../components/ui/Spinner';
import { isApiError } from '../../../../lib/api/api-error';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useErrorCodeText, useFailureText } from '../../../../lib/i18n/use-error-text';
import { useStableCallback } from '../../../seat-selection/hooks/use-stable-callback';
import { useTicketGroups } from '../../../seat-selection/hooks/use-ticket-groups';
import { lookUpTicketCode } from '../../cart/api/ticket-code';
import { ProblemList } from '../../cart/components/ProblemList';
import type { CheckoutStepProps } from '../../flow/checkout-types';
import { StepNav } from '../../flow/components/StepNav';
import { useCheckoutHolds } from '../../flow/hooks/use-checkout-holds';
import type { OrderType } from '../../flow/utils/flow-state';
import { MemberLoginDialog } from '../../member-login/components/MemberLoginDialog';
import { useCustomer } from '../../member-login/hooks/use-customer';
import { isCodeEntered, unlockedFrom, useUnlockedCodes } from '../hooks/use-unlocked-codes';
import {
  addCodeLine,
  canAddOne,
  countsMatch,
  coveredSeats,
  firstMissingInput,
  heldCountByGroup,
  initialLines,
  maximumReached,
  needsCode,
  quantityOf,
  reconcileLines,
  setQuantity,
  ticketOfLine,
  updateLine,
  type TicketChoice,
  type TicketType,
} from '../utils/ticket-lines';
import { lineInputId } from './LineInputs';
import { pointsLeft, withOwnMemberNumbers } from '../utils/member-benefits';
import { OrderTypeChoice, mayHold } from './OrderTypeChoice';
import { TicketCodeForm } from './TicketCodeForm';
import { TicketTypeRow } from './TicketTypeRow';

interface TicketsStepProps extends CheckoutStepProps {
  orderType: OrderType;
  onOrderTypeChange(orderType: OrderType): Promise<PricedCart>;
}

type LoginReason = { kind: 'hold' } | { kind: 'loyalty'; choice: TicketChoice };

/**
 * Step 1, choose tickets (spec 2; spec 4 ticket assignment; spec 5 tickets): the ticket types of each held seat's
 * price level with quantity steppers, codes and vouchers, member numbers, ID numbers and references, the order
 * type, and the server's problems beside the tickets they concern. Continue needs every seat ticketed and no problem.
 */
export function TicketsStep(props: TicketsStepProps) {
  const { presentation: p, cart, priced, updateCart, syncing, onNext, onBack, orderType, onOrderTypeChange } = props;
  const intl = useIntl();
  const { locale } = useLocale();
  const codeText = useErrorCodeText();
  const failureText = useFailureText();
  const groupsQuery = useTicketGroups(p.id, locale);
  const holdsQuery = useCheckoutHolds(p.id, locale, true);
  const { customer } = useCustomer();
  const groups = groupsQuery.data?.ticketGroups;
  const held = holdsQuery.data?.seats;
  const lines = cart.seats ?? [];
  const unlocked = useUnlockedCodes(lines);
  const [syncError, setSyncError] = useState<unknown>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codeBusy, setCodeBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [login, setLogin] = useState<LoginReason | null>(null);
  const lastSync = useRef<Promise<unknown>>(Promise.resolve());
  const problemsRef = useRef<HTMLDivElement>(null);

  /** Changes the lines and syncs; a refused sync is shown (the flow undoes the change). */
  const sync = useStableCallback((change: (lines: CartSeat[]) => CartSeat[]): Promise<PricedCart | null> => {
    setSyncError(null);
    setStepError(null);
    const done = updateCart((c) => ({ ...c, seats: change(c.seats ?? []) })).catch((error: unknown) => {
      setSyncError(error);
      return null;
    });
    lastSync.current = done;
    return done;
  });

  // Entering the step: lines of seats no longer held go; with none left, the automatic assignment starts them; the
  // server prices the result either way (the holds may have changed since the last sync). Only holds fetched for this
  // visit count: after a start over the cache still has the last order's answer (its seats released, none held), and
  // assigning from it left the new order with no tickets and "wrong seat count" problems.
  const started = useRef(false);
  const holdsFetching = holdsQuery.isFetching;
  useEffect(() => {
    if (started.current || !held || !groups || holdsFetching) return;
    started.current = true;
    void sync((current) => {
      const kept = reconcileLines(current, groups, held);
      return kept.length > 0 ? kept : initialLines(p.id, held, groups, orderType);
    });
  }, [held, groups, holdsFetching, p.id, sync, orderType]);

  const applyCode = useStableCallback(async (code: string): Promise<boolean> => {
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
      const entry = unlockedFrom(await lookUpTicketCode(p.id, code, locale));
      unlocked.add(entry);
      const choice = { ticketGroupId: entry.ticketGroupId, ticketId: entry.ticketId, code: entry.code };
      if (groups && held) {
        const next = addCodeLine(cart.seats ?? [], p.id, groups, held, choice, entry.maxUses, orderType);
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

  const changeQuantity = useStableCallback((choice: TicketChoice, delta: number) => {
    void sync((current) =>
      withOwnMemberNumbers(setQuantity(current, p.id, choice, quantityOf(current, choice) + delta), groups ?? [], customer),
    );
  });

  const add = useStableCallback((choice: TicketChoice, ticket: TicketType) => {
    if (ticket.kind === 'loyalty' && !customer) {
      setLogin({ kind: 'loyalty', choice });
      return;
    }
    changeQuantity(choice, 1);
  });

  const changeOrderType = useStableCallback(async (type: OrderType) => {
    setSyncError(null);
    setRefusal(null);
    try {
      const answer = await onOrderTypeChange(type);
      lastSync.current = Promise.resolve(answer);
    } catch (error) {
      setSyncError(error);
    }
  });

  const loggedIn = useStableCallback((who: CustomerInfoView) => {
    const reason = login;
    setLogin(null);
    if (reason?.kind === 'hold') {
      if (mayHold(who)) void changeOrderType('hold');
      else setRefusal(codeText('NO_ACTIVE_MEMBERSHIP'));
    } else if (reason?.kind === 'loyalty') changeQuantity(reason.choice, 1);
    // A member who just logged in gets their number on the membership lines that have none.
    if (reason?.kind !== 'hold' && groups && who.members.length > 0) void sync((current) => withOwnMemberNumbers(current, groups, who));
  });

  /** Continue: waits for the last sync, then checks inputs, seat count and problems, moving focus to what is wrong. */
  const verify = useStableCallback(() => {
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
      problemsRef.current?.focus();
      return;
    }
    onNext();
  });
  const onContinue = useStableCallback(async () => {
    await lastSync.current;
    // The next render has the synced cart: check it then.
    window.setTimeout(verify, 0);
  });

  if (groupsQuery.isError || holdsQuery.isError) {
    return (
      <div className="checkout-step__problem" role="alert" data-testid="tickets-load-error">
        <p>{failureText(groupsQuery.error ?? holdsQuery.error)}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            void groupsQuery.refetch();
            void holdsQuery.refetch();
          }}
        >
          <FormattedMessage id="common.tryAgain" />
        </button>
      </div>
    );
  }
  // Before the first lines exist, holds on their way may differ from the cached ones: wait for them.
  if (!groups || !held || (holdsFetching && lines.length === 0)) {
    return (
      <p className="checkout-step__loading" role="status" data-testid="tickets-loading">
        <Spinner />
        <FormattedMessage id="tickets.loading" />
      </p>
    );
  }

  if (held.length === 0) {
    // The holds ran out (a reload long after, another tab started over): back to the seats.
    return (
      <div className="checkout-step__problem" role="alert" data-testid="tickets-no-seats">
        <p>{codeText('SEAT_LOCK_EXPIRED')}</p>
        <button type="button" className="button button--primary" data-testid="checkout-back" onClick={onBack}>
          <FormattedMessage id="checkout.back" />
        </button>
      </div>
    );
  }

  const heldCounts = heldCountByGroup(held);
  const heldGroups = groups.filter((g) => heldCounts.has(g.id));
  const covered = coveredSeats(lines, groups);
  const problems = priced?.problems ?? [];
  const generalProblems = problems.filter((pr) => pr.lineIndex === undefined || !lines[pr.lineIndex]);
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
        refusal={refusal}
        onChange={(type) => void changeOrderType(type)}
        onLogIn={() => setLogin({ kind: 'hold' })}
      />
      {premiumRefused && (
        <div className="checkout-notice checkout-notice--warning" role="alert" data-testid="premium-not-holdable">
          <p>{codeText('PREMIUM_SEAT_NOT_HOLDABLE')}</p>
          <button
            type="button"
            className="button button--secondary"
            data-testid="switch-to-normal"
            onClick={() => void changeOrderType('normal')}
          >
            <FormattedMessage id="tickets.orderType.switchToNormal" />
          </button>
        </div>
      )}
      {heldGroups.map((group) => {
        const choices: { ticket: TicketType; code: string | null; maxUses: number | null }[] = [
          ...group.tickets.filter((t) => !needsCode(t)).map((ticket) => ({ ticket, code: null, maxUses: null })),
          ...unlocked.codes.flatMap((u) => {
            const ticket = u.ticketGroupId === group.id ? ticketOfLine(groups, u) : undefined;
            return ticket ? [{ ticket, code: u.code, maxUses: u.maxUses }] : [];
          }),
        ];
        return (
          <section
            key={group.id}
            className="ticket-group"
            aria-labelledby={`ticket-group-${String(group.id)}`}
            data-testid="ticket-group"
            data-group-id={group.id}
          >
            <h3 id={`ticket-group-${String(group.id)}`} className="ticket-group__title">
              <FormattedMessage id="tickets.group.title" values={{ name: group.name, seats: heldCounts.get(group.id) ?? 0 }} />
            </h3>
            <ul className="ticket-group__list">
              {choices.map(({ ticket, code, maxUses }) => {
                const choice = { ticketGroupId: group.id, ticketId: ticket.id, code };
                const mine = lines.flatMap((line, index) =>
                  line.ticketGroupId === group.id && line.ticketId === ticket.id && (line.code ?? null) === code ? [{ line, index }] : [],
                );
                return (
                  <TicketTypeRow
                    key={`${String(ticket.id)}-${code ?? ''}`}
                    presentationId={p.id}
                    locale={locale}
                    ticket={ticket}
                    code={code}
                    lines={mine}
                    problems={problems}
                    missing={missing}
                    canAdd={canAddOne(lines, groups, held, choice, maxUses)}
                    maximum={maximumReached(lines, groups, ticket.id)}
                    oldPrice={oldPriceOf(priced, mine)}
                    busy={false}
                    pointsBalance={pointsLeft(customer, priced)}
                    onAdd={() => add(choice, ticket)}
                    onRemove={() => changeQuantity(choice, -1)}
                    onLineChange={(index, patch) => void sync((current) => updateLine(current, index, patch))}
                  />
                );
              })}
            </ul>
          </section>
        );
      })}
      {(hasCodes || hasVouchers) && (
        <TicketCodeForm kinds={{ code: hasCodes, voucher: hasVouchers }} busy={codeBusy} error={codeError} onApply={applyCode} />
      )}
      <p
        className="tickets-step__count"
        role="status"
        aria-live="polite"
        data-testid="ticket-count"
        data-covered={covered}
        data-seats={held.length}
      >
        <FormattedMessage id="tickets.count" values={{ covered, seats: held.length }} />
      </p>
      <div ref={problemsRef} tabIndex={-1} className="tickets-step__problems">
        <ProblemList problems={generalProblems} testId="ticket-problems" />
        {syncError !== null && !premiumRefused && (
          <p
            className="checkout-field__error"
            role="alert"
            data-testid="tickets-sync-error"
            data-code={isApiError(syncError) ? (syncError.code ?? undefined) : undefined}
          >
            {failureText(syncError)}
          </p>
        )}
        {stepError && (
          <p className="checkout-field__error" role="alert" data-testid="tickets-step-error">
            {stepError}
          </p>
        )}
      </div>
      <StepNav
        onBack={onBack}
        onContinue={() => void onContinue()}
        isPaymentStep={props.isPaymentStep ?? false}
        orderType={orderType}
        busy={syncing}
      />
      <MemberLoginDialog open={login !== null} onLoggedIn={loggedIn} onClose={() => setLogin(null)} />
    </div>
  );
}

/** The old price the server priced the ticket's lines with (spec 5 pricing: a discount keeps the price it lowers). */
function oldPriceOf(priced: PricedCart | null, mine: readonly { index: number }[]): number | null {
  const indexes = new Set(mine.map((m) => m.index));
  return priced?.tickets.find((t) => indexes.has(t.lineIndex) && t.oldPrice !== null)?.oldPrice ?? null;
}
