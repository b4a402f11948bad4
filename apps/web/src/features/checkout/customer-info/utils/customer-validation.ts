import type { FormConfiguration } from '@kupa/contracts';
import { validateCustomerForm, type FieldError } from '@kupa/domain';
import type { CustomerFormValues } from './customer-fields';

/** The spec 5 rules of the customer form (@kupa/domain, the same the commit applies) on what the buyer typed. */
export function customerFormErrors(config: FormConfiguration, values: CustomerFormValues, now: Date): FieldError[] {
  return validateCustomerForm(config, { ...values, location: values.location === '' ? null : values.location }, now);
}
