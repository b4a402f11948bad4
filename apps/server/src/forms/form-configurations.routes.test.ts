import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerAreaTestApp, type CustomerAreaTestApp } from '../testing/customer-area-test-app';
import { CUSTOMER_AREA_NOW } from '../testing/reservation-fixture';
import { testEngines } from '../testing/test-database';

describe.each(testEngines())('form configurations on %s', (engine) => {
  let t: CustomerAreaTestApp;
  beforeAll(async () => {
    t = await createCustomerAreaTestApp(engine, CUSTOMER_AREA_NOW);
    const rule = (isIncluded: boolean, isRequired: boolean) => ({ isIncluded, isRequired });
    await t.database.db
      .insertInto('form_configurations')
      .values({
        business_id: 1,
        form_type: 'order',
        config_json: JSON.stringify({
          fields: { firstName: rule(true, true), email: rule(true, false), postalCode: rule(false, true), terms: rule(true, true) },
          isSSNRequired: false,
          isDefaultMailingAllowed: true,
          isMailingAllowedExcluded: false,
          isVoucherPaymentEnabled: true,
          additionalTerms: { he: 'אין החזרים', en: 'No refunds' },
          isVerifyMobileNumber: true,
          isTermsConfirmed: true,
        }),
      })
      .execute();
  });
  afterAll(async () => t?.dispose());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("answers the stored configuration of the presentation's business, in the request language", async () => {
    const res = await get('/api/form-configurations/order?presentationId=5001&lang=en');
    expect(res.statusCode).toBe(200);
    const config = res.json();
    expect(config).toMatchObject({
      formType: 'order',
      isSSNRequired: false,
      isDefaultMailingAllowed: true,
      isVoucherPaymentEnabled: true,
      additionalTerms: 'No refunds',
      isVerifyMobileNumber: true,
      isTermsConfirmed: true,
      maxNumberOfPayments: 12,
      locations: [
        { text: 'Tel Aviv', value: 10 },
        { text: 'Haifa', value: 11 },
      ],
    });
    expect(config.fields.firstName).toEqual({ isIncluded: true, isRequired: true });
    expect(config.fields.email).toEqual({ isIncluded: true, isRequired: false });
    // Not included means not required, whatever is stored; fields not named are not included.
    expect(config.fields.postalCode).toEqual({ isIncluded: false, isRequired: false });
    expect(config.fields.city).toEqual({ isIncluded: false, isRequired: false });
    expect(Object.keys(config.fields)).toHaveLength(20);

    const he = (await get('/api/form-configurations/order?presentationId=5001&lang=he')).json();
    expect(he.additionalTerms).toBe('אין החזרים');
    expect(he.locations[0]).toEqual({ text: 'תל אביב', value: 10 });
  });

  it('takes the instalments offered from the business settings', async () => {
    await t.database.db
      .updateTable('businesses')
      .set({ settings_json: JSON.stringify({ maxNumberOfPayments: 6 }) })
      .where('id', '=', 1)
      .execute();
    expect((await get('/api/form-configurations/order?presentationId=5001')).json().maxNumberOfPayments).toBe(6);
    await t.database.db.updateTable('businesses').set({ settings_json: '{}' }).where('id', '=', 1).execute();
  });

  it('falls back to the spec defaults for a form type the business did not configure', async () => {
    const config = (await get('/api/form-configurations/orderDonations?presentationId=5001&lang=en')).json();
    expect(config).toMatchObject({
      formType: 'orderDonations',
      isSSNRequired: true,
      isTermsConfirmed: true,
      isVerifyMobileNumber: false,
      additionalTerms: null,
    });
    expect(config.fields.terms).toEqual({ isIncluded: true, isRequired: true });
    expect(config.fields.address1).toEqual({ isIncluded: false, isRequired: false });
  });

  it('answers the configuration of a business named directly (an order without a presentation)', async () => {
    const res = await get('/api/form-configurations/order?businessId=1&lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ formType: 'order', additionalTerms: 'No refunds' });
    const donations = (await get('/api/form-configurations/orderDonations?businessId=1&lang=en')).json();
    expect(donations.formType).toBe('orderDonations');
    const missing = await get('/api/form-configurations/orderDonations?businessId=999999&lang=en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.error).toBe('NOT_FOUND');
    expect((await get('/api/form-configurations/order?businessId=1&presentationId=5001')).statusCode).toBe(400);
  });

  it('refuses an unknown presentation and an unknown form type', async () => {
    const missing = await get('/api/form-configurations/order?presentationId=999999&lang=en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.error).toBe('PRESENTATION_NOT_FOUND');
    expect((await get('/api/form-configurations/lottery?presentationId=5001')).statusCode).toBe(400);
    expect((await get('/api/form-configurations/order')).statusCode).toBe(400);
  });
});
