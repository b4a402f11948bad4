import { CUSTOMER_FORM_FIELDS, type CustomerFormField } from '@kupa/domain';
import type { BusinessRefs, DemoContext } from './demo-model';

// Customer form fields of spec section 3, in display order.
const FIELDS = CUSTOMER_FORM_FIELDS;

type Field = CustomerFormField;
type FormType = 'order' | 'orderMemberships' | 'orderSystemVouchers' | 'orderDonations';

// Which fields each form shows and requires. The spec's defaults: terms and SSN required, verification off.
const INCLUDED: Record<FormType, readonly Field[]> = {
  order: [
    'firstName',
    'lastName',
    'ssn',
    'email',
    'mobileNumber',
    'creditCardNumber',
    'creditCardExpDate',
    'creditCardCVV',
    'creditCardSSN',
    'isMailingAllowed',
    'terms',
    'numberOfPayments',
  ],
  orderMemberships: [
    'firstName',
    'lastName',
    'ssn',
    'email',
    'mobileNumber',
    'address1',
    'address2',
    'city',
    'postalCode',
    'dateOfBirth',
    'creditCardNumber',
    'creditCardExpDate',
    'creditCardCVV',
    'creditCardSSN',
    'isMailingAllowed',
    'terms',
    'numberOfPayments',
  ],
  orderSystemVouchers: [
    'firstName',
    'lastName',
    'ssn',
    'email',
    'mobileNumber',
    'creditCardNumber',
    'creditCardExpDate',
    'creditCardCVV',
    'creditCardSSN',
    'isMailingAllowed',
    'terms',
  ],
  orderDonations: [
    'firstName',
    'lastName',
    'ssn',
    'email',
    'mobileNumber',
    'address1',
    'city',
    'postalCode',
    'creditCardNumber',
    'creditCardExpDate',
    'creditCardCVV',
    'creditCardSSN',
    'terms',
  ],
};

const OPTIONAL: ReadonlySet<Field> = new Set(['address2', 'dateOfBirth', 'isMailingAllowed', 'numberOfPayments', 'location']);

export function addFormConfigurations(ctx: DemoContext, business: BusinessRefs): void {
  const terms =
    business.key === 'cinema'
      ? { he: 'הכרטיסים אינם ניתנים להחלפה לאחר תחילת ההקרנה.', en: 'Tickets cannot be exchanged after the screening has started.' }
      : { he: 'הכניסה לאולם לאחר תחילת ההצגה אינה מובטחת.', en: 'Late admission after curtain-up is not guaranteed.' };
  for (const formType of Object.keys(INCLUDED) as FormType[]) {
    const included = new Set(INCLUDED[formType]);
    const fields = Object.fromEntries(
      FIELDS.map((f) => [f, { isIncluded: included.has(f), isRequired: included.has(f) && !OPTIONAL.has(f) }]),
    );
    const config = {
      fields,
      isSSNRequired: true,
      isDefaultMailingAllowed: formType !== 'orderDonations',
      isMailingAllowedExcluded: formType === 'orderDonations',
      isVoucherPaymentEnabled: formType === 'order' || formType === 'orderMemberships',
      additionalTerms: terms,
      ...(formType === 'order' ? { isVerifyMobileNumber: false, isTermsConfirmed: true } : {}),
    };
    ctx.sink.add('form_configurations', { business_id: business.id, form_type: formType, config_json: JSON.stringify(config) });
  }
}
