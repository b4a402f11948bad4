import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetIdentitySequences } from '../db/identity-sequences';
import { DASHBOARD, DASHBOARD_STAFF } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp, type DashboardUser } from '../testing/live-dashboard-test-app';
import { staffCookie } from '../testing/staff-login';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const { stream, hamlet } = DASHBOARD.features;
const videoUrl = (businessId: number, featureId: number) =>
  `/api/kupa-live/manage/businesses/${businessId}/features/${featureId}/vod/video?lang=en`;

/** An MP4 (an ftyp box first) and a WebM (the EBML header) of `size` bytes; the limit in this test is 2048 bytes. */
const mp4 = (size = 1000) => Buffer.concat([Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]), Buffer.alloc(size - 8, 7)]);
const webm = (size = 1500) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(size - 4, 9)]);

/** Issue 13: staff upload the video a VOD title streams; a file on disk, judged by its content, limited in size. */
describe.each(testEngines())('back-office VOD video upload on %s', (engine) => {
  let t: DashboardTestApp;
  const cookies = new Map<DashboardUser, string>();
  beforeAll(async () => {
    t = await createDashboardTestApp(engine, { KUPA_VOD_MAX_MEGABYTES: String(2048 / 1024 / 1024) });
    await resetIdentitySequences(t.database.db, t.database.dialect);
    for (const user of ['cinemaadmin', 'cinema'] as const)
      cookies.set(user, await staffCookie(t.app, user, DASHBOARD_STAFF[user].password));
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const mediaDir = () => path.join(t.database.options.dataDir, 'media', 'vod');
  const upload = (user: DashboardUser, url: string, body: Buffer, type = 'application/octet-stream') =>
    t.app.inject({ method: 'PUT', url, headers: { cookie: cookies.get(user) ?? '', 'content-type': type }, payload: body });

  it('stores an MP4 on disk, replaces it with a WebM (the old file deleted) and records both in the audit log', async () => {
    const presentationId = DASHBOARD.presentations.vod;
    const none = await t.get('cinemaadmin', videoUrl(cinema, stream));
    expect(none.json()).toEqual({ featureId: stream, presentationId, video: null });

    const first = await upload('cinemaadmin', videoUrl(cinema, stream), mp4(), 'video/mp4');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ featureId: stream, presentationId, video: { kind: 'mp4', size: 1000 } });
    expect(existsSync(path.join(mediaDir(), `${presentationId}.mp4`))).toBe(true);

    const second = await upload('cinemaadmin', videoUrl(cinema, stream), webm());
    expect(second.json().video).toEqual({ kind: 'webm', size: 1500 });
    expect(existsSync(path.join(mediaDir(), `${presentationId}.mp4`))).toBe(false);
    expect((await t.get('cinemaadmin', videoUrl(cinema, stream))).json().video).toEqual({ kind: 'webm', size: 1500 });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_kind'])
      .where('entity', '=', 'presentation')
      .where('entity_id', '=', String(presentationId))
      .where('action', 'like', 'vod.video%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'vod.video_uploaded', actor_kind: 'staff' },
      { action: 'vod.video_uploaded', actor_kind: 'staff' },
    ]);
  });

  it('refuses a file that is not an MP4 or WebM by its content (400, field body) and one over the limit (413), keeping the video', async () => {
    const fake = await upload('cinemaadmin', videoUrl(cinema, stream), Buffer.from('not a video, whatever its type says'), 'video/mp4');
    expect([fake.statusCode, fake.json().error.error, fake.json().error.details.field]).toEqual([400, 'VOD_VIDEO_NOT_A_VIDEO', 'body']);
    const big = await upload('cinemaadmin', videoUrl(cinema, stream), mp4(4000));
    expect([big.statusCode, big.json().error.error]).toEqual([413, 'VOD_VIDEO_TOO_LARGE']);
    expect((await t.get('cinemaadmin', videoUrl(cinema, stream))).json().video).toEqual({ kind: 'webm', size: 1500 });
    // No temporary file is left behind.
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(mediaDir()).filter((n) => n.startsWith('.upload-'))).toEqual([]);
  });

  it("refuses a box-office user and another business's film", async () => {
    expect((await upload('cinema', videoUrl(cinema, stream), mp4())).statusCode).toBe(403);
    expect((await upload('cinemaadmin', videoUrl(theatre, hamlet), mp4())).statusCode).toBe(403);
    expect((await t.get('cinema', videoUrl(cinema, stream))).statusCode).toBe(403);
  });

  it('removes the video (the demo clip streams again)', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: videoUrl(cinema, stream),
      headers: { cookie: cookies.get('cinemaadmin') ?? '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().video).toBeNull();
    expect(existsSync(path.join(mediaDir(), `${DASHBOARD.presentations.vod}.webm`))).toBe(false);
  });
});
