import { HEALTH_TEST_VALIDITY_HOURS } from '@kupa/domain';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { createIndex, idColumn, ref } from './column-helpers';

/**
 * The waiver page (issue 11; spec 2 "Waiver page", spec 5 jumper age, spec 9 health declarations), owned by the
 * waivers module:
 * - waiver_policies: the venues whose presentations need a signed waiver, each with its health-test window;
 * - jumper_age_limits: the ages a ticket type (price policy) or a voucher class admits;
 * - waivers: a guardian's signed waiver of a reservation (signature PNG, declarations accepted, when, from where);
 * - waiver_jumpers: the children it covers, one per ticket (a ticket is signed for once: unique ticket_id).
 * The placeholder `waivers` table of migration 0003 was never written to; it is replaced.
 */
export function waiversMigration(dialect: DialectName) {
  const id = idColumn(dialect);
  const hours = sql.join(HEALTH_TEST_VALIDITY_HOURS.map((h) => sql.lit(h)));
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('waivers').execute();
      await db.schema
        .createTable('waiver_policies')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .$call(ref('venue_id', 'venues'))
        .addColumn('test_validity_hours', 'integer', (c) => c.notNull().check(sql`test_validity_hours in (${hours})`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'waiver_policies_venue', 'waiver_policies', ['venue_id'], true);

      await db.schema
        .createTable('jumper_age_limits')
        .$call(id)
        .$call(ref('business_id', 'businesses'))
        .$call(ref('price_policy_id', 'price_policies', true))
        .$call(ref('system_voucher_class_id', 'system_voucher_classes', true))
        .addColumn('min_age', 'integer', (c) => c.check(sql`min_age between 0 and 120`))
        .addColumn('max_age', 'integer', (c) => c.check(sql`max_age between 0 and 120`))
        .addCheckConstraint('jumper_age_limits_one_owner', sql`(price_policy_id is null) <> (system_voucher_class_id is null)`)
        .addCheckConstraint('jumper_age_limits_range', sql`min_age is null or max_age is null or min_age <= max_age`)
        .execute();
      await createIndex(db, 'jumper_age_limits_policy', 'jumper_age_limits', ['price_policy_id'], true);
      await createIndex(db, 'jumper_age_limits_voucher_class', 'jumper_age_limits', ['system_voucher_class_id'], true);

      await db.schema
        .createTable('waivers')
        .$call(id)
        .$call(ref('reservation_id', 'reservations'))
        .$call(ref('business_id', 'businesses'))
        .$call(ref('customer_id', 'customers', true))
        .addColumn('buyer_uuid', 'text')
        .addColumn('guardian_first_name', 'text', (c) => c.notNull())
        .addColumn('guardian_last_name', 'text', (c) => c.notNull())
        .addColumn('guardian_ssn', 'text', (c) => c.notNull())
        .addColumn('guardian_mobile', 'text', (c) => c.notNull())
        .addColumn('signature_png', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        // The declarations exactly as the guardian read and accepted them, in the page's language.
        .addColumn('declarations_json', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('test_validity_hours', 'integer', (c) => c.notNull().check(sql`test_validity_hours in (${hours})`))
        .addColumn('client_address', 'text', (c) => c.notNull())
        .addColumn('signed_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'waivers_reservation', 'waivers', ['reservation_id']);

      await db.schema
        .createTable('waiver_jumpers')
        .$call(id)
        .$call(ref('waiver_id', 'waivers'))
        .$call(ref('reservation_id', 'reservations'))
        .$call(ref('ticket_id', 'reservation_tickets'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('ssn', 'text', (c) => c.notNull())
        .addColumn('date_of_birth', 'text', (c) => c.notNull())
        .execute();
      // One jumper per ticket: two guardians signing for the same ticket at once cannot both succeed.
      await createIndex(db, 'waiver_jumpers_ticket', 'waiver_jumpers', ['ticket_id'], true);
      await createIndex(db, 'waiver_jumpers_reservation', 'waiver_jumpers', ['reservation_id']);
    },
  };
}
