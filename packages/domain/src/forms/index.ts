export * from './form-types';
export { validateCustomerForm, isEmailAddress, NAME_MIN_LENGTH, NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from './customer-form-rules';
export { validatePaymentFields, parseCardExpiry } from './payment-form-rules';
export * from './customer-info-values';
