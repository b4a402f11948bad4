import { SEATPLAN_DOCUMENT_FORMAT } from '@kupa/contracts';
import { localDateOf, weekdayOf, addDays } from '@kupa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetIdentitySequences } from '../db/identity-sequences';
import { DASHBOARD, DASHBOARD_NOW } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const base = (businessId: number = cinema) => `/api/kupa-live/manage/businesses/${businessId}`;
const REGULAR_GROUP = 1;

/** A 3-row hall: a curved row of 10 numbered right to left with an aisle, two wheelchair places and a sofa pair. */
const DOCUMENT = {
  format: SEATPLAN_DOCUMENT_FORMAT,
  name: 'Hall 7',
  screenLabelHe: 'מסך',
  screenLabelEn: 'Screen',
  sections: [
    {
      nameHe: 'אולם',
      nameEn: 'Hall',
      kind: 'reserved',
      rows: [
        { label: '1', positions: 10, curve: 20, numbering: 'rtl', firstNumber: 1, gaps: [5], ticketGroupId: REGULAR_GROUP, seats: [] },
        {
          label: '2',
          positions: 8,
          offset: 1,
          numbering: 'ltr',
          firstNumber: 1,
          ticketGroupId: REGULAR_GROUP,
          seats: [
            { position: 1, accessible: true },
            { position: 2, companion: true },
            { position: 8, accessible: true },
            { position: 4, sofa: 'L', premium: true },
            { position: 5, sofa: 'R', premium: true },
          ],
        },
      ],
    },
    { nameHe: 'עמידה', nameEn: 'Standing', kind: 'general', capacity: 30, ticketGroupId: REGULAR_GROUP },
  ],
};

type Seat = { n: string; hc?: 1; co?: 1; cl?: 1; cr?: 1; pr?: 1; rd: { cx: number; cy: number } };
type Layout = { S: Record<string, { r: number; G: Record<string, { R: Record<string, { n: string; S: Record<string, Seat> }> }> }> };

function seatsOf(layout: Layout): Array<Seat & { row: string; reserved: number }> {
  return Object.values(layout.S).flatMap((section) =>
    Object.values(section.G).flatMap((g) =>
      Object.values(g.R).flatMap((row) => Object.values(row.S).map((s) => ({ ...s, row: row.n, reserved: section.r }))),
    ),
  );
}

