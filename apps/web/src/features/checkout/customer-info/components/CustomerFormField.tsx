import type { FormConfiguration } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { useCustomerForm } from '../hooks/use-customer-form';
import { customerFieldPresence, TEXT_FIELD_LOOK, type CustomerField, type CustomerFormValues } from '../utils/customer-fields';
import type { MessageRef } from '../utils/field-errors';
import { CheckField } from './CheckField';
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

type CustomerFormState = ReturnType<typeof useCustomerForm>;

interface CustomerFormFieldProps {
  config: FormConfiguration;
  field: CustomerField;
  /** The control's id (the error summary links to it). */
  id: string;
  values: CustomerFormValues;
  error: MessageRef | null;
  set: CustomerFormState['set'];
  touch: CustomerFormState['touch'];
}

/** One field of the customer form as its kind shows it: the two checkboxes, the location list, or a text input. */
export function CustomerFormField({ config, field, id, values, error, set, touch }: CustomerFormFieldProps) {
  const intl = useIntl();
  const presence = customerFieldPresence(config, field);
  const label = intl.formatMessage({ id: `customer.field.${field}` as const });
  if (field === 'isMailingAllowed') {
    return (
      <CheckField
        id={id}
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
        id={id}
        label={<FormattedMessage id="customer.field.terms" />}
        checked={values.terms}
        required={presence.required}
        error={error}
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
    return (
      <div className="field">
        <label className={`field__label${presence.required ? ' field__label--required' : ''}`} htmlFor={id}>
          {label}
        </label>
        <select
          id={id}
          className="field__control"
          value={values.location}
          required={presence.required}
          aria-required={presence.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
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
        <span id={`${id}-error`} className="field__error" aria-live="polite" data-testid="customer-location-error">
          {error && <FormattedMessage id={error.id} values={error.values} />}
        </span>
      </div>
    );
  }
  const look = TEXT_FIELD_LOOK[field];
  return (
    <FormTextField
      id={id}
      label={label}
      value={values[field]}
      required={presence.required}
      error={error}
      type={look.type}
      autoComplete={look.autoComplete}
      inputMode={look.inputMode}
      maxLength={MAX_LENGTHS[field]}
      testId={`customer-${field}`}
      onChange={(value) => set(field, value)}
      onBlur={() => touch(field)}
    />
  );
}
