import type { FieldRule } from '@kupa/domain';
import type { CheckoutPageMessageKey as MessageKey } from '../../../../i18n/checkout/en';

/** One broken rule of one field (the domain's FieldError, or a check of the dialogs' own fields). */
export interface FieldErrorLike {
  field: string;
  rule: FieldRule;
  min?: number;
  max?: number;
}

/** A message id of the catalogue plus its ICU values. */
export interface MessageRef {
  id: MessageKey;
  values?: Record<string, string | number>;
}

const RULE_MESSAGES: Record<FieldRule, MessageKey> = {
  required: 'customer.validation.required',
  lettersOnly: 'customer.validation.lettersOnly',
  email: 'customer.validation.email',
  minLength: 'customer.validation.minLength',
  maxLength: 'customer.validation.maxLength',
  digitsOnly: 'customer.validation.digitsOnly',
  invalid: 'customer.validation.invalid',
  mismatch: 'customer.validation.mismatch',
};

/** The generic message of spec 5 for a broken rule; the mismatch of the two verification copies names what differs. */
export function fieldErrorMessage(error: FieldErrorLike): MessageRef {
  if (error.rule === 'mismatch' && error.field === 'verifyMobileNumber') return { id: 'customer.validation.mobileMismatch' };
  if (error.rule === 'mismatch' && error.field === 'verifyEmailAddress') return { id: 'customer.validation.emailMismatch' };
  if (error.rule === 'minLength') return { id: RULE_MESSAGES.minLength, values: { min: error.min ?? 0 } };
  if (error.rule === 'maxLength') return { id: RULE_MESSAGES.maxLength, values: { max: error.max ?? 0 } };
  return { id: RULE_MESSAGES[error.rule] };
}

/** The first error of each field (a field shows one message at a time). */
export function firstErrorPerField<E extends FieldErrorLike>(errors: readonly E[]): Map<string, E> {
  const byField = new Map<string, E>();
  for (const error of errors) if (!byField.has(error.field)) byField.set(error.field, error);
  return byField;
}

/** The errors in the order the fields are shown, so the summary and the focus follow the page. */
export function errorsInFieldOrder<E extends FieldErrorLike>(errors: readonly E[], order: readonly string[]): E[] {
  const byField = firstErrorPerField(errors);
  return order.flatMap((field) => {
    const error = byField.get(field);
    return error ? [error] : [];
  });
}
