import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { smsLoginCookie } from '../testing/sms-login';
import { testEngines } from '../testing/test-database';

const { cinema, theatre } = DASHBOARD.businesses;
const settingsUrl = (businessId: number) => `/api/kupa-live/manage/businesses/${businessId}/settings`;
const formUrl = (businessId: number, formType: string) => `/api/kupa-live/manage/businesses/${businessId}/forms/${formType}`;

const CANCELLATION_ON = {
  loginMethods: { default: 'byEmail', enabled: ['byPhone', 'byEmail'] },
  orderCancellation: { enabled: true, hoursBeforeStart: 3, charge: { kind: 'perTicket', value: 750 } },
};

/** Issue 13, business settings: staff of a business read and change its settings; customers see the change at once. */
describe.each(testEngines())('back-office settings on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('answers what the customer pages apply: the defaults for a business without settings', async () => {
    const res = await t.get('cinemaadmin', settingsUrl(cinema));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      businessId: cinema,
      settings: {
        loginMethods: { default: 'byPhone', enabled: ['byPhone'] },
        orderCancellation: { enabled: false, hoursBeforeStart: 2, charge: { kind: 'none', value: 0 } },
      },
    });
  });

  it('saves the settings, keeps the rest of the document and audits the change; login methods apply at once', async () => {
    await t.database.db
      .updateTable('businesses')
      .set({ settings_json: JSON.stringify({ phone: '*1234' }) })
      .where('id', '=', theatre)
      .execute();
    const before = await t.app.inject({ method: 'GET', url: `/api/customer/login-methods?businessId=${theatre}` });
    expect(before.json().methods).toEqual(['byPhone']);

    const res = await t.send('manager', 'PUT', settingsUrl(theatre), CANCELLATION_ON);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings).toEqual({
      loginMethods: { default: 'byEmail', enabled: ['byEmail', 'byPhone'] },
      orderCancellation: { enabled: true, hoursBeforeStart: 3, charge: { kind: 'perTicket', value: 750 } },
    });
    const after = await t.app.inject({ method: 'GET', url: `/api/customer/login-methods?businessId=${theatre}` });
    expect(after.json().methods).toEqual(['byEmail', 'byPhone']);

    const row = await t.database.db.selectFrom('businesses').select('settings_json').where('id', '=', theatre).executeTakeFirstOrThrow();
    const stored = JSON.parse(row.settings_json);
    expect(stored.phone).toBe('*1234');
    expect(stored.orderCancellation).toEqual({ hoursBeforeStart: 3, charge: { kind: 'perTicket', amount: 7.5 } });
    expect(stored.customerArea).toMatchObject({ allowCancelOrders: true, loginMethod: 'byEmail' });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'business.settings_changed')
      .where('business_id', '=', theatre)
      .executeTakeFirstOrThrow();
    expect(audit.actor_kind).toBe('staff');
    const data = JSON.parse(audit.data_json ?? '{}');
    expect(data.before.orderCancellation.enabled).toBe(false);
    expect(data.after.orderCancellation.enabled).toBe(true);
  });

  it("turning cancellation on makes the customer's order cancellable at once", async () => {
    // Ruth (customer 2 of the cinema) bought R2 for tonight's Drama (5001, 20:00; the clock says 12:00).
    await t.database.db.updateTable('customers').set({ mobile: '0527777777' }).where('id', '=', 2).execute();
    const cookie = await smsLoginCookie(t.app, t.database.db, '0527777777', DASHBOARD.presentations.dramaTonight);
    const preview = () => t.app.inject({ method: 'GET', url: `/api/reservations/KPA-0002/cancellation?lang=en`, headers: { cookie } });
    const off = await preview();
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().cancellable).toBe(false);

    expect((await t.send('cinemaadmin', 'PUT', settingsUrl(cinema), CANCELLATION_ON)).statusCode).toBe(200);
    const on = await preview();
    expect(on.json().cancellable, on.body).toBe(true);
  });

  it("refuses another business's settings, and staff who are not administrators", async () => {
    const foreign = await t.get('cinemaadmin', settingsUrl(theatre));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.error).toBe('FORBIDDEN');
    const write = await t.send('cinemaadmin', 'PUT', settingsUrl(theatre), {
      ...CANCELLATION_ON,
      loginMethods: { default: 'byId', enabled: ['byId'] },
    });
    expect(write.statusCode).toBe(403);
    const stored = await t.app.inject({ method: 'GET', url: `/api/customer/login-methods?businessId=${theatre}` });
    expect(stored.json().methods).not.toContain('byId');
    expect((await t.get('cinema', settingsUrl(cinema))).statusCode).toBe(403);
    expect((await t.get('cinemaadmin', settingsUrl(999))).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: settingsUrl(cinema) });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    [
      'a default that is not enabled',
      { ...CANCELLATION_ON, loginMethods: { default: 'byId', enabled: ['byPhone'] } },
      'body.loginMethods.default',
    ],
    [
      'an unknown login method',
      { ...CANCELLATION_ON, loginMethods: { default: 'byFax', enabled: ['byFax'] } },
      'body.loginMethods.default',
    ],
    [
      'a percentage over 100',
      { ...CANCELLATION_ON, orderCancellation: { enabled: true, hoursBeforeStart: 2, charge: { kind: 'percentOfTotal', value: 150 } } },
      'body.orderCancellation.charge.value',
    ],
    [
      'negative hours',
      { ...CANCELLATION_ON, orderCancellation: { enabled: true, hoursBeforeStart: -1, charge: { kind: 'none', value: 0 } } },
      'body.orderCancellation.hoursBeforeStart',
    ],
  ])('refuses %s with a translated VALIDATION_ERROR naming the field, saving nothing', async (_name, body, field) => {
    const before = await t.get('manager', settingsUrl(cinema));
    const res = await t.send('manager', 'PUT', `${settingsUrl(cinema)}?lang=he`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    expect(res.json().error.message).toBe('נא לבדוק את הנתונים שהוזנו');
    expect((await t.get('manager', settingsUrl(cinema))).json()).toEqual(before.json());
  });

  describe('customer forms', () => {
    it("answers the spec's defaults, saves a change that the public form configuration shows at once", async () => {
      const res = await t.get('manager', formUrl(theatre, 'orderDonations'));
      expect(res.statusCode, res.body).toBe(200);
      const { form } = res.json();
      expect(form.isSSNRequired).toBe(true);
      expect(form.fields.city).toEqual({ isIncluded: false, isRequired: false });
      expect(form.additionalTerms).toEqual({ he: null, en: null });

      const changed = {
        ...form,
        isSSNRequired: false,
        fields: { ...form.fields, city: { isIncluded: true, isRequired: true } },
        additionalTerms: { he: 'התרומה אינה מוחזרת.', en: 'Donations are not refunded.' },
      };
      const saved = await t.send('manager', 'PUT', formUrl(theatre, 'orderDonations'), changed);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().form).toEqual(changed);

      const publicForm = await t.app.inject({
        method: 'GET',
        url: `/api/form-configurations/orderDonations?businessId=${theatre}&lang=en`,
      });
      expect(publicForm.json()).toMatchObject({
        isSSNRequired: false,
        fields: { city: { isIncluded: true, isRequired: true } },
        additionalTerms: 'Donations are not refunded.',
      });
    });

    it('refuses a required field that is not shown, another business and an unknown form type', async () => {
      const { form } = (await t.get('manager', formUrl(cinema, 'order'))).json();
      const bad = { ...form, fields: { ...form.fields, city: { isIncluded: false, isRequired: true } } };
      const res = await t.send('manager', 'PUT', formUrl(cinema, 'order'), bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field: 'body.fields.city.isRequired' } });
      expect((await t.send('cinemaadmin', 'PUT', formUrl(theatre, 'order'), form)).statusCode).toBe(403);
      expect((await t.get('manager', formUrl(cinema, 'orderPizza'))).statusCode).toBe(400);
    });
  });

  it('is described in /api/docs', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(docs.paths['/api/kupa-live/manage/businesses/{businessId}/settings'])).toEqual(['get', 'put']);
    expect(docs.paths['/api/kupa-live/manage/businesses/{businessId}/forms/{formType}'].put.tags).toEqual(['back-office']);
  });
});
