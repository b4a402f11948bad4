import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { allBusinessFacts } from '../catalogue/business-directory';
import { membersOfCustomer } from '../memberships/member-directory';
import { businessOfPresentation } from '../presentations/presentation-business';
import { insertBareCustomer } from './customer-records';
import { writeTransaction } from '../db/write-transaction';
import { enqueueOutboxMessage, type OutboxMessage } from '../outbox/outbox-writer';
import { auditTimesSince, insertAuditEntry, type AuditEntry } from '../shared/audit-log';

/** The audit action of a login-code request; its rows are what the per-address limit counts. */
const CODE_REQUESTED = 'customer.login-code.requested';
/** The audit action of a wrong code typed; its rows are what the per-address guess limit counts. */
const WRONG_CODE = 'customer.login-code.wrong';

/** The audit row of one code request from a client address: what the per-address limit counts. */
function codeRequestAudit(clientAddress: string, businessId: number | null, now: Date, action = CODE_REQUESTED): AuditEntry {
  return {
    businessId,
    at: now.toISOString(),
    actorKind: 'buyer',
    actorId: null,
    action,
    entity: 'client-address',
    entityId: clientAddress,
  };
}

export type LoginCodeRow = NonNullable<Awaited<ReturnType<CustomerAuthRepository['latestOpenCode']>>>;
export type CustomerRow = Awaited<ReturnType<CustomerAuthRepository['customersByIds']>>[number];

/** Where a one-time code goes: a mobile number, or the e-mail address of the customer it signs in (stored lower-case). */
export type LoginCodeRecipient = { mobile: string } | { email: string; customerId: number };

