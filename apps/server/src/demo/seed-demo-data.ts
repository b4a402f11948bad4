import { isLocalDate } from '@kupa/domain';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { CustomerPool } from './customer-pool';
import { addCustomerRows, hashDemoCustomerPasswords, planCustomers } from './customers';
import type { DemoContext } from './demo-model';
import { deriveRandom } from './demo-random';
import { addDonations } from './donations';
import { addFeatures } from './features';
import { addHotelAgents } from './hotel-agents';
import { IdAllocator } from './id-allocator';
import { resetIdentitySequences } from '../db/identity-sequences';
import { rebuildAllSalesSummaries } from '../live-dashboard/sales-summary';
import { addVoucherRows, addVoucherSales, demoVoucherPlans } from './issued-vouchers';
import { addMemberRows, addMembershipSales, planMembers } from './members';
import { addMemberships, addSeriesPresentations } from './memberships';
import { sellPresentation } from './presentation-sales';
import { addPricePolicies, addTicketCodes } from './price-policies';
import { addProducts } from './products';
import { ReservationWriter } from './reservation-writer';
import { RowSink, type TableName } from './row-sink';
import { addPresentations } from './schedule';
import { addDonationSales, addVodPurchases } from './side-sales';
import { addStaffUsers, hashDemoPasswords } from './staff-users';
import { addIntegrationPartners, addMiniSitePrices } from './mini-sites';
import { addTenants } from './tenants';
import { addLocationsAndVenues } from './venues';
import { addVoucherClasses } from './vouchers-catalogue';
import { addTrampolinePark, addTrampolineSales } from './trampoline-park';

export const DEFAULT_DEMO_SEED = 5786;

export interface SeedDemoOptions {
  /** Local date (Asia/Jerusalem) the window of presentations centres on, YYYY-MM-DD. */
  today: string;
  /** The instant that separates past shows (sold) from upcoming ones (partly sold). */
  now: Date;
  seed?: number;
  /**
   * Copies of the three full cinema branches (whole number, default 1). Tickets grow linearly, about
   * 14,000 + 56,500 × scale: scale 1 gives about 70,000, and scale 18 about 1,045,000, the million the staff
   * dashboard benchmark wants (measured: 63 s on SQLite and 137 s on PostgreSQL, about 450 MB of memory).
   */
  scale?: number;
  /** Share of the default sales volume, 0..1 (default 1); tests use less to stay fast. */
  salesDensity?: number;
}

export interface DemoSummary {
  businesses: number;
  locations: number;
  venues: number;
  seatplans: number;
  seats: number;
  features: number;
  presentations: number;
  pricePolicies: number;
  products: number;
  customers: number;
  members: number;
  systemVouchers: number;
  reservations: number;
  tickets: number;
  seatClaims: number;
  payments: number;
  /** Rows written to every table. */
  rows: Partial<Record<TableName, number>>;
}

// Sales are written in slices so memory stays flat at large scales.
const FLUSH_EVERY_ROWS = 150_000;

/** Fills an empty, migrated database with the deterministic demo data, in one transaction. */
export async function seedDemoData(db: Kysely<Database>, dialect: DialectName, options: SeedDemoOptions): Promise<DemoSummary> {
  const scale = options.scale ?? 1;
  const salesDensity = options.salesDensity ?? 1;
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  if (!isLocalDate(options.today)) throw new RangeError(`today must be YYYY-MM-DD, got ${options.today}`);
  if (!Number.isInteger(scale) || scale < 1) throw new RangeError(`scale must be a whole number of at least 1, got ${scale}`);
  if (!(salesDensity >= 0 && salesDensity <= 1)) throw new RangeError(`salesDensity must be between 0 and 1, got ${salesDensity}`);
  if (!(await isDatabaseEmpty(db))) throw new Error('Demo data goes into an empty database only; this one already has businesses');
  const hashes = await hashDemoPasswords();
  const customerPasswords = await hashDemoCustomerPasswords();
  const sink = new RowSink(dialect);
  const ctx: DemoContext = {
    seed,
    today: options.today,
    now: options.now,
    nowIso: options.now.toISOString(),
    scale,
    salesDensity,
    ids: new IdAllocator(),
    sink,
    random: (...labels) => deriveRandom(seed, ...labels),
  };
  await db.transaction().execute(async (trx) => {
    await generate(ctx, trx, hashes, customerPasswords);
    await rebuildAllSalesSummaries(trx, dialect, options.now);
    await resetIdentitySequences(trx, dialect);
  });
  return summarise(sink);
}

