import { passesLuhn, type CardBrand } from '@kupa/domain';
import { sandboxCardToken } from '../adapters/payment/sandbox-payment-provider';
import type { DemoContext } from './demo-model';

/** The issuers of the demo's saved cards (an Isracard on the Mastercard network is a plain Mastercard). */
export const DEMO_CARD_ISSUERS = [
  { prefix: '4580', length: 16, brand: 'visa' },
  { prefix: '5326', length: 16, brand: 'mastercard' },
  { prefix: '5100', length: 16, brand: 'mastercard' },
  { prefix: '3755', length: 15, brand: 'amex' },
] as const satisfies ReadonlyArray<{ prefix: string; length: number; brand: CardBrand }>;

export type DemoCardIssuer = (typeof DEMO_CARD_ISSUERS)[number];

/**
 * A card number of the issuer ending in `last4` that passes Luhn: the digit before the last four (never doubled by
 * Luhn) makes the checksum. The middle digits are 7s, so no number is one of the sandbox's decline or verify test
 * cards (those are zeros in the middle): every demo card is approved.
 */
export function demoCardNumber(issuer: DemoCardIssuer, last4: string): string {
  const head = issuer.prefix + '7'.repeat(issuer.length - issuer.prefix.length - 5);
  for (let check = 0; check <= 9; check++) {
    const digits = `${head}${check}${last4}`;
    if (passesLuhn(digits)) return digits;
  }
  throw new Error(`no Luhn check digit for a card ending in ${last4}`);
}

/**
 * Tokenises a demo customer's saved card with the sandbox provider's own rules and adds the provider's token row, so
 * paying with the saved card works as it does for a card a buyer saved. The number lives only here, never in a row.
 * Answers what customer_cards keeps of the card.
 */
export function addSandboxCardToken(
  ctx: DemoContext,
  card: { token: string; issuer: DemoCardIssuer; last4: string; expMonth: number; expYear: number; createdAt: Date },
): { token: string; last4: string; brand: string; expMonth: number; expYear: number } {
  const details = { number: demoCardNumber(card.issuer, card.last4), expMonth: card.expMonth, expYear: card.expYear, cvv: '123' };
  // Checked as of today (a valid card) but dated when the customer saved it.
  const row = sandboxCardToken(details, card.token, ctx.now);
  if ('status' in row) throw new Error(`the sandbox refused a demo card ending in ${card.last4}: ${row.reason}`);
  ctx.sink.add('sandbox_card_tokens', { ...row, created_at: card.createdAt.toISOString() });
  return { token: row.token, last4: row.last4, brand: row.brand, expMonth: row.exp_month, expYear: row.exp_year };
}
