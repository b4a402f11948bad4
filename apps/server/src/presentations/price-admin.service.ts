import type {
  DiscountCodeInput,
  StaffDiscountCode,
  StaffTicketType,
  TicketCombination,
  TicketTypeInput,
  TicketTypeKind,
  TicketTypePresentations,
  TicketTypesResponse,
} from '@kupa/contracts';
import { KupaError, type Clock } from '@kupa/domain';
import type { DatabaseHandle } from '../db/connect';
import type { PricePolicyKind } from '../db/schema';
import { membershipNamesOf } from '../memberships/membership-names';
import { ticketVoucherClassNamesOf } from '../vouchers/voucher-class-names';
import { PriceAdminRepository, type TicketCodeRow, type TicketTypeRow, type TicketTypeValues } from './price-admin.repository';

const bad = (field: string) => new KupaError('VALIDATION_ERROR', { field });
const names = (rows: ReadonlyArray<{ id: number; name_he: string; name_en: string }>) =>
  rows.map((r) => ({ id: r.id, nameHe: r.name_he, nameEn: r.name_en }));

/**
 * Prices as staff manage them (issue 13): ticket types (price policies) per ticket group of every kind of spec 3,
 * their combination rules, discount codes, and which presentations sell which types. A ticket type is retired, never
 * deleted, so its sales and history stay; the customer calls read the same rows, so a change sells at once.
 */
export class PriceAdminService {
  constructor(
    private readonly repository: PriceAdminRepository,
    private readonly memberships: (businessId: number) => Promise<Array<{ id: number; name_he: string; name_en: string }>>,
    private readonly voucherClasses: (businessId: number) => Promise<Array<{ id: number; name_he: string; name_en: string }>>,
    private readonly clock: Clock,
  ) {}

  async list(businessId: number): Promise<Omit<TicketTypesResponse, 'businessId'>> {
    const now = this.clock.now().toISOString();
    const [types, links, groups, memberships, classes, upcoming] = await Promise.all([
      this.repository.ticketTypes(businessId),
      this.repository.upcomingLinks(businessId, now),
      this.repository.ticketGroups(businessId),
      this.memberships(businessId),
      this.voucherClasses(businessId),
      this.repository.upcoming(businessId, now),
    ]);
    return {
      ticketTypes: types.map((t) => ticketTypeOf(t, links.get(t.id) ?? [])),
      ticketGroups: names(groups),
      memberships: names(memberships),
      voucherClasses: names(classes),
      presentations: upcoming.map((p) => ({ id: p.id, startsAt: p.starts_at, featureHe: p.name_he, featureEn: p.name_en })),
    };
  }

  async get(businessId: number, id: number): Promise<StaffTicketType> {
    const row = await this.owned(businessId, id);
    const links = await this.repository.upcomingLinks(businessId, this.clock.now().toISOString());
    return ticketTypeOf(row, links.get(id) ?? []);
  }

  async create(businessId: number, input: TicketTypeInput, actorId: number): Promise<StaffTicketType> {
    await this.assertParts(businessId, input);
    const id = await this.repository.createTicketType(businessId, valuesOf(input), (newId) =>
      this.audit(actorId, 'ticketType.created', 'price_policy', newId, { after: input }),
    );
    return this.get(businessId, id);
  }

  async update(businessId: number, id: number, input: TicketTypeInput, actorId: number): Promise<StaffTicketType> {
    const before = ticketTypeOf(await this.owned(businessId, id), []);
    await this.assertParts(businessId, input);
    await this.change(
      businessId,
      id,
      valuesOf(input),
      this.audit(actorId, 'ticketType.changed', 'price_policy', id, { before, after: input }),
    );
    return this.get(businessId, id);
  }

