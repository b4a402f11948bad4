import type { CustomerDetails, CustomerDetailsUpdate } from '@kupa/contracts';
import { isEmailAddress, KupaError, localDateOf, normaliseIsraeliMobile, type Clock, type MessageLocale } from '@kupa/domain';
import type { CustomerSession } from '../http/customer-session';
import type { DatabaseHandle } from '../db/connect';
import { CustomerAuthRepository } from './customer-auth.repository';
import { CustomerDetailsRepository, type CustomerDetailsChange, type CustomerDetailsRow } from './customer-details.repository';
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

const MOBILE_CHANGE_SMS: Record<'he' | 'en', (code: string) => string> = {
  he: (code) => `קוד האימות לעדכון מספר הנייד שלך בקופה: ${code}. הקוד בתוקף 10 דקות.`,
  en: (code) => `Your Kupa code to confirm your new mobile number: ${code}. It is valid for 10 minutes.`,
};

/** Spec 6: a customer may update the mobile number unless the business's customerArea.allowUpdateMobile is false. */
export function allowsMobileChange(settingsJson: string): boolean {
  try {
    const settings = JSON.parse(settingsJson) as { customerArea?: { allowUpdateMobile?: unknown } } | null;
    return settings?.customerArea?.allowUpdateMobile !== false;
  } catch {
    return true;
  }
}

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value === '' ? null : value);

/**
 * The customer area's personal details (spec 3 Customer, spec 6): view and edit the session's customer record, its
 * saved cards (listed by last four and expiry; removing one sets isDeleted), and a new mobile number proved by a
 * one-time code sent to that number — the login codes' machinery (same table, limits and hashing), its own SMS.
 */
export class CustomerDetailsService {
  constructor(
    private readonly repository: CustomerDetailsRepository,
    private readonly codes: CustomerAuthRepository,
    private readonly clock: Clock,
  ) {}

  async details(session: CustomerSession): Promise<CustomerDetails> {
    const row = await this.primary(session);
    const cards = await this.repository.cards(row.id);
    return {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      mobile: row.mobile,
      isEmailAllowed: row.is_email_allowed === 1,
      isSmsAllowed: row.is_sms_allowed === 1,
      address: row.address1,
      city: row.city,
      dateOfBirth: row.date_of_birth,
      canChangeMobile: allowsMobileChange(row.settings_json),
      cards: cards.map((c) => ({ id: c.id, last4: c.last4, brand: c.brand, expMonth: c.exp_month, expYear: c.exp_year })),
    };
  }

  /** The loyalty points of the session's customer records (one balance per record). */
  pointsOf(session: CustomerSession): Promise<Map<number, number>> {
    return this.repository.pointsOf(session.customers.map((c) => c.customerId));
  }

  /** Saves the fields given (an absent field is kept, null or '' clears it); VALIDATION_ERROR names a bad field. */
  async update(session: CustomerSession, update: CustomerDetailsUpdate): Promise<CustomerDetails> {
    const row = await this.primary(session);
    const email = blankToNull(update.email);
    if (email && !isEmailAddress(email)) throw new KupaError('VALIDATION_ERROR', { field: 'email' });
    const dateOfBirth = blankToNull(update.dateOfBirth);
    if (dateOfBirth && dateOfBirth > localDateOf(this.clock.now())) throw new KupaError('VALIDATION_ERROR', { field: 'dateOfBirth' });
    const change: CustomerDetailsChange = {
      first_name: blankToNull(update.firstName),
      last_name: blankToNull(update.lastName),
      email,
      address1: blankToNull(update.address),
      city: blankToNull(update.city),
      date_of_birth: dateOfBirth,
      is_email_allowed: update.isEmailAllowed === undefined ? undefined : Number(update.isEmailAllowed),
      is_sms_allowed: update.isSmsAllowed === undefined ? undefined : Number(update.isSmsAllowed),
    };
    const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as CustomerDetailsChange;
    await this.repository.update(row.id, defined);
    return this.details(session);
  }

  async removeCard(session: CustomerSession, cardId: number): Promise<void> {
    const removed = await this.repository.removeCard(
      session.customers.map((c) => c.customerId),
      cardId,
    );
    if (!removed) throw new KupaError('NOT_FOUND');
  }

  /** Sends a one-time code to the new mobile number (limits as for login codes: per number and per client address). */
  async requestMobileChange(session: CustomerSession, mobileNumber: string, clientAddress: string, locale: MessageLocale): Promise<void> {
    const row = await this.primary(session);
    if (!allowsMobileChange(row.settings_json)) throw new KupaError('FORBIDDEN');
    const mobile = normaliseIsraeliMobile(mobileNumber);
    if (!mobile || mobile === session.mobile) throw new KupaError('VALIDATION_ERROR', { field: 'mobileNumber' });
    const now = this.clock.now();
    const since = new Date(now.getTime() - LOGIN_CODE_WINDOW_MS).toISOString();
    assertWithinLoginLimit(await this.codes.codeRequestsFromAddressSince(clientAddress, since), now, LOGIN_CODES_PER_ADDRESS);
    assertWithinLoginLimit(await this.codes.codesSentSince({ mobile }, since), now, LOGIN_CODES_PER_MOBILE);
    const code = newLoginCode();
    await this.codes.insertCode(
      {
        businessId: row.business_id,
        to: { mobile },
        codeHash: hashLoginCode(code),
        expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS).toISOString(),
      },
      clientAddress,
      {
        businessId: row.business_id,
        channel: 'sms',
        recipient: mobile,
        template: 'mobile-change-code',
        body: MOBILE_CHANGE_SMS[locale === 'he' ? 'he' : 'en'](code),
      },
      now,
    );
  }

  /** Checks the code sent to the new number and moves the session's records to it; INVALID_SMS_CODE otherwise. */
  async confirmMobileChange(
    session: CustomerSession,
    mobileNumber: string,
    smsCode: string,
    clientAddress: string,
  ): Promise<CustomerDetails> {
    const row = await this.primary(session);
    if (!allowsMobileChange(row.settings_json)) throw new KupaError('FORBIDDEN');
    const mobile = normaliseIsraeliMobile(mobileNumber);
    if (!mobile) throw new KupaError('INVALID_SMS_CODE');
    const now = this.clock.now();
    await proveLoginCode(this.codes, await this.codes.latestOpenCode(mobile), smsCode, clientAddress, now);
    const customerIds = session.customers.map((c) => c.customerId);
    await this.repository.changeMobile(customerIds, session.mobile, mobile, {
      businessId: row.business_id,
      at: now.toISOString(),
      actorKind: 'customer',
      actorId: String(row.id),
      action: 'customer.mobile-changed',
      entity: 'customer',
      entityId: String(row.id),
      // The numbers themselves stay out of the audit data: which records moved is enough to trace it.
      data: { customerIds },
    });
    return this.details({ ...session, mobile });
  }

  private async primary(session: CustomerSession): Promise<CustomerDetailsRow> {
    const id = session.customers[0]?.customerId;
    const row = id === undefined ? undefined : await this.repository.details(id);
    if (!row) throw new KupaError('CUSTOMER_NOT_FOUND');
    return row;
  }
}

/** The customer area's personal details on a database (the login codes' repository for the mobile change). */
export function createCustomerDetails({ db, dialect }: DatabaseHandle, clock: Clock): CustomerDetailsService {
  return new CustomerDetailsService(new CustomerDetailsRepository(db), new CustomerAuthRepository(db, dialect), clock);
}
