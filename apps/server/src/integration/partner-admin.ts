import type { PartnerInput, PartnerSecretResponse, StaffPartner } from '@kupa/contracts';
import { KupaError, type Clock } from '@kupa/domain';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../db/connect';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry } from '../shared/audit-log';

const COLUMNS = ['id', 'business_id', 'code', 'name_he', 'name_en', 'allowed_origins_json', 'link_ttl_seconds'] as const;

/** A new link secret: 32 random bytes as base64url (256 bits, what HMAC-SHA256 keys are worth). */
const newSecret = () => randomBytes(32).toString('base64url');

/**
 * Integration partners as staff manage them (issue 13): code, names, the origins a link may return to and the link's
 * life. The secret is made by the server and answered once, when the partner is made or its secret rotated; the
 * audit entry records that it changed, never its value. A rotated secret takes effect on the next link.
 */
export class PartnerAdmin {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly clock: Clock,
  ) {}

  async list(businessId: number): Promise<StaffPartner[]> {
    const rows = await this.db
      .selectFrom('integration_partners')
      .select(COLUMNS)
      .where('business_id', '=', businessId)
      .orderBy('id')
      .execute();
    return rows.map(partnerOf);
  }

  async create(businessId: number, input: PartnerInput, actorId: number): Promise<PartnerSecretResponse> {
    const secret = newSecret();
    const id = await writeTransaction(this.db, this.dialect, async (trx) => {
      await this.assertCodeFree(trx, input.code, null);
      const { id: newId } = await trx
        .insertInto('integration_partners')
        .values({ business_id: businessId, ...valuesOf(input), secret, created_at: this.clock.now().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.audit(trx, businessId, actorId, 'partner.created', newId, { after: input });
      return newId;
    });
    return { partner: await this.get(businessId, id), secret };
  }

  async update(businessId: number, id: number, input: PartnerInput, actorId: number): Promise<StaffPartner> {
    await this.get(businessId, id);
    await writeTransaction(this.db, this.dialect, async (trx) => {
      await this.assertCodeFree(trx, input.code, id);
      await trx
        .updateTable('integration_partners')
        .set(valuesOf(input))
        .where('id', '=', id)
        .where('business_id', '=', businessId)
        .execute();
      await this.audit(trx, businessId, actorId, 'partner.changed', id, { after: input });
    });
    return this.get(businessId, id);
  }

  /** Replaces the partner's secret: links signed with the old one are refused from now on. */
  async rotateSecret(businessId: number, id: number, actorId: number): Promise<PartnerSecretResponse> {
    await this.get(businessId, id);
    const secret = newSecret();
    await writeTransaction(this.db, this.dialect, async (trx) => {
      await trx.updateTable('integration_partners').set({ secret }).where('id', '=', id).where('business_id', '=', businessId).execute();
      await this.audit(trx, businessId, actorId, 'partner.secret_rotated', id, {});
    });
    return { partner: await this.get(businessId, id), secret };
  }

  /** A partner of the business: NOT_FOUND for an unknown id, FORBIDDEN for another business's. */
  private async get(businessId: number, id: number): Promise<StaffPartner> {
    const row = await this.db.selectFrom('integration_partners').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) throw new KupaError('NOT_FOUND', { field: 'id', id });
    if (row.business_id !== businessId) throw new KupaError('FORBIDDEN', { field: 'id', id });
    return partnerOf(row);
  }

  private async assertCodeFree(trx: Kysely<Database>, code: string, id: number | null): Promise<void> {
    const taken = await trx.selectFrom('integration_partners').select('id').where('code', '=', code).executeTakeFirst();
    if (taken && taken.id !== id) throw new KupaError('VALIDATION_ERROR', { field: 'body.code' });
  }

  private audit(trx: Kysely<Database>, businessId: number, actorId: number, action: string, id: number, data: unknown) {
    return insertAuditEntry(trx, {
      businessId,
      at: this.clock.now().toISOString(),
      actorKind: 'staff',
      actorId: String(actorId),
      action,
      entity: 'integration_partner',
      entityId: String(id),
      data,
    });
  }
}

function valuesOf(input: PartnerInput) {
  return {
    code: input.code,
    name_he: input.nameHe,
    name_en: input.nameEn,
    allowed_origins_json: JSON.stringify([...new Set(input.allowedOrigins)]),
    link_ttl_seconds: input.linkTtlSeconds,
  };
}

function partnerOf(row: {
  id: number;
  code: string;
  name_he: string;
  name_en: string;
  allowed_origins_json: string;
  link_ttl_seconds: number;
}): StaffPartner {
  let origins: unknown = [];
  try {
    origins = JSON.parse(row.allowed_origins_json);
  } catch {
    origins = [];
  }
  return {
    id: row.id,
    code: row.code,
    nameHe: row.name_he,
    nameEn: row.name_en,
    allowedOrigins: Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : [],
    linkTtlSeconds: row.link_ttl_seconds,
  };
}

export function createPartnerAdmin(database: DatabaseHandle, clock: Clock): PartnerAdmin {
  return new PartnerAdmin(database.db, database.dialect, clock);
}
