import { describe, expect, it } from 'vitest';
import { businessOf, sectionHref, sectionPathOf } from './manage-route';

describe('back-office addresses', () => {
  it('reads the section after manage/', () => {
    expect(sectionPathOf('manage')).toBe('');
    expect(sectionPathOf('manage/settings/')).toBe('settings');
    expect(sectionPathOf('manage/../x')).toBeNull();
    expect(sectionPathOf('attendance')).toBeNull();
  });

  it("manages only one of the session's businesses, the first by default", () => {
    expect(businessOf('2', [1, 2])).toBe(2);
    expect(businessOf('3', [1, 2])).toBe(1);
    expect(businessOf(null, [2])).toBe(2);
    expect(businessOf('1', [])).toBeNull();
  });

  it('links a section for a business', () => {
    expect(sectionHref('settings', 2)).toBe('/kupa-live/manage/settings?business=2');
  });
});