  async setCombination(businessId: number, id: number, rule: TicketCombination, actorId: number): Promise<StaffTicketType> {
    const before = ticketTypeOf(await this.owned(businessId, id), []);
    if (rule.requiredWithId !== null) {
      if (rule.requiredWithId === id) throw bad('body.requiredWithId');
      const other = await this.find(businessId, rule.requiredWithId);
      if (!other) throw bad('body.requiredWithId');
    }
    const values = { min_quantity: rule.minQuantity, max_quantity: rule.maxQuantity, required_with_policy_id: rule.requiredWithId };
    const after = { minQuantity: rule.minQuantity, maxQuantity: rule.maxQuantity, requiredWithId: rule.requiredWithId };
    const was = { minQuantity: before.minQuantity, maxQuantity: before.maxQuantity, requiredWithId: before.requiredWithId };
    await this.change(businessId, id, values, this.audit(actorId, 'ticketType.combination', 'price_policy', id, { before: was, after }));
    return this.get(businessId, id);
  }

  /** Retires a ticket type: no longer offered or attachable; its sales, codes and history stay. Safe to repeat. */
  async retire(businessId: number, id: number, actorId: number): Promise<StaffTicketType> {
    const row = await this.owned(businessId, id);
    if (row.retired_at === null) {
      const at = this.clock.now().toISOString();
      await this.change(businessId, id, { retired_at: at }, this.audit(actorId, 'ticketType.retired', 'price_policy', id, {}));
    }
    return this.get(businessId, id);
  }

  /** Attaches a ticket type to upcoming presentations of the business and detaches it from others. */
  async linkPresentations(businessId: number, id: number, change: TicketTypePresentations, actorId: number): Promise<StaffTicketType> {
    const row = await this.owned(businessId, id);
    if (row.retired_at !== null && change.attach.length > 0) throw bad('body.attach');
    const upcoming = new Set((await this.repository.upcoming(businessId, this.clock.now().toISOString())).map((p) => p.id));
    if (change.attach.some((p) => !upcoming.has(p))) throw bad('body.attach');
    if (change.detach.some((p) => !upcoming.has(p))) throw bad('body.detach');
    const attach = [...new Set(change.attach)];
    const detach = [...new Set(change.detach)];
    await this.repository.linkPresentations(
      businessId,
      id,
      attach,
      detach,
      this.audit(actorId, 'ticketType.presentations', 'price_policy', id, { attach, detach }),
    );
    return this.get(businessId, id);
  }

  /** Replaces the ticket types of one scheduled presentation of the business (each the business's and not retired). */
  async setPresentationTypes(businessId: number, presentationId: number, ids: readonly number[], actorId: number): Promise<number[]> {
    const owner = await this.repository.presentationOwner(presentationId);
    if (!owner || owner.status !== 'scheduled') throw new KupaError('PRESENTATION_NOT_FOUND', { id: presentationId });
    if (owner.business_id !== businessId) throw new KupaError('FORBIDDEN', { field: 'presentationId', id: presentationId });
    const sellable = new Set((await this.repository.ticketTypes(businessId)).filter((t) => t.retired_at === null).map((t) => t.id));
    if (ids.some((t) => !sellable.has(t))) throw bad('body.ticketTypeIds');
    const before = await this.repository.presentationTypes(presentationId);
    const after = [...new Set(ids)].sort((a, b) => a - b);
    await this.repository.replacePresentationTypes(
      businessId,
      presentationId,
      after,
      this.audit(actorId, 'presentation.ticketTypes', 'presentation', presentationId, { before, after }),
    );
    return this.repository.presentationTypes(presentationId);
  }

  async codes(businessId: number): Promise<StaffDiscountCode[]> {
    return (await this.repository.codes(businessId)).map(codeOf);
  }

  async createCode(businessId: number, input: DiscountCodeInput, actorId: number): Promise<StaffDiscountCode> {
    await this.assertCode(businessId, input, null);
    const id = await this.repository.createCode(businessId, codeValuesOf(input), (newId) =>
      this.audit(actorId, 'discountCode.created', 'ticket_code', newId, { after: input }),
    );
    return this.code(businessId, id);
  }

