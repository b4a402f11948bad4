/** Normalises an Israeli mobile number to its local form "05XXXXXXXX", or returns null when it is not one (spec 5: a mobile number is required for login). Accepts +972 / 972 prefixes, spaces and dashes. */
export function normaliseIsraeliMobile(input: string): string | null {
  let s = input.replace(/[\s\-().]/g, '');
  if (s.startsWith('+972')) s = `0${s.slice(4)}`;
  else if (s.startsWith('972')) s = `0${s.slice(3)}`;
  return /^05\d{8}$/.test(s) ? s : null;
}

/**
 * A normalised mobile number as a login answer may show it without giving it away: the prefix and the last two
 * digits ("050-***-**67"), enough for its owner to know which phone to look at.
 */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}-***-**${mobile.slice(-2)}`;
}

/** An e-mail address shown the same way: its first letter and its domain ("d***@example.com"). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
