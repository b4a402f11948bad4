import { isValidIsraeliId, KupaError, maskEmail, maskMobile, normaliseIsraeliMobile, type Clock, type MessageLocale } from '@kupa/domain';
import type { CustomerSession } from '../http/customer-session';
import type { ReservationOwners } from '../reservations/reservation-owners';
import { hashSessionToken, newSessionToken } from '../shared/session-token';
import type { CustomerAuthService } from './customer-auth.service';
import type { CustomerLoginRepository } from './customer-login.repository';
import {
  hashLoginCode,
  LOGIN_CODE_TTL_MS,
  LOGIN_CODE_WINDOW_MS,
  LOGIN_CODES_PER_ADDRESS,
  LOGIN_CODES_PER_MOBILE,
  newLoginCode,
  assertWithinLoginLimit,
  proveLoginCode,
} from './login-code';
import { loginLinkUrl, MAX_LINK_TOKEN_LENGTH, REQUESTED_LINK_TTL_MS } from './login-links';
import { loginMethodsOf, type LoginMethod } from './login-methods';
import { DUMMY_PASSWORD_HASH, passwordMatches } from './password';
import type { CustomerAuthRepository, LoginCodeRecipient } from './customer-auth.repository';
import { linkMessage, numberCodeMessage } from './login-texts';

/** Where a login by number's code went: the channel and the address on file, masked. */
export interface SentNumberCode {
  loginRequest: string;
  channel: 'sms' | 'email';
  sentTo: string;
}

/** The contact on file of the customer a number names: the mobile number, else the customer's e-mail address. */
type NumberContact = { businessId: number; to: LoginCodeRecipient | null };

/** The number that identifies the customer in a login by number. */
export type LoginNumberKind = 'ssn' | 'reservation' | 'member';
const METHOD_OF: Record<LoginNumberKind, LoginMethod> = { ssn: 'byId', reservation: 'byReservation', member: 'byMember' };

/** Failed passwords per e-mail address and per client address within 15 minutes. */
export const PASSWORD_FAILURES_PER_EMAIL = 5;
export const PASSWORD_FAILURES_PER_ADDRESS = 20;
/** New login links asked for per customer and per client address within 15 minutes. */
export const LINKS_PER_CUSTOMER = 3;
export const LINKS_PER_ADDRESS = 10;

const PASSWORD_FAILED = 'customer.password-login.failed';
const LINK_SENT = 'customer.login-link.sent';

/**
 * The customer area's logins beyond the SMS code to a typed number (issue 9): e-mail and password; ID, reservation or
 * member number, each proved by a one-time code sent to the mobile number, else the e-mail address, on file (a number
 * is never a password);
 * and login link tokens, redeemed once. Every attempt is limited per client address, and per e-mail, number or
 * customer, counted in the database.
 */
export class CustomerLoginService {
  constructor(
    private readonly repository: CustomerLoginRepository,
    private readonly codes: CustomerAuthRepository,
    private readonly auth: CustomerAuthService,
    private readonly owners: ReservationOwners,
    private readonly clock: Clock,
  ) {}

  /** The login methods offered: the union of the tenants' (the site's first tenant's default first). */
  async loginMethods(businessId?: number): Promise<LoginMethod[]> {
    const row = await this.repository.businessSettings(businessId);
    return loginMethodsOf(row?.settingsJson);
  }

  /** E-mail and password: LOGIN_FAILED for any wrong pair (unknown e-mail included, after the same slow hash). */
  async passwordLogin(email: string, password: string, clientAddress: string): Promise<{ token: string; session: CustomerSession }> {
    await this.requireMethod('byEmail');
    const now = this.clock.now();
    const address = email.trim().toLowerCase();
    const since = this.windowStart(now);
    assertWithinLoginLimit(
      await this.repository.auditTimesSince(PASSWORD_FAILED, 'client-address', clientAddress, since),
      now,
      PASSWORD_FAILURES_PER_ADDRESS,
    );
    assertWithinLoginLimit(
      await this.repository.auditTimesSince(PASSWORD_FAILED, 'customer-email', address, since),
      now,
      PASSWORD_FAILURES_PER_EMAIL,
    );
    const candidates = (await this.repository.customersByEmail(address)).filter((c) => c.password_hash);
    let match: (typeof candidates)[number] | undefined;
    for (const candidate of candidates) if (!match && (await passwordMatches(password, candidate.password_hash))) match = candidate;
    if (candidates.length === 0) await passwordMatches(password, DUMMY_PASSWORD_HASH);
    if (!match) {
      const entries = [
        { entity: 'client-address' as const, entityId: clientAddress },
        { entity: 'customer-email' as const, entityId: address },
      ];
      await this.repository.recordAudit(PASSWORD_FAILED, entries, null, now);
      throw new KupaError('LOGIN_FAILED');
    }
    const mobile = match.mobile ? normaliseIsraeliMobile(match.mobile) : null;
    return this.auth.openSessionForCustomer({ id: match.id, businessId: match.business_id }, mobile);
  }

