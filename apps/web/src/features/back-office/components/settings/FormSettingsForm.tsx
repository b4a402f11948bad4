import { FORM_FIELDS, type FormField, type FormSettings } from '@kupa/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { refusedFieldOf } from '../../utils/field-error';
import { FORM_FLAGS, withIncluded, withRequired, type FormFlag } from '../../utils/form-draft';
import { SaveBar, type SaveState } from '../SaveBar';

const fieldLabel = (field: FormField): LiveMessageKey => `live.forms.field.${field}`;
const flagLabel = (flag: FormFlag): LiveMessageKey => `live.forms.flag.${flag}`;

/** One customer form configuration: every field shown and/or required, the options and the terms in both languages. */
export function FormSettingsForm({
  initial,
  onSave,
  state,
}: {
  initial: FormSettings;
  onSave(form: FormSettings): void;
  state: SaveState;
}) {
  const intl = useIntl();
  const id = useId();
  const [form, setForm] = useState(initial);
  const refused = state.isPending ? null : refusedFieldOf(state.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(form);
  };
  const terms = (lang: 'he' | 'en', value: string) =>
    setForm({ ...form, additionalTerms: { ...form.additionalTerms, [lang]: value || null } });
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="form-settings">
      <table className="manage-table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'live.forms.field' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'live.forms.included' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'live.forms.required' })}</th>
          </tr>
        </thead>
        <tbody>
          {FORM_FIELDS.map((field) => {
            const name = intl.formatMessage({ id: fieldLabel(field) });
            const rule = form.fields[field];
            return (
              <tr key={field} data-testid={`form-field-${field}`}>
                <th scope="row">{name}</th>
                <td>
                  <input
                    type="checkbox"
                    checked={rule.isIncluded}
                    aria-label={intl.formatMessage({ id: 'live.forms.includedFor' }, { field: name })}
                    data-testid={`form-included-${field}`}
                    onChange={(e) => setForm(withIncluded(form, field, e.target.checked))}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    checked={rule.isRequired}
                    aria-label={intl.formatMessage({ id: 'live.forms.requiredFor' }, { field: name })}
                    aria-invalid={refused === `fields.${field}.isRequired` || undefined}
                    data-testid={`form-required-${field}`}
                    onChange={(e) => setForm(withRequired(form, field, e.target.checked))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <fieldset>
        <legend>
          <FormattedMessage id="live.forms.flags" />
        </legend>
        {FORM_FLAGS.map((flag) => (
          <label key={flag} className="manage-form__check">
            <input
              type="checkbox"
              checked={form[flag]}
              data-testid={`form-flag-${flag}`}
              onChange={(e) => setForm({ ...form, [flag]: e.target.checked })}
            />
            <FormattedMessage id={flagLabel(flag)} />
          </label>
        ))}
      </fieldset>
      {(['he', 'en'] as const).map((lang) => (
        <div key={lang} className="field">
          <label className="field__label" htmlFor={`${id}-terms-${lang}`}>
            <FormattedMessage id={lang === 'he' ? 'live.forms.termsHe' : 'live.forms.termsEn'} />
          </label>
          <textarea
            id={`${id}-terms-${lang}`}
            className="field__control"
            dir={lang === 'he' ? 'rtl' : 'ltr'}
            lang={lang}
            rows={3}
            value={form.additionalTerms[lang] ?? ''}
            data-testid={`form-terms-${lang}`}
            aria-invalid={refused === `additionalTerms.${lang}` || undefined}
            onChange={(e) => terms(lang, e.target.value)}
          />
        </div>
      ))}
      <SaveBar state={state} testId="form" />
    </form>
  );
}
