import { describe, expect, it } from 'vitest';
import { draftFieldOf, draftOf, settingsOf, withLoginMethod } from './settings-draft';

const SETTINGS = {
  loginMethods: { default: 'byPhone', enabled: ['byPhone', 'byEmail'] },
  orderCancellation: { enabled: true, hoursBeforeStart: 2, charge: { kind: 'perTicket', value: 550 } },
} as const;

describe('settings draft', () => {
  it('shows amounts in shekels and saves them in agorot; percentages stay percentages', () => {
    const draft = draftOf({ ...SETTINGS, loginMethods: { ...SETTINGS.loginMethods, enabled: [...SETTINGS.loginMethods.enabled] } });
    expect(draft.chargeValue).toBe('5.50');
    expect(settingsOf({ ...draft, chargeValue: '7.5' })).toEqual({
      settings: { ...SETTINGS, orderCancellation: { ...SETTINGS.orderCancellation, charge: { kind: 'perTicket', value: 750 } } },
    });
    const percent = settingsOf({ ...draft, chargeKind: 'percentOfTotal', chargeValue: '10' });
    expect('settings' in percent && percent.settings.orderCancellation.charge).toEqual({ kind: 'percentOfTotal', value: 10 });
    const none = settingsOf({ ...draft, chargeKind: 'none', chargeValue: 'whatever' });
    expect('settings' in none && none.settings.orderCancellation.charge).toEqual({ kind: 'none', value: 0 });
  });

  it('names the field that cannot be read as a number', () => {
    const draft = draftOf({ ...SETTINGS, loginMethods: { ...SETTINGS.loginMethods, enabled: ['byPhone'] } });
    expect(settingsOf({ ...draft, hoursBeforeStart: 'two' })).toEqual({ invalid: 'hoursBeforeStart' });
    expect(settingsOf({ ...draft, hoursBeforeStart: '1.5' })).toEqual({ invalid: 'hoursBeforeStart' });
    expect(settingsOf({ ...draft, chargeValue: '' })).toEqual({ invalid: 'chargeValue' });
    expect(settingsOf({ ...draft, chargeValue: '1.005' })).toEqual({ settings: expect.anything() });
    expect(settingsOf({ ...draft, chargeKind: 'percentOfTotal', chargeValue: '2.5' })).toEqual({ invalid: 'chargeValue' });
  });

  it('keeps the default among the enabled methods', () => {
    const draft = draftOf({ ...SETTINGS, loginMethods: { ...SETTINGS.loginMethods, enabled: ['byPhone', 'byEmail'] } });
    const off = withLoginMethod(draft, 'byPhone', false);
    expect(off).toMatchObject({ loginEnabled: ['byEmail'], loginDefault: 'byEmail' });
    expect(withLoginMethod(off, 'byId', true).loginEnabled).toEqual(['byEmail', 'byId']);
  });

  it("maps the server's refused field to the draft's", () => {
    expect(draftFieldOf('orderCancellation.charge.value')).toBe('chargeValue');
    expect(draftFieldOf('loginMethods.default')).toBe('loginDefault');
    expect(draftFieldOf(null)).toBeNull();
  });
});
