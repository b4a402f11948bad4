import { zonedTimeToUtc } from '@kupa/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEMO_PARTNER } from './mini-sites';
import { seedDemoData } from './seed-demo-data';

const TODAY = '2026-11-26';
const NOW = zonedTimeToUtc(TODAY, '10:00');

describe('the demo mini sites and integration partner', () => {
  let t: TestDatabase;
  const all = async <T>(query: string) => (await sql<T>`${sql.raw(query)}`.execute(t.db)).rows;
  beforeAll(async () => {
    t = await createTestDatabase('sqlite');
    await seedDemoData(t.db, t.dialect, { today: TODAY, now: NOW, salesDensity: 0.1 });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('gives each mini site upcoming presentations and referral prices below the house prices', async () => {
    const sites = await all<{ id: number; url: string; upcoming: number; cheaper: number; prices: number }>(`
      select m.id, m.url,
        (select count(*) from presentations p where p.mini_site_id = m.id and p.starts_at > '${NOW.toISOString()}') as upcoming,
        (select count(*) from mini_site_prices r join price_policies pp on pp.id = r.price_policy_id
           where r.mini_site_id = m.id and r.price_agorot < pp.price_agorot and pp.business_id = m.business_id) as cheaper,
        (select count(*) from mini_site_prices r where r.mini_site_id = m.id) as prices
      from mini_sites m order by m.id`);
    expect(sites.map((s) => s.url)).toEqual(['students', 'habama-friends']);
    for (const s of sites) {
      expect(Number(s.upcoming), s.url).toBeGreaterThan(0);
      expect(Number(s.prices), s.url).toBeGreaterThan(0);
      expect(Number(s.cheaper), s.url).toBe(Number(s.prices));
    }
  });

  it('attributes past orders to a mini site only for its own presentations', async () => {
    const foreign = await all<{ n: number }>(`
      select count(*) as n from reservations r join reservation_tickets t on t.reservation_id = r.id
        join presentations p on p.id = t.presentation_id
      where r.referral_mini_site_id is not null and (p.mini_site_id is null or p.mini_site_id <> r.referral_mini_site_id)`);
    expect(Number(foreign[0]?.n)).toBe(0);
  });

  it('has the documented demo partner of the cinema chain', async () => {
    const [partner] = await all<{ code: string; secret: string; allowed_origins_json: string }>(
      'select code, secret, allowed_origins_json from integration_partners',
    );
    expect(partner).toEqual({
      code: DEMO_PARTNER.code,
      secret: DEMO_PARTNER.secret,
      allowed_origins_json: JSON.stringify(DEMO_PARTNER.origins),
    });
  });
});
