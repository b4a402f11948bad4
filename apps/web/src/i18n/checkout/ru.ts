import type { PartialCheckoutCatalogue } from './en';

/** Russian messages of the checkout: partial on purpose; missing keys show the English text. */
export const checkoutRu: PartialCheckoutCatalogue = {
  'customer.form.checkData': 'Пожалуйста, проверьте введённые данные',
  'customer.validation.required': 'Это поле обязательно',
  'customer.validation.lettersOnly': 'Пожалуйста, используйте только буквы',
  'customer.validation.email': 'Пожалуйста, введите правильный адрес e-mail',
  'customer.validation.minLength': 'Пожалуйста, введите не менее {min} символов',
  'customer.validation.maxLength': 'Пожалуйста, введите не более {max} символов',
  'customer.validation.digitsOnly': 'Пожалуйста, используйте только цифры',
  'customer.validation.invalid': 'Недопустимое значение',
  'customer.validation.mismatch': 'Значения должны совпадать',
  'customer.validation.mobileMismatch': 'Номера мобильных телефонов должны совпадать',
  'customer.validation.emailMismatch': 'Адреса e-mail должны совпадать',
};
