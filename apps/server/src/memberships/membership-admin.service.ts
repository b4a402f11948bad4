import type { MembershipInput, StaffMembership, StaffMembershipsResponse } from '@kupa/contracts';
import { KupaError, type Clock } from '@kupa/domain';
import type { DatabaseHandle } from '../db/connect';
import { staffAuditEntry } from '../shared/staff-audit';
import {
  MembershipAdminRepository,
  type MembershipAdminPriceRow,
  type MembershipAdminRow,
  type MembershipPriceChanges,
} from './membership-admin.repository';

/**
 * Membership types and their prices as the back office manages them (issue 13): the code of its page, texts, validity,
 * benefits, hold bookings, retirement and the prices. The customer list, enrol and renew pages read the same rows, so
 * a change is offered on their next call. A price members bought is never removed (their membership points at it);
 * a series keeps its type and presentations, which the schedule sets.
 */
export class MembershipAdminService {
  constructor(
    private readonly repository: MembershipAdminRepository,
    private readonly clock: Clock,
  ) {}

  async list(businessId: number): Promise<Omit<StaffMembershipsResponse, 'businessId'>> {
    const rows = await this.repository.memberships(businessId);
    const prices = await this.repository.pricesOf(rows.map((r) => r.id));
    return { memberships: rows.map((r) => membershipOf(r, prices)) };
  }

  async get(businessId: number, id: number): Promise<StaffMembership> {
    const [row] = await this.repository.memberships(businessId, id);
    if (!row) {
      throw (await this.repository.ownerOf(id)) === null
        ? new KupaError('MEMBERSHIP_NOT_FOUND', { field: 'membershipId', id })
        : new KupaError('FORBIDDEN', { field: 'membershipId', id });
    }
    return membershipOf(row, await this.repository.pricesOf([id]));
  }

  create(businessId: number, input: MembershipInput, actorId: number): Promise<StaffMembership> {
    return this.save(businessId, null, input, actorId);
  }

  update(businessId: number, id: number, input: MembershipInput, actorId: number): Promise<StaffMembership> {
    return this.save(businessId, id, input, actorId);
  }

  private async save(businessId: number, id: number | null, input: MembershipInput, actorId: number): Promise<StaffMembership> {
    const before = id === null ? null : await this.get(businessId, id);
    if (await this.repository.codeTaken(businessId, input.code, id)) throw new KupaError('VALIDATION_ERROR', { field: 'body.code' });
    const changes = await this.priceChanges(before, input);
    const values = {
      code: input.code,
      name_he: input.nameHe,
      name_en: input.nameEn,
      class_name: input.className || null,
      description_he: input.descriptionHe || null,
      description_en: input.descriptionEn || null,
      terms_he: input.termsHe || null,
      terms_en: input.termsEn || null,
      validity_days: input.validityDays,
      benefit_tickets: input.benefitTickets,
      benefit_points: input.benefitPoints,
      allows_hold: input.allowsHold ? 1 : 0,
      allow_member_sale_tickets: input.allowMemberSaleTickets ? 1 : 0,
      is_active: input.isActive ? 1 : 0,
    };
    const currency = await this.repository.currencyOf(businessId);
    const saved = await this.repository.save(businessId, id, values, { ...changes, currency }, (entityId) =>
      staffAuditEntry(this.clock, actorId, {
        action: before ? 'membership.changed' : 'membership.created',
        entity: 'membership',
        entityId,
        data: before ? { before, after: input } : { after: input },
      }),
    );
    return this.get(businessId, saved);
  }

  /** Which prices to change, add and remove; a price of another membership, or removing a bought one, is bad input. */
  private async priceChanges(before: StaffMembership | null, input: MembershipInput): Promise<MembershipPriceChanges> {
    const existing = new Set(before?.prices.map((p) => p.id) ?? []);
    input.prices.forEach((p, i) => {
      if (p.id !== null && !existing.has(p.id)) throw new KupaError('VALIDATION_ERROR', { field: `body.prices.${i}.id` });
    });
    const kept = new Set(input.prices.flatMap((p) => (p.id === null ? [] : [p.id])));
    const removed = [...existing].filter((priceId) => !kept.has(priceId));
    if ((await this.repository.boughtPrices(removed)).size > 0) throw new KupaError('VALIDATION_ERROR', { field: 'body.prices' });
    const valuesOf = (p: MembershipInput['prices'][number]) => ({
      price_code: p.priceCode,
      name_he: p.nameHe,
      name_en: p.nameEn,
      price_agorot: p.priceAgorot,
    });
    return {
      changed: input.prices.flatMap((p) => (p.id === null ? [] : [{ id: p.id, values: valuesOf(p) }])),
      added: input.prices.flatMap((p) => (p.id === null ? [valuesOf(p)] : [])),
      removed,
    };
  }
}

function membershipOf(row: MembershipAdminRow, prices: readonly MembershipAdminPriceRow[]): StaffMembership {
  return {
    id: row.id,
    membershipTypeId: row.membership_type_id,
    code: row.code,
    nameHe: row.name_he,
    nameEn: row.name_en,
    className: row.class_name,
    descriptionHe: row.description_he,
    descriptionEn: row.description_en,
    termsHe: row.terms_he,
    termsEn: row.terms_en,
    validityDays: row.validity_days,
    benefitTickets: row.benefit_tickets,
    benefitPoints: row.benefit_points,
    allowsHold: row.allows_hold === 1,
    allowMemberSaleTickets: row.allow_member_sale_tickets === 1,
    isActive: row.is_active === 1,
    prices: prices
      .filter((p) => p.membership_id === row.id)
      .map((p) => ({ id: p.id, priceCode: p.price_code, nameHe: p.name_he, nameEn: p.name_en, priceAgorot: p.price_agorot })),
  };
}

/** The membership types service of a database (the back office edits memberships through it). */
export function createMembershipAdmin(database: DatabaseHandle, clock: Clock): MembershipAdminService {
  return new MembershipAdminService(new MembershipAdminRepository(database.db, database.dialect), clock);
}
