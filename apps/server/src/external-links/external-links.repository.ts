import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { allBusinessFacts } from '../catalogue/business-directory';

/** Reads where each tenant keeps its external-link allow-list: the business settings (settings_json). */
export class ExternalLinksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every business's id and raw settings JSON. */
  async businessSettings(): Promise<Array<{ id: number; settingsJson: string }>> {
    return (await allBusinessFacts(this.db)).map((b) => ({ id: b.id, settingsJson: b.settingsJson }));
  }
}
