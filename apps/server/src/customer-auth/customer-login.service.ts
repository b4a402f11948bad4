import { isValidIsraeliId, KupaError, normaliseIsraeliMobile, type Clock, type MessageLocale } from '@kupa/domain';
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
  loginCodeMatches,
  MAX_LOGIN_CODE_ATTEMPTS,
  newLoginCode,
  assertWithinLoginLimit,
} from './login-code';
import { loginLinkUrl, MAX_LINK_TOKEN_LENGTH, REQUESTED_LINK_TTL_MS } from './login-links';
import { loginMethodsOf, type LoginMethod } from './login-methods';
import { DUMMY_PASSWORD_HASH, passwordMatches } from './password';
import type { CustomerAuthRepository } from './customer-auth.repository';
import { linkMessage, numberCodeSms } from './login-texts';

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
const NUMBER_CODE_REQUESTED = 'customer.login-code.requested';
const LINK_SENT = 'customer.login-link.sent';

/**
 * The customer area's logins beyond the SMS code to a typed number (issue 9): e-mail and password; ID, reservation or
 * member number, each proved by a one-time code sent to the mobile number on file (a number is never a password);
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
    if (!mobile) throw new KupaError('CUSTOMER_NO_MOBILE');
    return this.auth.openSessionForCustomer(match.id, mobile);
  }

  /**
   * A login by number: finds the customer and texts a one-time code to the mobile number on file, never shown. The
   * answer is an opaque login request the code is checked against. CUSTOMER_NOT_FOUND for an unknown number (spec 8;
   * every lookup counts against the client address), CUSTOMER_NO_MOBILE when no mobile number is on file.
   */
  async requestNumberCode(
    kind: LoginNumberKind,
    value: string,
    clientAddress: string,
    locale: MessageLocale,
  ): Promise<{ loginRequest: string; channel: 'sms' }> {
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
    if (!found.mobile) {
      await this.codes.recordCodeRequest(clientAddress, found.businessId, now);
      throw new KupaError('CUSTOMER_NO_MOBILE');
    }
    assertWithinLoginLimit(await this.codes.codesSentSince(found.mobile, since), now, 3);
    const code = newLoginCode();
    const loginRequest = newSessionToken();
    await this.repository.insertRequestCode(
      {
        businessId: found.businessId,
        mobile: found.mobile,
        codeHash: hashLoginCode(code),
        requestHash: hashSessionToken(loginRequest),
        expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS).toISOString(),
      },
      { action: NUMBER_CODE_REQUESTED, clientAddress },
      { businessId: found.businessId, channel: 'sms', recipient: found.mobile, template: 'login-code', body: numberCodeSms(locale, code) },
      now,
    );
    return { loginRequest, channel: 'sms' };
  }

  /** The code of a login by number; INVALID_SMS_CODE for a wrong, expired, used-up or unknown one (5 guesses). */
  async validateNumberCode(loginRequest: string, smsCode: string): Promise<{ token: string; session: CustomerSession }> {
    const now = this.clock.now();
    if (loginRequest.length > MAX_LINK_TOKEN_LENGTH) throw new KupaError('INVALID_SMS_CODE');
    const code = await this.repository.codeOfRequest(hashSessionToken(loginRequest));
    if (!code || code.expires_at <= now.toISOString() || code.attempts >= MAX_LOGIN_CODE_ATTEMPTS) throw new KupaError('INVALID_SMS_CODE');
    if (!(await this.codes.countGuess(code.id, MAX_LOGIN_CODE_ATTEMPTS))) throw new KupaError('INVALID_SMS_CODE');
    if (!loginCodeMatches(smsCode, code.code_hash)) throw new KupaError('INVALID_SMS_CODE');
    if (!(await this.codes.consumeCode(code.id, now.toISOString()))) throw new KupaError('INVALID_SMS_CODE');
    return this.auth.openSessionForMobile(code.mobile, code.business_id);
  }

  /**
   * Redeems a login link once: CUSTOMER_TOKEN_REDEEMED when it was used, CUSTOMER_TOKEN_EXPIRED when too old,
   * CUSTOMER_TOKEN_ERROR when unknown (or its customer has no mobile number to hold a session).
   */
  async redeemLink(token: string): Promise<{ token: string; session: CustomerSession }> {
    const now = this.clock.now();
    const link = await this.linkOf(token);
    if (link.redeemed_at !== null) throw new KupaError('CUSTOMER_TOKEN_REDEEMED');
    if (link.expires_at <= now.toISOString()) throw new KupaError('CUSTOMER_TOKEN_EXPIRED');
    const mobile = link.mobile ? normaliseIsraeliMobile(link.mobile) : null;
    if (!mobile) throw new KupaError('CUSTOMER_TOKEN_ERROR');
    if (!(await this.repository.redeemLink(hashSessionToken(token), now.toISOString()))) throw new KupaError('CUSTOMER_TOKEN_REDEEMED');
    return this.auth.openSessionForCustomer(link.customer_id, mobile);
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

  /** The mobile number on file (normalised) and business of the customer a number names; null when none. */
  private async contactOf(kind: LoginNumberKind, number: string): Promise<{ businessId: number; mobile: string | null } | null> {
    const ofCustomer = async (customerId: number | null) => {
      const row = customerId === null ? undefined : await this.repository.customerById(customerId);
      return row ? { businessId: row.business_id, mobile: row.mobile ? normaliseIsraeliMobile(row.mobile) : null } : null;
    };
    if (kind === 'member') return ofCustomer(await this.repository.customerOfMemberNumber(number));
    if (kind === 'ssn') {
      const rows = await this.repository.customersBySsn(number.padStart(9, '0'));
      const withMobile = rows.find((r) => r.mobile && normaliseIsraeliMobile(r.mobile));
      const row = withMobile ?? rows[0];
      return row ? { businessId: row.business_id, mobile: row.mobile ? normaliseIsraeliMobile(row.mobile) : null } : null;
    }
    const owner = await this.owners.ownerOf(number);
    if (!owner) return null;
    const customer = await ofCustomer(owner.customerId);
    if (customer?.mobile) return customer;
    const contact = owner.contactMobile ? normaliseIsraeliMobile(owner.contactMobile) : null;
    return { businessId: owner.businessId, mobile: contact };
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
