import type { manageFilmsEn } from './manage-films-en';

/** Hebrew messages of the films section's poster and video-on-demand title (issue 13), spread into manage-he.ts. */
export const manageFilmsHe: Record<keyof typeof manageFilmsEn, string> = {
  'live.films.media': 'פוסטר וצפייה לפי דרישה',
  'live.films.poster': 'פוסטר',
  'live.films.poster.hint': 'JPEG,‏ PNG או WebP, עד 8 MB. הלקוחות רואים אותו מיד, חתוך לפוסטר ביחס 2:3.',
  'live.films.poster.file': 'קובץ תמונת הפוסטר',
  'live.films.poster.preview': 'הפוסטר שהלקוחות רואים עכשיו',
  'live.films.poster.chosen': 'התמונה שנבחרה, לפני ההעלאה',
  'live.films.poster.upload': 'העלאת פוסטר',
  'live.films.poster.uploading': 'מעלה…',
  'live.films.poster.uploaded': 'הפוסטר הועלה. הלקוחות רואים אותו עכשיו.',
  'live.films.poster.remove': 'הסרת הפוסטר שהועלה',
  'live.films.poster.generated': 'לא הועלה פוסטר: הלקוחות רואים את הפוסטר שנוצר אוטומטית.',
  'live.films.poster.failed': 'לא הועלה: {reason}',
  'live.films.vod': 'צפייה לפי דרישה',
  'live.films.vod.hint': 'מכירת הסרט לצפייה בבית (קטע ההדגמה). צפיות שכבר נקנו שומרות על התנאים שלהן.',
  'live.films.vod.onSale': 'במכירה לצפייה לפי דרישה',
  'live.films.vod.price': 'מחיר (₪)',
  'live.films.vod.hours': 'חלון צפייה (שעות מהרכישה)',
  'live.films.vod.plays': 'מספר צפיות',
  'live.films.vod.from': 'במכירה מתאריך',
  'live.films.vod.until': 'במכירה עד תאריך (כולל)',
  'live.films.vod.video': 'וידאו: קטע ההדגמה',
};