/** Issue 13, locations and halls: branches, halls, and seat plans with versions (ADR 0015). */
describe.each(testEngines())('back-office halls on %s', (engine) => {
  let t: DashboardTestApp;
  let venueId = 0;
  let locationId = 0;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
    await resetIdentitySequences(t.database.db, t.database.dialect);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const seatplanV2 = async (query: string) =>
    (await t.app.inject({ method: 'POST', url: `/api/seats/seatplanV2?${query}&lang=en`, payload: {} })).json() as Layout;

  /** One presentation of the drama in the hall tomorrow at the given time, through the schedule section. */
  const schedule = async (time: string): Promise<number> => {
    const tomorrow = addDays(localDateOf(DASHBOARD_NOW, 'Asia/Jerusalem'), 1);
    const res = await t.post('cinemaadmin', `${base()}/presentations`, {
      seating: 'reserved',
      gaCapacity: null,
      saleOpensDaysBefore: 30,
      saleClosesMinutesBefore: 0,
      lockTimers: { chooseSeats: 600, chooseTickets: 420, customerInfo: 900, chooseProducts: 300 },
      maxSeatsPerTransaction: 8,
      serviceChargeAgorot: 0,
      featureId: DASHBOARD.features.drama,
      venueId,
      pricePolicyIds: [DASHBOARD.pricePolicies.regular],
      firstDate: tomorrow,
      lastDate: tomorrow,
      weekdays: [weekdayOf(tomorrow)],
      times: [time],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().presentations[0].id;
  };

  it('adds a location and a hall, lists them with the price levels, and refuses another business', async () => {
    const location = await t.post('cinemaadmin', `${base()}/locations`, {
      nameHe: 'רמת גן',
      nameEn: 'Ramat Gan',
      addressHe: 'ביאליק 1',
      addressEn: '1 Bialik St',
      cityHe: null,
      cityEn: null,
      isOffline: false,
    });
    expect(location.statusCode, location.body).toBe(200);
    locationId = location.json().location.id;
    const venue = await t.post('cinemaadmin', `${base()}/venues`, { locationId, nameHe: 'אולם 7', nameEn: 'Hall 7' });
    expect(venue.statusCode, venue.body).toBe(200);
    venueId = venue.json().venue.id;
    expect(venue.json().venue).toMatchObject({ locationId, defaultSeatplanId: null });

    const list = (await t.get('cinemaadmin', `${base()}/halls`)).json();
    expect(list.locations.map((l: { id: number }) => l.id)).toEqual([DASHBOARD.locations.telAviv, DASHBOARD.locations.haifa, locationId]);
    expect(list.venues.map((v: { id: number }) => v.id)).not.toContain(DASHBOARD.venues.atHome);
    expect(list.ticketGroups).toEqual([{ id: 1, nameHe: 'רגיל', nameEn: 'Regular', color: null }]);

    expect((await t.get('cinemaadmin', `${base(theatre)}/halls`)).statusCode).toBe(403);
    expect((await t.get('cinema', `${base()}/halls`)).statusCode).toBe(403);
    const foreignVenue = await t.send('cinemaadmin', 'PUT', `${base()}/venues/${DASHBOARD.venues.mainStage}`, {
      locationId,
      nameHe: 'x',
      nameEn: 'x',
    });
    expect(foreignVenue.statusCode).toBe(403);
    const foreignLocation = await t.post('cinemaadmin', `${base()}/venues`, {
      locationId: DASHBOARD.locations.jaffa,
      nameHe: 'x',
      nameEn: 'x',
    });
    expect(foreignLocation.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field: 'body.locationId' } });
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('entity', 'in', ['location', 'venue']).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['location.created', 'venue.created']);
  });

  it('builds a plan from the document: curve, numbering, gaps, flags, general admission; the preview draws the same', async () => {
    const preview = await t.post('cinemaadmin', `${base()}/seatplans/preview`, { document: DOCUMENT });
    expect(preview.statusCode, preview.body).toBe(200);
    const created = await t.post('cinemaadmin', `${base()}/venues/${venueId}/seatplans`, { document: DOCUMENT });
    expect(created.statusCode, created.body).toBe(200);
    const { plan, outcome } = created.json();
    expect(outcome).toBe('created');
    expect(plan).toMatchObject({ venueId, version: 1, familyId: plan.id, capacity: 9 + 8 + 30, isDefault: true, presentations: 0 });

    const layout = await seatplanV2(`venueId=${venueId}&seatplanId=${plan.id}`);
    const seats = seatsOf(layout);
    const row1 = seats.filter((s) => s.row === '1' && s.reserved === 1).sort((a, b) => a.rd.cx - b.rd.cx);
    expect(row1.map((s) => s.n)).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1']);
    // The aisle at position 5: two pitches between the 4th and 5th seat from the left.
    expect((row1[4]?.rd.cx ?? 0) - (row1[3]?.rd.cx ?? 0)).toBe(48);
    // Curved: the middle sits behind the ends.
    expect(Math.max(...row1.map((s) => s.rd.cy))).toBeGreaterThan(row1[0]?.rd.cy ?? 0);
    expect(row1[0]?.rd.cy).toBe(row1.at(-1)?.rd.cy);
    const row2 = seats.filter((s) => s.row === '2' && s.reserved === 1).sort((a, b) => a.rd.cx - b.rd.cx);
    expect(row2.filter((s) => s.hc).map((s) => s.n)).toEqual(['1', '8']);
    expect(row2.filter((s) => s.co).map((s) => s.n)).toEqual(['2']);
    expect(row2.filter((s) => s.cl || s.cr).map((s) => [s.n, s.cl ?? 0, s.cr ?? 0, s.pr])).toEqual([
      ['4', 1, 0, 1],
      ['5', 0, 1, 1],
    ]);
    expect(seats.filter((s) => s.reserved === 0)).toHaveLength(30);
    expect(seatsOf(preview.json()).map((s) => [s.n, s.row, s.rd])).toEqual(seats.map((s) => [s.n, s.row, s.rd]));
  });

  it('exports the document and imports it again unchanged (round trip)', async () => {
    const [version] = (await t.get('cinemaadmin', `${base()}/venues/${venueId}/seatplans`)).json().versions;
    const exported = (await t.get('cinemaadmin', `${base()}/seatplans/${version.id}`)).json().document;
    expect(exported).toMatchObject({
      ...DOCUMENT,
      sections: [expect.objectContaining({ nameEn: 'Hall' }), expect.objectContaining({ capacity: 30 })],
    });
    const imported = await t.post('cinemaadmin', `${base()}/venues/${venueId}/seatplans`, {
      document: { ...exported, name: 'Hall 7 copy' },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().document).toEqual({ ...exported, name: 'Hall 7 copy' });
    // An unused version may be deleted; the hall's current plan goes back to the remaining one.
    const removed = await t.send('cinemaadmin', 'DELETE', `${base()}/seatplans/${imported.json().plan.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const versions = (await t.get('cinemaadmin', `${base()}/venues/${venueId}/seatplans`)).json().versions;
    expect(versions.map((v: { id: number; isDefault: boolean }) => [v.id, v.isDefault])).toEqual([[version.id, true]]);
  });

  it('replaces an unused version in place, but never changes a version a presentation on sale uses', async () => {
    const [first] = (await t.get('cinemaadmin', `${base()}/venues/${venueId}/seatplans`)).json().versions;
    const renamed = { ...DOCUMENT, name: 'Hall 7 (draft 2)' };
    const draft = await t.send('cinemaadmin', 'PUT', `${base()}/seatplans/${first.id}`, { document: renamed });
    expect(draft.json()).toMatchObject({ outcome: 'changed', plan: { version: 1, familyId: first.familyId, isDefault: true } });
    const current = draft.json().plan.id;

    const onSale = await schedule('20:00');
    const before = seatsOf(await seatplanV2(`venueId=${venueId}&presentationId=${onSale}`));
    expect(before).toHaveLength(47);

    const bigger = {
      ...renamed,
      sections: [
        {
          ...DOCUMENT.sections[0],
          rows: [
            ...(DOCUMENT.sections[0]?.rows ?? []),
            { label: '3', positions: 12, numbering: 'ltr', firstNumber: 1, ticketGroupId: REGULAR_GROUP },
          ],
        },
      ],
    };
    const saved = await t.send('cinemaadmin', 'PUT', `${base()}/seatplans/${current}`, { document: bigger });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      outcome: 'versioned',
      plan: { version: 2, familyId: first.familyId, isDefault: true, capacity: 29 },
    });
    expect((await t.send('cinemaadmin', 'DELETE', `${base()}/seatplans/${current}`)).json().error.error).toBe('SEATPLAN_IN_USE');

    // The presentation on sale keeps its plan; a new presentation takes the new version.
    expect(seatsOf(await seatplanV2(`venueId=${venueId}&presentationId=${onSale}`))).toEqual(before);
    const later = await schedule('22:30');
    expect(seatsOf(await seatplanV2(`venueId=${venueId}&presentationId=${later}`))).toHaveLength(29);
    const versions = (await t.get('cinemaadmin', `${base()}/venues/${venueId}/seatplans`)).json().versions;
    expect(
      versions.map((v: { version: number; presentations: number; isDefault: boolean }) => [v.version, v.presentations, v.isDefault]),
    ).toEqual([
      [1, 1, false],
      [2, 1, true],
    ]);
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('entity', '=', 'seatplan').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual([
      'seatplan.created',
      'seatplan.created',
      'seatplan.deleted',
      'seatplan.changed',
      'seatplan.versioned',
    ]);
  });

  it('takes a branch offline: its presentations show it at once', async () => {
    const id = await schedule('18:00');
    const input = { nameHe: 'רמת גן', nameEn: 'Ramat Gan', addressHe: null, addressEn: null, cityHe: null, cityEn: null, isOffline: true };
    const res = await t.send('cinemaadmin', 'PUT', `${base()}/locations/${locationId}`, input);
    expect(res.statusCode, res.body).toBe(200);
    const presentation = await t.app.inject({ method: 'GET', url: `/api/presentations/${id}?lang=en` });
    expect(presentation.json().presentation).toMatchObject({ isOffline: true, ticketingState: 'open' });
    // The seat calls refuse web booking there (spec 4).
    const { seatplanId } = presentation.json().presentation;
    const section = await t.database.db
      .selectFrom('seatplan_sections')
      .select('id')
      .where('seatplan_id', '=', seatplanId)
      .executeTakeFirstOrThrow();
    const held = await t.app.inject({
      method: 'PUT',
      url: '/api/seats/lock-seat?lang=en',
      headers: { uuid: '00000000-0000-4000-8000-000000000070' },
      payload: { seat: { PresentationId: id, VenueId: venueId, VenueSectionId: section.id, XCoordinate: 1, YCoordinate: 1 } },
    });
    expect(held.statusCode, held.body).toBe(409);
    expect(held.json().error.error).toBe('LOCATION_OFFLINE');
  });

  it('exports a plan made before the designer as straight rows', async () => {
    const res = await t.get('cinemaadmin', `${base()}/seatplans/1000`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().document.sections.flatMap((s: { rows: unknown[] }) => s.rows);
    expect(rows.length).toBeGreaterThan(0);
    expect((await t.get('cinemaadmin', `${base()}/seatplans/2000`)).statusCode).toBe(403);
    expect((await t.get('cinemaadmin', `${base()}/seatplans/999999`)).json().error.error).toBe('SEATPLAN_NOT_FOUND');
  });

  it('refuses bad documents with the field, saving nothing', async () => {
    const section = DOCUMENT.sections[0] as (typeof DOCUMENT.sections)[0] & { rows: Array<Record<string, unknown>> };
    const withRow = (row: Record<string, unknown>) => ({ ...DOCUMENT, sections: [{ ...section, rows: [{ ...section.rows[0], ...row }] }] });
    for (const [document, field] of [
      [{ ...DOCUMENT, sections: [] }, 'body.document.sections'],
      [{ ...DOCUMENT, sections: [{ ...section, rows: [section.rows[0], section.rows[0]] }] }, 'body.document.sections.0.rows.1.label'],
      [withRow({ positions: 2, gaps: [1, 2] }), 'body.document.sections.0.rows.0.gaps'],
      [withRow({ seats: [{ position: 5, accessible: true }] }), 'body.document.sections.0.rows.0.seats.0.position'],
      [withRow({ seats: [{ position: 1, sofa: 'L' }] }), 'body.document.sections.0.rows.0.seats.0.sofa'],
      [withRow({ ticketGroupId: 2 }), 'body.document.sections.0.rows.0.ticketGroupId'],
      [{ ...DOCUMENT, sections: [{ ...DOCUMENT.sections[1], capacity: 0 }] }, 'body.document.sections.0.capacity'],
      [{ ...DOCUMENT, format: 'other' }, 'body.document.format'],
    ] as const) {
      const res = await t.post('cinemaadmin', `${base()}/venues/${venueId}/seatplans?lang=he`, { document });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error, field).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: 'נא לבדוק את הנתונים שהוזנו',
        details: { field },
      });
    }
    const versions = (await t.get('cinemaadmin', `${base()}/venues/${venueId}/seatplans`)).json().versions;
    expect(versions).toHaveLength(2);
    const badLocation = await t.post('cinemaadmin', `${base()}/locations`, {
      nameHe: ' ',
      nameEn: 'x',
      addressHe: null,
      addressEn: null,
      cityHe: null,
      cityEn: null,
      isOffline: false,
    });
    expect(badLocation.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field: 'body.nameHe' } });
  });
});
