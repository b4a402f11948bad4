const MAX_CARD_DIGITS = 19;

/** The digits of what was typed into the card number field (spaces and dashes are only for reading). */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
}

/** A card number as it is read aloud from the card: groups of four, American Express as 4-6-5. */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input);
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * The expiry field while typing: shown as MM/YY. A first digit above 1 is a month of its own ("4" -> "04"); a pasted
 * "3/2027" keeps its month and the year's last two digits.
 */
export function formatExpiryInput(input: string): string {
  const split = /^\s*(\d{1,2})\s*\/\s*(\d*)/.exec(input);
  if (split) {
    const year = split[2] ?? '';
    return `${(split[1] ?? '').padStart(2, '0')}/${year.length === 4 ? year.slice(2) : year.slice(0, 2)}`.replace(/\/$/, '');
  }
  let digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
