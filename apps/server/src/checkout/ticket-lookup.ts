import {
  checkTicketCode,
  checkTicketVoucher,
  isWithinValidity,
  KupaError,
  localDateOf,
  remainingCodeUses,
  remainingVoucherTickets,
  toMajorUnits,
  type MessageLocale,
} from '@kupa/domain';
import type { TicketCodeResponse } from '@kupa/contracts';
import { localized } from '../shared/localized';
import { ticketCodeRecord, ticketVoucherRecord } from './cart-pricing';
import type { CartPresentationRow, CartReads } from './cart-reads';
import type { CartService } from './cart.service';

/**
 * POST /api/cart/ticket-code: the ticket type a discount code or ticket voucher reference unlocks for a presentation
 * (spec 5 Tickets). A code already on the buyer's stored cart as often as it can be used is CODE_ALREADY_ENTERED.
 */
export class TicketLookup {
  constructor(
    private readonly reads: CartReads,
    private readonly carts: CartService,
  ) {}

  async ticketCode(buyer: string, presentationId: number, text: string, locale: MessageLocale, now: Date): Promise<TicketCodeResponse> {
    const presentation = await presentationFor(this.reads, presentationId);
    // Offered types only: a type outside its sale dates (issue 13) is not in the event for a code either.
    const policies = (await this.reads.ticketPolicies([presentation.id])).filter((p) =>
      isWithinValidity(now, p.sale_from, p.sale_until, presentation.time_zone),
    );
    const key = text.trim().toUpperCase();
    const stored = await this.carts.storedCart(buyer);
    const alreadyOnCart = (stored?.seats ?? []).filter((s) => s.prsntId === presentation.id && s.code?.trim().toUpperCase() === key).length;

    const [code] = await this.reads.ticketCodes(presentation.business_id, [key]);
    if (code) {
      const record = ticketCodeRecord(code);
      const invalid = checkTicketCode(
        record,
        new Set(policies.filter((p) => p.requires_code === 1).map((p) => p.id)),
        now,
        presentation.time_zone,
      );
      if (invalid) throw new KupaError(invalid);
      const left = remainingCodeUses(record);
      if (alreadyOnCart > 0 && (left === null ? false : alreadyOnCart >= left)) throw new KupaError('CODE_ALREADY_ENTERED');
      const policy = policies.find((p) => p.id === code.price_policy_id);
      if (!policy) throw new KupaError('TICKET_NOT_IN_EVENT');
      return {
        ticketId: policy.id,
        ticketGroupId: policy.ticket_group_id,
        name: localized(locale, policy.name_he, policy.name_en),
        price: toMajorUnits(policy.price_agorot),
        code: code.code,
        kind: 'code',
        remainingUses: left === null ? null : left - alreadyOnCart,
      };
    }

    const voucher = (await this.reads.vouchersByReference([key])).find(
      (v) => v.kind === 'tickets' && v.business_id === presentation.business_id,
    );
    if (!voucher) throw new KupaError('TICKET_CODE_NOT_FOUND');
    const policy = policies.find((p) => p.system_voucher_class_id === voucher.class_id);
    if (!policy) throw new KupaError('TICKET_NOT_IN_EVENT');
    const invalid = checkTicketVoucher(ticketVoucherRecord(voucher), voucher.class_id, localDateOf(now, presentation.time_zone));
    if (invalid) throw new KupaError(invalid);
    const left = remainingVoucherTickets({ quantity: voucher.quantity, redeemedQuantity: voucher.redeemed_quantity });
    if (alreadyOnCart >= left) throw new KupaError('CODE_ALREADY_ENTERED');
    return {
      ticketId: policy.id,
      ticketGroupId: policy.ticket_group_id,
      name: localized(locale, policy.name_he, policy.name_en),
      price: toMajorUnits(policy.price_agorot),
      code: voucher.reference,
      kind: 'voucher',
      remainingUses: left - alreadyOnCart,
    };
  }
}

/** A scheduled presentation of the cart's reads; PRESENTATION_NOT_FOUND otherwise. */
export async function presentationFor(reads: CartReads, presentationId: number): Promise<CartPresentationRow> {
  const [row] = await reads.presentations([presentationId]);
  if (!row || row.status !== 'scheduled') throw new KupaError('PRESENTATION_NOT_FOUND');
  return row;
}
