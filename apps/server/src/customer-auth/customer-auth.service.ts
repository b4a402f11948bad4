import { KupaError, localDateOf, normaliseIsraeliMobile, type Clock, type MessageLocale } from '@kupa/domain';
import type { CustomerInfoView } from '@kupa/contracts';
import type { CustomerSession } from '../http/customer-session';
import { localized } from '../shared/localized';
import type { CustomerAuthRepository } from './customer-auth.repository';
import { hashSessionToken, newSessionToken } from '../shared/session-token';
import { CUSTOMER_SESSION_RENEW_AFTER_MS, CUSTOMER_SESSION_TTL_MS, MAX_CUSTOMER_TOKEN_LENGTH } from './customer-session-token';
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

export interface CodeRequest {
  mobileNumber: string;
  sendSmsRegardlessOfCustomerExistence?: boolean | undefined;
  /** The business context: the code (and a new customer record, if one is made) belongs to this presentation's business. */
  presentationId?: number | undefined;
}

const CODE_SMS: Record<'he' | 'en', (code: string) => string> = {
  he: (code) => `קוד הכניסה שלך לקופה: ${code}. הקוד בתוקף 10 דקות.`,
  en: (code) => `Your Kupa login code: ${code}. It is valid for 10 minutes.`,
};

/**
 * Customer login by one-time code (spec 6, 7): a six-digit code by SMS, checked against its stored hash, then a
 * session cookie covering every customer record of the mobile number (one per business). Codes live 10 minutes and
 * survive 5 wrong guesses; at most 3 codes per mobile number and 20 per client address in 15 minutes, counted in
 * the database so the limits hold across server processes. The code is never logged or stored in clear.
 */
export class CustomerAuthService {
  constructor(
    private readonly repository: CustomerAuthRepository,
    private readonly clock: Clock,
    /** Runs after each SMS-code login (the reservations module attaches the guest orders sent to that number). */
    private readonly afterLogin: (session: CustomerSession) => Promise<unknown> = async () => undefined,
  ) {}