  async updateCode(businessId: number, id: number, input: DiscountCodeInput, actorId: number): Promise<StaffDiscountCode> {
    const before = await this.code(businessId, id);
    await this.assertCode(businessId, input, id);
    const changed = await this.repository.updateCode(
      businessId,
      id,
      codeValuesOf(input),
      this.audit(actorId, 'discountCode.changed', 'ticket_code', id, { before, after: input }),
    );
    if (!changed) throw new KupaError('TICKET_CODE_NOT_FOUND', { id });
    return this.code(businessId, id);
  }

  private async code(businessId: number, id: number): Promise<StaffDiscountCode> {
    const row = await this.repository.code(id);
    if (!row) throw new KupaError('TICKET_CODE_NOT_FOUND', { id });
    if (row.business_id !== businessId) throw new KupaError('FORBIDDEN', { field: 'discountCodeId', id });
    return codeOf(row);
  }

  /** A code unlocks one of the business's discount-code ticket types, and is unique in the business (any case). */
  private async assertCode(businessId: number, input: DiscountCodeInput, exceptId: number | null): Promise<void> {
    const type = await this.find(businessId, input.ticketTypeId);
    if (!type || kindOf(type) !== 'discountCode') throw bad('body.ticketTypeId');
    if (await this.repository.codeTaken(businessId, input.code, exceptId)) throw bad('body.code');
  }

  private async change(businessId: number, id: number, values: Partial<TicketTypeValues>, audit: ReturnType<PriceAdminService['audit']>) {
    if (!(await this.repository.updateTicketType(businessId, id, values, audit))) throw new KupaError('TICKET_NOT_FOUND', { id });
  }

  private async find(businessId: number, id: number): Promise<TicketTypeRow | undefined> {
    return (await this.repository.ticketTypes(businessId)).find((t) => t.id === id);
  }

  /** A ticket type of the business: TICKET_NOT_FOUND for an unknown id, FORBIDDEN for another business's. */
  private async owned(businessId: number, id: number): Promise<TicketTypeRow> {
    const own = await this.find(businessId, id);
    if (own) return own;
    if (await this.repository.ticketTypeExists(id)) throw new KupaError('FORBIDDEN', { field: 'ticketTypeId', id });
    throw new KupaError('TICKET_NOT_FOUND', { id });
  }

  /** The ticket group, membership and voucher class a ticket type names must be the business's own. */
  private async assertParts(businessId: number, input: TicketTypeInput): Promise<void> {
    const [groups, memberships, classes] = await Promise.all([
      this.repository.ticketGroups(businessId),
      this.memberships(businessId),
      this.voucherClasses(businessId),
    ]);
    if (!groups.some((g) => g.id === input.ticketGroupId)) throw bad('body.ticketGroupId');
    const usesMembership = input.kind === 'membership' || input.kind === 'memberOnly';
    if (usesMembership && !memberships.some((m) => m.id === input.membershipId)) throw bad('body.membershipId');
    if (input.kind === 'voucher' && !classes.some((c) => c.id === input.systemVoucherClassId)) throw bad('body.systemVoucherClassId');
  }

  private audit(actorId: number, action: string, entity: string, id: number, data: unknown) {
    return { at: this.clock.now().toISOString(), actorKind: 'staff', actorId: String(actorId), action, entity, entityId: String(id), data };
  }
}

/** The ticket type kind of a stored price policy: a 'code' policy is a voucher ticket when it names a voucher class. */
function kindOf(row: Pick<TicketTypeRow, 'kind' | 'system_voucher_class_id'>): TicketTypeKind {
  if (row.kind === 'code') return row.system_voucher_class_id !== null ? 'voucher' : 'discountCode';
  return row.kind;
}

function storedKind(kind: TicketTypeKind): PricePolicyKind {
  return kind === 'discountCode' || kind === 'voucher' ? 'code' : kind;
}

