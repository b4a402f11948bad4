import type { DonationInput, StaffDonation, StaffDonationsResponse } from '@kupa/contracts';
import { KupaError, type Clock } from '@kupa/domain';
import type { DatabaseHandle } from '../db/connect';
import { staffAuditEntry } from '../shared/staff-audit';
import { DonationAdminRepository, type DonationAdminAmountRow, type DonationAdminRow } from './donation-admin.repository';

/**
 * Donation choices as the back office manages them (issue 13): texts, the fixed amounts, an amount of the donor's
 * choice within a range, retirement. The donations page and the donation order read the same rows, so a change is
 * offered on their next call; gifts already given keep their amount.
 */
export class DonationAdminService {
  constructor(
    private readonly repository: DonationAdminRepository,
    private readonly clock: Clock,
  ) {}

  async list(businessId: number): Promise<Omit<StaffDonationsResponse, 'businessId'>> {
    const rows = await this.repository.donations(businessId);
    const amounts = await this.repository.amountsOf(rows.map((r) => r.id));
    return { donations: rows.map((r) => donationOf(r, amounts)) };
  }

  async get(businessId: number, id: number): Promise<StaffDonation> {
    const [row] = await this.repository.donations(businessId, id);
    if (!row) {
      throw (await this.repository.ownerOf(id)) === null
        ? new KupaError('DONATION_NOT_FOUND', { field: 'donationId', id })
        : new KupaError('FORBIDDEN', { field: 'donationId', id });
    }
    return donationOf(row, await this.repository.amountsOf([id]));
  }

  create(businessId: number, input: DonationInput, actorId: number): Promise<StaffDonation> {
    return this.save(businessId, null, input, actorId);
  }

  update(businessId: number, id: number, input: DonationInput, actorId: number): Promise<StaffDonation> {
    return this.save(businessId, id, input, actorId);
  }

  private async save(businessId: number, id: number | null, input: DonationInput, actorId: number): Promise<StaffDonation> {
    const before = id === null ? null : await this.get(businessId, id);
    if (await this.repository.codeTaken(businessId, input.code, id)) throw new KupaError('VALIDATION_ERROR', { field: 'body.code' });
    const values = {
      code: input.code,
      name_he: input.nameHe,
      name_en: input.nameEn,
      description_he: input.descriptionHe || null,
      description_en: input.descriptionEn || null,
      is_active: input.isActive ? 1 : 0,
    };
    const amounts = [
      ...input.amountsAgorot.map((a) => ({ amount_agorot: a, min_agorot: null, max_agorot: null, is_custom: 0 })),
      ...(input.custom
        ? [{ amount_agorot: null, min_agorot: input.custom.minAgorot, max_agorot: input.custom.maxAgorot, is_custom: 1 }]
        : []),
    ];
    const saved = await this.repository.save(businessId, id, values, amounts, (entityId) =>
      staffAuditEntry(this.clock, actorId, {
        action: before ? 'donation.changed' : 'donation.created',
        entity: 'donation',
        entityId,
        data: before ? { before, after: input } : { after: input },
      }),
    );
    return this.get(businessId, saved);
  }
}

function donationOf(row: DonationAdminRow, amounts: readonly DonationAdminAmountRow[]): StaffDonation {
  const own = amounts.filter((a) => a.donation_id === row.id);
  const custom = own.find((a) => a.is_custom === 1);
  return {
    id: row.id,
    code: row.code,
    nameHe: row.name_he,
    nameEn: row.name_en,
    descriptionHe: row.description_he,
    descriptionEn: row.description_en,
    amountsAgorot: own.flatMap((a) => (a.is_custom === 0 && a.amount_agorot !== null ? [a.amount_agorot] : [])),
    custom: custom ? { minAgorot: custom.min_agorot ?? 0, maxAgorot: custom.max_agorot ?? 0 } : null,
    isActive: row.is_active === 1,
  };
}

/** The donation choices service of a database (the back office edits donations through it). */
export function createDonationAdmin(database: DatabaseHandle, clock: Clock): DonationAdminService {
  return new DonationAdminService(new DonationAdminRepository(database.db, database.dialect), clock);
}
