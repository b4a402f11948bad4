import type { MiniSiteInput, StaffMiniSite } from '@kupa/contracts';
import { KupaError, toMajorUnits, type Clock } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/connect';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry } from '../shared/audit-log';

/**
 * Mini sites as staff manage them (issue 13): address, names, brand texts and referral prices (mini_site_prices),
 * written with their audit entry in one transaction. The public page and the referral pricing read the same rows.
 * The caller has checked that every price's ticket type is the business's (the presentations module owns them).
 */
export class MiniSiteAdmin {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly clock: Clock,
  ) {}

  async list(businessId: number): Promise<StaffMiniSite[]> {
    const sites = await this.db
      .selectFrom('mini_sites')
      .select(['id', 'url', 'name_he', 'name_en', 'tagline_he', 'tagline_en', 'brand_color'])
      .where('business_id', '=', businessId)
      .orderBy('id')
      .execute();
    if (sites.length === 0) return [];
    const prices = await this.db
      .selectFrom('mini_site_prices')
      .select(['mini_site_id', 'price_policy_id', 'price_agorot'])
      .where(
        'mini_site_id',
        'in',
        sites.map((s) => s.id),
      )
      .orderBy('price_policy_id')
      .execute();
    return sites.map((s) => ({
      id: s.id,
      url: s.url,
      nameHe: s.name_he,
      nameEn: s.name_en,
      taglineHe: s.tagline_he,
      taglineEn: s.tagline_en,
      brandColor: s.brand_color,
      prices: prices
        .filter((p) => p.mini_site_id === s.id)
        .map((p) => ({ pricePolicyId: p.price_policy_id, price: toMajorUnits(p.price_agorot) })),
    }));
  }

  /** Adds (id null) or changes a mini site of the business; another business's is FORBIDDEN, a taken url bad input. */
  async save(businessId: number, id: number | null, input: MiniSiteInput, actorId: number): Promise<StaffMiniSite> {
    const savedId = await writeTransaction(this.db, this.dialect, async (trx) => {
      const before =
        id === null ? undefined : await trx.selectFrom('mini_sites').select(['business_id']).where('id', '=', id).executeTakeFirst();
      if (id !== null && !before) throw new KupaError('MINI_SITE_NOT_FOUND');
      if (before && before.business_id !== businessId) throw new KupaError('FORBIDDEN', { field: 'id', id: id ?? 0 });
      const taken = await trx.selectFrom('mini_sites').select('id').where('url', '=', input.url).executeTakeFirst();
      if (taken && taken.id !== id) throw new KupaError('VALIDATION_ERROR', { field: 'body.url' });
      const values = {
        url: input.url,
        name_he: input.nameHe,
        name_en: input.nameEn,
        tagline_he: input.taglineHe || null,
        tagline_en: input.taglineEn || null,
        brand_color: input.brandColor?.toLowerCase() ?? null,
      };
      let siteId = id;
      if (siteId === null) {
        ({ id: siteId } = await trx
          .insertInto('mini_sites')
          .values({ ...values, business_id: businessId })
          .returning('id')
          .executeTakeFirstOrThrow());
      } else {
        await trx.updateTable('mini_sites').set(values).where('id', '=', siteId).execute();
        await trx.deleteFrom('mini_site_prices').where('mini_site_id', '=', siteId).execute();
      }
      if (input.prices.length > 0) {
        const rows = input.prices.map((p) => ({
          mini_site_id: siteId,
          price_policy_id: p.pricePolicyId,
          price_agorot: Math.round(p.price * 100),
        }));
        await trx.insertInto('mini_site_prices').values(rows).execute();
      }
      await insertAuditEntry(trx, {
        businessId,
        at: this.clock.now().toISOString(),
        actorKind: 'staff',
        actorId: String(actorId),
        action: id === null ? 'mini_site.created' : 'mini_site.changed',
        entity: 'mini_site',
        entityId: String(siteId),
        data: { after: input },
      });
      return siteId;
    });
    const saved = (await this.list(businessId)).find((s) => s.id === savedId);
    if (!saved) throw new KupaError('MINI_SITE_NOT_FOUND');
    return saved;
  }
}

export function createMiniSiteAdmin(database: DatabaseHandle, clock: Clock): MiniSiteAdmin {
  return new MiniSiteAdmin(database.db, database.dialect, clock);
}
