import { FORM_TYPES, type FormType } from '@kupa/contracts';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useFormSettings } from '../../hooks/use-form-settings';
import { FormSettingsForm } from './FormSettingsForm';

const typeLabel = (formType: FormType): LiveMessageKey => `live.forms.type.${formType}`;

/** The customer forms of spec 3, one form type at a time. */
export function FormsEditor({ businessId }: { businessId: number }) {
  const id = useId();
  const [formType, setFormType] = useState<FormType>('order');
  const { query, save } = useFormSettings(businessId, formType);
  return (
    <section className="manage-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="manage-panel__title">
        <FormattedMessage id="live.forms.title" />
      </h2>
      <div className="field back-office__business">
        <label className="field__label" htmlFor={`${id}-type`}>
          <FormattedMessage id="live.forms.formType" />
        </label>
        <select
          id={`${id}-type`}
          className="field__control"
          value={formType}
          data-testid="form-type"
          onChange={(e) => {
            save.reset();
            setFormType(e.target.value as FormType);
          }}
        >
          {FORM_TYPES.map((type) => (
            <FormattedMessage key={type} id={typeLabel(type)}>
              {(text) => <option value={type}>{text}</option>}
            </FormattedMessage>
          ))}
        </select>
      </div>
      {query.data ? (
        <FormSettingsForm
          key={`${formType}:${JSON.stringify(query.data)}`}
          initial={query.data}
          onSave={(f) => save.mutate(f)}
          state={save}
        />
      ) : query.isError ? (
        <MonitorError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <MonitorLoading />
      )}
    </section>
  );
}
