import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Reads where each tenant keeps its external-link allow-list: the business settings (settings_json). */
export class ExternalLinksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every business's id and raw settings JSON. */
  async businessSettings(): Promise<Array<{ id: number; settingsJson: string }>> {
    const rows = await this.db.selectFrom('businesses').select(['id', 'settings_json']).orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, settingsJson: r.settings_json }));
  }
}
