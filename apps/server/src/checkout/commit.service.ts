import type { CartPayload, CommitBody, CommitResponse, CustomerInfo } from '@kupa/contracts';
import {
  customerFormValuesOf,
  formTypeOfOrderKind,
  isErrorCode,
  KupaError,
  localDateOf,
  normaliseIsraeliMobile,
  validateCustomerForm,
  type Clock,
  type CustomerFormConfig,
  type ItemOrderKind,
  type MessageLocale,
} from '@kupa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import type { WebSalesChannels } from '../catalogue/order-sales-channels';
import { scheduledPresentationIds } from '../presentations/cart-presentations';
import { customerOfVerifiedMobile } from '../customer-auth/customer-records';
import { issueLoginLink, loginLinkUrl, PURCHASE_LINK_TTL_MS } from '../customer-auth/login-links';
import { purchaseLinkLine } from '../customer-auth/login-texts';
import { completeOwnCustomer, saveCustomerCard, type CustomerFields } from '../customer-auth/order-customers';
import { customerIdIn, type CustomerSession } from '../http/customer-session';
import { addSalesOfReservation } from '../live-dashboard/sales-summary';
import { signedMessages, type BusinessMessageTexts } from '../outbox/business-message-texts';
import { enqueueOutboxMessage, type OutboxMessage } from '../outbox/outbox-writer';
import { presentationStarts } from '../presentations/order-presentations';
import { businessOfPresentation } from '../presentations/presentation-business';
import { recordOrder, reservationIdOfIdentifier, setPendingOrderMessages } from '../reservations/order-records';
import { orderSeatFacts } from '../seating/seat-sales';
import { newReservationIdentifier, newSecret } from '../shared/secrets';
import { debitVoucherBalance } from '../vouchers/voucher-debits';
import { faultAt, isSimulatedCrash, type CommitFaults } from './commit-faults';
import type { CheckoutPlan, CommitPlanner, PricingInput } from './commit-plan';
import { committedIdentifierOf, type CommitRepository } from './commit.repository';
import type { ItemOrderRegistry } from './order-items';
import { TicketOrderLines } from './ticket-order-lines';
import { holdDeadlineOf, type HoldOrderRules } from './hold-order-rules';
import { ticketMessagesOf } from './ticket-messages';
import type { OrderSeat, OrderSettlement, OrderState } from './order-settlement';
import { PENDING_PAYMENT } from '../reservations/order-settlement-records';
import type { PaymentService, ReadyPayment } from './payment.service';

export type { CommitFaults } from './commit-faults';

export interface CommitRequest {
  buyerUuid: string;
  body: CommitBody;
  /** The Idempotency-Key header, when the body has no idempotencyKey. */
  headerKey: string | undefined;
  session: CustomerSession | null;
  locale: MessageLocale;
  /** The site's address, for the e-ticket link in the SMS and e-mail. */
  baseUrl: string;
}

export interface CommitServiceDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  repository: CommitRepository;
  planner: CommitPlanner;
  payments: PaymentService;
  settlement: OrderSettlement;
  holdRules: HoldOrderRules;
  /** The channel a web order is recorded under (the catalogue's, kept once found). */
  salesChannels: WebSalesChannels;
  clock: Clock;
  timeZone: string;
  log: FastifyBaseLogger;
  faults?: CommitFaults;
  /** The carts that are not seats, each fulfilled by the module that owns it (ADR 0011). */
  itemKinds?: ItemOrderRegistry;
  /** The business's wording of its SMS and e-mails in a language (the catalogue's, ADR 0017). */
  messageTexts: (businessId: number, locale: MessageLocale) => Promise<BusinessMessageTexts>;
  /** The business's order form of a type (its configuration document), or null for the default form (the forms module's). */
  orderFormJson: (businessId: number, formType: string) => Promise<string | null>;
  /** The reservation as the customer sees it, when the reservations module provides it. */
  reservationView?: (reservationId: number, locale: MessageLocale) => Promise<CommitResponse['reservation'] | undefined>;
}

