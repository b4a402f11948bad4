import type { ErrorCode, MessageLocale } from '@kupa/domain';

type Catalogue = Record<ErrorCode, string>;

// Customer-facing texts of the error catalogue (spec section 8). {name} placeholders are filled from error details.
const he: Catalogue = {
  VALIDATION_ERROR: 'נא לבדוק את הנתונים שהוזנו',
  NOT_FOUND: 'הדף לא נמצא',
  METHOD_NOT_ALLOWED: 'הפעולה אינה נתמכת בכתובת זו',
  UNKNOWN_MIDDLEWARE: 'אירעה שגיאה',
  GENERAL_ERROR: 'אירעה שגיאה, נא לנסות שוב',
  RATE_LIMITED: 'יותר מדי ניסיונות, נא לנסות שוב מאוחר יותר',
  UNAUTHORIZED: 'נדרשת התחברות',
  FORBIDDEN: 'אין הרשאה לצפות בנתונים אלה',
  UUID_REQUIRED: 'זיהוי הרוכש חסר, נא לרענן את הדף',
  CAPTCHA_ERROR: 'אימות אנושי נכשל',
  PRESENTATION_NOT_FOUND: 'לא נמצא אירוע',
  FEATURE_NOT_FOUND: 'הסרט או המופע לא נמצאו',
  SEATPLAN_NOT_FOUND: 'מפת האולם לא נמצאה',
  TICKETING_ENDED: 'מכירת הכרטיסים הסתיימה, נא לפנות לקופה',
  TICKETING_NOT_STARTED: 'מכירת הכרטיסים תחל ב-{date}',
  LOCATION_OFFLINE: 'הסניף אינו מקוון כעת, נא לנסות מאוחר יותר או לפנות לקופה',
  NOT_ENOUGH_SEATS: 'אין מספיק מקומות פנויים',
  SEAT_NOT_AVAILABLE: 'המקום כבר אינו פנוי',
  SEAT_LOCK_NO_SELECTIONS: 'אירעה שגיאה',
  SEAT_UNLOCK_FAILED: 'אירעה שגיאה בשחרור המקום',
  MAX_SEATS_EXCEEDED: 'לא ניתן לבחור יותר מ-{max} מקומות',
  NO_SEATS_IN_SECTION: 'אין מקומות באזור זה',
  NO_PRICE_POLICY: 'אין מחיר לאירוע זה',
  INCOMPATIBLE_AUTH_PROFILE: 'Incompatible AuthProfile',
  INCOMPATIBLE_BUSINESS: 'Incompatible Business',
  ZERO_VOUCHER_PAYMENT: 'לא ניתן לשלם בשובר בסכום אפס',
  MIXED_CURRENCIES: 'לא ניתן לשלב מטבעות שונים בהזמנה אחת',
  ALREADY_COMMITTED: 'ההזמנה כבר בוצעה',
  NO_ACTIVE_MEMBERSHIP: 'אין מנוי פעיל להזמנה ללא תשלום',
  PAYMENT_ERROR: 'שגיאה בתשלום',
  NOTHING_TO_CANCEL: 'אין מה לבטל',
  BALANCE_IS_DUE: 'לא ניתן להחזיר את הכסף לאמצעי התשלום המקורי באתר, נא לפנות לקופה',
  CUSTOMER_NOT_FOUND: 'הלקוח לא נמצא',
  CUSTOMER_NO_MOBILE: 'ללקוח אין מספר טלפון נייד',
  INVALID_SMS_CODE: 'הקוד שהוזן שגוי',
  LOGIN_FAILED: 'ההתחברות נכשלה',
  SMS_FAILED: 'שליחת ההודעה נכשלה',
  CUSTOMER_TOKEN_REDEEMED: 'הקישור כבר נוצל, נא לבקש קישור חדש',
  CUSTOMER_TOKEN_EXPIRED: 'תוקף הקישור פג, נא לבקש קישור חדש',
  CUSTOMER_TOKEN_ERROR: 'הקישור שגוי, נא לבקש קישור חדש',
  SYSTEM_VOUCHER_NOT_FOUND: 'השובר לא נמצא',
  SYSTEM_VOUCHER_NOT_ACTIVE: 'השובר אינו פעיל',
  SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT: 'השובר כבר סומן להחלפה',
  SYSTEM_VOUCHER_NOT_SOLD_IN_OUTLET: 'השובר לא נמכר בערוץ זה',
  ALREADY_ENROLLED: 'כבר רשום למנוי זה',
};

