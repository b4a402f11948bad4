import { describe, expect, it } from 'vitest';
import { availabilityOf, lowestPrice, priceRange } from './presentation-facts';
import { testPresentation as p } from './test-presentation';

describe('availabilityOf', () => {
  it('tells sold out, last seats and available apart', () => {
    expect(availabilityOf(p({ soldout: 1, availRatio: 0.5 }))).toBe('soldOut');
    expect(availabilityOf(p({ availRatio: 0 }))).toBe('soldOut');
    expect(availabilityOf(p({ availRatio: 0.1 }))).toBe('few');
    expect(availabilityOf(p({ availRatio: 0.9 }))).toBe('available');
  });

  it('never says seats are available at an offline branch or before the sale opens', () => {
    expect(availabilityOf(p({ isOffline: true, availRatio: 0.9 }))).toBe('boxOfficeOnly');
    expect(availabilityOf(p({ ticketingState: 'not-started', availRatio: 0.9 }))).toBe('saleNotStarted');
    expect(availabilityOf(p({ isOffline: true, ticketingState: 'not-started' }))).toBe('boxOfficeOnly');
  });

  it('treats video on demand as always online', () => {
    expect(availabilityOf(p({ isVod: true, availRatio: 0 }))).toBe('online');
  });
});

describe('prices', () => {
  it('finds the lowest price and the range over price levels', () => {
    const levels = [
      { minPrice: 52, maxPrice: 60 },
      { minPrice: 45, maxPrice: 52 },
    ];
    expect(lowestPrice(p({ priceLevels: levels }))).toBe(45);
    expect(priceRange(p({ priceLevels: levels }))).toEqual({ min: 45, max: 60 });
    expect(lowestPrice(p({ priceLevels: [] }))).toBeNull();
    expect(priceRange(p({ priceLevels: [] }))).toBeNull();
  });
});
