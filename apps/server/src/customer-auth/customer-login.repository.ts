import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { allBusinessFacts, businessFacts } from '../catalogue/business-directory';
import { customerOfMemberNumber } from '../memberships/member-directory';
import { writeTransaction } from '../db/write-transaction';
import { enqueueOutboxMessage, type OutboxMessage } from '../outbox/outbox-writer';
import { auditTimesSince, insertAuditEntries } from '../shared/audit-log';
import { issueLoginLink } from './login-links';

/** The audit rows the login limits count: by client address, by e-mail address, by customer. */
export type LoginAuditEntity = 'client-address' | 'customer-email' | 'customer';

/** The customer records and rows of the logins beyond the SMS code: password, numbers, login links. */
export class CustomerLoginRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** The customers of an e-mail address (case-insensitive), newest record first, with their password hashes. */
  customersByEmail(email: string) {
    return this.db
      .selectFrom('customers')
      .select(['id', 'business_id', 'mobile', 'email', 'password_hash'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .orderBy('id', 'desc')
      .execute();
  }

  /** The customers of an Israeli ID number (stored as nine digits), by business then id (as customersByMobile). */
  customersBySsn(ssn: string) {
    return this.db
      .selectFrom('customers')
      .select(['id', 'business_id', 'mobile', 'email'])
      .where('ssn', '=', ssn)
      .orderBy('business_id')
      .orderBy('id')
      .execute();
  }

  customerById(customerId: number) {
    return this.db.selectFrom('customers').select(['id', 'business_id', 'mobile', 'email']).where('id', '=', customerId).executeTakeFirst();
  }

  /** The customer of a member number (members of cancelled memberships too: the person is the same). */
  customerOfMemberNumber(memberNumber: string): Promise<number | null> {
    return customerOfMemberNumber(this.db, memberNumber);
  }

  /** The tenant settings (settings_json) of a business, or of the first one. */
  async businessSettings(businessId: number | undefined): Promise<{ id: number; settingsJson: string } | null> {
    const business = businessId === undefined ? (await allBusinessFacts(this.db))[0] : await businessFacts(this.db, businessId);
    return business ? { id: business.id, settingsJson: business.settingsJson } : null;
  }

  /** Every tenant's settings (settings_json), by id. */
  async allBusinessSettings(): Promise<Array<{ id: number; settingsJson: string }>> {
    return (await allBusinessFacts(this.db)).map((b) => ({ id: b.id, settingsJson: b.settingsJson }));
  }

  /** When a login event happened for an entity since an instant (what the limits count). */
  auditTimesSince(action: string, entity: LoginAuditEntity, entityId: string, sinceIso: string): Promise<string[]> {
    return auditTimesSince(this.db, { action, entity, entityId, sinceIso });
  }

  /** Records login events (a failed password, a link sent) for the limits. */
  async recordAudit(
    action: string,
    entries: ReadonlyArray<{ entity: LoginAuditEntity; entityId: string }>,
    businessId: number | null,
    now: Date,
  ) {
    await insertAuditEntries(
      this.db,
      entries.map((e) => ({ businessId, at: now.toISOString(), actorKind: 'buyer', actorId: null, action, ...e })),
    );
  }

  /** The open code of a login request (the service checks expiry and attempts). */
  codeOfRequest(requestHash: string) {
    return this.db
      .selectFrom('customer_login_codes')
      .select(['id', 'business_id', 'mobile', 'email', 'customer_id', 'code_hash', 'attempts', 'expires_at'])
      .where('request_hash', '=', requestHash)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
  }

  /** A login link token's row with its customer's mobile number; undefined for an unknown hash. */
  findLink(tokenHash: string) {
    return this.db
      .selectFrom('customer_login_tokens as t')
      .innerJoin('customers as c', 'c.id', 't.customer_id')
      .select(['t.customer_id', 't.expires_at', 't.redeemed_at', 'c.mobile', 'c.email', 'c.business_id'])
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Marks a link used, once, while it is live: false when it was redeemed in parallel or has expired. */
  async redeemLink(tokenHash: string, nowIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('customer_login_tokens')
      .set({ redeemed_at: nowIso })
      .where('token_hash', '=', tokenHash)
      .where('redeemed_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** In one transaction: a new login link for the customer, the message that carries it, and the audit row. */
  async sendLink(
    customerId: number,
    ttlMs: number,
    message: (token: string) => OutboxMessage,
    audit: { action: string; clientAddress: string },
    now: Date,
  ): Promise<void> {
    await writeTransaction(this.db, this.dialect, async (trx) => {
      const token = await issueLoginLink(trx, customerId, now, ttlMs);
      const outgoing = message(token);
      await enqueueOutboxMessage(trx, outgoing, now);
      await insertAuditEntries(
        trx,
        (['client-address', 'customer'] as const).map((entity) => ({
          businessId: outgoing.businessId,
          at: now.toISOString(),
          actorKind: 'buyer',
          actorId: null,
          action: audit.action,
          entity,
          entityId: entity === 'customer' ? String(customerId) : audit.clientAddress,
        })),
      );
    });
  }
}