/** Attempts at a fresh reservation identifier before giving up (each is 34 bits; collisions are rare). */
const IDENTIFIER_ATTEMPTS = 5;

/** The default order form when a business has none (spec 5: the ID number and the terms are required by default). */
const DEFAULT_ORDER_FORM: CustomerFormConfig = { fields: {}, isSSNRequired: true, isVerifyMobileNumber: false, isTermsConfirmed: true };

interface WrittenOrder {
  reservationId: number;
  identifier: string;
  response: CommitResponse;
  /**
   * The seats a ticket order sold (the buyer's held seats), announced on the seat maps once it is confirmed; undefined
   * for an item order, whose owner sells any seats it has (a series membership), so the settlement reads them.
   */
  seats: OrderSeat[] | undefined;
}

/** Refusals after which the payment the buyer completed can never pay for this order: it is released at once. */
const ORDER_LOST_CODES: ReadonlySet<string> = new Set([
  'SEAT_LOCK_EXPIRED',
  'SEAT_NOT_AVAILABLE',
  'NOT_ENOUGH_SEATS',
  'TICKETS_SOLD_OUT',
  'TICKETING_ENDED',
  'COMMIT_FAILED',
]);

/**
 * POST /api/payment/commit (ADR 0009, 0010): prices the cart again, checks the customer details, takes the payment
 * (authorised outside any transaction, its row written first), then writes the whole order in one transaction, as
 * 'pending_payment' when there is a payment to capture; the settlement then captures it and confirms the order (or
 * cancels it). A failed transaction voids the authorisation. A retry with the same idempotency key answers the first
 * answer once its order is settled, settling it itself if the first attempt died before.
 */
export class CommitService {
  private readonly inFlight = new Map<string, Promise<CommitResponse>>();

  private readonly tickets: TicketOrderLines;

  constructor(private readonly deps: CommitServiceDeps) {
    this.tickets = new TicketOrderLines(deps.faults);
  }

  async commit(request: CommitRequest): Promise<CommitResponse> {
    const key = request.body.idempotencyKey ?? request.headerKey;
    if (!key) return this.attempt(request, null);
    const scoped = `commit:${request.buyerUuid}:${key}`;
    // The same key arriving twice at once in this process waits for the first (other processes meet at the database).
    const running = this.inFlight.get(scoped);
    if (running) return running;
    const attempt = this.attempt(request, scoped).finally(() => this.inFlight.delete(scoped));
    this.inFlight.set(scoped, attempt);
    return attempt;
  }

  /**
   * One attempt and what a refusal means. A commit refused while another process committed the same key (its holds
   * had just become that order's seats, so pricing found none): the order committed under the key is the answer. A
   * refusal that ends the order after the buyer completed a payment (a bank payment approved after the seats lapsed)
   * releases that payment at once and answers ORDER_CANCELLED, so that the buyer starts again. A simulated crash
   * (fault injection) skips all of this, as a dead process would.
   */
  private async attempt(request: CommitRequest, scopedKey: string | null): Promise<CommitResponse> {
    try {
      return await this.run(request, scopedKey);
    } catch (error) {
      if (isSimulatedCrash(error)) throw error;
      const stored = scopedKey ? await this.storedAnswerOrNone(scopedKey) : undefined;
      if (stored) return this.replay(stored, request.locale);
      throw await this.afterLostOrder(request, error);
    }
  }

  private async afterLostOrder(request: CommitRequest, error: unknown): Promise<unknown> {
    const identifier = request.body.cart.paymentIdentifier;
    if (!identifier || !(error instanceof KupaError) || !ORDER_LOST_CODES.has(error.code)) return error;
    try {
      if (!(await this.deps.payments.releaseUnused(identifier, request.buyerUuid))) return error;
    } catch (err) {
      // Not released now: the release of abandoned payments gives it back later; the buyer still hears the refusal.
      this.deps.log.error({ err, payment: identifier }, 'completed payment of a lost order not released');
      return error;
    }
    return new KupaError(
      'ORDER_CANCELLED',
      { reason: error.code },
      'The order could not be completed and its payment was cancelled; start the order again.',
    );
  }