  /**
   * A login by number: finds the customer and sends a one-time code to the mobile number on file or, when there is
   * none, to the customer's e-mail address on file; the answer names the channel and the address masked, and carries
   * an opaque login request the code is checked against. CUSTOMER_NOT_FOUND for an unknown number (spec 8; every
   * lookup counts against the client address), CUSTOMER_NO_MOBILE when neither is on file. The limits are the SMS
   * code's: 20 requests per client address and 3 codes per mobile number or e-mail address in 15 minutes.
   */
  async requestNumberCode(kind: LoginNumberKind, value: string, clientAddress: string, locale: MessageLocale): Promise<SentNumberCode> {
    await this.requireMethod(METHOD_OF[kind]);
    const now = this.clock.now();
    const since = this.windowStart(now);
    assertWithinLoginLimit(await this.codes.codeRequestsFromAddressSince(clientAddress, since), now, LOGIN_CODES_PER_ADDRESS);
    const number = value.trim();
    if (kind === 'ssn' && !isValidIsraeliId(number)) throw new KupaError('INVALID_ID');
    const found = await this.contactOf(kind, number);
    if (!found) {
      await this.codes.recordCodeRequest(clientAddress, null, now);
      throw new KupaError('CUSTOMER_NOT_FOUND');
    }
    const to = found.to;
    if (!to) {
      await this.codes.recordCodeRequest(clientAddress, found.businessId, now);
      throw new KupaError('CUSTOMER_NO_MOBILE');
    }
    assertWithinLoginLimit(await this.codes.codesSentSince(to, since), now, LOGIN_CODES_PER_MOBILE);
    const code = newLoginCode();
    const loginRequest = newSessionToken();
    const channel = 'mobile' in to ? 'sms' : 'email';
    await this.codes.insertCode(
      {
        businessId: found.businessId,
        to,
        codeHash: hashLoginCode(code),
        requestHash: hashSessionToken(loginRequest),
        expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS).toISOString(),
      },
      clientAddress,
      {
        businessId: found.businessId,
        channel,
        recipient: 'mobile' in to ? to.mobile : to.email,
        template: 'login-code',
        ...numberCodeMessage(locale, channel, code),
      },
      now,
    );
    return { loginRequest, channel, sentTo: 'mobile' in to ? maskMobile(to.mobile) : maskEmail(to.email) };
  }

  /**
   * The code of a login by number; INVALID_SMS_CODE for a wrong, expired, used-up or unknown one (5 guesses), RATE_LIMITED
   * after 20 wrong codes from the client address.
   */
  async validateNumberCode(
    loginRequest: string,
    smsCode: string,
    clientAddress: string,
  ): Promise<{ token: string; session: CustomerSession }> {
    if (loginRequest.length > MAX_LINK_TOKEN_LENGTH) throw new KupaError('INVALID_SMS_CODE');
    const code = await proveLoginCode(
      this.codes,
      await this.repository.codeOfRequest(hashSessionToken(loginRequest)),
      smsCode,
      clientAddress,
      this.clock.now(),
    );
    if (code.mobile) return this.auth.openSessionForMobile(code.mobile, code.business_id);
    // A code sent by e-mail signs in the customer it was sent for (written with the code, never null for it).
    if (code.customer_id === null) throw new KupaError('INVALID_SMS_CODE');
    return this.auth.openSessionForCustomer({ id: code.customer_id, businessId: code.business_id }, null);
  }

  /**
   * Redeems a login link once: CUSTOMER_TOKEN_REDEEMED when it was used, CUSTOMER_TOKEN_EXPIRED when too old,
   * CUSTOMER_TOKEN_ERROR when unknown.
   */
  async redeemLink(token: string): Promise<{ token: string; session: CustomerSession }> {
    const now = this.clock.now();
    const link = await this.linkOf(token);
    if (link.redeemed_at !== null) throw new KupaError('CUSTOMER_TOKEN_REDEEMED');
    if (link.expires_at <= now.toISOString()) throw new KupaError('CUSTOMER_TOKEN_EXPIRED');
    const mobile = link.mobile ? normaliseIsraeliMobile(link.mobile) : null;
    if (!(await this.repository.redeemLink(hashSessionToken(token), now.toISOString()))) throw new KupaError('CUSTOMER_TOKEN_REDEEMED');
    return this.auth.openSessionForCustomer({ id: link.customer_id, businessId: link.business_id }, mobile);
  }

  /**
   * "Send me a new link": a fresh link (30 minutes) to the mobile number on file, else the e-mail address, of the
   * customer of a used or expired link (CUSTOMER_TOKEN_ERROR for an unknown one), or of a mobile number
   * (CUSTOMER_NOT_FOUND, as mobile-login answers, when no customer has it).
   */
  async sendNewLink(
    from: { token: string } | { mobileNumber: string },
    clientAddress: string,
    baseUrl: string,
    locale: MessageLocale,
  ): Promise<{ channel: 'sms' | 'email' }> {
    const now = this.clock.now();
    const since = this.windowStart(now);
    assertWithinLoginLimit(
      await this.repository.auditTimesSince(LINK_SENT, 'client-address', clientAddress, since),
      now,
      LINKS_PER_ADDRESS,
    );
    const link = 'token' in from ? await this.linkOf(from.token) : await this.customerOfMobile(from.mobileNumber, clientAddress, now);
    assertWithinLoginLimit(
      await this.repository.auditTimesSince(LINK_SENT, 'customer', String(link.customer_id), since),
      now,
      LINKS_PER_CUSTOMER,
    );
    const mobile = link.mobile ? normaliseIsraeliMobile(link.mobile) : null;
    const email = link.email?.trim() || null;
    if (!mobile && !email) throw new KupaError('CUSTOMER_NO_MOBILE');
    const channel = mobile ? 'sms' : 'email';
    await this.repository.sendLink(
      link.customer_id,
      REQUESTED_LINK_TTL_MS,
      (token) => ({
        businessId: link.business_id,
        channel,
        recipient: (mobile ?? email) as string,
        template: 'login-link',
        ...linkMessage(locale, channel, loginLinkUrl(baseUrl, token)),
      }),
      { action: LINK_SENT, clientAddress },
      now,
    );
    return { channel };
  }

  /** The customer of a mobile number asking for a link: CUSTOMER_NOT_FOUND (counted per address) when none. */
  private async customerOfMobile(mobileNumber: string, clientAddress: string, now: Date) {
    const mobile = normaliseIsraeliMobile(mobileNumber);
    if (!mobile) throw new KupaError('VALIDATION_ERROR', { field: 'mobileNumber' });
    const [first] = await this.codes.customersByMobile(mobile);
    const row = first ? await this.repository.customerById(first.id) : undefined;
    if (!row) {
      await this.repository.recordAudit(LINK_SENT, [{ entity: 'client-address', entityId: clientAddress }], null, now);
      throw new KupaError('CUSTOMER_NOT_FOUND');
    }
    return { customer_id: row.id, mobile: row.mobile, email: row.email, business_id: row.business_id };
  }

  private async linkOf(token: string) {
    if (!token || token.length > MAX_LINK_TOKEN_LENGTH) throw new KupaError('CUSTOMER_TOKEN_ERROR');
    const link = await this.repository.findLink(hashSessionToken(token));
    if (!link) throw new KupaError('CUSTOMER_TOKEN_ERROR');
    return link;
  }

  /**
   * The business and contact on file of the customer a number names (null when none): the mobile number
   * (normalised), else the customer's e-mail address (lower-case), else none. An order's own contact mobile stands in
   * for a customer without one.
   */
  private async contactOf(kind: LoginNumberKind, number: string): Promise<NumberContact | null> {
    if (kind === 'member') {
      const customerId = await this.repository.customerOfMemberNumber(number);
      const row = customerId === null ? undefined : await this.repository.customerById(customerId);
      return row ? contactOfCustomer(row) : null;
    }
    if (kind === 'ssn') {
      const rows = (await this.repository.customersBySsn(number.padStart(9, '0'))).map(contactOfCustomer);
      return rows.find((r) => r.to && 'mobile' in r.to) ?? rows.find((r) => r.to) ?? rows[0] ?? null;
    }
    const owner = await this.owners.ownerOf(number);
    if (!owner) return null;
    const row = owner.customerId === null ? undefined : await this.repository.customerById(owner.customerId);
    const customer = row ? contactOfCustomer(row) : null;
    if (customer?.to && 'mobile' in customer.to) return customer;
    const contact = owner.contactMobile ? normaliseIsraeliMobile(owner.contactMobile) : null;
    if (contact) return { businessId: owner.businessId, to: { mobile: contact } };
    return customer ?? { businessId: owner.businessId, to: null };
  }

  private async requireMethod(method: LoginMethod): Promise<void> {
    if (!(await this.allMethods()).includes(method)) throw new KupaError('FORBIDDEN');
  }

  /** Every tenant's methods together: a method any tenant offers may be used on the site. */
  private async allMethods(): Promise<LoginMethod[]> {
    const rows = await this.repository.allBusinessSettings();
    return [...new Set(rows.flatMap((r) => loginMethodsOf(r.settingsJson)))];
  }

  private windowStart(now: Date): string {
    return new Date(now.getTime() - LOGIN_CODE_WINDOW_MS).toISOString();
  }
}

/** A customer record's contact for a code: its mobile number (normalised), else its e-mail address, else none. */
function contactOfCustomer(row: { id: number; business_id: number; mobile: string | null; email: string | null }): NumberContact {
  const mobile = row.mobile ? normaliseIsraeliMobile(row.mobile) : null;
  const email = row.email?.trim().toLowerCase() || null;
  const to: LoginCodeRecipient | null = mobile ? { mobile } : email ? { email, customerId: row.id } : null;
  return { businessId: row.business_id, to };
}
