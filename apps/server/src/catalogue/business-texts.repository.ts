import { MESSAGE_TEXT_OVERRIDE_KEYS, TEXT_OVERRIDE_KEYS, type TextOverride } from '@kupa/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';

/** What a business stores about its texts: the settings document (its languages) and its override rows. */
export interface StoredTexts {
  settingsJson: string;
  overrides: { locale: string; message_key: string; text: string }[];
}

/** A business's languages (businesses.settings_json) and text overrides (business_text_overrides), owned by the catalogue. */
export class BusinessTextsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** The business's document and its overrides of the allowed keys (other stored keys are never shown), or null. */
  async stored(businessId: number, locale?: string): Promise<StoredTexts | null> {
    return readStored(this.db, businessId, locale);
  }

  /**
   * The overrides of the business's SMS and e-mail texts in one language, each with the business's settings document
   * (its languages): one statement, no row when it set none (it is read with every order).
   */
  messageOverrides(businessId: number, locale: string): Promise<{ message_key: string; text: string; settings_json: string }[]> {
    return messageOverridesOf.execute(this.db, { businessId, locale, keys: [...MESSAGE_TEXT_OVERRIDE_KEYS] });
  }

  /** Every business's settings document (the site's languages are those its businesses offer). */
  async allSettingsJson(): Promise<string[]> {
    return (await this.db.selectFrom('businesses').select('settings_json').execute()).map((r) => r.settings_json);
  }

  /**
   * Replaces the document and the overrides of the allowed keys in one transaction with the audit entry `change`
   * describes (rows of other keys are kept); null when the business does not exist.
   */
  async replace(
    businessId: number,
    change: (stored: StoredTexts) => { json: string; overrides: readonly TextOverride[]; audit: Omit<AuditEntry, 'businessId'> },
  ): Promise<StoredTexts | null> {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      const stored = await readStored(trx, businessId);
      if (!stored) return null;
      const { json, overrides, audit } = change(stored);
      await trx.updateTable('businesses').set({ settings_json: json }).where('id', '=', businessId).execute();
      await trx
        .deleteFrom('business_text_overrides')
        .where('business_id', '=', businessId)
        .where('message_key', 'in', [...TEXT_OVERRIDE_KEYS])
        .execute();
      if (overrides.length > 0) {
        await trx
          .insertInto('business_text_overrides')
          .values(overrides.map((o) => ({ business_id: businessId, locale: o.locale, message_key: o.key, text: o.text })))
          .execute();
      }
      await insertAuditEntry(trx, { ...audit, businessId });
      return { settingsJson: json, overrides: overrides.map((o) => ({ locale: o.locale, message_key: o.key, text: o.text })) };
    });
  }
}

async function readStored(db: Kysely<Database>, businessId: number, locale?: string): Promise<StoredTexts | null> {
  const row = await db.selectFrom('businesses').select('settings_json').where('id', '=', businessId).executeTakeFirst();
  if (!row) return null;
  let query = db
    .selectFrom('business_text_overrides')
    .select(['locale', 'message_key', 'text'])
    .where('business_id', '=', businessId)
    .where('message_key', 'in', [...TEXT_OVERRIDE_KEYS]);
  if (locale !== undefined) query = query.where('locale', '=', locale);
  const overrides = await query.orderBy('message_key').orderBy('locale').execute();
  return { settingsJson: row.settings_json, overrides };
}

// Read with every order's messages: compiled once (db/compiled-once.ts).
const messageOverridesOf = new CompiledOnce((db: Kysely<Database>, a: { businessId: number; locale: string; keys: string[] }) =>
  db
    .selectFrom('business_text_overrides as o')
    .innerJoin('businesses as b', 'b.id', 'o.business_id')
    .select(['o.message_key', 'o.text', 'b.settings_json'])
    .where('o.business_id', '=', a.businessId)
    .where('o.locale', '=', a.locale)
    .where('o.message_key', 'in', a.keys),
);
