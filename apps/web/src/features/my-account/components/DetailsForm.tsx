import type { CustomerDetails } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../components/ui/Spinner';
import { FormTextField } from '../../checkout';
import { useDetailsForm } from '../hooks/use-details-form';
import type { DetailsTextField } from '../utils/details-form';
import { SectionNotice } from './SectionStates';

const TEXT_FIELDS: ReadonlyArray<{ field: DetailsTextField; type: 'text' | 'email' | 'date'; autoComplete: string; maxLength?: number }> = [
  { field: 'firstName', type: 'text', autoComplete: 'given-name', maxLength: 60 },
  { field: 'lastName', type: 'text', autoComplete: 'family-name', maxLength: 60 },
  { field: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { field: 'address', type: 'text', autoComplete: 'street-address', maxLength: 120 },
  { field: 'city', type: 'text', autoComplete: 'address-level2', maxLength: 60 },
  { field: 'dateOfBirth', type: 'date', autoComplete: 'bday' },
];

/** The personal details form (spec 3 Customer): names, e-mail, address, city, date of birth and the two consents. */
export function DetailsForm({ details }: { details: CustomerDetails }) {
  const form = useDetailsForm(details);
  return (
    <form
      className="my-account__form"
      noValidate
      data-testid="my-details-form"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <div className="my-account__fields">
        {TEXT_FIELDS.map(({ field, type, autoComplete, maxLength }) => (
          <FormTextField
            key={field}
            id={`my-details-${field}`}
            label={<FormattedMessage id={`myAccount.details.${field}`} />}
            value={form.values[field]}
            required={false}
            error={form.errors[field] ?? null}
            type={type}
            autoComplete={autoComplete}
            maxLength={maxLength}
            testId={`my-details-${field}`}
            onChange={(v) => form.set(field, v)}
          />
        ))}
      </div>
      <fieldset className="my-account__consents">
        <legend className="field__label">
          <FormattedMessage id="myAccount.details.consent" />
        </legend>
        {(['isEmailAllowed', 'isSmsAllowed'] as const).map((field) => (
          <label key={field} className="my-account__check">
            <input
              type="checkbox"
              checked={form.values[field]}
              data-testid={`my-details-${field}`}
              onChange={(e) => form.set(field, e.target.checked)}
            />
            <FormattedMessage id={`myAccount.details.${field}`} />
          </label>
        ))}
      </fieldset>
      {form.failure && (
        <p role="alert" className="field__error" data-testid="my-details-error">
          {form.failure}
        </p>
      )}
      <SectionNotice text={form.notice} />
      <div className="my-account__actions">
        <button type="submit" className="button button--primary" disabled={form.saving} data-testid="my-details-save">
          {form.saving && <Spinner />}
          <FormattedMessage id="myAccount.details.save" />
        </button>
      </div>
    </form>
  );
}
