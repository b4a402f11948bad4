import type { CartDonation, DonationChoice } from '@kupa/contracts';
import type { ErrorCode } from '@kupa/domain';

/** What the donor chose in one donation: a fixed amount (its id), the custom amount, or nothing yet. */
export type AmountSelection = { kind: 'fixed'; amountId: number } | { kind: 'custom' } | null;

/** Why a choice cannot go to the checkout: a catalogue error code (spec 8), or an amount that is not a number. */
export type ChoiceProblem =
  { kind: 'code'; code: Extract<ErrorCode, 'NOTHING_SELECTED' | 'INVALID_AMOUNT' | 'OPEN_VALUE_OUT_OF_RANGE'> } | { kind: 'notANumber' };

/**
 * The custom amount as the donor typed it, in shekels: digits with at most one decimal point or comma and two
 * decimals ("50", "72.5", "72,50", "1,000" is refused as ambiguous); null when it is not such a number.
 */
export function parseShekels(text: string): number | null {
  const trimmed = text.trim().replace(/^₪\s*|\s*₪$/g, '');
  const match = /^(-?\d+)(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const negative = whole.startsWith('-');
  const agorot = Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0'));
  return (negative ? -agorot : agorot) / 100;
}

/**
 * Spec 5: a custom amount must be a number above zero (INVALID_AMOUNT) within the donation's range, inclusive
 * (OPEN_VALUE_OUT_OF_RANGE). The same rules as the server's, so the donor learns them before the checkout.
 */
export function checkCustomAmount(text: string, range: { min: number; max: number }): ChoiceProblem | { kind: 'ok'; amount: number } {
  if (text.trim() === '') return { kind: 'code', code: 'NOTHING_SELECTED' };
  const amount = parseShekels(text);
  if (amount === null) return { kind: 'notANumber' };
  if (amount <= 0) return { kind: 'code', code: 'INVALID_AMOUNT' };
  if (amount < range.min || amount > range.max) return { kind: 'code', code: 'OPEN_VALUE_OUT_OF_RANGE' };
  return { kind: 'ok', amount };
}

/** The cart line of a donation choice (spec 3 Donation: id, donationDetails), or the problem that prevents it. */
export function donationLineOf(
  donation: DonationChoice,
  selection: AmountSelection,
  customText: string,
): { kind: 'ok'; line: CartDonation } | ChoiceProblem {
  if (selection === null) return { kind: 'code', code: 'NOTHING_SELECTED' };
  if (selection.kind === 'fixed') {
    if (!donation.amounts.some((a) => a.id === selection.amountId)) return { kind: 'code', code: 'NOTHING_SELECTED' };
    return { kind: 'ok', line: { id: donation.id, donationDetails: [{ id: selection.amountId, selectedQuantity: 1 }] } };
  }
  const custom = donation.customAmount;
  if (!custom) return { kind: 'code', code: 'NOTHING_SELECTED' };
  const checked = checkCustomAmount(customText, custom);
  if (checked.kind !== 'ok') return checked;
  return { kind: 'ok', line: { id: donation.id, donationDetails: [{ id: custom.id, customAmount: checked.amount }] } };
}