  /**
   * The stored answer of a key while a commit is already failing: a failed read is logged and answers none, so that
   * the commit's own error (the one the buyer must see) is the one thrown.
   */
  private async storedAnswerOrNone(scopedKey: string): Promise<string | undefined> {
    try {
      return await this.deps.repository.idempotentAnswer(scopedKey);
    } catch (err) {
      this.deps.log.error({ err }, 'idempotency record not read after a failed commit');
      return undefined;
    }
  }

  private async run(request: CommitRequest, scopedKey: string | null): Promise<CommitResponse> {
    const { repository, planner, clock, faults } = this.deps;
    const { buyerUuid, body } = request;
    const cart = body.cart;
    const before = await repository.beforePayment(scopedKey, buyerUuid);
    if (before.storedAnswer) return this.replay(before.storedAnswer, request.locale);
    if (before.committedIdentifier) throw new KupaError('ALREADY_COMMITTED');

    const now = clock.now();
    // A guest's order has no customer of any business: the business is looked up only for a logged-in buyer.
    const knownBusinessId = request.session ? await this.businessOf(cart) : null;
    const input: PricingInput = {
      buyerUuid,
      cart,
      customerId: knownBusinessId === null ? null : customerIdIn(request.session, knownBusinessId),
      customerSession: request.session,
      locale: request.locale,
      now,
    };
    const plan = await planner.plan(input);
    const sessionCustomerId = customerIdIn(request.session, plan.businessId);
    const isTickets = plan.orderKind === 'tickets';
    // Ticket lines but no live hold left: the seats' time ran out (or another buyer has them since).
    if (isTickets && (cart.seats?.length ?? 0) > 0 && [...plan.heldSeatIds.values()].every((ids) => ids.length === 0))
      throw new KupaError('SEAT_LOCK_EXPIRED');
    throwFirstProblem(plan);
    if (isTickets && plan.tickets.length === 0 && plan.products.length === 0) throw new KupaError('CART_EMPTY');
    // A membership is a member of a customer record: the buyer proves their mobile number by SMS code first; so does
    // every buyer of a business with auth.required (spec 6).
    if (requiresCustomer(plan) && !request.session) throw new KupaError('LOGIN_REQUIRED');

    const isHold = isTickets && (plan.orderType === 'hold' || cart.isHold === true);
    const holderId = isHold ? await this.checkHold(request.session, plan) : null;
    // The business's texts for the order's messages: one read per order, beside the form's (not inside the transaction).
    const [, messageTexts] = await Promise.all([
      this.checkCustomerInfo(plan.businessId, formTypeOfOrderKind(plan.orderKind), cart.customerInfo ?? {}, now),
      this.deps.messageTexts(plan.businessId, request.locale),
    ]);

    const collected = isHold
      ? ({ kind: 'none' } as const)
      : await this.deps.payments.collect({
          buyerUuid,
          cart,
          amountDueAgorot: plan.amountDueAgorot,
          currency: plan.currency,
          customerId: sessionCustomerId,
          idempotencyKey: providerKey(scopedKey, plan.amountDueAgorot, cart),
          returnPathFor: (identifier) => orderReturnPath(plan, identifier, request.locale),
        });
    if (collected.kind === 'action') return { paymentAction: collected.action };
    const payment = collected.kind === 'ready' ? collected.payment : null;

    let order: WrittenOrder;
    try {
      order = await writeTransaction(this.deps.db, this.deps.dialect, (trx) =>
        this.writeOrder(trx, {
          request,
          input,
          plan,
          payment,
          scopedKey,
          isHold,
          customerId: holderId ?? sessionCustomerId,
          messageTexts,
        }),
      );
    } catch (error) {
      if (isSimulatedCrash(error)) throw error;
      // Another request with the same key may have won the race meanwhile: its answer is ours, and so is its payment.
      const stored = scopedKey ? await this.storedAnswerOrNone(scopedKey) : undefined;
      if (stored) {
        if (payment) await this.deps.payments.settleDuplicate(payment);
        return this.replay(stored, request.locale);
      }
      if (payment) await this.releaseSafely(payment);
      throw error;
    }
    if (payment) {
      await faultAt(faults, 'afterOrderWritten');
      if ((await this.settleSafely(order.reservationId, payment, order.seats)) === 'cancelled') {
        throw new KupaError('PAYMENT_ERROR', { reason: 'provider_error' }, 'The payment could not be completed; the order was cancelled.');
      }
    } else {
      await this.deps.settlement.announceSold(order.reservationId, order.seats);
    }
    return this.withReservation(order.response, order.reservationId, request.locale);
  }

