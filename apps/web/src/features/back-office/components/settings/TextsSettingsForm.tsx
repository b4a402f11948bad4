import type { BusinessTexts, TextOverride } from '@kupa/contracts';
import { DEFAULT_LOCALE, MESSAGE_LOCALES } from '@kupa/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { refusedFieldOf } from '../../utils/field-error';
import { newOverride, refusedOverrideOf, toggledLanguage } from '../../utils/texts-draft';
import { FieldProblem } from '../FieldProblem';
import { SaveBar, type SaveState } from '../SaveBar';
import { OverrideRow } from './OverrideRow';

/**
 * The languages a business offers and the texts it replaces (ADR 0017). What the user types stays until the server
 * accepts it; a refused save marks the row it names.
 */
export function TextsSettingsForm({
  initial,
  onSave,
  state,
}: {
  initial: BusinessTexts;
  onSave(texts: BusinessTexts): void;
  state: SaveState;
}) {
  const id = useId();
  const [draft, setDraft] = useState<BusinessTexts>(initial);
  const refused = state.isPending ? null : refusedFieldOf(state.error);
  const refusedRow = refusedOverrideOf(refused);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...draft, overrides: draft.overrides.map((o) => ({ ...o, text: o.text.trim() })) });
  };
  const setOverride = (index: number, next: TextOverride | null) =>
    setDraft({
      ...draft,
      overrides: next === null ? draft.overrides.filter((_, i) => i !== index) : draft.overrides.map((o, i) => (i === index ? next : o)),
    });
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="texts-settings">
      <fieldset data-testid="languages" aria-describedby={refused?.startsWith('languages') ? `${id}-languages-problem` : undefined}>
        <legend>
          <FormattedMessage id="live.settings.languages" />
        </legend>
        <p className="field__hint">
          <FormattedMessage id="live.settings.languages.hint" />
        </p>
        {MESSAGE_LOCALES.map((locale) => (
          <label key={locale} className="manage-form__check" lang={locale}>
            <input
              type="checkbox"
              checked={draft.languages.includes(locale)}
              disabled={locale === DEFAULT_LOCALE}
              data-testid={`language-${locale}`}
              onChange={(e) => setDraft({ ...draft, languages: toggledLanguage(draft.languages, locale, e.target.checked) })}
            />
            <FormattedMessage id={`language.${locale}`} />
          </label>
        ))}
        <FieldProblem id={`${id}-languages-problem`} shown={refused?.startsWith('languages') ?? false} />
      </fieldset>
      <fieldset data-testid="overrides">
        <legend>
          <FormattedMessage id="live.settings.overrides" />
        </legend>
        <p className="field__hint">
          <FormattedMessage id="live.settings.overrides.hint" />
        </p>
        {draft.overrides.length === 0 ? (
          <p data-testid="overrides-empty">
            <FormattedMessage id="live.settings.overrides.empty" />
          </p>
        ) : (
          draft.overrides.map((override, index) => (
            <OverrideRow
              // Rows have no id of their own; the position is what a refusal names.
              key={index}
              index={index}
              override={override}
              languages={draft.languages}
              refused={refusedRow === index}
              onChange={(next) => setOverride(index, next)}
            />
          ))
        )}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setDraft({ ...draft, overrides: [...draft.overrides, newOverride(draft)] })}
        >
          <FormattedMessage id="live.settings.override.add" />
        </button>
      </fieldset>
      <SaveBar state={state} testId="texts-settings" />
    </form>
  );
}
