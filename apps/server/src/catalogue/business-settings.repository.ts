import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';

/** The settings document of a business (businesses.settings_json), which the catalogue owns. */
export class BusinessSettingsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  async settingsJson(businessId: number): Promise<string | null> {
    const row = await this.db.selectFrom('businesses').select('settings_json').where('id', '=', businessId).executeTakeFirst();
    return row?.settings_json ?? null;
  }

  /** The business's first auth profile (its web profile: new presentations are sold under it). */
  async firstAuthProfileId(businessId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('auth_profiles')
      .select('id')
      .where('business_id', '=', businessId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /**
   * Rewrites the document in one transaction: `change` gets the stored text and answers the new one (or null when
   * the business does not exist), and the audit entry it describes is written with it.
   */
  async change(
    businessId: number,
    change: (stored: string) => { json: string; audit: Omit<AuditEntry, 'businessId'> },
  ): Promise<string | null> {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      const row = await trx.selectFrom('businesses').select('settings_json').where('id', '=', businessId).executeTakeFirst();
      if (!row) return null;
      const { json, audit } = change(row.settings_json);
      await trx.updateTable('businesses').set({ settings_json: json }).where('id', '=', businessId).execute();
      await insertAuditEntry(trx, { ...audit, businessId });
      return json;
    });
  }
}
