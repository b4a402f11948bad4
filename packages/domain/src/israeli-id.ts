/** Validates an Israeli ID number (teudat zehut) by its check digit; shorter numbers are left-padded to nine digits (spec 5: a valid ID is needed for senior and member lookups). */
export function isValidIsraeliId(input: string): boolean {
  const digits = input.trim();
  if (!/^\d{5,9}$/.test(digits)) return false;
  const padded = digits.padStart(9, '0');
  if (/^0+$/.test(padded)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let step = Number(padded[i]) * ((i % 2) + 1);
    if (step > 9) step -= 9;
    sum += step;
  }
  return sum % 10 === 0;
}
