import type { MiniSitePresentationsResponse } from '@kupa/contracts';
import { KupaError, type Clock } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/connect';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry } from '../shared/audit-log';
import { staffAuditEntry } from '../shared/staff-audit';
import { withFeatureNames } from './feature-names';

const UPCOMING_LIMIT = 500;

/**
 * Which presentations a mini site sells (issue 13): a presentation's source (presentations.mini_site_id) is one mini
 * site or the house only. Staff choose among the business's presentations not yet started; the mini site's page lists
 * exactly its presentations from its next call. A presentation that has started keeps its source (its orders carry it).
 */
export class MiniSitePresentationsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly clock: Clock,
  ) {}

  /** The business's upcoming presentations with their feature's names (the catalogue's). */
  private async upcoming(businessId: number) {
    const rows = await this.db
      .selectFrom('presentations')
      .select(['id', 'starts_at', 'mini_site_id', 'feature_id'])
      .where('business_id', '=', businessId)
      .where('status', '=', 'scheduled')
      .where('starts_at', '>', this.clock.now().toISOString())
      .orderBy('starts_at')
      .orderBy('id')
      .limit(UPCOMING_LIMIT)
      .execute();
    return withFeatureNames(this.db, rows);
  }

  /** The business's upcoming presentations with the mini site that sells each (the caller checked the site is the business's). */
  async list(businessId: number, miniSiteId: number): Promise<MiniSitePresentationsResponse> {
    const rows = await this.upcoming(businessId);
    return {
      miniSiteId,
      presentations: rows.map((r) => ({
        id: r.id,
        startsAt: r.starts_at,
        featureHe: r.name_he,
        featureEn: r.name_en,
        miniSiteId: r.mini_site_id,
      })),
    };
  }

  /**
   * Makes the mini site sell exactly these upcoming presentations: the ones named move to it (from the house or another
   * site), its other upcoming ones go back to the house. A presentation that is not an upcoming one of the business is
   * 400 VALIDATION_ERROR, field body.presentationIds.
   */
  async set(
    businessId: number,
    miniSiteId: number,
    presentationIds: readonly number[],
    actorId: number,
  ): Promise<MiniSitePresentationsResponse> {
    const rows = await this.upcoming(businessId);
    const upcoming = new Set(rows.map((r) => r.id));
    if (presentationIds.some((id) => !upcoming.has(id))) throw new KupaError('VALIDATION_ERROR', { field: 'body.presentationIds' });
    const chosen = new Set(presentationIds);
    const before = rows.filter((r) => r.mini_site_id === miniSiteId).map((r) => r.id);
    const dropped = before.filter((id) => !chosen.has(id));
    await writeTransaction(this.db, this.dialect, async (trx) => {
      if (dropped.length > 0) await trx.updateTable('presentations').set({ mini_site_id: null }).where('id', 'in', dropped).execute();
      if (chosen.size > 0)
        await trx
          .updateTable('presentations')
          .set({ mini_site_id: miniSiteId })
          .where('id', 'in', [...chosen])
          .where('business_id', '=', businessId)
          .execute();
      const audit = staffAuditEntry(this.clock, actorId, {
        action: 'mini-site.presentations-changed',
        entity: 'mini-site',
        entityId: miniSiteId,
        data: { before: { presentationIds: before }, after: { presentationIds: [...chosen] } },
      });
      await insertAuditEntry(trx, { ...audit, businessId });
    });
    return this.list(businessId, miniSiteId);
  }
}

export function createMiniSitePresentations(database: DatabaseHandle, clock: Clock): MiniSitePresentationsService {
  return new MiniSitePresentationsService(database.db, database.dialect, clock);
}
