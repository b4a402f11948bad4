import { describe, expect, it } from 'vitest';
import { presentationCapacity } from './capacity';

describe('presentationCapacity', () => {
  it('counts a reserved hall by its plan and general admission by its limit', () => {
    expect(presentationCapacity({ venueTypeId: 1, isReserved: true, gaCapacity: null, planCapacity: 9 })).toBe(9);
    expect(presentationCapacity({ venueTypeId: 1, isReserved: false, gaCapacity: 50, planCapacity: 10 })).toBe(50);
    expect(presentationCapacity({ venueTypeId: 1, isReserved: false, gaCapacity: null, planCapacity: 10 })).toBe(10);
    expect(presentationCapacity({ venueTypeId: 1, isReserved: true, gaCapacity: null, planCapacity: null })).toBe(0);
  });

  it('leaves video on demand out (no hall to fill)', () => {
    expect(presentationCapacity({ venueTypeId: 101, isReserved: false, gaCapacity: null, planCapacity: null })).toBeNull();
    expect(presentationCapacity({ venueTypeId: 104, isReserved: true, gaCapacity: null, planCapacity: 9 })).toBeNull();
  });
});
