import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { businessFacts, locationNamesOf } from '../catalogue/business-directory';
import { businessOfPresentation } from '../presentations/presentation-business';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';

/** Form configurations per business and form type; the business and its locations come from the catalogue's read port. */
export class FormConfigurationsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** The business of a presentation, with its settings; undefined when there is no such presentation. */
  async businessOfPresentation(presentationId: number) {
    const businessId = await businessOfPresentation(this.db, presentationId);
    return businessId === undefined ? undefined : this.business(businessId);
  }

  /** A business with its settings; undefined when there is no such business. */
  async business(businessId: number) {
    const business = await businessFacts(this.db, businessId);
    return business && { id: business.id, settings_json: business.settingsJson };
  }

  async configJson(businessId: number, formType: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('form_configurations')
      .select('config_json')
      .where('business_id', '=', businessId)
      .where('form_type', '=', formType)
      .executeTakeFirst();
    return row?.config_json ?? null;
  }

  /** Stores a business's configuration of one form type (replacing the one it had) with its audit entry. */
  async saveConfigJson(businessId: number, formType: string, configJson: string, audit: Omit<AuditEntry, 'businessId'>): Promise<void> {
    await writeTransaction(this.db, this.dialect, async (trx) => {
      await trx
        .insertInto('form_configurations')
        .values({ business_id: businessId, form_type: formType, config_json: configJson })
        .onConflict((oc) => oc.columns(['business_id', 'form_type']).doUpdateSet({ config_json: configJson }))
        .execute();
      await insertAuditEntry(trx, { ...audit, businessId });
    });
  }

  locations(businessId: number) {
    return locationNamesOf(this.db, businessId);
  }
}