  /**
   * The first answer of a commit again, with the order as it is now: an order still waiting for its capture (its
   * first attempt died, or is still capturing) is settled first; a cancelled one answers ORDER_CANCELLED, never the
   * first answer's success.
   */
  private async replay(storedJson: string, locale: MessageLocale): Promise<CommitResponse> {
    const response = JSON.parse(storedJson) as CommitResponse;
    const id = response.reservationIdentifier ? await reservationIdOfIdentifier(this.deps.db, response.reservationIdentifier) : null;
    if (id === null) return response;
    const state = await this.deps.settlement.settlePending(id, { kind: 'commit' });
    if (state === 'cancelled') throw new KupaError('ORDER_CANCELLED', {}, 'The order was cancelled: its payment could not be taken.');
    return this.withReservation(response, id, locale);
  }

  private async withReservation(response: CommitResponse, reservationId: number, locale: MessageLocale): Promise<CommitResponse> {
    // The order is committed: a view that fails to load only leaves `reservation` out of the answer (logged).
    const reservation = await this.deps.reservationView?.(reservationId, locale).catch((err: unknown) => {
      this.deps.log.error({ err, reservationId }, 'reservation view not loaded for the commit answer');
      return undefined;
    });
    return reservation ? { ...response, reservation } : response;
  }

