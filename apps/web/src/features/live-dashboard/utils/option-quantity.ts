import type { ReferencePromptAdminResponse } from '@kupa/contracts';

/**
 * The admin rows with one option's quantity changed, and its remaining quantity with it (quantity minus sold,
 * never below zero): what the table shows at once while the edit is on its way (optimistic update).
 */
export function withOptionQuantity(answer: ReferencePromptAdminResponse, optionId: number, quantity: number): ReferencePromptAdminResponse {
  return {
    ...answer,
    rows: answer.rows.map((row) =>
      row.OptionId === optionId ? { ...row, Quantity: quantity, RemainingQuantity: Math.max(0, quantity - row.SoldQuantity) } : row,
    ),
  };
}

/** A quantity as typed: a whole number from 0 to 1,000,000 (the server's bounds), else null. */
export function parseQuantity(text: string): number | null {
  if (!/^\d{1,7}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n <= 1_000_000 ? n : null;
}
