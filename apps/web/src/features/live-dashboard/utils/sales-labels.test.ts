import { describe, expect, it } from 'vitest';
import { liveEn } from '../../../i18n/live/en';
import { channelKindKey, productCategoryKey } from './sales-labels';

describe('sales labels', () => {
  it('names the channel kinds, with "other" for the unknown', () => {
    expect(liveEn[channelKindKey('pos')]).toBe('Box office (POS)');
    expect(channelKindKey('fax')).toBe('live.channel.other');
  });

  it('names the known product categories and leaves others as sent', () => {
    expect(productCategoryKey('snack')).toBe('live.category.snack');
    expect(productCategoryKey('merch')).toBeNull();
  });
});
