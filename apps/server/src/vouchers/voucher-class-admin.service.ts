import type { StaffVoucherClass, StaffVoucherClassesResponse, VoucherClassInput } from '@kupa/contracts';
import { KupaError, type Clock } from '@kupa/domain';
import type { DatabaseHandle } from '../db/connect';
import { staffAuditEntry } from '../shared/staff-audit';
import {
  VoucherClassAdminRepository,
  type VoucherClassPriceRow,
  type VoucherClassRow,
  type VoucherPriceChanges,
} from './voucher-class-admin.repository';

/**
 * Gift-voucher classes as the back office manages them (issue 13): texts, what they pay for (an amount or tickets),
 * validity, the open-value range, retirement and the prices on sale. The public voucher page and the voucher order
 * read the same rows, so a change is on sale (or withdrawn) on their next call. A price vouchers were sold at is
 * never removed (the vouchers and their view keep pointing at it); it may be renamed or repriced.
 */
export class VoucherClassAdminService {
  constructor(
    private readonly repository: VoucherClassAdminRepository,
    private readonly clock: Clock,
  ) {}

  async list(businessId: number): Promise<Omit<StaffVoucherClassesResponse, 'businessId'>> {
    const rows = await this.repository.classes(businessId);
    const prices = await this.repository.pricesOf(rows.map((r) => r.id));
    return { classes: rows.map((r) => classOf(r, prices)) };
  }

  async get(businessId: number, id: number): Promise<StaffVoucherClass> {
    const [row] = await this.repository.classes(businessId, id);
    if (!row) {
      throw (await this.repository.ownerOf(id)) === null
        ? new KupaError('SYSTEM_VOUCHER_NOT_FOUND', { field: 'classId', id })
        : new KupaError('FORBIDDEN', { field: 'classId', id });
    }
    return classOf(row, await this.repository.pricesOf([id]));
  }

  create(businessId: number, input: VoucherClassInput, actorId: number): Promise<StaffVoucherClass> {
    return this.save(businessId, null, input, actorId);
  }

  update(businessId: number, id: number, input: VoucherClassInput, actorId: number): Promise<StaffVoucherClass> {
    return this.save(businessId, id, input, actorId);
  }

  private async save(businessId: number, id: number | null, input: VoucherClassInput, actorId: number): Promise<StaffVoucherClass> {
    const before = id === null ? null : await this.get(businessId, id);
    const changes = await this.priceChanges(before, input);
    const values = {
      name_he: input.nameHe,
      name_en: input.nameEn,
      description_he: input.descriptionHe || null,
      description_en: input.descriptionEn || null,
      terms_he: input.termsHe || null,
      terms_en: input.termsEn || null,
      kind: input.kind,
      validity_days: input.validityDays,
      replacement_days: input.replacementDays,
      is_open_value: input.isOpenValue ? 1 : 0,
      min_price_agorot: input.minPriceAgorot,
      max_price_agorot: input.maxPriceAgorot,
      is_active: input.isActive ? 1 : 0,
    };
    const saved = await this.repository.save(businessId, id, values, changes, (entityId) =>
      staffAuditEntry(this.clock, actorId, {
        action: before ? 'voucherClass.changed' : 'voucherClass.created',
        entity: 'voucherClass',
        entityId,
        data: before ? { before, after: input } : { after: input },
      }),
    );
    return this.get(businessId, saved);
  }

  /** Which prices to change, add and remove; a price of another class, or removing a sold one, is bad input. */
  private async priceChanges(before: StaffVoucherClass | null, input: VoucherClassInput): Promise<VoucherPriceChanges> {
    const existing = new Set(before?.prices.map((p) => p.id) ?? []);
    input.prices.forEach((p, i) => {
      if (p.id !== null && !existing.has(p.id)) throw new KupaError('VALIDATION_ERROR', { field: `body.prices.${i}.id` });
    });
    const kept = new Set(input.prices.flatMap((p) => (p.id === null ? [] : [p.id])));
    const removed = [...existing].filter((priceId) => !kept.has(priceId));
    if ((await this.repository.soldPrices(removed)).size > 0) throw new KupaError('VALIDATION_ERROR', { field: 'body.prices' });
    const valuesOf = (p: VoucherClassInput['prices'][number], sortOrder: number) => ({
      price_code: p.priceCode,
      name_he: p.nameHe,
      name_en: p.nameEn,
      price_agorot: p.priceAgorot,
      value_agorot: p.valueAgorot,
      ticket_quantity: p.ticketQuantity,
      sort_order: sortOrder,
    });
    return {
      changed: input.prices.flatMap((p, i) => (p.id === null ? [] : [{ id: p.id, values: valuesOf(p, i) }])),
      added: input.prices.flatMap((p, i) => (p.id === null ? [valuesOf(p, i)] : [])),
      removed,
    };
  }
}

function classOf(row: VoucherClassRow, prices: readonly VoucherClassPriceRow[]): StaffVoucherClass {
  return {
    id: row.id,
    nameHe: row.name_he,
    nameEn: row.name_en,
    descriptionHe: row.description_he,
    descriptionEn: row.description_en,
    termsHe: row.terms_he,
    termsEn: row.terms_en,
    kind: row.kind,
    validityDays: row.validity_days,
    replacementDays: row.replacement_days,
    isOpenValue: row.is_open_value === 1,
    minPriceAgorot: row.min_price_agorot,
    maxPriceAgorot: row.max_price_agorot,
    isActive: row.is_active === 1,
    isCustomerVoucher: row.is_customer_voucher === 1,
    prices: prices
      .filter((p) => p.class_id === row.id)
      .map((p) => ({
        id: p.id,
        priceCode: p.price_code,
        nameHe: p.name_he,
        nameEn: p.name_en,
        priceAgorot: p.price_agorot,
        valueAgorot: p.value_agorot,
        ticketQuantity: p.ticket_quantity,
      })),
  };
}

/** The voucher classes service of a database (the back office edits gift-voucher classes through it). */
export function createVoucherClassAdmin(database: DatabaseHandle, clock: Clock): VoucherClassAdminService {
  return new VoucherClassAdminService(new VoucherClassAdminRepository(database.db, database.dialect), clock);
}
