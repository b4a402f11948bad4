import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardUserId } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

// Hotel-guest tickets of the fixture (price policy 3 at the cinema, 21 at the theatre), by hand:
//   R2  sold 2026-11-21 for 5001 (Drama, 11-21 20:00): 2 x "Sea Hotel" at 30 (rooms 12 and 14), tickets 4 and 5
//   R8  sold 2026-11-19 for 5006 (Drama, 11-20 20:00): 1 x "City Hotel" at 30 (room 3), ticket 24
//   R11 sold 2026-09-30 for 5009 (Drama, 10-01): 1 x "Sea Hotel" at 30
//   R10 sold 2026-11-21 for 6001 (Hamlet): 1 x "Stage Inn" at 100
const refs = (rows: Array<{ Reference1: string; SoldQuantity: number }>) => rows.map((r) => [r.Reference1, r.SoldQuantity]);
const DETAIL = '/api/kupa-live/monitors/TicketReferencePromptAdminDetail/data';
const SALES = '/api/kupa-live/monitors/TicketReferencePromptAdminTicketSales/data';

describe.each(testEngines())('reference-prompt agents API on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  describe('getTicketRefAgents', () => {
    it("lists the agents of the administrator's businesses", async () => {
      const res = await t.get('cinemaadmin', `/api/kupa-live/getTicketRefAgents?userId=${dashboardUserId('cinemaadmin')}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().agents).toEqual([
        {
          OptionId: 2,
          BusinessId: 1,
          CustomerId: null,
          AgentName: null,
          PricePolicyId: 3,
          TicketId: 3,
          TicketName: 'Hotel guest',
          Reference1: 'City Hotel',
          Reference2: 'AG-2',
          Quantity: 5,
          IsActive: true,
        },
        {
          OptionId: 1,
          BusinessId: 1,
          CustomerId: 1,
          AgentName: 'דן מלונאי',
          PricePolicyId: 3,
          TicketId: 3,
          TicketName: 'Hotel guest',
          Reference1: 'Sea Hotel',
          Reference2: 'AG-1',
          Quantity: 10,
          IsActive: true,
        },
      ]);
      const manager = (await t.get('manager', '/api/kupa-live/getTicketRefAgents')).json();
      expect(manager.agents.map((a: { Reference1: string }) => a.Reference1)).toEqual(['City Hotel', 'Sea Hotel', 'Stage Inn']);
    });

    it('says which agents the back office deactivated, in the list and in the admin view, and keeps their sales', async () => {
      await t.database.db.updateTable('reference_prompt_options').set({ is_active: 0 }).where('id', '=', 2).execute();
      try {
        const { agents } = (await t.get('cinemaadmin', '/api/kupa-live/getTicketRefAgents')).json();
        expect(agents.map((a: { OptionId: number; IsActive: boolean }) => [a.OptionId, a.IsActive])).toEqual([
          [2, false],
          [1, true],
        ]);
        const { rows } = (await t.get('cinemaadmin', '/api/kupa-live/monitors/TicketReferencePromptAdmin/data')).json();
        expect(rows[0]).toMatchObject({ OptionId: 2, IsActive: false, SoldQuantity: 1 });
      } finally {
        await t.database.db.updateTable('reference_prompt_options').set({ is_active: 1 }).where('id', '=', 2).execute();
      }
    });

    it('is for administrators, asking as themselves', async () => {
      const operator = await t.get('cinema', '/api/kupa-live/getTicketRefAgents');
      expect(operator.statusCode).toBe(403);
      expect(operator.json().error.error).toBe('FORBIDDEN');
      const asSomeoneElse = await t.get('cinemaadmin', `/api/kupa-live/getTicketRefAgents?userId=${dashboardUserId('manager')}`);
      expect(asSomeoneElse.json().error).toMatchObject({ error: 'FORBIDDEN', details: { field: 'userId' } });
    });
  });

  describe('monitors/TicketReferencePromptAdmin/data', () => {
    it('answers each option with its quantity, what was sold with it ever and what remains', async () => {
      const body = (await t.get('cinemaadmin', '/api/kupa-live/monitors/TicketReferencePromptAdmin/data')).json();
      expect(body.rows).toEqual([
        {
          OptionId: 2,
          BusinessId: 1,
          CustomerId: null,
          AgentName: null,
          TicketId: 3,
          PricePolicyId: 3,
          TicketName: 'Hotel guest',
          FeatureId: null,
          PresentationId: null,
          FeatureCategoryId: null,
          Reference1: 'City Hotel',
          Reference2: 'AG-2',
          PriceType: 1,
          Quantity: 5,
          SoldQuantity: 1,
          RemainingQuantity: 4,
          TicketsTotal: 30,
          IsActive: true,
        },
        expect.objectContaining({
          OptionId: 1,
          CustomerId: 1,
          Reference1: 'Sea Hotel',
          Quantity: 10,
          SoldQuantity: 3,
          RemainingQuantity: 7,
          TicketsTotal: 90,
        }),
      ]);
    });

    it('filters by agent and business within the session', async () => {
      const agent = (await t.get('cinemaadmin', '/api/kupa-live/monitors/TicketReferencePromptAdmin/data?customerId=1')).json();
      expect(agent.rows.map((r: { Reference1: string }) => r.Reference1)).toEqual(['Sea Hotel']);
      const theatre = (await t.get('manager', '/api/kupa-live/monitors/TicketReferencePromptAdmin/data?businessIds=2')).json();
      expect(theatre.rows).toEqual([
        expect.objectContaining({
          Reference1: 'Stage Inn',
          CustomerId: 20,
          Quantity: 4,
          SoldQuantity: 1,
          RemainingQuantity: 3,
          TicketsTotal: 100,
        }),
      ]);
      expect((await t.get('cinemaadmin', '/api/kupa-live/monitors/TicketReferencePromptAdmin/data?businessIds=2')).statusCode).toBe(403);
      expect((await t.get('cinemaadmin', '/api/kupa-live/monitors/TicketReferencePromptAdmin/data?customerId=20')).statusCode).toBe(403);
      expect(
        (await t.get('cinemaadmin', '/api/kupa-live/monitors/TicketReferencePromptAdmin/data?customerId=999')).json().error.error,
      ).toBe('CUSTOMER_NOT_FOUND');
      expect((await t.get('cinema', '/api/kupa-live/monitors/TicketReferencePromptAdmin/data')).statusCode).toBe(403);
    });
  });

  describe('monitors/TicketReferencePromptAdminDetail/data', () => {
    it('defaults to the last month by presentation date, one row per option', async () => {
      const body = (await t.get('cinemaadmin', DETAIL)).json();
      expect(body).toMatchObject({
        filter: { startDate: '2026-10-21', endDate: '2026-11-21', dateType: 2, detailLevel: 1 },
        page: 1,
        pageSize: 25,
        totalRows: 2,
      });
      expect(body.totals).toEqual({ SoldQuantity: 3, TicketsTotal: 90 });
      expect(body.rows).toEqual([
        {
          OptionId: 2,
          BusinessId: 1,
          CustomerId: null,
          TicketId: 3,
          PricePolicyId: 3,
          TicketName: 'Hotel guest',
          FeatureId: null,
          FeatureName: null,
          FeatureCategoryId: null,
          PresentationId: null,
          PresentationDateTime: null,
          Reference1: 'City Hotel',
          Reference2: 'AG-2',
          SoldQuantity: 1,
          TicketsTotal: 30,
        },
        expect.objectContaining({
          OptionId: 1,
          CustomerId: 1,
          Reference1: 'Sea Hotel',
          Reference2: 'AG-1',
          SoldQuantity: 2,
          TicketsTotal: 60,
        }),
      ]);
    });

    it('groups by feature at detail level 2 and by presentation at level 3', async () => {
      const byFeature = (await t.get('cinemaadmin', `${DETAIL}?detailLevel=2`)).json();
      expect(
        byFeature.rows.map(
          (r: { Reference1: string; FeatureId: number; FeatureName: string; FeatureCategoryId: number; PresentationId: null }) => [
            r.Reference1,
            r.FeatureId,
            r.FeatureName,
            r.FeatureCategoryId,
            r.PresentationId,
          ],
        ),
      ).toEqual([
        ['City Hotel', 1, 'Drama', 1, null],
        ['Sea Hotel', 1, 'Drama', 1, null],
      ]);
      const byPresentation = (await t.get('cinemaadmin', `${DETAIL}?detailLevel=3`)).json();
      expect(
        byPresentation.rows.map((r: { Reference1: string; PresentationId: number; PresentationDateTime: string; SoldQuantity: number }) => [
          r.Reference1,
          r.PresentationId,
          r.PresentationDateTime,
          r.SoldQuantity,
        ]),
      ).toEqual([
        ['City Hotel', 5006, '2026-11-20 20:00', 1],
        ['Sea Hotel', 5001, '2026-11-21 20:00', 2],
      ]);
      const secondPage = (await t.get('cinemaadmin', `${DETAIL}?detailLevel=3&pageSize=1&page=2`)).json();
      expect(secondPage).toMatchObject({ page: 2, pageSize: 1, totalRows: 2, totals: { SoldQuantity: 3, TicketsTotal: 90 } });
      expect(secondPage.rows.map((r: { PresentationId: number }) => r.PresentationId)).toEqual([5001]);
    });

    it('filters by dates of either type and by feature, presentation, category and ticket type', async () => {
      expect(refs((await t.get('cinemaadmin', `${DETAIL}?startDate=2026-09-01`)).json().rows)).toEqual([
        ['City Hotel', 1],
        ['Sea Hotel', 3],
      ]);
      // By sale date: only R2 was sold on the 21st; R11 was sold on 30 September for a show on 1 October.
      expect(refs((await t.get('cinemaadmin', `${DETAIL}?dateType=1&startDate=2026-11-21&endDate=2026-11-21`)).json().rows)).toEqual([
        ['Sea Hotel', 2],
      ]);
      expect(refs((await t.get('cinemaadmin', `${DETAIL}?dateType=1&startDate=2026-09-30&endDate=2026-09-30`)).json().rows)).toEqual([
        ['Sea Hotel', 1],
      ]);
      expect(refs((await t.get('cinemaadmin', `${DETAIL}?presentationId=5006`)).json().rows)).toEqual([['City Hotel', 1]]);
      expect((await t.get('cinemaadmin', `${DETAIL}?featureCategoryId=2`)).json().rows).toEqual([]);
      expect(refs((await t.get('cinemaadmin', `${DETAIL}?ticketId=3&featureId=1`)).json().rows)).toEqual([
        ['City Hotel', 1],
        ['Sea Hotel', 2],
      ]);
      expect((await t.get('cinemaadmin', `${DETAIL}?pricePolicyId=1`)).json().rows).toEqual([]);
      expect(refs((await t.get('manager', DETAIL)).json().rows)).toEqual([
        ['City Hotel', 1],
        ['Sea Hotel', 2],
        ['Stage Inn', 1],
      ]);
    });

    it('answers bad parameters and foreign ids clearly', async () => {
      expect((await t.get('cinemaadmin', `${DETAIL}?dateType=3`)).json().error).toMatchObject({
        error: 'VALIDATION_ERROR',
        details: { field: 'querystring.dateType' },
      });
      expect((await t.get('cinemaadmin', `${DETAIL}?detailLevel=4`)).json().error).toMatchObject({
        error: 'VALIDATION_ERROR',
        details: { field: 'querystring.detailLevel' },
      });
      expect((await t.get('cinemaadmin', `${DETAIL}?startDate=2025-01-01&endDate=2026-11-21`)).json().error.details).toEqual({
        field: 'querystring.endDate',
        reason: 'tooLong',
        maxDays: 366,
      });
      expect((await t.get('cinemaadmin', `${DETAIL}?pricePolicyId=21`)).statusCode).toBe(403);
      expect((await t.get('cinemaadmin', `${DETAIL}?presentationId=6001`)).statusCode).toBe(403);
      expect((await t.get('cinemaadmin', `${DETAIL}?featureCategoryId=20`)).statusCode).toBe(403);
      expect((await t.get('cinemaadmin', `${DETAIL}?ticketId=999`)).json().error).toMatchObject({
        error: 'NOT_FOUND',
        details: { field: 'ticketId', id: 999 },
      });
      expect((await t.get('cinemaadmin', `${DETAIL}?presentationId=99999`)).json().error.error).toBe('PRESENTATION_NOT_FOUND');
    });
  });

  describe('monitors/TicketReferencePromptAdminTicketSales/data', () => {
    it('lists one row per order at detail level 1, newest sale first', async () => {
      const body = (await t.get('cinemaadmin', SALES)).json();
      expect(body).toMatchObject({
        filter: { startDate: '2026-10-21', endDate: '2026-11-21', dateType: 2, detailLevel: 1 },
        page: 1,
        pageSize: 25,
        totalRows: 2,
        totals: { SoldQuantity: 3, TicketsTotal: 90 },
      });
      expect(body.rows).toEqual([
        {
          BusinessId: 1,
          CustomerId: 1,
          TicketId: 3,
          PricePolicyId: 3,
          TicketName: 'Hotel guest',
          FeatureId: 1,
          FeatureName: 'Drama',
          FeatureCategoryId: 1,
          PresentationId: 5001,
          PresentationDateTime: '2026-11-21 20:00',
          Reference1: 'Sea Hotel',
          Reference2: 'Room 14',
          ReservationIdentifier: 'KPA-0002',
          ReservationTicketId: null,
          SoldAt: '2026-11-21T08:00:00.000Z',
          Quantity: 2,
          TicketsTotal: 60,
        },
        expect.objectContaining({
          CustomerId: null,
          PresentationId: 5006,
          Reference1: 'City Hotel',
          Reference2: 'Room 3',
          ReservationIdentifier: 'KPA-0008',
          Quantity: 1,
          TicketsTotal: 30,
        }),
      ]);
    });

    it('lists one row per ticket at detail levels 2 and 3, newest first, in pages', async () => {
      const body = (await t.get('cinemaadmin', `${SALES}?detailLevel=2`)).json();
      expect(body.totalRows).toBe(3);
      expect(
        body.rows.map((r: { ReservationTicketId: number; Reference2: string; Quantity: number }) => [
          r.ReservationTicketId,
          r.Reference2,
          r.Quantity,
        ]),
      ).toEqual([
        [5, 'Room 14', 1],
        [4, 'Room 12', 1],
        [24, 'Room 3', 1],
      ]);
      const second = (await t.get('cinemaadmin', `${SALES}?detailLevel=3&page=2&pageSize=1`)).json();
      expect(second).toMatchObject({ page: 2, pageSize: 1, totalRows: 3, totals: { SoldQuantity: 3 } });
      expect(second.rows.map((r: { ReservationTicketId: number }) => r.ReservationTicketId)).toEqual([4]);
      expect((await t.get('cinema', SALES)).statusCode).toBe(403);
    });
  });

  describe('POST editReferencePromptOptionQuantity/1/{priceType}/{priceId}/{priceRowId}', () => {
    const url = (priceType: number | string, priceId: number, priceRowId: number) =>
      `/api/kupa-live/editReferencePromptOptionQuantity/1/${priceType}/${priceId}/${priceRowId}`;

    it('changes the quantity, answers 200 with the option and writes an audit entry', async () => {
      const res = await t.post('cinemaadmin', url(1, 3, 1), { reference: 'Sea Hotel', reference2: 'AG-1', quantity: 12 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        option: {
          OptionId: 1,
          BusinessId: 1,
          CustomerId: 1,
          AgentName: 'דן מלונאי',
          PricePolicyId: 3,
          TicketId: 3,
          TicketName: 'Hotel guest',
          Reference1: 'Sea Hotel',
          Reference2: 'AG-1',
          Quantity: 12,
          IsActive: true,
        },
      });
      const audit = await t.database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'reference_prompt_option').execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        business_id: 1,
        actor_kind: 'staff',
        actor_id: String(dashboardUserId('cinemaadmin')),
        action: 'reference_prompt_option.quantity_changed',
        entity_id: '1',
        at: '2026-11-21T10:00:00.000Z',
      });
      expect(JSON.parse(audit[0]?.data_json ?? '{}')).toEqual({ from: 10, to: 12, pricePolicyId: 3, reference1: 'Sea Hotel' });
      const admin = (await t.get('cinemaadmin', '/api/kupa-live/monitors/TicketReferencePromptAdmin/data?customerId=1')).json();
      expect(admin.rows[0]).toMatchObject({ Quantity: 12, SoldQuantity: 3, RemainingQuantity: 9 });
    });

    it('refuses an option whose references changed meanwhile, or that is not of that price', async () => {
      for (const [path, body] of [
        [url(1, 3, 1), { reference: 'Old Hotel', reference2: 'AG-1', quantity: 1 }],
        [url(1, 3, 1), { reference: 'Sea Hotel', reference2: 'AG-9', quantity: 1 }],
        [url(1, 3, 1), { reference: 'Sea Hotel', quantity: 1 }],
        [url(1, 1, 1), { reference: 'Sea Hotel', reference2: 'AG-1', quantity: 1 }],
        [url(1, 3, 999), { reference: 'Sea Hotel', reference2: 'AG-1', quantity: 1 }],
      ] as const) {
        const res = await t.post('cinemaadmin', path, body);
        expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(404);
        expect(res.json().error).toEqual({
          error: 'REFERENCE_OPTION_NOT_FOUND',
          message: 'The reference option was not found or has changed meanwhile, please refresh',
        });
      }
      const options = await t.database.db.selectFrom('reference_prompt_options').select(['id', 'quantity']).orderBy('id').execute();
      expect(options).toEqual([
        { id: 1, quantity: 12 },
        { id: 2, quantity: 5 },
        { id: 20, quantity: 4 },
      ]);
      expect(await t.database.db.selectFrom('audit_log').select('id').execute()).toHaveLength(1);
    });

    it('validates the path and the body', async () => {
      const priceType = await t.post('cinemaadmin', url(2, 3, 1), { reference: 'Sea Hotel', reference2: 'AG-1', quantity: 1 });
      expect(priceType.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field: 'params.priceType' } });
      for (const [body, field] of [
        [{ reference: 'Sea Hotel', reference2: 'AG-1', quantity: -1 }, 'body.quantity'],
        [{ reference: 'Sea Hotel', reference2: 'AG-1', quantity: 1.5 }, 'body.quantity'],
        [{ reference: 'Sea Hotel', reference2: 'AG-1' }, 'body.quantity'],
        [{ reference: '  ', reference2: 'AG-1', quantity: 1 }, 'body.reference'],
      ] as const) {
        const res = await t.post('cinemaadmin', url(1, 3, 1), body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
      }
      expect(
        (
          await t.post('cinemaadmin', '/api/kupa-live/editReferencePromptOptionQuantity/2/1/3/1', {
            reference: 'Sea Hotel',
            reference2: 'AG-1',
            quantity: 1,
          })
        ).statusCode,
      ).toBe(404);
    });

    it('keeps each business to its own administrators', async () => {
      const foreign = await t.post('cinemaadmin', url(1, 21, 20), { reference: 'Stage Inn', reference2: 'AG-20', quantity: 6 });
      expect(foreign.statusCode).toBe(403);
      expect((await t.post('cinema', url(1, 3, 2), { reference: 'City Hotel', reference2: 'AG-2', quantity: 6 })).statusCode).toBe(403);
      const manager = await t.post('manager', url(1, 21, 20), { reference: 'Stage Inn', reference2: 'AG-20', quantity: 6 });
      expect(manager.statusCode).toBe(200);
      expect(manager.json().option).toMatchObject({ OptionId: 20, Quantity: 6 });
    });
  });
});
