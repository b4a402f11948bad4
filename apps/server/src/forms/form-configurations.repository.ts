import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Form configurations per business and form type, and what they are shown with (the business's locations). */
export class FormConfigurationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The business of a presentation, with its settings; undefined when there is no such presentation. */
  businessOfPresentation(presentationId: number) {
    return this.db
      .selectFrom('presentations as p')
      .innerJoin('businesses as b', 'b.id', 'p.business_id')
      .select(['b.id', 'b.settings_json'])
      .where('p.id', '=', presentationId)
      .executeTakeFirst();
  }

  /** A business with its settings; undefined when there is no such business. */
  business(businessId: number) {
    return this.db.selectFrom('businesses as b').select(['b.id', 'b.settings_json']).where('b.id', '=', businessId).executeTakeFirst();
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

  locations(businessId: number) {
    return this.db
      .selectFrom('locations')
      .select(['id', 'name_he', 'name_en'])
      .where('business_id', '=', businessId)
      .orderBy('id')
      .execute();
  }
}
