import { describe, expect, it } from 'vitest';
import { brandColours } from './brand-colours';

describe('brandColours', () => {
  it('puts white text on a dark brand and dark text on a light one', () => {
    expect(brandColours('#0f5c8a')).toEqual({ background: '#0f5c8a', text: '#ffffff' });
    expect(brandColours('#ffe066')).toEqual({ background: '#ffe066', text: '#1a1a1a' });
  });

  it('ignores anything that is not #RRGGBB', () => {
    expect(brandColours(null)).toBeNull();
    expect(brandColours('red')).toBeNull();
    expect(brandColours('#fff')).toBeNull();
  });
});
