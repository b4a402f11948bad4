import type { FormConfiguration } from '@kupa/contracts';
import { useEffect, useMemo, useState, type FormEvent, type RefObject } from 'react';
import type { CheckoutStepProps } from '../../flow/checkout-types';
import { useCustomer } from '../../member-login/hooks/use-customer';
import {
  fillEmptyFields,
  includedCustomerFields,
  initialCustomerValues,
  toCustomerInfo,
  type CustomerField,
  type CustomerFormValues,
} from '../utils/customer-fields';
import { customerFormErrors } from '../utils/customer-validation';
import { fieldErrorMessage, firstErrorPerField } from '../utils/field-errors';

/**
 * The customer form's state: the values (filled from the cart and the logged-in customer, and again on a login while
 * the step is open), the errors shown (a field once left, all after a submit), and the submit that stores customerInfo
 * in the cart and moves on, or shows the error summary and focuses it.
 */
export function useCustomerForm(args: {
  config: FormConfiguration;
  cart: CheckoutStepProps['cart'];
  updateCart: CheckoutStepProps['updateCart'];
  onNext(): void;
  /** The error summary, focused after each failed submit. */
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  const { config, cart, updateCart, onNext, summaryRef } = args;
  const { customer } = useCustomer();
  const [values, setValues] = useState<CustomerFormValues>(() => initialCustomerValues(config, cart.customerInfo, customer));
  const [touched, setTouched] = useState<ReadonlySet<CustomerField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  /** Counts failed submits: each one shows the summary and moves focus to it. */
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const fields = useMemo(() => includedCustomerFields(config), [config]);
  const customerId = customer?.CustomerId ?? null;

  // A login while the step is open fills in what is still empty (adjusted while rendering, not in an effect).
  const [filledFor, setFilledFor] = useState(customerId);
  if (customerId !== filledFor) {
    setFilledFor(customerId);
    if (customer) setValues((current) => fillEmptyFields(current, initialCustomerValues(config, undefined, customer)));
  }

  const errors = useMemo(() => customerFormErrors(config, values, new Date()), [config, values]);
  const byField = firstErrorPerField(errors);
  const shownError = (field: CustomerField) => {
    const error = submitted || touched.has(field) ? byField.get(field) : undefined;
    return error ? fieldErrorMessage(error) : null;
  };
  const set = <F extends CustomerField>(field: F, value: CustomerFormValues[F]) => setValues((v) => ({ ...v, [field]: value }));
  const touch = (field: CustomerField) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits, summaryRef]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    setSaveError(null);
    if (errors.length > 0) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    const customerInfo = toCustomerInfo(config, values, customerId);
    setSaving(true);
    try {
      await updateCart((c) => ({ ...c, customerInfo }));
      onNext();
    } catch (error) {
      setSaveError(error);
    } finally {
      setSaving(false);
    }
  }

  return { values, fields, errors, submitted, failedSubmits, saveError, saving, shownError, set, touch, submit };
}
