import type { PartialCheckoutCatalogue } from './en';

/** Arabic messages of the checkout: partial on purpose; missing keys show the English text. */
export const checkoutAr: PartialCheckoutCatalogue = {
  'customer.form.checkData': 'يرجى التحقق من البيانات المدخلة',
  'customer.validation.required': 'هذا الحقل مطلوب',
  'customer.validation.lettersOnly': 'يرجى استخدام الأحرف فقط',
  'customer.validation.email': 'يرجى إدخال عنوان بريد إلكتروني صالح',
  'customer.validation.minLength': 'يرجى إدخال {min} أحرف على الأقل',
  'customer.validation.maxLength': 'يرجى إدخال {max} أحرف كحد أقصى',
  'customer.validation.digitsOnly': 'يرجى استخدام الأرقام فقط',
  'customer.validation.invalid': 'القيمة غير صالحة',
  'customer.validation.mismatch': 'يجب أن تتطابق القيم',
  'customer.validation.mobileMismatch': 'يجب أن تتطابق أرقام الهاتف المحمول',
  'customer.validation.emailMismatch': 'يجب أن تتطابق عناوين البريد الإلكتروني',
};
