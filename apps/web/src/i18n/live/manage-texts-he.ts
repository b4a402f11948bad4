import type { manageTextsEn } from './manage-texts-en';

/** Hebrew texts of the settings section's languages and text overrides (issue 13, ADR 0017). */
export const manageTextsHe: Record<keyof typeof manageTextsEn, string> = {
  'live.settings.texts.title': 'שפות וטקסטים',
  'live.settings.languages': 'שפות דפי הלקוחות',
  'live.settings.languages.hint': 'עברית מוצעת תמיד. שפה שהאתר אינו מפעיל לא תוצג ללקוחות.',
  'live.settings.overrides': 'טקסטים מוחלפים ללקוחות',
  'live.settings.overrides.hint': 'טקסט פשוט, עד 500 תווים. הוא מחליף מיד את הטקסט הרגיל בדפי העסק, וב-SMS ובדוא״ל של ההזמנות הבאות שלו.',
  'live.settings.overrides.empty': 'אין טקסטים מוחלפים: הלקוחות רואים את הטקסטים הרגילים.',
  'live.settings.override.key': 'טקסט',
  'live.settings.override.locale': 'שפה',
  'live.settings.override.text': 'טקסט חלופי',
  'live.settings.override.add': 'הוספת טקסט',
  'live.settings.override.remove': 'הסרה',
  'live.settings.overrideKey.seats.screen': 'מפת המקומות: מסך',
  'live.settings.overrideKey.customer.field.terms': 'תיבת אישור התנאים',
  'live.settings.overrideKey.customer.field.termsShort': 'תנאים: שם מקוצר',
  'live.settings.overrideKey.confirmation.title': 'כותרת האישור',
  'live.settings.overrideKey.confirmation.titleHold': 'כותרת האישור (מקומות שמורים)',
  'live.settings.overrideKey.confirmation.holdNoticeNoTime': 'מקומות שמורים: הודעת הקופה',
  'live.settings.overrideKey.confirmation.serviceCharge': 'שם דמי הטיפול',
  'live.settings.overrideKey.confirmation.bookingFee': 'שם דמי ההזמנה',
  'live.settings.overrideKey.email.ticketsSubject': 'דוא״ל הכרטיסים: נושא (מספר ההזמנה בא אחריו)',
  'live.settings.overrideKey.email.signature': 'דוא״ל: חתימה בסוף כל הודעה',
  'live.settings.overrideKey.sms.signature': 'SMS: חתימה בסוף כל הודעה (כדאי לקצר)',
};
