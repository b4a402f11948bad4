import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';
import type { PosterRenditions } from './poster-images';

/** The posters staff uploaded for features (the catalogue owns them with the features). */
export class FeaturePostersRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** The current version of a feature's poster, or null when it has none. */
  async version(featureId: number): Promise<number | null> {
    const row = await this.db.selectFrom('feature_posters').select('version').where('feature_id', '=', featureId).executeTakeFirst();
    return row?.version ?? null;
  }

  /** Stores a feature's poster as the next version, with its audit entry; answers the version. */
  save(featureId: number, poster: PosterRenditions, at: string, audit: (version: number) => AuditEntry): Promise<number> {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      const current = await trx.selectFrom('feature_posters').select('version').where('feature_id', '=', featureId).executeTakeFirst();
      const version = (current?.version ?? 0) + 1;
      const values = { version, uploaded_at: at, source_type: poster.sourceType, thumb_webp: poster.thumb, detail_webp: poster.detail };
      if (current) await trx.updateTable('feature_posters').set(values).where('feature_id', '=', featureId).execute();
      else
        await trx
          .insertInto('feature_posters')
          .values({ feature_id: featureId, ...values })
          .execute();
      await insertAuditEntry(trx, audit(version));
      return version;
    });
  }

  /** Removes a feature's poster (its generated poster shows again), with its audit entry; false when it had none. */
  remove(featureId: number, audit: AuditEntry): Promise<boolean> {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      const result = await trx.deleteFrom('feature_posters').where('feature_id', '=', featureId).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) return false;
      await insertAuditEntry(trx, audit);
      return true;
    });
  }
}
