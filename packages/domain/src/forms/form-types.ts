/**
 * The customer form as the domain sees it (spec 3 "form fields", spec 5 "Forms"). These mirror the wire shapes of
 * packages/contracts (FormConfiguration, CustomerInfo, CreditCardInfo) without importing them: the domain stays pure.
 */

/** Every field a form configuration can include (spec 3). */
export const CUSTOMER_FORM_FIELDS = [
  'firstName',
  'lastName',
  'ssn',
  'email',
  'mobileNumber',
  'verifyMobileNumber',
  'verifyEmailAddress',
  'address1',
  'address2',
  'city',
  'postalCode',
  'dateOfBirth',
  'location',
  'creditCardNumber',
  'creditCardExpDate',
  'creditCardCVV',
  'creditCardSSN',
  'isMailingAllowed',
  'terms',
  'numberOfPayments',
] as const;
/** One field of the customer or payment form. */
export type CustomerFormField = (typeof CUSTOMER_FORM_FIELDS)[number];

/** Whether a field is shown, and whether it must be filled. */
export interface FormFieldRule {
  isIncluded: boolean;
  isRequired: boolean;
}

/** The part of a form configuration the rules need; a contracts FormConfiguration satisfies it as is. */
export interface CustomerFormConfig {
  /** Fields missing from the record are treated as not included. */
  fields: Partial<Record<CustomerFormField, FormFieldRule>>;
  isSSNRequired: boolean;
  isVerifyMobileNumber: boolean;
  isTermsConfirmed: boolean;
  /** The highest number of instalments offered; 12 when absent. */
  maxNumberOfPayments?: number;
}

/** What a field error says is wrong. */
export type FieldRule = 'required' | 'lettersOnly' | 'email' | 'minLength' | 'maxLength' | 'digitsOnly' | 'invalid' | 'mismatch';

/** One problem with one field; min/max carry the limit the message should quote (lengths, or a number range). */
export interface FieldError {
  field: CustomerFormField;
  rule: FieldRule;
  min?: number;
  max?: number;
}

/** The customer details as entered (empty strings and null count as not filled). */
export interface CustomerFormValues {
  firstName?: string | null;
  lastName?: string | null;
  ssn?: string | null;
  email?: string | null;
  mobileNumber?: string | null;
  verifyMobileNumber?: string | null;
  verifyEmailAddress?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  postalCode?: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth?: string | null;
  /** The branch (location id) chosen. */
  location?: number | string | null;
  isMailingAllowed?: boolean | null;
  terms?: boolean | null;
}

/** The card details as entered in the payment dialog (a new card; a saved card needs none of them). */
export interface PaymentFormValues {
  creditCardNumber?: string | null;
  /** MM/YY (MM/YYYY and MMYY are accepted too). */
  creditCardExpDate?: string | null;
  creditCardCVV?: string | null;
  /** The card holder's ID number. */
  creditCardSSN?: string | null;
  numberOfPayments?: number | null;
}
