import type { InjectOptions } from 'fastify';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../adapters/payment/sandbox-payment-provider';
import { cartBuyer } from '../testing/cart-test-fixture';
import { card, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import { SEATING, SEATING_NOW } from '../testing/seating-fixture';
import { testEngines } from '../testing/test-database';
import { resetIdentitySequences } from '../db/identity-sequences';
import { createVodTitleAdmin } from '../presentations/vod-title-admin.service';

const num = (key: keyof typeof SANDBOX_TEST_CARDS) => SANDBOX_TEST_CARDS[key].number.replace(/\s/g, '');
const BUSINESS = SEATING.businessId;
/** A VOD title on sale, one whose sale has stopped, and the fixture's customer 601 (Noa) with a second customer 602. */
const VOD = { onSale: 7290, stopped: 7291, venue: 290, policy: 290 } as const;
const NOA = { mobile: '0521234567', customers: [{ customerId: 601, businessId: BUSINESS }] };
const OTHER = { mobile: '0527654321', customers: [{ customerId: 602, businessId: BUSINESS }] };
const HOUR = 3_600_000;

/** Issue 11: a video title bought through the cart and the commit, then played through signed, counted streams. */
describe.each(testEngines())('video on demand on %s', (engine) => {
  let t: CommitTestApp;
  let buyerSeq = 9700;
  let captureFails = false;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createCommitTestApp(engine, {
      wrapProvider: (provider) => {
        const wrapped = Object.create(provider) as typeof provider;
        wrapped.capture = (id, key) =>
          captureFails ? Promise.resolve({ status: 'rejected', reason: 'provider_error' } as never) : provider.capture(id, key);
        return wrapped;
      },
    });
    await db()
      .insertInto('venues')
      .values({ id: VOD.venue, business_id: BUSINESS, location_id: 20, name_he: 'בבית', name_en: 'At home', venue_type_id: 101 })
      .execute();
    const vod = {
      business_id: BUSINESS,
      auth_profile_id: 2,
      feature_id: 20,
      venue_id: VOD.venue,
      seatplan_id: null,
      starts_at: '2026-11-01T08:00:00.000Z',
      business_date: '2026-11-01',
      duration_minutes: 120,
      venue_type_id: 101,
      is_reserved: 0,
      status: 'scheduled' as const,
    };
    await db()
      .insertInto('presentations')
      .values([
        { ...vod, id: VOD.onSale, sale_stops_at: '2027-06-01T00:00:00.000Z' },
        { ...vod, id: VOD.stopped, sale_stops_at: '2026-11-20T00:00:00.000Z' },
      ])
      .execute();
    await db()
      .insertInto('price_policies')
      .values({
        id: VOD.policy,
        business_id: BUSINESS,
        ticket_group_id: SEATING.ticketGroups.regular,
        kind: 'regular',
        name_he: 'צפייה אחת',
        name_en: 'Single viewing',
        price_agorot: 3500,
        sort_order: 1,
        requires_code: 0,
      })
      .execute();
    await db()
      .insertInto('presentation_price_policies')
      .values([VOD.onSale, VOD.stopped].map((presentation_id) => ({ presentation_id, price_policy_id: VOD.policy })))
      .execute();
    await db()
      .insertInto('customers')
      .values({
        id: 602,
        business_id: BUSINESS,
        first_name: 'Avi',
        last_name: 'Mor',
        mobile: OTHER.mobile,
        created_at: SEATING_NOW.toISOString(),
      })
      .execute();
  });
  afterAll(async () => t?.dispose());
  afterEach(() => {
    captureFails = false;
    t.session.current = null;
    t.clock.set(SEATING_NOW);
  });

  const call = (options: InjectOptions) => t.app.inject(options);
  const videos = (presentationId: number = VOD.onSale) => ({ videos: [{ presentationId }] });
  const commit = (uuid: string, body: Record<string, unknown>) =>
    call({ method: 'POST', url: '/api/payment/commit?lang=en', headers: { uuid }, payload: { cart: body } });
  const play = (id: number) => call({ method: 'POST', url: `/api/vod/entitlements/${id}/plays?lang=en` });
  const stream = (url: string, range?: string) => call({ method: 'GET', url, headers: range ? { range } : {} });
  const entitlementRow = (id: number) => db().selectFrom('vod_entitlements').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** Noa buys the title with the sandbox card; answers the new entitlement's id and the commit's answer. */
  async function buy(): Promise<{ id: number; identifier: string; watchPath: string }> {
    t.session.current = NOA;
    const res = await commit(cartBuyer(++buyerSeq), { ...videos(), customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) });
    expect(res.statusCode, res.body).toBe(200);
    const [video] = res.json().videos as Array<{ entitlementId: number; watchPath: string }>;
    if (!video) throw new Error('no video granted');
    return { id: video.entitlementId, identifier: res.json().reservationIdentifier as string, watchPath: video.watchPath };
  }

  it('lists the titles on sale at /api/vod and prices a video cart for anyone, but a guest cannot buy: LOGIN_REQUIRED', async () => {
    const { titles } = (await call({ method: 'GET', url: '/api/vod?lang=en' })).json();
    expect(titles).toEqual([
      expect.objectContaining({ presentationId: VOD.onSale, title: 'Musical', price: 35, plays: 3, viewingHours: 48 }),
    ]);
    const uuid = cartBuyer(++buyerSeq);
    const priced = await call({ method: 'POST', url: '/api/cart?lang=en', headers: { uuid }, payload: { cart: videos() } });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().cart).toMatchObject({ orderKind: 'vod', items: [{ kind: 'video', quantity: 1, unitPrice: 35 }], amountDue: 35 });
    const guest = await commit(uuid, { ...videos(), customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) });
    expect([guest.statusCode, guest.json().error.error]).toEqual([401, 'LOGIN_REQUIRED']);
    const stopped = await call({ method: 'POST', url: '/api/cart?lang=en', headers: { uuid }, payload: { cart: videos(VOD.stopped) } });
    expect(stopped.json().error.error).toBe('PRESENTATION_NOT_FOUND');
  });

  it('grants the entitlement of spec 3 on a paid order, with the watch link in the e-mail', async () => {
    const { id, identifier, watchPath } = await buy();
    expect(watchPath).toBe(`/vod/watch/${id}`);
    expect(await entitlementRow(id)).toMatchObject({
      customer_id: 601,
      presentation_id: VOD.onSale,
      purchased_at: SEATING_NOW.toISOString(),
      available_from: SEATING_NOW.toISOString(),
      available_until: new Date(SEATING_NOW.getTime() + 48 * HOUR).toISOString(),
      max_plays: 3,
      play_count: 0,
      last_played_at: null,
      revoked_at: null,
    });
    const order = await db()
      .selectFrom('reservations')
      .select(['kind', 'status', 'other_agorot'])
      .where('identifier', '=', identifier)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ kind: 'vod', status: 'confirmed', other_agorot: 3500 });
    const mail = await db()
      .selectFrom('outbox')
      .select(['subject', 'body'])
      .where('template', '=', 'vod-watch-link')
      .where('channel', '=', 'email')
      .where('subject', 'like', `%${identifier}%`)
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain(`/vod/watch/${id}`);
    const view = (await call({ method: 'GET', url: `/api/vod/entitlements/${id}?lang=en` })).json().entitlement;
    expect(view).toMatchObject({ id, title: 'Musical', playCount: 0, playsRemaining: 3, state: 'watchable' });
  });

  it('counts each play on the server and streams the clip with range requests (206, 416)', async () => {
    const { id } = await buy();
    const res = await play(id);
    expect(res.statusCode, res.body).toBe(200);
    const { streamUrl, entitlement, mimeType } = res.json();
    expect(mimeType).toBe('video/webm');
    expect(entitlement).toMatchObject({ playCount: 1, playsRemaining: 2 });
    expect(await entitlementRow(id)).toMatchObject({ play_count: 1, last_played_at: SEATING_NOW.toISOString() });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('entity', '=', 'vod_entitlement')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toEqual([{ actor_id: '601', action: 'vod.played' }]);

    const whole = await stream(streamUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(1000);
    // A WebM file starts with the EBML magic number.
    expect([...whole.rawPayload.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    const part = await stream(streamUrl, 'bytes=100-199');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await stream(streamUrl, 'bytes=-10');
    expect([tail.statusCode, tail.headers['content-range']]).toEqual([206, `bytes ${size - 10}-${size - 1}/${size}`]);
    const past = await stream(streamUrl, `bytes=${size}-`);
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, `bytes */${size}`]);
    // Range requests of one play are not plays.
    expect((await entitlementRow(id)).play_count).toBe(1);
  });

  it("streams the title's uploaded video with range requests, only to its buyer, and the demo clip again once it is removed", async () => {
    const dir = path.join(t.database.options.dataDir, 'media', 'vod');
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]),
      Buffer.from(Array.from({ length: 992 }, (_, i) => i % 251)),
    ]);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${VOD.onSale}.mp4`), video);
    try {
      const { id } = await buy();
      const res = await play(id);
      expect(res.json().mimeType).toBe('video/mp4');
      const url = res.json().streamUrl as string;
      const whole = await stream(url);
      expect([whole.statusCode, whole.headers['content-type'], whole.headers['accept-ranges']]).toEqual([200, 'video/mp4', 'bytes']);
      expect(whole.rawPayload.equals(video)).toBe(true);
      const part = await stream(url, 'bytes=500-599');
      expect([part.statusCode, part.headers['content-range'], part.headers['content-length']]).toEqual([206, 'bytes 500-599/1000', '100']);
      expect(part.rawPayload.equals(video.subarray(500, 600))).toBe(true);
      expect((await stream(url, 'bytes=1000-')).statusCode).toBe(416);
      // Not entitled: another customer's session, and no session at all.
      t.session.current = OTHER;
      expect((await stream(url, 'bytes=0-9')).statusCode).toBe(403);
      t.session.current = null;
      expect((await stream(url, 'bytes=0-9')).statusCode).toBe(403);
      t.session.current = NOA;
      await rm(path.join(dir, `${VOD.onSale}.mp4`));
      const fallback = await stream(url, 'bytes=0-3');
      expect([fallback.statusCode, fallback.headers['content-type']]).toEqual([206, 'video/webm']);
      expect([...fallback.rawPayload]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    } finally {
      await rm(path.join(dir, `${VOD.onSale}.mp4`), { force: true });
    }
  });

  it('refuses a play beyond the limit, and the stream of another customer, a changed signature or an expired one', async () => {
    const { id } = await buy();
    const first = (await play(id)).json().streamUrl as string;
    expect((await play(id)).statusCode).toBe(200);
    expect((await play(id)).statusCode).toBe(200);
    const fourth = await play(id);
    expect([fourth.statusCode, fourth.json().error.error]).toEqual([409, 'VOD_NO_PLAYS_LEFT']);
    expect(fourth.json().error.message).toBe('No plays are left for this film');
    expect(await entitlementRow(id)).toMatchObject({ play_count: 3 });
    // The last counted play still streams while its address is valid.
    expect((await stream(first, 'bytes=0-9')).statusCode).toBe(206);

    t.session.current = OTHER;
    const copied = await stream(first, 'bytes=0-9');
    expect([copied.statusCode, copied.json().error.error]).toEqual([403, 'VOD_LINK_EXPIRED']);
    expect((await play(id)).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `/api/vod/entitlements/${id}` })).json().error.error).toBe('VOD_NOT_FOUND');
    // Another customer's id in the address breaks its signature.
    expect((await stream(first.replace('c=601', 'c=602'))).statusCode).toBe(403);
    t.session.current = null;
    expect((await stream(first)).statusCode).toBe(403);

    t.session.current = NOA;
    const later = first.replace(/e=(\d+)/, (_, e: string) => `e=${Number(e) + 3600}`);
    expect((await stream(later)).json().error.error).toBe('VOD_LINK_EXPIRED');
    t.clock.advance(10 * 60_000);
    const expired = await stream(first, 'bytes=0-9');
    expect([expired.statusCode, expired.json().error.error]).toEqual([403, 'VOD_LINK_EXPIRED']);
  });

  it('refuses a play and the stream outside the availability range', async () => {
    const { id } = await buy();
    t.clock.set(new Date(SEATING_NOW.getTime() + 48 * HOUR - 60_000));
    const url = (await play(id)).json().streamUrl as string;
    expect((await stream(url, 'bytes=0-9')).statusCode).toBe(206);
    t.clock.advance(2 * 60_000);
    const late = await stream(url, 'bytes=0-9');
    expect([late.statusCode, late.json().error.error]).toEqual([409, 'VOD_NOT_AVAILABLE']);
    const again = await play(id);
    expect([again.statusCode, again.json().error.error]).toEqual([409, 'VOD_NOT_AVAILABLE']);
    expect(await entitlementRow(id)).toMatchObject({ play_count: 1 });
  });

  it('revokes the entitlement of an order whose payment cannot be captured (the order is cancelled)', async () => {
    captureFails = true;
    t.session.current = NOA;
    const uuid = cartBuyer(++buyerSeq);
    const res = await commit(uuid, { ...videos(), customerInfo: CUSTOMER_INFO, creditcardInfo: card(num('approveVisa')) });
    expect(res.statusCode).not.toBe(200);
    const rows = await db()
      .selectFrom('vod_entitlements as v')
      .innerJoin('reservations as r', 'r.id', 'v.reservation_id')
      .select(['v.id', 'v.revoked_at', 'r.status'])
      .where('r.buyer_uuid', '=', uuid)
      .execute();
    expect(rows).toEqual([{ id: expect.any(Number), revoked_at: SEATING_NOW.toISOString(), status: 'cancelled' }]);
    const refused = await play(rows[0]?.id ?? 0);
    expect([refused.statusCode, refused.json().error.error]).toEqual([409, 'VOD_NOT_AVAILABLE']);
  });

  it('sells on the terms staff set for the title: the list, the price and the next entitlement take them', async () => {
    // The back office saves through the presentations module's service (its HTTP call is tested with the films section).
    await resetIdentitySequences(db(), t.database.dialect);
    const titles = createVodTitleAdmin(t.database, t.clock, 'Asia/Jerusalem');
    const saved = await titles.save(
      BUSINESS,
      { id: 20, durationMinutes: 120 },
      {
        onSale: true,
        price: 42.5,
        viewingHours: 6,
        plays: 1,
        availableFrom: '2026-11-01T08:00:00.000Z',
        availableUntil: '2027-06-01T00:00:00.000Z',
      },
      2,
      1,
    );
    expect(saved).toMatchObject({ presentationId: VOD.onSale, price: 42.5, viewingHours: 6, plays: 1, onSale: true });
    const { titles: listed } = (await call({ method: 'GET', url: '/api/vod?lang=en' })).json();
    expect(listed).toEqual([expect.objectContaining({ presentationId: VOD.onSale, price: 42.5, plays: 1, viewingHours: 6 })]);
    const { id, identifier } = await buy();
    expect(await entitlementRow(id)).toMatchObject({
      available_until: new Date(SEATING_NOW.getTime() + 6 * HOUR).toISOString(),
      max_plays: 1,
    });
    const order = await db()
      .selectFrom('reservations')
      .select('other_agorot')
      .where('identifier', '=', identifier)
      .executeTakeFirstOrThrow();
    expect(order.other_agorot).toBe(4250);
    // The title that shared the old price keeps it.
    const stopped = await db()
      .selectFrom('presentation_price_policies')
      .select('price_policy_id')
      .where('presentation_id', '=', VOD.stopped)
      .execute();
    expect(stopped).toEqual([{ price_policy_id: VOD.policy }]);
  });
});