  /** Everything the order is, in the caller's transaction. Throws (rolling it all back) on any refusal. */
  private async writeOrder(
    trx: Kysely<Database>,
    ctx: {
      request: CommitRequest;
      input: PricingInput;
      plan: CheckoutPlan;
      payment: ReadyPayment | null;
      scopedKey: string | null;
      isHold: boolean;
      customerId: number | null;
      messageTexts: BusinessMessageTexts;
    },
  ): Promise<WrittenOrder> {
    const { repository, clock } = this.deps;
    const { request, payment, scopedKey, isHold } = ctx;
    const buyerUuid = request.buyerUuid;
    // No second read of the idempotency record here: a commit with the same key that won meanwhile has sold the
    // seats and committed the cart (refused below), or its unique record refuses ours at the end; either way the
    // transaction rolls back and `attempt` answers with the winner's stored answer.
    const storedCart = await repository.storedCartPayload(buyerUuid, trx);
    if (committedIdentifierOf(storedCart)) throw new KupaError('ALREADY_COMMITTED');

    const plan =
      ctx.plan.orderKind === 'tickets' && !ctx.plan.countsSales ? await this.stillOnSale(trx, ctx.plan) : await this.pricedAgain(trx, ctx);

    const now = clock.now();
    const at = now.toISOString();
    const businessId = plan.businessId;
    const info = request.body.cart.customerInfo ?? {};
    // Only the authenticated customer's own record may gain details; a guest's order is a guest order (no customer,
    // its details on the order) until the owner of its mobile number logs in by SMS code (issue 14). An order that
    // must belong to a customer (a membership) gets the record of the mobile number the session proved.
    const customerId =
      ctx.customerId ??
      (requiresCustomer(plan) && request.session ? await this.customerOfSession(trx, businessId, request.session, at) : null);
    const fields = customerFieldsOf(info);
    if (customerId !== null) await completeOwnCustomer(trx, businessId, customerId, fields);
    const holdDeadline = isHold ? holdDeadlineOf([...(await presentationStarts(trx, plan.presentationIds)).values()]) : null;
    const channelId = await this.deps.salesChannels.idOf(trx, businessId);
    const documentKey = newSecret();
    const hold = holdDeadline ? { deadline: holdDeadline, timeZone: this.deps.timeZone } : undefined;

    // A paid order is confirmed only once its payment is captured (ADR 0010); until then no ticket is shown.
    const status = isHold ? 'hold' : payment ? PENDING_PAYMENT : 'confirmed';
    let reservationId: number | null = null;
    let identifier = '';
    for (let attempt = 0; attempt < IDENTIFIER_ATTEMPTS && reservationId === null; attempt++) {
      identifier = newReservationIdentifier();
      reservationId = await recordOrder(trx, {
        identifier,
        business_id: businessId,
        customer_id: customerId,
        channel_id: channelId,
        // As checked and priced by the server, never the client's word (issue 11).
        referral_mini_site_id: plan.referralMiniSiteId,
        integration_partner_id: plan.integrationPartnerId,
        buyer_uuid: buyerUuid,
        kind: plan.orderKind,
        order_type: isHold ? 'hold' : 'normal',
        status,
        currency: plan.currency,
        tickets_agorot: plan.ticketsAgorot,
        service_charge_agorot: plan.serviceChargeAgorot,
        booking_fee_agorot: plan.bookingFeeAgorot,
        products_agorot: plan.productsAgorot,
        other_agorot: plan.itemsAgorot,
        total_agorot: plan.totalAgorot,
        business_date: localDateOf(now, this.deps.timeZone),
        hold_deadline: holdDeadline,
        paid_at: isHold || payment ? null : at,
        cancelled_at: null,
        edocument_key: documentKey,
        idempotency_key: scopedKey,
        customer_json: JSON.stringify(info),
        contact_mobile: customerId === null ? fields.mobile : null,
        created_at: at,
        pending_messages_json: null,
      });
    }
    if (reservationId === null) throw new KupaError('COMMIT_FAILED');

    // Each kind of line is fulfilled by its owner (ADR 0011): the seats and tickets here, items by their module.
    let response: CommitResponse;
    let messages: OutboxMessage[];
    if (plan.items) {
      const kind = this.deps.itemKinds?.get(plan.orderKind as ItemOrderKind);
      if (!kind) throw new KupaError('CART_KIND_MISMATCH');
      const fulfilled = await kind.fulfil(
        trx,
        {
          reservationId,
          identifier,
          businessId,
          customerId,
          channelId,
          buyerUuid,
          customerInfo: info,
          locale: request.locale,
          baseUrl: request.baseUrl,
          now,
          timeZone: this.deps.timeZone,
        },
        plan.items.lines,
      );
      messages = fulfilled.messages;
      response = {
        reservationIdentifier: identifier,
        ticketIdentifiers: [],
        documentKey,
        ...(fulfilled.vouchers ? { vouchers: fulfilled.vouchers } : {}),
        ...(fulfilled.memberNumbers ? { memberNumbers: fulfilled.memberNumbers } : {}),
        ...(fulfilled.videos ? { videos: fulfilled.videos } : {}),
      };
    } else {
      const ticketSecrets = await this.tickets.fulfil(trx, { reservationId, buyerUuid, customerId, at }, plan);
      // The customer's login link (7 days, once) rides on the confirmation, so the order is one tap from their area.
      const accountLine =
        customerId === null
          ? undefined
          : purchaseLinkLine(
              request.locale,
              loginLinkUrl(request.baseUrl, await issueLoginLink(trx, customerId, now, PURCHASE_LINK_TTL_MS)),
            );
      messages = ticketMessagesOf(
        businessId,
        info,
        identifier,
        `${request.baseUrl}/edocument/${documentKey}`,
        request.locale,
        hold,
        accountLine,
        ctx.messageTexts,
      );
      response = { reservationIdentifier: identifier, ticketIdentifiers: ticketSecrets, documentKey };
    }
    // Every message of the order, whichever module wrote it, ends with the business's signature (ADR 0017).
    messages = signedMessages(messages, ctx.messageTexts);

    if (payment && !(await this.deps.payments.attach(trx, payment, reservationId))) throw new KupaError('ALREADY_COMMITTED');
    for (const v of plan.voucherPayments) {
      if (!(await debitVoucherBalance(trx, { voucherId: v.voucherId, reservationId, amountAgorot: v.amountAgorot, at })))
        throw new KupaError('VOUCHER_NO_BALANCE');
      await repository.insertVoucherPayment(trx, {
        reservationId,
        buyerUuid,
        voucherId: v.voucherId,
        amountAgorot: v.amountAgorot,
        currency: plan.currency,
        now: at,
      });
    }

    const cardToSave = payment?.method === 'card' ? payment.cardToSave : null;
    if (cardToSave && customerId !== null) await saveCustomerCard(trx, customerId, { provider: 'sandbox', ...cardToSave }, at);

    await repository.audit(trx, {
      businessId,
      at,
      actorKind: 'buyer',
      actorId: buyerUuid,
      action: isHold ? 'reservation.hold' : 'reservation.commit',
      entity: 'reservation',
      entityId: identifier,
      data: {
        kind: plan.orderKind,
        tickets: response.ticketIdentifiers?.length ?? 0,
        items: plan.items?.items.reduce((sum, i) => sum + i.quantity, 0) ?? 0,
        totalAgorot: plan.totalAgorot,
        voucherAgorot: plan.voucherAgorot,
        paymentMethod: payment?.method ?? (plan.voucherPayments.length > 0 ? 'voucher' : 'none'),
        cardLast4: payment?.method === 'card' ? payment.last4 : null,
      },
    });
    // Sent now only when nothing is left to capture; a paid order's messages wait on it until it is confirmed.
    if (payment) await setPendingOrderMessages(trx, reservationId, JSON.stringify(messages));
    else for (const message of messages) await enqueueOutboxMessage(trx, message, now);

    if (scopedKey) await repository.saveIdempotentAnswer(trx, scopedKey, `commit:${buyerUuid}`, JSON.stringify(response), at);
    await repository.markCartCommitted(trx, cartRowOf(buyerUuid, plan, customerId, request.body.cart), identifier, at, storedCart);
    // The dashboard's summaries count confirmed orders only: a held order or one waiting for its capture changes
    // none of them, and its settlement adds it when it confirms it (issue 12: half the refreshes were these). A new
    // confirmed order adds its own figures to the summaries rather than recomputing its presentations' (ADR 0008).
    if (status === 'confirmed') await addSalesOfReservation(trx, reservationId, now);
    return { reservationId, identifier, response, seats: plan.items ? undefined : orderSeatsOf(plan) };
  }