async function generate(
  ctx: DemoContext,
  db: Kysely<Database>,
  hashes: readonly string[],
  customerPasswords: ReadonlyMap<string, string>,
): Promise<void> {
  const { sink } = ctx;
  const businesses = addTenants(ctx);
  const { locations, venues } = addLocationsAndVenues(ctx, businesses);
  const features = addFeatures(ctx, businesses);
  const products = addProducts(ctx, businesses, locations);
  const memberships = addMemberships(ctx, businesses);
  const voucherClasses = addVoucherClasses(ctx, businesses);
  const donations = addDonations(ctx, businesses);
  const book = addPricePolicies(ctx, businesses, memberships, voucherClasses, products);
  addStaffUsers(ctx, businesses, hashes);
  addMiniSitePrices(ctx, businesses, book);
  addIntegrationPartners(ctx, businesses);

  const customers = planCustomers(ctx, businesses);
  const members = planMembers(ctx, customers, memberships);
  addCustomerRows(ctx, customers, customerPasswords);
  addHotelAgents(ctx, businesses, book, customers);
  const presentations = addPresentations(ctx, venues, features, book);
  addSeriesPresentations(ctx, memberships.series, presentations);
  // Issue 11: a trampoline park whose sessions need a signed waiver (not part of the sales history).
  const park = addTrampolinePark(ctx, businesses.cinema);
  await sink.flush(db);

  const writer = new ReservationWriter(ctx);
  addMembershipSales(ctx, writer, members);
  const vouchers = addVoucherSales(ctx, writer, customers, voucherClasses);
  const pool = new CustomerPool(customers, members, vouchers);
  const deps = { ctx, writer, book, pool, products };
  for (const p of presentations) {
    sellPresentation(deps, p);
    if (sink.pendingRows >= FLUSH_EVERY_ROWS) await sink.flush(db);
  }
  addVodPurchases(ctx, writer, pool, book, presentations);
  addDonationSales(ctx, writer, pool, donations);
  addTrampolineSales(ctx, writer, park);

  // Rows whose counters the sales changed: balances, redemptions and code uses.
  addMemberRows(ctx, members);
  addVoucherRows(ctx, [...vouchers, ...demoVoucherPlans(ctx, voucherClasses)]);
  const businessOfGroup = new Map<number, number>();
  for (const b of Object.values(businesses)) for (const tg of b.ticketGroups.values()) businessOfGroup.set(tg, b.id);
  addTicketCodes(ctx, book, (tg) => businessOfGroup.get(tg) ?? 0);
  await sink.flush(db);
}

function summarise(sink: RowSink): DemoSummary {
  return {
    businesses: sink.count('businesses'),
    locations: sink.count('locations'),
    venues: sink.count('venues'),
    seatplans: sink.count('seatplans'),
    seats: sink.count('seats'),
    features: sink.count('features'),
    presentations: sink.count('presentations'),
    pricePolicies: sink.count('price_policies'),
    products: sink.count('products'),
    customers: sink.count('customers'),
    members: sink.count('members'),
    systemVouchers: sink.count('system_vouchers'),
    reservations: sink.count('reservations'),
    tickets: sink.count('reservation_tickets'),
    seatClaims: sink.count('seat_claims'),
    payments: sink.count('payments'),
    rows: sink.counts(),
  };
}

/** Seeds only an empty database (no business yet) and tells whether it did. */
export async function ensureDemoData(db: Kysely<Database>, dialect: DialectName, options: SeedDemoOptions): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDemoData(db, dialect, options);
  return true;
}

/** True when no business exists yet: the sign of a database the demo generator may fill. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('businesses')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}