const en: Catalogue = {
  VALIDATION_ERROR: 'Please check the entered data',
  NOT_FOUND: 'This page could not be found',
  METHOD_NOT_ALLOWED: 'This address does not support that method',
  UNKNOWN_MIDDLEWARE: 'Unknown middleware',
  GENERAL_ERROR: 'Error occurred, please try again',
  RATE_LIMITED: 'Too many attempts, please try again later',
  UNAUTHORIZED: 'Please log in',
  FORBIDDEN: 'You are not allowed to see this data',
  UUID_REQUIRED: 'Buyer identity is missing, please reload the page',
  CAPTCHA_ERROR: 'Captcha error',
  PRESENTATION_NOT_FOUND: 'No event found',
  FEATURE_NOT_FOUND: 'The film or event was not found',
  SEATPLAN_NOT_FOUND: 'The seat plan was not found',
  TICKETING_ENDED: 'Ticketing has ended, please contact the box office',
  TICKETING_NOT_STARTED: 'Ticket sale begins on {date}',
  LOCATION_OFFLINE: 'The branch is offline, please try later or use the box office',
  NOT_ENOUGH_SEATS: 'Not enough seats available',
  SEAT_NOT_AVAILABLE: 'The seat is no longer available',
  SEAT_LOCK_NO_SELECTIONS: 'Error occurred',
  SEAT_UNLOCK_FAILED: 'Error unlocking the seat',
  MAX_SEATS_EXCEEDED: 'You cannot select more than {max} seats',
  NO_SEATS_IN_SECTION: 'There are no seats in this section',
  NO_PRICE_POLICY: 'There is no price for this event',
  INCOMPATIBLE_AUTH_PROFILE: 'Incompatible AuthProfile',
  INCOMPATIBLE_BUSINESS: 'Incompatible Business',
  ZERO_VOUCHER_PAYMENT: 'A voucher payment cannot be zero',
  MIXED_CURRENCIES: 'One order cannot mix currencies',
  ALREADY_COMMITTED: 'This order was already completed',
  NO_ACTIVE_MEMBERSHIP: 'A hold booking needs an active membership',
  PAYMENT_ERROR: 'Payment error',
  NOTHING_TO_CANCEL: 'Nothing to cancel',
  BALANCE_IS_DUE: 'A refund to the original payment method is not possible online, please contact the box office',
  CUSTOMER_NOT_FOUND: 'Customer not found',
  CUSTOMER_NO_MOBILE: 'The customer has no mobile number',
  INVALID_SMS_CODE: 'The code is not valid',
  LOGIN_FAILED: 'Login failed',
  SMS_FAILED: 'The message could not be sent',
  CUSTOMER_TOKEN_REDEEMED: 'This link was already used, please request a new link',
  CUSTOMER_TOKEN_EXPIRED: 'This link has expired, please request a new link',
  CUSTOMER_TOKEN_ERROR: 'This link is not valid, please request a new link',
  SYSTEM_VOUCHER_NOT_FOUND: 'Voucher not found',
  SYSTEM_VOUCHER_NOT_ACTIVE: 'The voucher is not active',
  SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT: 'The voucher is already marked for replacement',
  SYSTEM_VOUCHER_NOT_SOLD_IN_OUTLET: 'The voucher was not sold in this outlet',
  ALREADY_ENROLLED: 'Already enrolled in this membership',
};

const ru: Partial<Catalogue> = {
  VALIDATION_ERROR: 'Пожалуйста, проверьте введённые данные',
  NOT_FOUND: 'Страница не найдена',
  GENERAL_ERROR: 'Произошла ошибка, попробуйте ещё раз',
  PRESENTATION_NOT_FOUND: 'Событие не найдено',
  TICKETING_ENDED: 'Продажа билетов завершена, обратитесь в кассу',
  NOT_ENOUGH_SEATS: 'Недостаточно свободных мест',
  SEAT_NOT_AVAILABLE: 'Место уже занято',
  LOCATION_OFFLINE: 'Филиал сейчас не в сети, попробуйте позже или обратитесь в кассу',
};

const ar: Partial<Catalogue> = {
  VALIDATION_ERROR: 'يرجى التحقق من البيانات المدخلة',
  NOT_FOUND: 'تعذر العثور على هذه الصفحة',
  GENERAL_ERROR: 'حدث خطأ، يرجى المحاولة مرة أخرى',
  PRESENTATION_NOT_FOUND: 'لم يتم العثور على الحدث',
  TICKETING_ENDED: 'انتهى بيع التذاكر، يرجى التوجه إلى شباك التذاكر',
  NOT_ENOUGH_SEATS: 'لا توجد مقاعد كافية',
  SEAT_NOT_AVAILABLE: 'المقعد لم يعد متاحًا',
  LOCATION_OFFLINE: 'الفرع غير متصل حاليًا، يرجى المحاولة لاحقًا أو التوجه إلى شباك التذاكر',
};

const pl: Partial<Catalogue> = {
  VALIDATION_ERROR: 'Sprawdź wprowadzone dane',
  NOT_FOUND: 'Nie znaleziono strony',
  GENERAL_ERROR: 'Wystąpił błąd, spróbuj ponownie',
  PRESENTATION_NOT_FOUND: 'Nie znaleziono wydarzenia',
  TICKETING_ENDED: 'Sprzedaż biletów zakończona, skontaktuj się z kasą',
  NOT_ENOUGH_SEATS: 'Za mało wolnych miejsc',
  SEAT_NOT_AVAILABLE: 'Miejsce nie jest już dostępne',
  LOCATION_OFFLINE: 'Oddział jest offline, spróbuj później lub skorzystaj z kasy',
};

const catalogues: Record<MessageLocale, Partial<Catalogue>> = { he, en, ru, ar, pl };

/** The message for an error code in a locale, falling back to English, with {placeholders} filled. */
export function errorMessage(code: ErrorCode, locale: MessageLocale, details: Readonly<Record<string, string | number>> = {}): string {
  const template = catalogues[locale][code] ?? en[code];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in details ? String(details[name]) : whole));
}

/** Exposed for the completeness test. */
export const ERROR_MESSAGE_CATALOGUES = catalogues;
