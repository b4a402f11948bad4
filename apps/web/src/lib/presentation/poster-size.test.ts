import { describe, expect, it } from 'vitest';
import { posterAtSize } from './poster-size';

describe('posterAtSize', () => {
  it('asks for the size, keeping the language and replacing an earlier size', () => {
    expect(posterAtSize('/api/features/3/image?lang=he', 'thumb')).toBe('/api/features/3/image?lang=he&size=thumb');
    expect(posterAtSize('/api/features/3/image', 'detail')).toBe('/api/features/3/image?size=detail');
    expect(posterAtSize('/api/features/3/image?size=detail&raw=1', 'thumb')).toBe('/api/features/3/image?size=thumb&raw=1');
  });
});
