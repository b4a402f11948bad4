import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetIdentitySequences } from '../db/identity-sequences';
import { DASHBOARD, DASHBOARD_STAFF } from '../testing/live-dashboard-fixture';
import { staffCookie } from '../testing/staff-login';
import { createDashboardTestApp, type DashboardTestApp, type DashboardUser } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const { drama, comedy, stream, hamlet } = DASHBOARD.features;
const featureUrl = (businessId: number, featureId: number) => `/api/kupa-live/manage/businesses/${businessId}/features/${featureId}`;

/** A landscape photo-like PNG (wider than the poster's 2:3, so the renditions must crop). */
const png = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

const VOD_TERMS = {
  onSale: true,
  price: 29.9,
  viewingHours: 24,
  plays: 2,
  availableFrom: '2026-11-01T00:00:00.000Z',
  availableUntil: '2026-12-31T00:00:00.000Z',
};

/** Issue 13, films: staff upload a poster and set a film's video-on-demand title; customers get both at once. */
describe.each(testEngines())('back-office posters and VOD titles on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
    await resetIdentitySequences(t.database.db, t.database.dialect);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const upload = (user: DashboardUser, url: string, body: Buffer, type = 'image/png', lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `${url}/poster?lang=${lang}`,
      headers: { cookie: staffCookieOf(user), 'content-type': type },
      payload: body,
    });
  // A raw upload goes through app.inject with the user's own login cookie.
  const cookies = new Map<DashboardUser, string>();
  const staffCookieOf = (user: DashboardUser) => cookies.get(user) ?? '';
  beforeAll(async () => {
    for (const user of ['cinemaadmin', 'cinema'] as const)
      cookies.set(user, await staffCookie(t.app, user, DASHBOARD_STAFF[user].password));
  });

  it('stores an uploaded poster resized and serves it on the public address at once, with an etag', async () => {
    const before = await t.app.inject({ method: 'GET', url: `/api/features/${drama}/image?lang=he` });
    expect(before.headers['content-type']).toMatch(/^image\/svg\+xml/);

    const res = await upload('cinemaadmin', featureUrl(cinema, drama), await png());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      featureId: drama,
      version: 1,
      thumbUrl: `/api/features/${drama}/image?size=thumb`,
      detailUrl: `/api/features/${drama}/image?size=detail`,
    });

    for (const [size, width, height] of [
      ['thumb', 240, 360],
      ['detail', 480, 720],
    ] as const) {
      const image = await t.app.inject({ method: 'GET', url: `/api/features/${drama}/image?size=${size}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, no-cache');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });
      const etag = String(image.headers.etag);
      expect(etag).toBe(`"poster-${drama}-v1-${size}"`);
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/features/${drama}/image?size=${size}`,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    }
    // The customer pages' poster address (no size: the detail one) now answers the upload.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/features/?lang=he' }))
      .json()
      .find((f: { id: number }) => f.id === drama);
    const shown = await t.app.inject({ method: 'GET', url: listed.posterUrl });
    expect(shown.headers['content-type']).toBe('image/webp');

    // A second upload is the next version: the old etag no longer matches.
    await upload('cinemaadmin', featureUrl(cinema, drama), await png(400, 800));
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/features/${drama}/image?size=thumb`,
      headers: { 'if-none-match': `"poster-${drama}-v1-thumb"` },
    });
    expect([next.statusCode, next.headers.etag]).toEqual([200, `"poster-${drama}-v2-thumb"`]);
    expect((await t.get('cinemaadmin', `${featureUrl(cinema, drama)}/poster`)).json().version).toBe(2);

    const audit = await t.database.db.selectFrom('audit_log').select('entity_id').where('action', '=', 'feature.poster_uploaded').execute();
    expect(audit).toEqual([{ entity_id: String(drama) }, { entity_id: String(drama) }]);

    const removed = await t.send('cinemaadmin', 'DELETE', `${featureUrl(cinema, drama)}/poster`);
    expect(removed.json().version).toBeNull();
    const svg = await t.app.inject({ method: 'GET', url: `/api/features/${drama}/image` });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('refuses a file that is not a JPEG, PNG or WebP by its content, and one too large, saving nothing', async () => {
    const url = featureUrl(cinema, comedy);
    const text = await upload('cinemaadmin', url, Buffer.from('not a picture at all'), 'image/png', 'he');
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatchObject({ error: 'POSTER_NOT_AN_IMAGE', message: 'הקובץ אינו תמונה מסוג JPEG,‏ PNG או WebP' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload('cinemaadmin', url, svg, 'image/jpeg')).json().error.error).toBe('POSTER_NOT_AN_IMAGE');
    const gif = await sharp({ create: { width: 20, height: 30, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload('cinemaadmin', url, gif)).json().error.error).toBe('POSTER_NOT_AN_IMAGE');
    const cut = (await png()).subarray(0, 200);
    expect((await upload('cinemaadmin', url, cut)).json().error.error).toBe('POSTER_NOT_AN_IMAGE');
    const wide = await upload('cinemaadmin', url, await png(6500, 10));
    expect([wide.statusCode, wide.json().error.error]).toEqual([400, 'POSTER_TOO_LARGE']);
    expect(wide.json().error.message).toBe('The image is too large (up to 8 MB and 6000 pixels a side)');
    expect((await t.get('cinemaadmin', `${url}/poster`)).json().version).toBeNull();
  });

  it("refuses another business's film and a staff user who is not an administrator", async () => {
    const image = await png();
    expect((await upload('cinemaadmin', featureUrl(theatre, hamlet), image)).statusCode).toBe(403);
    expect((await upload('cinemaadmin', featureUrl(cinema, hamlet), image)).statusCode).toBe(403);
    expect((await upload('cinema', featureUrl(cinema, comedy), image)).statusCode).toBe(403);
    expect((await t.send('cinemaadmin', 'PUT', `${featureUrl(theatre, hamlet)}/vod`, VOD_TERMS)).statusCode).toBe(403);
    expect((await t.get('cinema', `${featureUrl(cinema, stream)}/vod`)).statusCode).toBe(403);
    const version = await t.database.db.selectFrom('feature_posters').select('feature_id').where('feature_id', '=', hamlet).execute();
    expect(version).toEqual([]);
  });

  it('sets the viewing terms of a VOD title, which GET /api/vod answers on the next call', async () => {
    const before = (await t.get('cinemaadmin', `${featureUrl(cinema, stream)}/vod`)).json();
    expect(before.vod).toMatchObject({ presentationId: DASHBOARD.presentations.vod, viewingHours: 48, plays: 3 });
    const res = await t.send('cinemaadmin', 'PUT', `${featureUrl(cinema, stream)}/vod`, VOD_TERMS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().vod).toEqual({ presentationId: DASHBOARD.presentations.vod, ...VOD_TERMS });
    const titles = (await t.app.inject({ method: 'GET', url: '/api/vod?lang=en' })).json().titles;
    expect(titles).toContainEqual(
      expect.objectContaining({ presentationId: DASHBOARD.presentations.vod, price: 29.9, viewingHours: 24, plays: 2 }),
    );

    const off = await t.send('cinemaadmin', 'PUT', `${featureUrl(cinema, stream)}/vod`, { ...VOD_TERMS, onSale: false });
    expect(off.json().vod.onSale).toBe(false);
    const after = (await t.app.inject({ method: 'GET', url: '/api/vod?lang=en' })).json().titles;
    expect(after.map((v: { presentationId: number }) => v.presentationId)).not.toContain(DASHBOARD.presentations.vod);
  });

  it("makes a new VOD title for a film on the business's streaming venue", async () => {
    expect((await t.get('cinemaadmin', `${featureUrl(cinema, comedy)}/vod`)).json().vod).toBeNull();
    const res = await t.send('cinemaadmin', 'PUT', `${featureUrl(cinema, comedy)}/vod`, { ...VOD_TERMS, price: 19 });
    expect(res.statusCode, res.body).toBe(200);
    const { presentationId } = res.json().vod;
    const titles = (await t.app.inject({ method: 'GET', url: '/api/vod?lang=en' })).json().titles;
    expect(titles).toContainEqual(expect.objectContaining({ presentationId, featureId: comedy, price: 19, plays: 2 }));
    const row = await t.database.db
      .selectFrom('presentations')
      .select(['venue_id', 'venue_type_id'])
      .where('id', '=', presentationId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ venue_id: DASHBOARD.venues.atHome, venue_type_id: 101 });
    // The theatre has no streaming venue: it cannot sell one.
    const theatreTitle = await t.send('manager', 'PUT', `${featureUrl(theatre, hamlet)}/vod`, VOD_TERMS);
    expect([theatreTitle.statusCode, theatreTitle.json().error.details.field]).toEqual([400, 'body.onSale']);
  });

  it('refuses bad VOD terms with the field named, changing nothing', async () => {
    const url = `${featureUrl(cinema, stream)}/vod?lang=he`;
    for (const [bad, field] of [
      [{ ...VOD_TERMS, price: 0 }, 'body.price'],
      [{ ...VOD_TERMS, price: 10.555 }, 'body.price'],
      [{ ...VOD_TERMS, viewingHours: 0 }, 'body.viewingHours'],
      [{ ...VOD_TERMS, plays: 1.5 }, 'body.plays'],
      [{ ...VOD_TERMS, availableUntil: '2026-10-01T00:00:00.000Z' }, 'body.availableUntil'],
      [{ ...VOD_TERMS, availableFrom: 'tomorrow' }, 'body.availableFrom'],
    ] as const) {
      const res = await t.send('cinemaadmin', 'PUT', url, bad);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    }
    expect((await t.get('cinemaadmin', `${featureUrl(cinema, stream)}/vod`)).json().vod.price).toBe(29.9);
  });
});
