import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database, ProductsTable } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';

export type ProductValues = Omit<Insertable<ProductsTable>, 'id' | 'business_id'>;
export type ProductRow = Awaited<ReturnType<ProductAdminRepository['products']>>[number];
type Audit = (id: number) => Omit<AuditEntry, 'businessId'>;

/** A business's products (concessions) and the locations selling them, as staff edit them (the catalogue owns them). */
export class ProductAdminRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  products(businessId: number, productId?: number) {
    let query = this.db
      .selectFrom('products')
      .select(['id', 'business_id', 'name_he', 'name_en', 'category', 'price_agorot', 'sort_order', 'is_active'])
      .where('business_id', '=', businessId);
    if (productId !== undefined) query = query.where('id', '=', productId);
    return query.orderBy('sort_order').orderBy('id').execute();
  }

  async ownerOf(productId: number): Promise<number | null> {
    const row = await this.db.selectFrom('products').select('business_id').where('id', '=', productId).executeTakeFirst();
    return row?.business_id ?? null;
  }

  /** The locations selling each product of these (the business's own locations only). */
  async locationsOf(productIds: readonly number[]): Promise<Map<number, number[]>> {
    const byProduct = new Map<number, number[]>();
    if (productIds.length === 0) return byProduct;
    const rows = await this.db
      .selectFrom('location_products')
      .select(['product_id', 'location_id'])
      .where('product_id', 'in', [...productIds])
      .orderBy('location_id')
      .execute();
    for (const r of rows) byProduct.set(r.product_id, [...(byProduct.get(r.product_id) ?? []), r.location_id]);
    return byProduct;
  }

  locations(businessId: number) {
    return this.db
      .selectFrom('locations')
      .select(['id', 'name_he', 'name_en', 'is_offline'])
      .where('business_id', '=', businessId)
      .orderBy('id')
      .execute();
  }

  /** Writes a product (new when id is null) and the locations selling it, with its audit entry; answers its id. */
  save(businessId: number, id: number | null, values: ProductValues, locationIds: readonly number[], audit: Audit): Promise<number> {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      let productId = id;
      if (productId === null) {
        ({ id: productId } = await trx
          .insertInto('products')
          .values({ ...values, business_id: businessId })
          .returning('id')
          .executeTakeFirstOrThrow());
      } else {
        await trx.updateTable('products').set(values).where('id', '=', productId).where('business_id', '=', businessId).execute();
        await trx.deleteFrom('location_products').where('product_id', '=', productId).execute();
      }
      const saved = productId;
      if (locationIds.length > 0) {
        await trx
          .insertInto('location_products')
          .values(locationIds.map((locationId) => ({ location_id: locationId, product_id: saved })))
          .execute();
      }
      await insertAuditEntry(trx, { ...audit(saved), businessId });
      return saved;
    });
  }
}