function valuesOf(input: TicketTypeInput): TicketTypeValues {
  const text = (value: string | null) => (value === null || value === '' ? null : value);
  return {
    kind: storedKind(input.kind),
    ticket_group_id: input.ticketGroupId,
    name_he: input.nameHe,
    name_en: input.nameEn,
    description_he: text(input.descriptionHe),
    description_en: text(input.descriptionEn),
    price_agorot: input.priceAgorot,
    service_charge_agorot: input.serviceChargeAgorot,
    multiply_factor: input.multiplyFactor,
    loyalty_points_price: input.kind === 'loyalty' ? input.loyaltyPointsPrice : null,
    membership_id: input.kind === 'membership' || input.kind === 'memberOnly' ? input.membershipId : null,
    system_voucher_class_id: input.kind === 'voucher' ? input.systemVoucherClassId : null,
    requires_code: input.kind === 'discountCode' ? 1 : 0,
    ref1_prompt_he: text(input.ref1PromptHe),
    ref1_prompt_en: text(input.ref1PromptEn),
    ref2_prompt_he: text(input.ref2PromptHe),
    ref2_prompt_en: text(input.ref2PromptEn),
    quota: input.quota,
    sale_from: input.saleFrom,
    sale_until: input.saleUntil,
    is_sold_online: input.soldOnline ? 1 : 0,
    is_sold_at_box_office: input.soldAtBoxOffice ? 1 : 0,
    sort_order: input.sortOrder,
  };
}

function ticketTypeOf(row: TicketTypeRow, presentationIds: number[]): StaffTicketType {
  return {
    id: row.id,
    kind: kindOf(row),
    ticketGroupId: row.ticket_group_id,
    nameHe: row.name_he,
    nameEn: row.name_en,
    descriptionHe: row.description_he,
    descriptionEn: row.description_en,
    priceAgorot: row.price_agorot,
    serviceChargeAgorot: row.service_charge_agorot,
    multiplyFactor: row.multiply_factor,
    loyaltyPointsPrice: row.loyalty_points_price,
    membershipId: row.membership_id,
    systemVoucherClassId: row.system_voucher_class_id,
    ref1PromptHe: row.ref1_prompt_he,
    ref1PromptEn: row.ref1_prompt_en,
    ref2PromptHe: row.ref2_prompt_he,
    ref2PromptEn: row.ref2_prompt_en,
    quota: row.quota,
    saleFrom: row.sale_from,
    saleUntil: row.sale_until,
    soldOnline: row.is_sold_online === 1,
    soldAtBoxOffice: row.is_sold_at_box_office === 1,
    sortOrder: row.sort_order,
    minQuantity: row.min_quantity,
    maxQuantity: row.max_quantity,
    requiredWithId: row.required_with_policy_id,
    retired: row.retired_at !== null,
    presentationIds,
  };
}

function codeValuesOf(input: DiscountCodeInput) {
  return {
    code: input.code,
    price_policy_id: input.ticketTypeId,
    max_uses: input.maxUses,
    valid_from: input.validFrom,
    valid_until: input.validUntil,
    is_disabled: input.disabled ? 1 : 0,
  };
}

function codeOf(row: TicketCodeRow): StaffDiscountCode {
  return {
    id: row.id,
    code: row.code,
    ticketTypeId: row.price_policy_id,
    maxUses: row.max_uses,
    usedCount: row.used_count,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    disabled: row.is_disabled === 1,
  };
}

/** The prices service of a database (the back office's prices section calls it). */
export function createPriceAdmin(database: DatabaseHandle, clock: Clock): PriceAdminService {
  return new PriceAdminService(
    new PriceAdminRepository(database.db, database.dialect),
    (businessId) => membershipNamesOf(database.db, businessId),
    (businessId) => ticketVoucherClassNamesOf(database.db, businessId),
    clock,
  );
}
