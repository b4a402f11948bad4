import type { CustomerInfo, CustomerInfoView, FormConfiguration, FormField } from '@kupa/contracts';

/** The fields of the customer-info step, in the order they are shown (the card fields belong to the payment dialog). */
export const CUSTOMER_FIELDS = [
  'firstName',
  'lastName',
  'ssn',
  'email',
  'verifyEmailAddress',
  'mobileNumber',
  'verifyMobileNumber',
  'address1',
  'address2',
  'city',
  'postalCode',
  'dateOfBirth',
  'location',
  'isMailingAllowed',
  'terms',
] as const satisfies readonly FormField[];
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

/** What the buyer typed: text for inputs and the select, booleans for the two checkboxes. */
export interface CustomerFormValues {
  firstName: string;
  lastName: string;
  ssn: string;
  email: string;
  verifyEmailAddress: string;
  mobileNumber: string;
  verifyMobileNumber: string;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  dateOfBirth: string;
  location: string;
  isMailingAllowed: boolean;
  terms: boolean;
}
export type CustomerTextField = Exclude<CustomerField, 'isMailingAllowed' | 'terms'>;

/** How a text field is rendered: input type, the browser's autofill hint and the on-screen keyboard. */
export interface TextFieldLook {
  type: 'text' | 'email' | 'tel' | 'date';
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}

/** Autofill hints (WCAG 1.3.5) and keyboards per field; digits-only fields get the numeric keyboard. */
export const TEXT_FIELD_LOOK: Record<Exclude<CustomerTextField, 'location'>, TextFieldLook> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  ssn: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  verifyEmailAddress: { type: 'email', autoComplete: 'off', inputMode: 'email' },
  mobileNumber: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  verifyMobileNumber: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  address1: { type: 'text', autoComplete: 'address-line1' },
  address2: { type: 'text', autoComplete: 'address-line2' },
  city: { type: 'text', autoComplete: 'address-level2' },
  postalCode: { type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
  dateOfBirth: { type: 'date', autoComplete: 'bday' },
};

/** Whether a field of the step is shown, and whether it must be filled, under a form configuration (spec 3 and 5). */
export interface FieldPresence {
  included: boolean;
  required: boolean;
}

/**
 * Presence of each customer field, as validateCustomerForm (@kupa/domain) applies it. Spec 5 defaults: isSSNRequired
 * includes and requires the ID number, isTermsConfirmed the terms; isVerifyMobileNumber shows the mobile copy; a
 * verification copy is needed whenever its original is (it must match); the mailing consent is hidden when excluded.
 */
export function customerFieldPresence(config: FormConfiguration, field: CustomerField): FieldPresence {
  const rule = config.fields[field] ?? { isIncluded: false, isRequired: false };
  const plain = { included: rule.isIncluded, required: rule.isIncluded && rule.isRequired };
  switch (field) {
    case 'ssn':
      return config.isSSNRequired ? { included: true, required: true } : plain;
    case 'verifyMobileNumber': {
      const included = rule.isIncluded || config.isVerifyMobileNumber;
      return { included, required: included && (rule.isRequired || customerFieldPresence(config, 'mobileNumber').required) };
    }
    case 'verifyEmailAddress':
      return {
        included: rule.isIncluded,
        required: rule.isIncluded && (rule.isRequired || customerFieldPresence(config, 'email').required),
      };
    case 'isMailingAllowed':
      return { included: !config.isMailingAllowedExcluded, required: false };
    case 'terms':
      return config.isTermsConfirmed ? { included: true, required: true } : plain;
    default:
      return plain;
  }
}

/** The fields shown under a configuration, in display order. */
export function includedCustomerFields(config: FormConfiguration): CustomerField[] {
  return CUSTOMER_FIELDS.filter((field) => customerFieldPresence(config, field).included);
}

/** The starting values: what the cart already holds (going back and forth), else the logged-in customer, else empty. */
export function initialCustomerValues(
  config: FormConfiguration,
  saved: CustomerInfo | undefined,
  customer: CustomerInfoView | null,
): CustomerFormValues {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  const mobile = saved?.MobileNumber1 ?? customer?.MobileNumber1;
  const email = saved?.EmailAddress1 ?? customer?.EmailAddress1;
  return {
    firstName: text(saved?.FirstName ?? customer?.FirstName),
    lastName: text(saved?.LastName ?? customer?.LastName),
    ssn: text(saved?.SSN ?? customer?.SSN),
    email: text(email),
    verifyEmailAddress: text(saved?.VerifyEmailAddress ?? (customer ? email : undefined)),
    mobileNumber: text(mobile),
    verifyMobileNumber: text(saved?.VerifyMobileNumber ?? (customer ? mobile : undefined)),
    address1: text(saved?.Address1),
    address2: text(saved?.Address2),
    city: text(saved?.City),
    postalCode: text(saved?.PostalCode),
    dateOfBirth: text(saved?.DateOfBirth),
    location: text(saved?.LocationId),
    isMailingAllowed: saved?.IsEmailAllowed ?? customer?.IsEmailAllowed ?? config.isDefaultMailingAllowed,
    terms: saved?.TermsAccepted ?? false,
  };
}

/** The cart's customerInfo (spec 3 field names) from the form: only included fields, trimmed, empty ones left out. */
export function toCustomerInfo(config: FormConfiguration, values: CustomerFormValues, customerId: number | null): CustomerInfo {
  const shown = new Set(includedCustomerFields(config));
  const pick = (field: CustomerTextField) => {
    const value = values[field].trim();
    return shown.has(field) && value !== '' ? value : undefined;
  };
  const location = pick('location');
  const info: CustomerInfo = {
    CustomerId: customerId ?? undefined,
    FirstName: pick('firstName'),
    LastName: pick('lastName'),
    SSN: pick('ssn'),
    EmailAddress1: pick('email'),
    VerifyEmailAddress: pick('verifyEmailAddress'),
    MobileNumber1: pick('mobileNumber'),
    VerifyMobileNumber: pick('verifyMobileNumber'),
    Address1: pick('address1'),
    Address2: pick('address2'),
    City: pick('city'),
    PostalCode: pick('postalCode'),
    DateOfBirth: pick('dateOfBirth'),
    LocationId: location === undefined ? undefined : Number(location),
    IsEmailAllowed: shown.has('isMailingAllowed') ? values.isMailingAllowed : false,
    IsSMSAllowed: shown.has('isMailingAllowed') ? values.isMailingAllowed : false,
    TermsAccepted: shown.has('terms') ? values.terms : undefined,
  };
  return Object.fromEntries(Object.entries(info).filter(([, v]) => v !== undefined)) as CustomerInfo;
}

/** After a late login: the customer's details fill the fields the buyer has left empty, never overwriting typed text. */
export function fillEmptyFields(values: CustomerFormValues, from: CustomerFormValues): CustomerFormValues {
  const next = { ...values };
  for (const field of CUSTOMER_FIELDS) {
    if (field === 'isMailingAllowed' || field === 'terms') continue;
    if (next[field].trim() === '') next[field] = from[field];
  }
  return next;
}
