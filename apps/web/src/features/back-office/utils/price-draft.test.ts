import { describe, expect, it } from 'vitest';
import { agorotOf, discountCodeInputOf, EMPTY_DISCOUNT_CODE, EMPTY_TICKET_TYPE, ticketTypeFieldOf, ticketTypeInputOf } from './price-draft';

describe('price drafts', () => {
  it('reads shekels typed by staff as agorot', () => {
    expect([agorotOf('45'), agorotOf('45.5'), agorotOf(' 45.50 '), agorotOf('0.07')]).toEqual([4500, 4550, 4550, 7]);
    expect(agorotOf('')).toBeNull();
    expect([agorotOf('45,50'), agorotOf('-1'), agorotOf('1.234')].every(Number.isNaN)).toBe(true);
  });

  it('makes the ticket type input, or names the first field that cannot be read', () => {
    const draft = { ...EMPTY_TICKET_TYPE, ticketGroupId: '21', nameHe: ' סטודנט ', nameEn: 'Student', price: '35.90', quota: '' };
    const result = ticketTypeInputOf(draft);
    expect(result).toEqual({
      input: expect.objectContaining({ ticketGroupId: 21, nameHe: 'סטודנט', priceAgorot: 3590, serviceChargeAgorot: 0, quota: null }),
    });
    expect(ticketTypeInputOf({ ...draft, price: '' })).toEqual({ invalid: 'price' });
    expect(ticketTypeInputOf({ ...draft, ticketGroupId: '' })).toEqual({ invalid: 'ticketGroupId' });
    expect(ticketTypeInputOf({ ...draft, quota: 'many' })).toEqual({ invalid: 'quota' });
  });

  it('maps the refused server field to the draft field', () => {
    expect([ticketTypeFieldOf('priceAgorot'), ticketTypeFieldOf('serviceChargeAgorot'), ticketTypeFieldOf('nameEn')]).toEqual([
      'price',
      'serviceCharge',
      'nameEn',
    ]);
  });

  it('makes the discount code input', () => {
    expect(discountCodeInputOf({ ...EMPTY_DISCOUNT_CODE, code: ' SPRING ', ticketTypeId: '104', maxUses: '5' })).toEqual({
      input: { code: 'SPRING', ticketTypeId: 104, maxUses: 5, validFrom: null, validUntil: null, disabled: false },
    });
    expect(discountCodeInputOf({ ...EMPTY_DISCOUNT_CODE, code: 'X' })).toEqual({ invalid: 'ticketTypeId' });
    expect(discountCodeInputOf({ ...EMPTY_DISCOUNT_CODE, ticketTypeId: '1', maxUses: 'lots' })).toEqual({ invalid: 'maxUses' });
  });
});