  /**
   * A ticket order is written as it was priced before the payment, at the amount authorised: what could change
   * meanwhile is refused by the writes themselves — the seats are sold only if they are still this buyer's live holds
   * (SEAT_LOCK_EXPIRED otherwise), and every voucher, membership, discount-code and reference debit is a conditional
   * write that refuses rather than overdraws (ADR 0009, 0011). Only the presentations' state is read again: a
   * presentation cancelled while the payment was taken sells nothing. One statement where pricing again took four
   * (docs/performance-seatmap-checkout.md). Not for a ticket type with a quota (CheckoutPlan.countsSales).
   */
  private async stillOnSale(trx: Kysely<Database>, plan: CheckoutPlan): Promise<CheckoutPlan> {
    const scheduled = await scheduledPresentationIds(trx, plan.presentationIds);
    if (plan.presentationIds.some((id) => !scheduled.has(id))) throw new KupaError('PRESENTATION_NOT_FOUND');
    return plan;
  }

  /**
   * Any other order is priced again on what this transaction sees (now, not when the payment started), and the amount
   * authorised must still be the amount due: an order of items (vouchers, memberships, donations), whose kinds' rules
   * are read there, and a ticket order of a type with a quota, since the quota counts other orders' sales (on
   * SQLite the transaction's write lock keeps that count from changing before this order is written).
   */
  private async pricedAgain(trx: Kysely<Database>, ctx: { input: PricingInput; plan: CheckoutPlan }): Promise<CheckoutPlan> {
    const plan = await this.deps.planner.plan({ ...ctx.input, now: this.deps.clock.now() }, trx);
    // Every seat held when the payment started must still be held (the same seats, not others held since).
    const stillHeld = new Set([...plan.heldSeatIds].flatMap(([p, ids]) => ids.map((id) => `${p}:${id}`)));
    if ([...ctx.plan.heldSeatIds].some(([p, ids]) => ids.some((id) => !stillHeld.has(`${p}:${id}`))))
      throw new KupaError('SEAT_LOCK_EXPIRED');
    throwFirstProblem(plan);
    if (plan.amountDueAgorot !== ctx.plan.amountDueAgorot || plan.totalAgorot !== ctx.plan.totalAgorot) {
      throw new KupaError('PAYMENT_ERROR', { reason: 'amount_changed' }, 'The order total changed; the payment was cancelled.');
    }
    return plan;
  }

