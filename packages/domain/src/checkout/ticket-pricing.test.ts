import { describe, expect, it } from 'vitest';
import { lineAmounts, orderBookingFee, priceTicketLine, serviceChargePerSeat } from './ticket-pricing';

const normal = { firstTicketPriceAgorot: 4500, presentationServiceChargeAgorot: 550, holdOrder: false };

describe('ticket pricing (spec 5 Pricing)', () => {
  it('raises a single-seat regular ticket to the first-ticket price', () => {
    expect(priceTicketLine({ kind: 'regular', priceAgorot: 4000, serviceChargeAgorot: 0, multiplyFactor: 1 }, normal)).toEqual({
      priceAgorot: 4500,
      subSeatPriceAgorot: 0,
      serviceChargeAgorot: 550,
      oldPriceAgorot: null,
      seats: 1,
    });
  });

  it("keeps a higher regular price, and a discount kind's lower price with the first-ticket price as old price", () => {
    expect(priceTicketLine({ kind: 'regular', priceAgorot: 6990, serviceChargeAgorot: 0, multiplyFactor: 1 }, normal).priceAgorot).toBe(
      6990,
    );
    const code = priceTicketLine({ kind: 'code', priceAgorot: 3000, serviceChargeAgorot: 0, multiplyFactor: 1 }, normal);
    expect(code.priceAgorot).toBe(3000);
    expect(code.oldPriceAgorot).toBe(4500);
  });

  it('never raises a multiplier ticket; its sub-tickets cost their service charge only', () => {
    const pair = priceTicketLine(
      { kind: 'regular', priceAgorot: 8200, serviceChargeAgorot: 0, multiplyFactor: 2 },
      { ...normal, firstTicketPriceAgorot: 9000 },
    );
    expect(pair).toEqual({ priceAgorot: 8200, subSeatPriceAgorot: 0, serviceChargeAgorot: 550, oldPriceAgorot: null, seats: 2 });
    expect(lineAmounts(pair)).toEqual({ ticketsAgorot: 8200, serviceChargeAgorot: 1100 });
  });

  it("uses the ticket type's own service charge when it has one", () => {
    expect(serviceChargePerSeat(200, 550)).toBe(200);
    expect(serviceChargePerSeat(0, 550)).toBe(550);
    expect(
      priceTicketLine({ kind: 'regular', priceAgorot: 6990, serviceChargeAgorot: 200, multiplyFactor: 1 }, normal).serviceChargeAgorot,
    ).toBe(200);
  });

  it('subtracts the service charge from each ticket in hold orders, not below zero, and charges none', () => {
    const hold = { ...normal, holdOrder: true };
    expect(priceTicketLine({ kind: 'regular', priceAgorot: 4500, serviceChargeAgorot: 0, multiplyFactor: 1 }, hold)).toMatchObject({
      priceAgorot: 3950,
      serviceChargeAgorot: 0,
    });
    expect(priceTicketLine({ kind: 'loyalty', priceAgorot: 0, serviceChargeAgorot: 0, multiplyFactor: 1 }, hold)).toMatchObject({
      priceAgorot: 0,
      serviceChargeAgorot: 0,
    });
  });

  it('charges the booking fee once per order', () => {
    expect(orderBookingFee([300, 500, 300])).toBe(500);
    expect(orderBookingFee([])).toBe(0);
  });
});
