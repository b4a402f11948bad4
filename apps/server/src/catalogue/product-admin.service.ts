import type { ProductInput, StaffProduct, StaffProductsResponse } from '@kupa/contracts';
import { KupaError, type Clock } from '@kupa/domain';
import type { DatabaseHandle } from '../db/connect';
import { staffAuditEntry } from '../shared/staff-audit';
import { ProductAdminRepository, type ProductRow } from './product-admin.repository';

/**
 * Products and concessions as the back office manages them (issue 13): names, category, price, order, retirement and
 * the locations selling them. The presentation, checkout and voucher-order calls read the same rows, so a change is
 * offered (or withdrawn) on their next call.
 */
export class ProductAdminService {
  constructor(
    private readonly repository: ProductAdminRepository,
    private readonly clock: Clock,
  ) {}

  async list(businessId: number): Promise<Omit<StaffProductsResponse, 'businessId'>> {
    const [rows, locations] = await Promise.all([this.repository.products(businessId), this.repository.locations(businessId)]);
    const sellers = await this.repository.locationsOf(rows.map((r) => r.id));
    return {
      products: rows.map((r) => productOf(r, sellers.get(r.id) ?? [])),
      locations: locations.map((l) => ({ id: l.id, nameHe: l.name_he, nameEn: l.name_en, isOffline: l.is_offline === 1 })),
    };
  }

  async get(businessId: number, id: number): Promise<StaffProduct> {
    const [row] = await this.repository.products(businessId, id);
    if (!row) throw await this.missing(id);
    const sellers = await this.repository.locationsOf([id]);
    return productOf(row, sellers.get(id) ?? []);
  }

  create(businessId: number, input: ProductInput, actorId: number): Promise<StaffProduct> {
    return this.save(businessId, null, input, actorId, null);
  }

  async update(businessId: number, id: number, input: ProductInput, actorId: number): Promise<StaffProduct> {
    const before = await this.get(businessId, id);
    return this.save(businessId, id, input, actorId, before);
  }

  private async save(businessId: number, id: number | null, input: ProductInput, actorId: number, before: StaffProduct | null) {
    const own = new Set((await this.repository.locations(businessId)).map((l) => l.id));
    if (input.locationIds.some((l) => !own.has(l))) throw new KupaError('VALIDATION_ERROR', { field: 'body.locationIds' });
    const values = {
      name_he: input.nameHe,
      name_en: input.nameEn,
      category: input.category,
      price_agorot: input.priceAgorot,
      sort_order: input.sortOrder,
      is_active: input.isActive ? 1 : 0,
    };
    const saved = await this.repository.save(businessId, id, values, input.locationIds, (entityId) =>
      staffAuditEntry(this.clock, actorId, {
        action: before ? 'product.changed' : 'product.created',
        entity: 'product',
        entityId,
        data: before ? { before, after: input } : { after: input },
      }),
    );
    return this.get(businessId, saved);
  }

  /** An unknown product is NOT_FOUND, another business's FORBIDDEN. */
  private async missing(id: number): Promise<KupaError> {
    return (await this.repository.ownerOf(id)) === null
      ? new KupaError('NOT_FOUND', { field: 'productId', id })
      : new KupaError('FORBIDDEN', { field: 'productId', id });
  }
}

function productOf(row: ProductRow, locationIds: number[]): StaffProduct {
  return {
    id: row.id,
    nameHe: row.name_he,
    nameEn: row.name_en,
    category: row.category,
    priceAgorot: row.price_agorot,
    sortOrder: row.sort_order,
    isActive: row.is_active === 1,
    locationIds,
  };
}

/** The products service of a database (the back office edits products and concessions through it). */
export function createProductAdmin(database: DatabaseHandle, clock: Clock): ProductAdminService {
  return new ProductAdminService(new ProductAdminRepository(database.db, database.dialect), clock);
}
