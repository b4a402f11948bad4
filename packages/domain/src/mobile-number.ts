/** Normalises an Israeli mobile number to its local form "05XXXXXXXX", or returns null when it is not one (spec 5: a mobile number is required for login). Accepts +972 / 972 prefixes, spaces and dashes. */
export function normaliseIsraeliMobile(input: string): string | null {
  let s = input.replace(/[\s\-().]/g, '');
  if (s.startsWith('+972')) s = `0${s.slice(4)}`;
  else if (s.startsWith('972')) s = `0${s.slice(3)}`;
  return /^05\d{8}$/.test(s) ? s : null;
}
