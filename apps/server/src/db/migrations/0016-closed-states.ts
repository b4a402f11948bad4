import {
  OUTBOX_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRESENTATION_STATUSES,
  RESERVATION_KINDS,
  RESERVATION_STATUSES,
  SEAT_CLAIM_STATUSES,
  SYSTEM_VOUCHER_STATUSES,
  TICKET_STATUSES,
} from '@kupa/domain';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/** Each state column and the closed union of packages/domain it must hold (docs/glossary.md). */
export const CLOSED_STATE_COLUMNS: ReadonlyArray<{ table: string; column: string; states: readonly string[] }> = [
  { table: 'reservations', column: 'status', states: RESERVATION_STATUSES },
  { table: 'reservations', column: 'kind', states: RESERVATION_KINDS },
  { table: 'reservations', column: 'order_type', states: ORDER_TYPES },
  { table: 'carts', column: 'order_type', states: ORDER_TYPES },
  { table: 'reservation_tickets', column: 'status', states: TICKET_STATUSES },
  { table: 'seat_claims', column: 'status', states: SEAT_CLAIM_STATUSES },
  { table: 'payments', column: 'status', states: PAYMENT_STATUSES },
  { table: 'payments', column: 'method', states: PAYMENT_METHODS },
  { table: 'presentations', column: 'status', states: PRESENTATION_STATUSES },
  { table: 'outbox', column: 'status', states: OUTBOX_STATUSES },
  { table: 'system_vouchers', column: 'status', states: SYSTEM_VOUCHER_STATUSES },
];

/**
 * The database checks the closed state unions (house rule: states are defined once, in the domain, and checked by
 * the database): a CHECK constraint on PostgreSQL; on SQLite, which cannot add a constraint to an existing table,
 * a pair of triggers that abort an insert or update writing a state outside the union.
 */
export function closedStatesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const { table, column, states } of CLOSED_STATE_COLUMNS) {
        const list = sql.join(states.map((s) => sql.lit(s)));
        const name = `${table}_${column}_check`;
        if (dialect === 'postgres') {
          await sql`alter table ${sql.table(table)} add constraint ${sql.id(name)} check (${sql.ref(column)} in (${list}))`.execute(db);
          continue;
        }
        const message = sql.lit(`${table}.${column}: not one of ${states.join(', ')}`);
        await sql`create trigger ${sql.id(`${name}_insert`)} before insert on ${sql.table(table)}
          when new.${sql.ref(column)} not in (${list}) begin select raise(abort, ${message}); end`.execute(db);
        await sql`create trigger ${sql.id(`${name}_update`)} before update of ${sql.ref(column)} on ${sql.table(table)}
          when new.${sql.ref(column)} not in (${list}) begin select raise(abort, ${message}); end`.execute(db);
      }
    },
  };
}
