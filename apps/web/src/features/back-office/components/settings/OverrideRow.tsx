import { TEXT_OVERRIDE_KEYS, MAX_TEXT_OVERRIDE_LENGTH, type TextOverride, type TextOverrideKey } from '@kupa/contracts';
import { directionOf, type MessageLocale } from '@kupa/domain';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { FieldProblem } from '../FieldProblem';

const keyLabel = (key: TextOverrideKey): LiveMessageKey => `live.settings.overrideKey.${key}`;

/** One replaced text: which text, in which language, and the business's own wording; null from onChange removes it. */
export function OverrideRow({
  index,
  override,
  languages,
  refused,
  onChange,
}: {
  index: number;
  override: TextOverride;
  languages: readonly MessageLocale[];
  refused: boolean;
  onChange(next: TextOverride | null): void;
}) {
  const id = useId();
  const intl = useIntl();
  const locales = languages.includes(override.locale) ? languages : [...languages, override.locale];
  return (
    <div className="manage-form__row" data-testid={`override-${index}`}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-key`}>
          <FormattedMessage id="live.settings.override.key" />
        </label>
        <select
          id={`${id}-key`}
          className="field__control"
          value={override.key}
          onChange={(e) => onChange({ ...override, key: e.target.value as TextOverrideKey })}
        >
          {TEXT_OVERRIDE_KEYS.map((key) => (
            <option key={key} value={key}>
              {intl.formatMessage({ id: keyLabel(key) })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-locale`}>
          <FormattedMessage id="live.settings.override.locale" />
        </label>
        <select
          id={`${id}-locale`}
          className="field__control"
          value={override.locale}
          onChange={(e) => onChange({ ...override, locale: e.target.value as MessageLocale })}
        >
          {locales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {intl.formatMessage({ id: `language.${locale}` })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-text`}>
          <FormattedMessage id="live.settings.override.text" />
        </label>
        <input
          id={`${id}-text`}
          className="field__control"
          value={override.text}
          maxLength={MAX_TEXT_OVERRIDE_LENGTH}
          lang={override.locale}
          dir={directionOf(override.locale)}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? `${id}-problem` : undefined}
          onChange={(e) => onChange({ ...override, text: e.target.value })}
        />
        <FieldProblem id={`${id}-problem`} shown={refused} />
      </div>
      <button type="button" className="button button--secondary" onClick={() => onChange(null)}>
        <FormattedMessage id="live.settings.override.remove" />
      </button>
    </div>
  );
}
