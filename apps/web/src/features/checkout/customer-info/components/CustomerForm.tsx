import type { FormConfiguration } from '@kupa/contracts';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '../../../../components/ui/Spinner';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import type { CheckoutStepProps } from '../../flow/checkout-types';
import { useCustomer } from '../../member-login/hooks/use-customer';
import {
  customerFieldPresence,
  fillEmptyFields,
  includedCustomerFields,
  initialCustomerValues,
  TEXT_FIELD_LOOK,
  toCustomerInfo,
  type CustomerField,
  type CustomerFormValues,
} from '../utils/customer-fields';
import { customerFormErrors } from '../utils/customer-validation';
import { errorsInFieldOrder, fieldErrorMessage, firstErrorPerField } from '../utils/field-errors';
import { CheckField } from './CheckField';
import { ErrorSummary } from './ErrorSummary';
import { FormTextField } from './FormTextField';

const MAX_LENGTHS: Partial<Record<CustomerField, number>> = {
  firstName: 60,
  lastName: 60,
  ssn: 9,
  email: 254,
  verifyEmailAddress: 254,
  mobileNumber: 20,
  verifyMobileNumber: 20,
  address1: 120,
  address2: 120,
  city: 60,
  postalCode: 7,
};

/** What the customer form needs of its page (the ticket flow or an item order's checkout). */
export type CustomerFormProps = Pick<CheckoutStepProps, 'cart' | 'updateCart' | 'syncing' | 'onNext' | 'onBack'>;

/** The customer details form of one configuration: validates on blur and on submit, then stores customerInfo in the cart. */
export function CustomerForm({ config, cart, updateCart, syncing, onNext, onBack }: CustomerFormProps & { config: FormConfiguration }) {
  const intl = useIntl();
  const id = useId();
  const { customer } = useCustomer();
  const failureText = useFailureText();
  const [values, setValues] = useState<CustomerFormValues>(() => initialCustomerValues(config, cart.customerInfo, customer));
  const [touched, setTouched] = useState<ReadonlySet<CustomerField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  /** Counts failed submits: each one shows the summary and moves focus to it. */
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
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
  const fieldId = (field: CustomerField) => `${id}-${field}`;
  const set = <F extends CustomerField>(field: F, value: CustomerFormValues[F]) => setValues((v) => ({ ...v, [field]: value }));
  const touch = (field: CustomerField) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const label = (field: CustomerField) => intl.formatMessage({ id: `customer.field.${field}` as const });
  /** The summary names the two checkboxes shortly rather than by their whole sentence. */
  const summaryLabel = (field: CustomerField) =>
    field === 'terms'
      ? intl.formatMessage({ id: 'customer.field.termsShort' })
      : field === 'isMailingAllowed'
        ? intl.formatMessage({ id: 'customer.field.isMailingAllowedShort' })
        : label(field);

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);

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

  const summaryItems = submitted
    ? errorsInFieldOrder(errors, fields).map((error) => ({
        targetId: fieldId(error.field as CustomerField),
        text: (
          <FormattedMessage
            id="customer.form.summaryItem"
            values={{
              field: summaryLabel(error.field as CustomerField),
              message: intl.formatMessage({ id: fieldErrorMessage(error).id }, fieldErrorMessage(error).values),
            }}
          />
        ),
      }))
    : [];
  const busy = saving || syncing;

  return (
    <form className="checkout-form" noValidate onSubmit={(e) => void submit(e)} data-testid="customer-form" aria-busy={busy}>
      {failedSubmits > 0 && <ErrorSummary ref={summaryRef} items={summaryItems} testId="customer-error-summary" />}
      <p className="checkout-form__note">
        <FormattedMessage id="customer.form.requiredNote" />
      </p>
      <div className="checkout-form__grid">
        {fields.map((field) => {
          const presence = customerFieldPresence(config, field);
          if (field === 'isMailingAllowed') {
            return (
              <CheckField
                key={field}
                id={fieldId(field)}
                label={<FormattedMessage id="customer.field.isMailingAllowed" />}
                checked={values.isMailingAllowed}
                required={false}
                error={null}
                testId="customer-isMailingAllowed"
                onChange={(checked) => set('isMailingAllowed', checked)}
              />
            );
          }
          if (field === 'terms') {
            return (
              <CheckField
                key={field}
                id={fieldId(field)}
                label={<FormattedMessage id="customer.field.terms" />}
                checked={values.terms}
                required={presence.required}
                error={shownError('terms')}
                details={config.additionalTerms ?? undefined}
                testId="customer-terms"
                onChange={(checked) => {
                  set('terms', checked);
                  touch('terms');
                }}
                onBlur={() => touch('terms')}
              />
            );
          }
          if (field === 'location') {
            const error = shownError('location');
            return (
              <div className="field" key={field}>
                <label className={`field__label${presence.required ? ' field__label--required' : ''}`} htmlFor={fieldId(field)}>
                  {label(field)}
                </label>
                <select
                  id={fieldId(field)}
                  className="field__control"
                  value={values.location}
                  required={presence.required}
                  aria-required={presence.required}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${fieldId(field)}-error` : undefined}
                  data-testid="customer-location"
                  onChange={(e) => set('location', e.target.value)}
                  onBlur={() => touch('location')}
                >
                  <option value="">{intl.formatMessage({ id: 'customer.field.locationChoose' })}</option>
                  {config.locations.map((l) => (
                    <option key={l.value} value={String(l.value)}>
                      {l.text}
                    </option>
                  ))}
                </select>
                <span id={`${fieldId(field)}-error`} className="field__error" aria-live="polite" data-testid="customer-location-error">
                  {error && <FormattedMessage id={error.id} values={error.values} />}
                </span>
              </div>
            );
          }
          const look = TEXT_FIELD_LOOK[field];
          return (
            <FormTextField
              key={field}
              id={fieldId(field)}
              label={label(field)}
              value={values[field]}
              required={presence.required}
              error={shownError(field)}
              type={look.type}
              autoComplete={look.autoComplete}
              inputMode={look.inputMode}
              maxLength={MAX_LENGTHS[field]}
              testId={`customer-${field}`}
              onChange={(value) => set(field, value)}
              onBlur={() => touch(field)}
            />
          );
        })}
      </div>
      {saveError !== null && (
        <p className="checkout-alert" role="alert" data-testid="customer-save-error">
          {failureText(saveError)}
        </p>
      )}
      <div className="checkout-actions">
        <button type="button" className="button button--secondary" data-testid="customer-back" onClick={onBack} disabled={busy}>
          <FormattedMessage id="customer.back" />
        </button>
        <button type="submit" className="button button--primary" data-testid="customer-submit" disabled={busy} aria-disabled={busy}>
          {busy && <Spinner />}
          <FormattedMessage id={busy ? 'customer.saving' : 'customer.continue'} />
        </button>
      </div>
    </form>
  );
}
