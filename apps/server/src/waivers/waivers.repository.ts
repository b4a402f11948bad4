import type { HealthTestValidityHours } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';

export interface NewWaiver {
  reservationId: number;
  businessId: number;
  customerId: number | null;
  buyerUuid: string | null;
  guardian: { firstName: string; lastName: string; ssn: string; mobile: string };
  signaturePng: Buffer;
  declarationsJson: string;
  locale: string;
  testValidityHours: HealthTestValidityHours;
  clientAddress: string;
  signedAt: string;
  jumpers: ReadonlyArray<{ ticketId: number; firstName: string; lastName: string; ssn: string; dateOfBirth: string }>;
}

/** The waivers module's tables: which venues need waivers, the jumper ages of ticket types and vouchers, and the signed waivers. */
export class WaiversRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  policiesOfVenues(venueIds: readonly number[]) {
    if (venueIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('waiver_policies').select(['venue_id', 'test_validity_hours']).where('venue_id', 'in', venueIds).execute();
  }

  policiesOfBusinesses(businessIds: readonly number[]) {
    if (businessIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('waiver_policies')
      .select(['venue_id', 'test_validity_hours'])
      .where('business_id', 'in', businessIds)
      .execute();
  }

  /** The age limits set on any of these ticket types or voucher classes. */
  ageLimits(pricePolicyIds: readonly number[], voucherClassIds: readonly number[]) {
    if (pricePolicyIds.length === 0 && voucherClassIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('jumper_age_limits')
      .select(['price_policy_id', 'system_voucher_class_id', 'min_age', 'max_age'])
      .where((eb) =>
        eb.or([
          ...(pricePolicyIds.length > 0 ? [eb('price_policy_id', 'in', pricePolicyIds)] : []),
          ...(voucherClassIds.length > 0 ? [eb('system_voucher_class_id', 'in', voucherClassIds)] : []),
        ]),
      )
      .execute();
  }

  /** The jumpers signed for any of these tickets, with their waiver's guardian and time. */
  jumpersOfTickets(ticketIds: readonly number[]) {
    if (ticketIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('waiver_jumpers as j')
      .innerJoin('waivers as w', 'w.id', 'j.waiver_id')
      .select(['j.ticket_id', 'j.waiver_id', 'j.first_name', 'j.last_name', 'w.guardian_first_name', 'w.guardian_last_name', 'w.signed_at'])
      .where('j.ticket_id', 'in', ticketIds)
      .orderBy('w.signed_at')
      .orderBy('j.id')
      .execute();
  }

  /**
   * Stores a waiver with its jumpers in one transaction. A ticket already signed for (by anyone, even at the same
   * moment: the unique ticket_id decides) stores nothing and answers its id.
   */
  async insert(waiver: NewWaiver): Promise<{ waiverId: number } | { alreadySignedTicketId: number }> {
    try {
      return await writeTransaction(this.db, this.dialect, async (trx) => {
        const { id: waiverId } = await trx
          .insertInto('waivers')
          .values({
            reservation_id: waiver.reservationId,
            business_id: waiver.businessId,
            customer_id: waiver.customerId,
            buyer_uuid: waiver.buyerUuid,
            guardian_first_name: waiver.guardian.firstName,
            guardian_last_name: waiver.guardian.lastName,
            guardian_ssn: waiver.guardian.ssn,
            guardian_mobile: waiver.guardian.mobile,
            signature_png: waiver.signaturePng,
            declarations_json: waiver.declarationsJson,
            locale: waiver.locale,
            test_validity_hours: waiver.testValidityHours,
            client_address: waiver.clientAddress,
            signed_at: waiver.signedAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const j of waiver.jumpers) {
          const inserted = await trx
            .insertInto('waiver_jumpers')
            .values({
              waiver_id: waiverId,
              reservation_id: waiver.reservationId,
              ticket_id: j.ticketId,
              first_name: j.firstName,
              last_name: j.lastName,
              ssn: j.ssn,
              date_of_birth: j.dateOfBirth,
            })
            .onConflict((oc) => oc.column('ticket_id').doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!inserted) throw new AlreadySigned(j.ticketId);
        }
        return { waiverId };
      });
    } catch (error) {
      if (error instanceof AlreadySigned) return { alreadySignedTicketId: error.ticketId };
      throw error;
    }
  }

  /** The stored signature image of a waiver of one reservation (PNG bytes), or undefined. */
  async signature(reservationId: number, waiverId: number): Promise<Buffer | undefined> {
    const row = await this.db
      .selectFrom('waivers')
      .select('signature_png')
      .where('id', '=', waiverId)
      .where('reservation_id', '=', reservationId)
      .executeTakeFirst();
    return row?.signature_png;
  }
}

/** Rolls the waiver's transaction back when one of its tickets was signed for already. */
class AlreadySigned extends Error {
  constructor(readonly ticketId: number) {
    super(`ticket ${ticketId} already has a signed waiver`);
  }
}
