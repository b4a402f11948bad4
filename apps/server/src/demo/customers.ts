import type { BusinessRefs, DemoContext } from './demo-model';
import { demoSecret } from './demo-random';
import { hashPassword as hashCustomerPassword } from '../customer-auth/password';
import { DEMO_EMAIL_ONLY_CUSTOMER, DEMO_MEMBERS, type DemoBusinessKey } from './demo-staff';
import { randomAddress, randomIsraeliId, randomLicensePlate, randomMobile, randomPerson } from './israeli-people';
import { addSandboxCardToken, DEMO_CARD_ISSUERS } from './saved-cards';

export interface CustomerRef {
  id: number;
  business: BusinessRefs;
  firstName: string;
  lastName: string;
  /** Null for the one demo customer with only an e-mail address on file. */
  mobile: string | null;
  email: string;
  ssn: string | null;
  /** A saved sandbox card (token and last four digits only). */
  card: { id: number; last4: string } | null;
  /** The current points balance; set by the members plan before the row is written. */
  loyaltyPoints: number;
  /** How often this customer buys (the demo personas buy often, so their areas are full). */
  weight: number;
  isPersona: boolean;
  createdAt: Date;
}

const DAY_MS = 86_400_000;

/** Plans the customers of both businesses (about 200 at scale 1); rows are written by addCustomerRows. */
export function planCustomers(ctx: DemoContext, businesses: Record<DemoBusinessKey, BusinessRefs>): CustomerRef[] {
  const rng = ctx.random('customers');
  const customers: CustomerRef[] = [];
  const taken = new Set<string>(DEMO_MEMBERS.map((m) => m.mobile));
  const counts: Record<DemoBusinessKey, number> = { cinema: 150 * ctx.scale, theatre: 50 };
  for (const key of ['cinema', 'theatre'] as const) {
    const business = businesses[key];
    for (const m of DEMO_MEMBERS.filter((x) => x.business === key)) {
      customers.push({
        id: ctx.ids.next('customers'),
        business,
        firstName: m.firstName,
        lastName: m.lastName,
        mobile: m.mobile,
        email: m.email,
        ssn: m.ssn,
        card: null,
        loyaltyPoints: 0,
        weight: 2,
        isPersona: true,
        createdAt: new Date(ctx.now.getTime() - 800 * DAY_MS),
      });
    }
    for (let i = 0; i < counts[key]; i++) {
      const person = randomPerson(rng);
      let mobile = randomMobile(rng);
      while (taken.has(mobile)) mobile = randomMobile(rng);
      taken.add(mobile);
      const id = ctx.ids.next('customers');
      customers.push({
        id,
        business,
        firstName: person.firstName,
        lastName: person.lastName,
        mobile,
        email: `${person.latinFirst}.${person.latinLast}${id}@example.com`,
        ssn: rng.chance(0.9) ? randomIsraeliId(rng) : null,
        card: null,
        loyaltyPoints: 0,
        weight: rng.chance(0.2) ? 4 : 1,
        isPersona: false,
        createdAt: new Date(ctx.now.getTime() - rng.int(20, 1500) * DAY_MS - rng.int(0, DAY_MS)),
      });
    }
  }
  // Last, so the generated customers keep their ids and random draws; weight 0: she buys nothing.
  const emailOnly = DEMO_EMAIL_ONLY_CUSTOMER;
  customers.push({
    id: ctx.ids.next('customers'),
    business: businesses[emailOnly.business],
    firstName: emailOnly.firstName,
    lastName: emailOnly.lastName,
    mobile: null,
    email: emailOnly.email,
    ssn: emailOnly.ssn,
    card: null,
    loyaltyPoints: 0,
    weight: 0,
    isPersona: true,
    createdAt: new Date(ctx.now.getTime() - 400 * DAY_MS),
  });
  // Saved cards are allocated here so orders can pay with them; personas always have one.
  const cardRng = ctx.random('customer-cards');
  for (const c of customers) {
    if (c.weight > 0 && (c.isPersona || cardRng.chance(0.35))) {
      c.card = { id: ctx.ids.next('customer_cards'), last4: String(cardRng.int(0, 9999)).padStart(4, '0') };
    }
  }
  return customers;
}

/** Writes customers and their saved cards (provider token, last four digits and expiry; never a card number), tokenised by the sandbox. */
/** The customer area passwords of the demo members that have one, hashed by mobile number (scrypt is slow: before the transaction). */
export async function hashDemoCustomerPasswords(): Promise<ReadonlyMap<string, string>> {
  const withPassword = DEMO_MEMBERS.filter((m) => m.password);
  const hashes = await Promise.all(withPassword.map((m) => hashCustomerPassword(m.password ?? '')));
  return new Map(withPassword.map((m, i) => [m.mobile, hashes[i] ?? '']));
}

export function addCustomerRows(
  ctx: DemoContext,
  customers: readonly CustomerRef[],
  passwords: ReadonlyMap<string, string> = new Map(),
): void {
  const rng = ctx.random('customer-details');
  const year = ctx.now.getUTCFullYear();
  for (const c of customers) {
    const address = randomAddress(rng);
    ctx.sink.add('customers', {
      id: c.id,
      business_id: c.business.id,
      first_name: c.firstName,
      last_name: c.lastName,
      ssn: c.ssn,
      email: c.email,
      mobile: c.mobile,
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      postal_code: address.postalCode,
      date_of_birth: `${rng.int(1940, 2006)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      license_plate: rng.chance(0.3) ? randomLicensePlate(rng) : null,
      password_hash: (c.isPersona && c.mobile !== null && passwords.get(c.mobile)) || null,
      loyalty_points: c.loyaltyPoints,
      is_email_allowed: c.isPersona || rng.chance(0.6) ? 1 : 0,
      is_sms_allowed: c.isPersona || rng.chance(0.7) ? 1 : 0,
      is_digitel: rng.chance(0.1) ? 1 : 0,
      created_at: c.createdAt.toISOString(),
    });
    if (c.card) {
      const expMonth = rng.int(1, 12);
      const expYear = year + rng.int(1, 4);
      const saved = addSandboxCardToken(ctx, {
        token: `sbx_tok_${demoSecret(ctx.seed, `card/${c.card.id}`)}`,
        issuer: rng.pick(DEMO_CARD_ISSUERS),
        last4: c.card.last4,
        expMonth,
        expYear,
        createdAt: c.createdAt,
      });
      ctx.sink.add('customer_cards', {
        id: c.card.id,
        customer_id: c.id,
        provider: 'sandbox',
        provider_token: saved.token,
        last4: saved.last4,
        exp_month: saved.expMonth,
        exp_year: saved.expYear,
        brand: saved.brand,
        is_deleted: 0,
        created_at: c.createdAt.toISOString(),
      });
      // Some customers also have an older card they removed: kept, flagged, hidden in the customer area. The provider
      // was told to forget a removed card, so it has no token row there (paying with it is refused anyway).
      if (!c.isPersona && rng.chance(0.1)) {
        const oldId = ctx.ids.next('customer_cards');
        ctx.sink.add('customer_cards', {
          id: oldId,
          customer_id: c.id,
          provider: 'sandbox',
          provider_token: `sbx_tok_${demoSecret(ctx.seed, `card/${oldId}`)}`,
          last4: String(rng.int(0, 9999)).padStart(4, '0'),
          exp_month: rng.int(1, 12),
          exp_year: year - rng.int(0, 2),
          brand: rng.pick(DEMO_CARD_ISSUERS).brand,
          is_deleted: 1,
          created_at: c.createdAt.toISOString(),
        });
      }
    }
  }
}