  /** The customer record of the mobile number the session proved by SMS code, in this business (created if none). */
  private async customerOfSession(trx: Kysely<Database>, businessId: number, session: CustomerSession, at: string): Promise<number> {
    // A session proved by e-mail covers its one record: another business has no record of it to give the order.
    if (session.mobile === null) throw new KupaError('CUSTOMER_NO_MOBILE');
    return customerOfVerifiedMobile(trx, businessId, session.mobile, at);
  }

  private async checkHold(session: CustomerSession | null, plan: CheckoutPlan): Promise<number> {
    const seatIds = [...plan.heldSeatIds.values()].flat();
    const premium = (await orderSeatFacts(this.deps.db, seatIds)).filter((s) => s.is_premium === 1).length;
    return this.deps.holdRules.checkHolder(session, plan.businessId, premium);
  }

  private async checkCustomerInfo(businessId: number, formType: string, info: CustomerInfo, now: Date): Promise<void> {
    const json = await this.deps.orderFormJson(businessId, formType);
    const config = json ? parseFormConfig(json) : DEFAULT_ORDER_FORM;
    const [first] = validateCustomerForm(config, customerFormValuesOf(info), now);
    if (first) throw new KupaError('VALIDATION_ERROR', { field: `customerInfo.${first.field}`, rule: first.rule });
  }

  private async businessOf(cart: CartPayload): Promise<number | null> {
    if (cart.businessId !== undefined) return cart.businessId;
    const presentationId = cart.seats?.[0]?.prsntId ?? cart.products?.find((p) => p.prsntId !== undefined)?.prsntId;
    return presentationId === undefined ? null : ((await businessOfPresentation(this.deps.db, presentationId)) ?? null);
  }

  /** Captures and confirms the order; a failure the provider may still resolve is left to a retry or the reconciliation job. */
  private async settleSafely(reservationId: number, payment: ReadyPayment, seats: OrderSeat[] | undefined): Promise<OrderState> {
    try {
      return await this.deps.settlement.settle(reservationId, payment, { kind: 'commit' }, seats);
    } catch (err) {
      if (isSimulatedCrash(err)) throw err;
      // The order stays 'pending_payment' (no ticket shown): a retry with the key, or the job, captures or cancels it.
      this.deps.log.error({ err, payment: payment.identifier }, 'capture not completed; the order waits for the reconciliation job');
      throw new KupaError('PAYMENT_PENDING', {}, 'The payment is being completed; ask again shortly.');
    }
  }

  private async releaseSafely(payment: ReadyPayment): Promise<void> {
    try {
      await this.deps.payments.release(payment);
    } catch (err) {
      // The provider expires an authorisation that is never captured; the row keeps its status for the box office.
      this.deps.log.error({ err, payment: payment.identifier }, 'payment not released');
    }
  }
}

