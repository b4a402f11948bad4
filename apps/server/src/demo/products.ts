import type { BusinessRefs, DemoContext } from './demo-model';
import type { DemoBusinessKey } from './demo-staff';
import type { LocationRef } from './venues';

export interface ProductRef {
  id: number;
  businessId: number;
  key: string;
  category: string;
  priceAgorot: number;
  /** Not sold at the small offline branch. */
  fullBranchOnly: boolean;
}

// [key, category, Hebrew, English, price in agorot, only at full branches]
const PRODUCTS: Record<DemoBusinessKey, ReadonlyArray<readonly [string, string, string, string, number, boolean?]>> = {
  cinema: [
    ['popcornSmall', 'snack', 'פופקורן קטן', 'Small popcorn', 1800],
    ['popcornMedium', 'snack', 'פופקורן בינוני', 'Medium popcorn', 2400],
    ['popcornLarge', 'snack', 'פופקורן גדול', 'Large popcorn', 2900],
    ['nachos', 'snack', "נאצ'וס עם רוטב גבינה", 'Nachos with cheese dip', 2600, true],
    ['candy', 'snack', 'סוכריות גומי', 'Gummy sweets', 1200],
    ['soda', 'drink', 'שתייה קלה', 'Soft drink', 1400],
    ['water', 'drink', 'מים מינרליים', 'Mineral water', 900],
    ['coffee', 'drink', 'קפה', 'Coffee', 1200, true],
    ['comboSingle', 'combo', 'קומבו יחיד: פופקורן בינוני ושתייה', 'Single combo: medium popcorn and a drink', 3400],
    ['comboCouple', 'combo', 'קומבו זוגי: פופקורן גדול ושתי שתיות', 'Couple combo: large popcorn and two drinks', 5200],
    ['glasses3d', 'glasses', 'משקפי תלת-ממד', '3D glasses', 500],
    ['iceCream', 'snack', 'גלידה', 'Ice cream', 1600, true],
  ],
  theatre: [
    ['programme', 'addon', 'תוכניית ההצגה', 'Show programme', 2000],
    ['coffee', 'drink', 'קפה ומאפה', 'Coffee and pastry', 2200],
    ['wine', 'drink', 'כוס יין', 'Glass of wine', 3500],
    ['water', 'drink', 'מים מינרליים', 'Mineral water', 1000],
    ['chocolate', 'snack', 'שוקולד', 'Chocolate bar', 1200],
  ],
};

/** Concessions per business, sold at every branch of the business (the small offline branch sells fewer). */
export function addProducts(
  ctx: DemoContext,
  businesses: Record<DemoBusinessKey, BusinessRefs>,
  locations: readonly LocationRef[],
): ProductRef[] {
  const products: ProductRef[] = [];
  for (const key of ['cinema', 'theatre'] as const) {
    const business = businesses[key];
    PRODUCTS[key].forEach(([productKey, category, he, en, price, fullBranchOnly], i) => {
      const id = ctx.ids.next('products');
      ctx.sink.add('products', {
        id,
        business_id: business.id,
        name_he: he,
        name_en: en,
        category,
        price_agorot: price,
        sort_order: i + 1,
        is_active: 1,
      });
      products.push({ id, businessId: business.id, key: productKey, category, priceAgorot: price, fullBranchOnly: !!fullBranchOnly });
      for (const location of locations) {
        if (location.businessId !== business.id || location.hasVod) continue;
        if (fullBranchOnly && location.isOffline) continue;
        ctx.sink.add('location_products', { location_id: location.id, product_id: id });
      }
    });
  }
  return products;
}

export function productByKey(products: readonly ProductRef[], businessId: number, key: string): ProductRef {
  const p = products.find((x) => x.businessId === businessId && x.key === key);
  if (!p) throw new Error(`No product ${key} for business ${businessId}`);
  return p;
}
