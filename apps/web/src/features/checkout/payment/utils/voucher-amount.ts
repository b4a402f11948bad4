import { toMajorUnits, toMinorUnits } from '@kupa/domain';

/** The voucher amount offered first: as much of the balance as the order still needs (shekels, exact to the agora). */
export function defaultVoucherAmount(balance: number, amountDue: number): number {
  const minor = Math.max(0, Math.min(toMinorUnits(balance), toMinorUnits(amountDue)));
  return toMajorUnits(minor);
}

/** The amount the buyer typed, in shekels, if it is a positive amount with at most two decimals no larger than the balance. */
export function parseVoucherAmount(text: string, balance: number): number | undefined {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return undefined;
  const amount = Number(normalised);
  if (amount <= 0 || toMinorUnits(amount) > toMinorUnits(balance)) return undefined;
  return amount;
}
