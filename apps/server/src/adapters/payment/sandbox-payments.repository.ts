import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DialectName } from '../../db/dialect';
import type {
  Database,
  SandboxAuthorisationsTable,
  SandboxBankPaymentsTable,
  SandboxCapturesTable,
  SandboxCardTokensTable,
  SandboxVerificationsTable,
} from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';

export type SandboxTokenRow = Selectable<SandboxCardTokensTable>;
export type SandboxAuthorisationRow = Selectable<SandboxAuthorisationsTable>;
export type SandboxVerificationRow = Selectable<SandboxVerificationsTable>;
export type SandboxBankPaymentRow = Selectable<SandboxBankPaymentsTable>;
export type SandboxCaptureRow = Selectable<SandboxCapturesTable>;

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;

/**
 * The sandbox payment provider's tables (migration 0008). Every change of state is a compare-and-set: a
 * conditional UPDATE that names the state it expects and answers whether it changed the row, so two server
 * processes can never both capture, void, approve or refund the same thing.
 */
export class SandboxPaymentsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** Runs `work` in one write transaction, with a repository bound to it. */
  transaction<T>(work: (repository: SandboxPaymentsRepository) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, this.dialect, (trx) => work(new SandboxPaymentsRepository(trx, this.dialect)));
  }

  /**
   * Stores the answer of an idempotency key: true when this call stored it, false when the key has an answer already
   * (the caller then rolls its transaction back). A concurrent insert of the key on PostgreSQL waits for the first
   * transaction and then finds the key taken.
   */
  async saveAnswer(key: string, answerJson: string, now: string): Promise<boolean> {
    const result = await this.db
      .insertInto('sandbox_payment_answers')
      .values({ idempotency_key: key, answer_json: answerJson, created_at: now })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async answer(key: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('sandbox_payment_answers')
      .select('answer_json')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row?.answer_json;
  }

  async insertToken(row: SandboxTokenRow): Promise<void> {
    await this.db.insertInto('sandbox_card_tokens').values(row).execute();
  }

  token(token: string): Promise<SandboxTokenRow | undefined> {
    return this.db.selectFrom('sandbox_card_tokens').selectAll().where('token', '=', token).executeTakeFirst();
  }

  async insertAuthorisation(row: SandboxAuthorisationRow): Promise<void> {
    await this.db.insertInto('sandbox_authorisations').values(row).execute();
  }

  authorisation(id: string): Promise<SandboxAuthorisationRow | undefined> {
    return this.db.selectFrom('sandbox_authorisations').selectAll().where('authorisation_id', '=', id).executeTakeFirst();
  }

  /** authorised -> captured or voided: the authorisation as it is now, or undefined when it was not (or no longer) authorised. */
  moveAuthorisation(id: string, to: 'captured' | 'voided', now: string): Promise<SandboxAuthorisationRow | undefined> {
    return this.db
      .updateTable('sandbox_authorisations')
      .set({ status: to, updated_at: now })
      .where('authorisation_id', '=', id)
      .where('status', '=', 'authorised')
      .returningAll()
      .executeTakeFirst();
  }

  async insertCapture(row: Insertable<Database['sandbox_captures']>): Promise<void> {
    await this.db.insertInto('sandbox_captures').values(row).execute();
  }

  capture(id: string): Promise<SandboxCaptureRow | undefined> {
    return this.db.selectFrom('sandbox_captures').selectAll().where('capture_id', '=', id).executeTakeFirst();
  }

  /** Adds a refund to a capture unless it would pass the captured amount; answers the new refunded total, or undefined. */
  async addRefund(captureId: string, amountAgorot: number, now: string): Promise<number | undefined> {
    const row = await this.db
      .updateTable('sandbox_captures')
      .set((eb) => ({ refunded_agorot: eb('refunded_agorot', '+', amountAgorot), updated_at: now }))
      .where('capture_id', '=', captureId)
      .where((eb) => eb(eb('refunded_agorot', '+', amountAgorot), '<=', eb.ref('amount_agorot')))
      .returning('refunded_agorot')
      .executeTakeFirst();
    return row?.refunded_agorot;
  }

  /** Records one refund (of a capture, or of a whole bank payment) for the sandbox's refunds page. */
  async insertRefund(row: { refund_id: string; capture_id: string; amount_agorot: number; created_at: string }): Promise<void> {
    await this.db.insertInto('sandbox_refunds').values(row).execute();
  }

  /** The newest refunds, with the card they went back to when it was a card payment. */
  recentRefunds(limit: number) {
    return this.db
      .selectFrom('sandbox_refunds as r')
      .leftJoin('sandbox_captures as c', 'c.capture_id', 'r.capture_id')
      .leftJoin('sandbox_authorisations as a', 'a.authorisation_id', 'c.authorisation_id')
      .select(['r.refund_id', 'r.capture_id', 'r.amount_agorot', 'r.created_at', 'a.last4', 'a.currency'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.refund_id')
      .limit(limit)
      .execute();
  }

  async insertVerification(row: SandboxVerificationRow): Promise<void> {
    await this.db.insertInto('sandbox_verifications').values(row).execute();
  }

  verification(id: string): Promise<SandboxVerificationRow | undefined> {
    return this.db.selectFrom('sandbox_verifications').selectAll().where('verification_id', '=', id).executeTakeFirst();
  }

  /** pending -> a finished status with its answer; false when another return finished it first. */
  async finishVerification(id: string, to: 'approved' | 'declined' | 'expired', resultJson: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('sandbox_verifications')
      .set({ status: to, result_json: resultJson, updated_at: now })
      .where('verification_id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return changed(result);
  }

  async insertBankPayment(row: Insertable<Database['sandbox_bank_payments']>): Promise<void> {
    await this.db.insertInto('sandbox_bank_payments').values(row).execute();
  }

  bankPayment(id: string): Promise<SandboxBankPaymentRow | undefined> {
    return this.db.selectFrom('sandbox_bank_payments').selectAll().where('bank_payment_id', '=', id).executeTakeFirst();
  }

  /** pending -> approved or declined while it has not expired; false when it was settled or had expired. */
  async settleBankPayment(id: string, to: 'approved' | 'declined', now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('sandbox_bank_payments')
      .set({ status: to, updated_at: now })
      .where('bank_payment_id', '=', id)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return changed(result);
  }

  /** pending -> expired once its time is up. */
  async expireBankPaymentIfDue(id: string, now: string): Promise<void> {
    await this.db
      .updateTable('sandbox_bank_payments')
      .set({ status: 'expired', updated_at: now })
      .where('bank_payment_id', '=', id)
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now)
      .execute();
  }

  /** Marks an approved bank payment refunded, once; false when it was not approved or was refunded already. */
  async refundBankPayment(id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('sandbox_bank_payments')
      .set({ refunded: 1, updated_at: now })
      .where('bank_payment_id', '=', id)
      .where('status', '=', 'approved')
      .where('refunded', '=', 0)
      .executeTakeFirst();
    return changed(result);
  }
}
