import type { WaiverPage } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '../../../lib/api/api-error';
import { useFailureText } from '../../../lib/i18n/use-error-text';
import { useWaiverForm } from '../hooks/use-waiver-form';
import { unsignedTickets } from '../utils/waiver-form';
import { ChildFields } from './ChildFields';
import { DeclarationsFields } from './DeclarationsFields';
import { SignaturePad } from './SignaturePad';
import { TextField } from './TextField';

interface WaiverFormProps {
  waiver: WaiverPage;
  documentKey: string;
  onSigned(): void;
}

/** The waiver form (spec 2 "Waiver page: add child, clear signature"): guardian, children, declarations, signature. */
export function WaiverForm({ waiver, documentKey, onSigned }: WaiverFormProps) {
  const intl = useIntl();
  const failureText = useFailureText();
  const form = useWaiverForm(waiver, documentKey, onSigned);
  const { guardian } = form.values;
  const hasProblems = Object.keys(form.problems).length > 0;
  const refusal = form.sign.isError ? failureText(form.sign.error) : null;
  const tickets = unsignedTickets(waiver.tickets);
  return (
    <form
      className="waiver__form checkout-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby="waiver-form-title"
      data-testid="waiver-form"
    >
      <h2 id="waiver-form-title" className="waiver__subtitle">
        <FormattedMessage id="waiver.form.title" />
      </h2>
      <fieldset className="waiver__section checkout-form__grid">
        <legend className="waiver__legend">
          <FormattedMessage id="waiver.guardian.title" />
        </legend>
        <TextField
          path="guardian.firstName"
          label="waiver.field.firstName"
          autoComplete="given-name"
          value={guardian.firstName}
          onValue={(v) => form.setGuardian('firstName', v)}
          problem={form.problems['guardian.firstName']}
        />
        <TextField
          path="guardian.lastName"
          label="waiver.field.lastName"
          autoComplete="family-name"
          value={guardian.lastName}
          onValue={(v) => form.setGuardian('lastName', v)}
          problem={form.problems['guardian.lastName']}
        />
        <TextField
          path="guardian.ssn"
          label="waiver.field.ssn"
          inputMode="numeric"
          dir="ltr"
          value={guardian.ssn}
          onValue={(v) => form.setGuardian('ssn', v)}
          problem={form.problems['guardian.ssn']}
          refused={form.serverPath === 'guardian.ssn'}
        />
        <TextField
          path="guardian.mobileNumber"
          label="waiver.field.mobileNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          value={guardian.mobileNumber}
          onValue={(v) => form.setGuardian('mobileNumber', v)}
          problem={form.problems['guardian.mobileNumber']}
        />
      </fieldset>
      <section className="waiver__section" aria-labelledby="waiver-children-title">
        <h3 id="waiver-children-title" className="waiver__legend">
          <FormattedMessage id="waiver.children.title" />
        </h3>
        {form.values.children.map((child, index) => (
          <ChildFields key={child.key} form={form} index={index} tickets={tickets} />
        ))}
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={!form.canAddChild}
          aria-describedby={form.canAddChild ? undefined : 'waiver-no-ticket'}
          onClick={form.addChild}
          data-testid="waiver-add-child"
        >
          <FormattedMessage id="waiver.child.add" />
        </button>
        {!form.canAddChild && (
          <p id="waiver-no-ticket" className="checkout-form__note">
            <FormattedMessage id="waiver.child.noTicketLeft" />
          </p>
        )}
      </section>
      <DeclarationsFields form={form} waiver={waiver} />
      <SignaturePad
        onChange={form.setSignature}
        typedName={`${guardian.firstName} ${guardian.lastName}`.trim()}
        error={form.problems.signature ? intl.formatMessage({ id: form.problems.signature }) : null}
      />
      {(hasProblems || refusal !== null) && (
        <p
          className="error-summary"
          role="alert"
          data-testid="waiver-error"
          data-code={isApiError(form.sign.error) ? (form.sign.error.code ?? undefined) : undefined}
        >
          {refusal ?? intl.formatMessage({ id: 'waiver.form.checkData' })}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary waiver__submit"
        aria-disabled={form.sign.isPending}
        data-testid="waiver-submit"
      >
        <FormattedMessage id={form.sign.isPending ? 'waiver.submitting' : 'waiver.submit'} />
      </button>
    </form>
  );
}
