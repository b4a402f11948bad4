import type { CustomerFormValues, PaymentFormValues } from './form-types';

/** The customer details under their spec 3 entity names (as the CustomerInfo wire shape carries them). */
export interface CustomerInfoFields {
  FirstName?: string | null;
  LastName?: string | null;
  SSN?: string | null;
  EmailAddress1?: string | null;
  MobileNumber1?: string | null;
  VerifyMobileNumber?: string | null;
  VerifyEmailAddress?: string | null;
  IsEmailAllowed?: boolean | null;
  Address1?: string | null;
  Address2?: string | null;
  City?: string | null;
  PostalCode?: string | null;
  DateOfBirth?: string | null;
  LocationId?: number | string | null;
  TermsAccepted?: boolean | null;
}

/** The card details under their cart names (as the CreditCardInfo wire shape carries them). */
export interface CreditCardFields {
  creditCardNumber?: string | null;
  creditCardExpDate?: string | null;
  creditCardCVV?: string | null;
  creditCardSSN?: string | null;
}

/** Maps the cart's customerInfo (spec 3 names) to the form's values, so the web and the commit check the same thing. */
export function customerFormValuesOf(info: CustomerInfoFields): CustomerFormValues {
  return {
    firstName: info.FirstName,
    lastName: info.LastName,
    ssn: info.SSN,
    email: info.EmailAddress1,
    mobileNumber: info.MobileNumber1,
    verifyMobileNumber: info.VerifyMobileNumber,
    verifyEmailAddress: info.VerifyEmailAddress,
    address1: info.Address1,
    address2: info.Address2,
    city: info.City,
    postalCode: info.PostalCode,
    dateOfBirth: info.DateOfBirth,
    location: info.LocationId,
    isMailingAllowed: info.IsEmailAllowed,
    terms: info.TermsAccepted,
  };
}

/** Maps the cart's creditcardInfo and numberOfPayments to the payment form's values. */
export function paymentFormValuesOf(card: CreditCardFields, numberOfPayments?: number | null): PaymentFormValues {
  return { ...card, numberOfPayments };
}
