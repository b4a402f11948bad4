import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomerField } from '../utils/customer-fields';
import { errorsInFieldOrder, fieldErrorMessage, type FieldErrorLike } from '../utils/field-errors';
import { ErrorSummary } from './ErrorSummary';

interface CustomerErrorSummaryProps {
  ref: RefObject<HTMLDivElement | null>;
  errors: readonly FieldErrorLike[];
  fields: readonly CustomerField[];
  fieldId(field: CustomerField): string;
}

/** The customer form's error summary: each invalid field in the form's order, linked, with its message. */
export function CustomerErrorSummary({ ref, errors, fields, fieldId }: CustomerErrorSummaryProps) {
  const intl = useIntl();
  /** The summary names the two checkboxes shortly rather than by their whole sentence. */
  const summaryLabel = (field: CustomerField) =>
    field === 'terms'
      ? intl.formatMessage({ id: 'customer.field.termsShort' })
      : field === 'isMailingAllowed'
        ? intl.formatMessage({ id: 'customer.field.isMailingAllowedShort' })
        : intl.formatMessage({ id: `customer.field.${field}` as const });
  const items = errorsInFieldOrder(errors, fields).map((error) => ({
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
  }));
  return <ErrorSummary ref={ref} items={items} testId="customer-error-summary" />;
}
