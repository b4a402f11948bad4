import type { ManagePriceLevelsMessageKey } from './manage-price-levels-en';

/** Hebrew messages of the prices section's price levels: exactly the English keys, which the type enforces. */
export const managePriceLevelsHe: Record<ManagePriceLevelsMessageKey, string> = {
  'live.priceLevels.title': 'רמות מחיר',
  'live.priceLevels.addTitle': 'רמת מחיר חדשה',
  'live.priceLevels.renameTitle': 'שינוי שם: {name}',
  'live.priceLevels.addAnother': 'הוספת רמת מחיר נוספת',
  'live.priceLevels.rename': 'שינוי השם של {name}',
  'live.priceLevels.nameHe': 'שם בעברית',
  'live.priceLevels.nameEn': 'שם באנגלית',
  'live.priceLevels.color': 'צבע במפת המושבים (#rrggbb, לא חובה)',
  'live.prices.retireTitle': 'להוציא משימוש את {name}?',
  'live.prices.retireBody': 'הוא לא יימכר עוד באתר ובקופה. כרטיסים שכבר נמכרו נשארים בתוקף, ואפשר להחזיר אותו למכירה מהטופס שלו.',
  'live.prices.retireKeep': 'להשאיר במכירה',
  'live.prices.retireConfirm': 'הוצאה משימוש',
};
