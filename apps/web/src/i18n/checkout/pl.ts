import type { PartialCheckoutCatalogue } from './en';

/** Polish messages of the checkout: partial on purpose; missing keys show the English text. */
export const checkoutPl: PartialCheckoutCatalogue = {
  'customer.form.checkData': 'Sprawdź wprowadzone dane',
  'customer.validation.required': 'To pole jest wymagane',
  'customer.validation.lettersOnly': 'Używaj tylko liter',
  'customer.validation.email': 'Podaj prawidłowy adres e-mail',
  'customer.validation.minLength': 'Wpisz co najmniej {min} znaków',
  'customer.validation.maxLength': 'Wpisz nie więcej niż {max} znaków',
  'customer.validation.digitsOnly': 'Używaj tylko cyfr',
  'customer.validation.invalid': 'Ta wartość jest nieprawidłowa',
  'customer.validation.mismatch': 'Wartości muszą być takie same',
  'customer.validation.mobileMismatch': 'Numery telefonów komórkowych muszą być takie same',
  'customer.validation.emailMismatch': 'Adresy e-mail muszą być takie same',
};
