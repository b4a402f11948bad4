import type { manageCheckoutSettingsEn } from './manage-checkout-settings-en';

/** Hebrew texts of the settings section's checkout settings (issue 13). */
export const manageCheckoutSettingsHe: Record<keyof typeof manageCheckoutSettingsEn, string> = {
  'live.settings.checkout.title': 'רכישה ושמירת מקומות',
  'live.settings.authRequired.title': 'התחברות לפני רכישה',
  'live.settings.authRequired': 'רק לקוחות מחוברים יכולים לרכוש (כרטיסים, שוברי מתנה ותרומות)',
  'live.settings.lockTimers': 'כמה זמן נשמרים המקומות (בדקות)',
  'live.settings.lockTimers.hint': 'להצגות שתוזמנו בלי זמנים משלהן. בין דקה ל-60 דקות בכל שלב; שמירות חדשות מקבלות אותם מיד.',
  'live.settings.lockTimer.chooseSeats': 'בחירת מקומות',
  'live.settings.lockTimer.chooseTickets': 'בחירת כרטיסים',
  'live.settings.lockTimer.customerInfo': 'פרטי הלקוח',
  'live.settings.defaultFees': 'עמלות ברירת מחדל (₪)',
  'live.settings.defaultFees.hint': 'נרשמות במועדים שייקבעו מעכשיו בלי עמלות משלהם; מועדים שכבר נקבעו שומרים על שלהם. בין 0 ל-1,000 ₪.',
  'live.settings.defaultFees.serviceCharge': 'דמי טיפול לכרטיס',
  'live.settings.defaultFees.bookingFee': 'דמי הזמנה להזמנה',
  'live.settings.lockTimer.chooseProducts': 'בחירת מוצרים',
};