  /** Sends a login code by SMS (through the outbox). */
  async requestCode(request: CodeRequest, clientAddress: string, locale: MessageLocale): Promise<void> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - LOGIN_CODE_WINDOW_MS);
    const byAddress = await this.repository.codeRequestsFromAddressSince(clientAddress, since.toISOString());
    assertWithinLoginLimit(byAddress, now, LOGIN_CODES_PER_ADDRESS);
    const mobile = normaliseIsraeliMobile(request.mobileNumber);
    if (!mobile) throw new KupaError('VALIDATION_ERROR', { field: 'mobileNumber' });
    assertWithinLoginLimit(await this.repository.codesSentSince({ mobile }, since.toISOString()), now, LOGIN_CODES_PER_MOBILE);

    const customers = await this.repository.customersByMobile(mobile);
    if (customers.length === 0 && request.sendSmsRegardlessOfCustomerExistence !== true) {
      // Counted too: the per-address limit also bounds probing which numbers are customers.
      await this.repository.recordCodeRequest(clientAddress, null, now);
      throw new KupaError('CUSTOMER_NOT_FOUND');
    }
    const businessId = await this.businessOf(request.presentationId, customers);
    const code = newLoginCode();
    await this.repository.insertCode(
      { businessId, to: { mobile }, codeHash: hashLoginCode(code), expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS).toISOString() },
      clientAddress,
      { businessId, channel: 'sms', recipient: mobile, template: 'login-code', body: CODE_SMS[locale === 'he' ? 'he' : 'en'](code) },
      now,
    );
  }

  /**
   * Checks a code against the newest open code of the mobile number and, when it matches, uses it up and opens a
   * session. Every wrong, expired, used-up or missing code answers the same INVALID_SMS_CODE.
   */
  async validateCode(mobileNumber: string, smsCode: string, clientAddress: string): Promise<{ token: string; session: CustomerSession }> {
    const mobile = normaliseIsraeliMobile(mobileNumber);
    if (!mobile) throw new KupaError('INVALID_SMS_CODE');
    const code = await proveLoginCode(
      this.repository,
      await this.repository.latestOpenCode(mobile),
      smsCode,
      clientAddress,
      this.clock.now(),
    );
    return this.openSessionForMobile(mobile, code.business_id);
  }

  /**
   * Opens a session for a mobile number its owner just proved (a code sent to it): the record of the business first,
   * a bare one made when the number has none, and the guest orders of the number attached.
   */
  async openSessionForMobile(mobile: string, businessId: number): Promise<{ token: string; session: CustomerSession }> {
    const now = this.clock.now();
    const customers = await this.repository.customersByMobile(mobile);
    const primary = customers.find((c) => c.business_id === businessId) ?? customers[0];
    const customerId = primary?.id ?? (await this.repository.insertCustomer(businessId, mobile, now.toISOString()));
    const token = await this.insertSession(customerId);
    // The records read above still hold unless the customer was just made.
    const session = await this.sessionFor(mobile, customerId, primary ? customers : undefined);
    await this.afterLogin(session);
    return { token, session };
  }

  /**
   * Opens a session for a customer record that proved itself otherwise (password, login link, a code to the e-mail
   * address on file): no record is made and nothing is attached. With a mobile number the session covers the number's
   * records; without one, this record alone.
   */
  async openSessionForCustomer(
    customer: { id: number; businessId: number },
    mobile: string | null,
  ): Promise<{ token: string; session: CustomerSession }> {
    const token = await this.insertSession(customer.id);
    if (!mobile) return { token, session: { mobile: null, customers: [{ customerId: customer.id, businessId: customer.businessId }] } };
    return { token, session: await this.sessionFor(mobile, customer.id) };
  }

  private async insertSession(customerId: number): Promise<string> {
    const now = this.clock.now();
    await this.repository.deleteSessionsExpiredBefore(now.toISOString());
    const token = newSessionToken();
    await this.repository.insertSession(
      hashSessionToken(token),
      customerId,
      new Date(now.getTime() + CUSTOMER_SESSION_TTL_MS).toISOString(),
      now.toISOString(),
    );
    return token;
  }

  /**
   * The live session of a token, its expiry slid 30 minutes past this use; null when there is none. The customer
   * the session was opened for comes first in `customers`, then the mobile number's records in other businesses.
   */
  async sessionOf(token: string | undefined): Promise<CustomerSession | null> {
    if (!token || token.length > MAX_CUSTOMER_TOKEN_LENGTH) return null;
    const now = this.clock.now();
    const tokenHash = hashSessionToken(token);
    const row = await this.repository.findSession(tokenHash);
    if (!row) return null;
    const expiresAt = new Date(row.expires_at).getTime();
    if (expiresAt <= now.getTime()) {
      await this.repository.deleteSession(tokenHash);
      return null;
    }
    const renewed = now.getTime() + CUSTOMER_SESSION_TTL_MS;
    if (renewed - expiresAt >= CUSTOMER_SESSION_RENEW_AFTER_MS)
      await this.repository.extendSession(tokenHash, new Date(renewed).toISOString());
    if (!row.mobile) return { mobile: null, customers: [{ customerId: row.customer_id, businessId: row.business_id }] };
    return this.sessionFor(row.mobile, row.customer_id);
  }

  /** Ends the session of this token, if there is one; logging out twice is harmless. */
  async logout(token: string | undefined): Promise<void> {
    if (!token || token.length > MAX_CUSTOMER_TOKEN_LENGTH) return;
    await this.repository.deleteSession(hashSessionToken(token));
  }

  /** The customer-info answer of a session (spec 3 Customer): the session's customer, saved cards, memberships, balances. */
  async customerInfo(session: CustomerSession | null, locale: MessageLocale): Promise<CustomerInfoView | null> {
    const primary = session?.customers[0];
    if (!primary) return null;
    const [customer] = await this.repository.customersByIds([primary.customerId]);
    if (!customer) return null;
    const [cards, members] = await Promise.all([this.repository.savedCards(customer.id), this.repository.members(customer.id)]);
    const today = localDateOf(this.clock.now());
    return {
      CustomerId: customer.id,
      FirstName: customer.first_name,
      LastName: customer.last_name,
      SSN: customer.ssn,
      EmailAddress1: customer.email,
      MobileNumber1: customer.mobile,
      IsEmailAllowed: customer.is_email_allowed === 1,
      IsSMSAllowed: customer.is_sms_allowed === 1,
      LoyaltyPoints: customer.loyalty_points,
      MagCards: cards.map((c) => ({
        id: c.id,
        last4: c.last4,
        brand: c.brand,
        expMonth: c.exp_month,
        expYear: c.exp_year,
        isDeleted: c.is_deleted === 1,
      })),
      members: members.map((m) => ({
        memberNumber: m.member_number,
        membershipId: m.membership_id,
        membershipName: localized(locale, m.name_he, m.name_en),
        startDate: m.start_date,
        endDate: m.end_date,
        isExpired: m.end_date < today,
        isNotStarted: m.start_date > today,
        allowsHold: m.allows_hold === 1,
        balance: m.balance,
        // One points balance: the customer's, which each of their memberships shows.
        pointsBalance: customer.loyalty_points,
      })),
    };
  }

  /** The session of a mobile number's records, `customerId` first; `known` spares reading the records again. */
  private async sessionFor(
    mobile: string,
    customerId: number,
    known?: ReadonlyArray<{ id: number; business_id: number }>,
  ): Promise<CustomerSession> {
    const rows = known ?? (await this.repository.customersByMobile(mobile));
    const perBusiness = new Map<number, number>();
    for (const row of rows) if (!perBusiness.has(row.business_id)) perBusiness.set(row.business_id, row.id);
    const own = rows.find((r) => r.id === customerId);
    const customers = [...perBusiness].map(([businessId, id]) => ({
      businessId,
      customerId: own && businessId === own.business_id ? customerId : id,
    }));
    customers.sort((a, b) => Number(b.customerId === customerId) - Number(a.customerId === customerId));
    return { mobile, customers };
  }

  private async businessOf(presentationId: number | undefined, customers: ReadonlyArray<{ business_id: number }>): Promise<number> {
    const fromPresentation = presentationId === undefined ? null : await this.repository.businessOfPresentation(presentationId);
    const businessId = fromPresentation ?? customers[0]?.business_id ?? (await this.repository.firstBusiness());
    if (businessId === null) throw new KupaError('CUSTOMER_NOT_FOUND');
    return businessId;
  }
}