/** The first ticket-rule problem of the plan, as the error it names. */
function throwFirstProblem(plan: CheckoutPlan): void {
  const problem = plan.problems[0];
  if (!problem) return;
  const details: Record<string, string | number> = { ...(problem.details ?? {}) };
  if (problem.lineIndex !== undefined) details.lineIndex = problem.lineIndex;
  throw new KupaError(isErrorCode(problem.code) ? problem.code : 'VALIDATION_ERROR', details, problem.message);
}

/**
 * The provider's idempotency key: the commit's key (one authorisation per commit attempt) plus the amount and card,
 * so that a retry after fixing the card details is a new authorisation.
 */
function providerKey(scopedKey: string | null, amountAgorot: number, cart: CartPayload): string {
  if (!scopedKey) return newSecret();
  const card = cart.creditcardInfo;
  const which = card?.magCardId !== undefined ? `saved${card.magCardId}` : (card?.creditCardNumber ?? '').replace(/\D/g, '').slice(-4);
  return `${scopedKey}:${amountAgorot}:${cart.paymentMethod ?? 'card'}:${which}`;
}

/** The page the buyer returns to after the provider's page (always a same-site path): the order's own flow. */
function orderReturnPath(plan: CheckoutPlan, paymentIdentifier: string, locale: MessageLocale): string {
  const presentationId = plan.presentationIds[0];
  const page = plan.items ? `/checkout/${plan.orderKind}` : presentationId === undefined ? '/order' : `/order/${presentationId}`;
  return `${page}?paymentIdentifier=${encodeURIComponent(paymentIdentifier)}&lang=${locale}`;
}

function customerFieldsOf(info: CustomerInfo): CustomerFields {
  const text = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);
  const mobile = text(info.MobileNumber1);
  return {
    firstName: text(info.FirstName),
    lastName: text(info.LastName),
    ssn: text(info.SSN),
    email: text(info.EmailAddress1),
    mobile: mobile ? (normaliseIsraeliMobile(mobile) ?? mobile) : null,
    address1: text(info.Address1),
    address2: text(info.Address2),
    city: text(info.City),
    postalCode: text(info.PostalCode),
    dateOfBirth: text(info.DateOfBirth),
    licensePlate: text(info.LicensePlateNumber),
    isEmailAllowed: info.IsEmailAllowed === true,
    isSmsAllowed: info.IsSMSAllowed === true,
  };
}

/** The stored cart row to create when the client committed without POST /api/cart (never with the card details). */
function cartRowOf(buyerUuid: string, plan: CheckoutPlan, customerId: number | null, cart: CartPayload) {
  const { creditcardInfo: _card, paypal: _paypal, ...payload } = cart;
  return { buyerUuid, businessId: plan.businessId, customerId, authProfileId: plan.authProfileId, orderType: plan.orderType, payload };
}

function parseFormConfig(json: string): CustomerFormConfig {
  const value = JSON.parse(json) as Partial<CustomerFormConfig>;
  return {
    fields: value.fields ?? {},
    isSSNRequired: value.isSSNRequired ?? true,
    isVerifyMobileNumber: value.isVerifyMobileNumber ?? false,
    isTermsConfirmed: value.isTermsConfirmed ?? true,
    ...(value.maxNumberOfPayments !== undefined ? { maxNumberOfPayments: value.maxNumberOfPayments } : {}),
  };
}

/** An order that must belong to a logged-in customer: a kind that needs one, or any order of an auth.required business. */
function requiresCustomer(plan: CheckoutPlan): boolean {
  return plan.items?.requiresCustomer === true || plan.loginRequired === true;
}

/** The held seats the order's tickets were sold on, by their seat-map keys. */
function orderSeatsOf(plan: CheckoutPlan): OrderSeat[] {
  return [...plan.heldSeatIds].flatMap(([presentationId, ids]) =>
    ids.flatMap((id) => {
      const seat = plan.display.seats.get(id);
      return seat ? [{ presentationId, seatKey: seat.key }] : [];
    }),
  );
}