/** Customers by mobile number, their login codes and sessions, and what the customer-info answer shows. */
export class CustomerAuthRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** Every customer record of a mobile number (one per business is expected), by business then id. */
  customersByMobile(mobile: string) {
    return this.db
      .selectFrom('customers')
      .select(['id', 'business_id'])
      .where('mobile', '=', mobile)
      .orderBy('business_id')
      .orderBy('id')
      .execute();
  }

  async businessOfPresentation(presentationId: number): Promise<number | null> {
    return (await businessOfPresentation(this.db, presentationId)) ?? null;
  }

  /** The default tenant (the first business) of a request that names none. */
  async firstBusiness(): Promise<number | null> {
    const [first] = await allBusinessFacts(this.db);
    return first?.id ?? null;
  }

  /** When codes were sent to a mobile number or e-mail address since an instant (the per-recipient limit). */
  async codesSentSince(to: LoginCodeRecipient, sinceIso: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('customer_login_codes')
      .select('created_at')
      .where((eb) => ('mobile' in to ? eb('mobile', '=', to.mobile) : eb('email', '=', to.email)))
      .where('created_at', '>', sinceIso)
      .execute();
    return rows.map((r) => r.created_at);
  }

  /** When codes were requested from a client address since an instant. */
  codeRequestsFromAddressSince(clientAddress: string, sinceIso: string): Promise<string[]> {
    return this.addressEventsSince(CODE_REQUESTED, clientAddress, sinceIso);
  }

  /** When wrong codes were typed from a client address since an instant. */
  wrongCodesFromAddressSince(clientAddress: string, sinceIso: string): Promise<string[]> {
    return this.addressEventsSince(WRONG_CODE, clientAddress, sinceIso);
  }

  /** Records a wrong code typed from a client address (what the per-address guess limit counts). */
  async recordWrongCode(clientAddress: string, businessId: number, now: Date): Promise<void> {
    await insertAuditEntry(this.db, codeRequestAudit(clientAddress, businessId, now, WRONG_CODE));
  }

  private addressEventsSince(action: string, clientAddress: string, sinceIso: string): Promise<string[]> {
    return auditTimesSince(this.db, { action, entity: 'client-address', entityId: clientAddress, sinceIso });
  }

  /** Counts a code request that sent nothing (an unknown number) against the client address. */
  async recordCodeRequest(clientAddress: string, businessId: number | null, now: Date): Promise<void> {
    await insertAuditEntry(this.db, codeRequestAudit(clientAddress, businessId, now));
  }

  /**
   * In one transaction: the code's hash, the message that carries the code (outbox) and the audit row the per-address
   * limit counts. The code itself is only in the message body. Every one-time code is written here: a code typed
   * with its mobile number, a login by number's code (checked against its request's hash) sent to the mobile number
   * or e-mail address on file, and the mobile change's code.
   */
  async insertCode(
    code: {
      businessId: number;
      to: LoginCodeRecipient;
      codeHash: string;
      /** The SHA-256 of a login by number's opaque request; null for a code proved with its mobile number. */
      requestHash?: string | null;
      expiresAt: string;
    },
    clientAddress: string,
    message: OutboxMessage,
    now: Date,
  ): Promise<void> {
    const at = now.toISOString();
    await writeTransaction(this.db, this.dialect, async (trx) => {
      await trx
        .insertInto('customer_login_codes')
        .values({
          business_id: code.businessId,
          mobile: 'mobile' in code.to ? code.to.mobile : null,
          email: 'email' in code.to ? code.to.email : null,
          customer_id: 'email' in code.to ? code.to.customerId : null,
          code_hash: code.codeHash,
          request_hash: code.requestHash ?? null,
          expires_at: code.expiresAt,
          consumed_at: null,
          created_at: at,
        })
        .execute();
      await enqueueOutboxMessage(trx, message, now);
      await insertAuditEntry(trx, codeRequestAudit(clientAddress, code.businessId, now));
    });
  }

  /** The newest code of a mobile number that was not used to log in yet (the service checks expiry and attempts). */
  latestOpenCode(mobile: string) {
    return this.db
      .selectFrom('customer_login_codes')
      .select(['id', 'business_id', 'code_hash', 'attempts', 'expires_at'])
      .where('mobile', '=', mobile)
      .where('consumed_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Counts one guess against a code, only while it has guesses left; false when it had none (a parallel guess took the last). */
  async countGuess(codeId: number, maxAttempts: number): Promise<boolean> {
    const result = await this.db
      .updateTable('customer_login_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', codeId)
      .where('attempts', '<', maxAttempts)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks a code used, once: false when a parallel request used it first. */
  async consumeCode(codeId: number, nowIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('customer_login_codes')
      .set({ consumed_at: nowIso })
      .where('id', '=', codeId)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A bare customer record for a mobile number that has none in the business yet (login with sendSmsRegardlessOfCustomerExistence). */
  async insertCustomer(businessId: number, mobile: string, nowIso: string): Promise<number> {
    return insertBareCustomer(this.db, businessId, mobile, nowIso);
  }

  async insertSession(tokenHash: string, customerId: number, expiresAt: string, createdAt: string): Promise<void> {
    await this.db
      .insertInto('customer_sessions')
      .values({ token_hash: tokenHash, customer_id: customerId, expires_at: expiresAt, created_at: createdAt })
      .execute();
  }

  /** A session with its customer's mobile number, whatever its expiry; undefined when the hash is unknown. */
  findSession(tokenHash: string) {
    return this.db
      .selectFrom('customer_sessions as s')
      .innerJoin('customers as c', 'c.id', 's.customer_id')
      .select(['s.customer_id', 's.expires_at', 'c.mobile', 'c.business_id'])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Moves a session's expiry forward, never backward. */
  async extendSession(tokenHash: string, expiresAt: string): Promise<void> {
    await this.db
      .updateTable('customer_sessions')
      .set({ expires_at: expiresAt })
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '<', expiresAt)
      .execute();
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('customer_sessions').where('token_hash', '=', tokenHash).execute();
  }

  async deleteSessionsExpiredBefore(nowIso: string): Promise<void> {
    await this.db.deleteFrom('customer_sessions').where('expires_at', '<=', nowIso).execute();
  }

  customersByIds(ids: readonly number[]) {
    return this.db
      .selectFrom('customers')
      .select([
        'id',
        'business_id',
        'first_name',
        'last_name',
        'ssn',
        'email',
        'mobile',
        'is_email_allowed',
        'is_sms_allowed',
        'loyalty_points',
      ])
      .where('id', 'in', [...ids])
      .execute();
  }

  /** The saved cards of a customer that were not deleted (provider tokens stay here: only the card's face is read). */
  savedCards(customerId: number) {
    return this.db
      .selectFrom('customer_cards')
      .select(['id', 'last4', 'brand', 'exp_month', 'exp_year', 'is_deleted'])
      .where('customer_id', '=', customerId)
      .where('is_deleted', '=', 0)
      .orderBy('id')
      .execute();
  }

  /** A customer's memberships that were not cancelled, with the membership's names and whether it allows holds. */
  members(customerId: number) {
    return membersOfCustomer(this.db, customerId);
  }
}
