import type { FeatureInput, StaffFeaturesResponse } from '@kupa/contracts';
import { FEATURE_KINDS } from '@kupa/domain';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { filmInputOf, type FilmDraft, type FilmTextField } from '../../utils/film-draft';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextFields } from '../TextField';
import { useDraftForm } from '../../hooks/use-draft-form';

const TEXTS: ReadonlyArray<
  readonly [FilmTextField, LiveMessageKey, Partial<{ multiline: true; lang: 'he' | 'en'; inputMode: 'numeric' | 'url' }>]
> = [
  ['nameHe', 'live.films.nameHe', { lang: 'he' }],
  ['nameEn', 'live.films.nameEn', { lang: 'en' }],
  ['synopsisHe', 'live.films.synopsisHe', { lang: 'he', multiline: true }],
  ['synopsisEn', 'live.films.synopsisEn', { lang: 'en', multiline: true }],
  ['durationMinutes', 'live.films.duration', { inputMode: 'numeric' }],
  ['ratingName', 'live.films.rating', {}],
  ['language', 'live.films.language', {}],
  ['subtitles', 'live.films.subtitles', {}],
  ['dubbing', 'live.films.dubbing', {}],
  ['director', 'live.films.director', {}],
  ['actors', 'live.films.actors', {}],
  ['releaseYear', 'live.films.releaseYear', { inputMode: 'numeric' }],
  ['trailerUrl', 'live.films.trailerUrl', { inputMode: 'url' }],
];

/** A film or event's form: texts in both languages and the details customers see; a refused save keeps the draft. */
export function FilmForm({
  initial,
  categories,
  onSave,
  state,
}: {
  initial: FilmDraft;
  categories: StaffFeaturesResponse['categories'];
  onSave(input: FeatureInput): void;
  state: SaveState;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const { draft, change, submit, problem } = useDraftForm({ initial, read: filmInputOf, state, onSave });
  const categoryName = (c: StaffFeaturesResponse['categories'][number]) => (locale === 'he' ? c.nameHe : c.nameEn);
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="film-form">
      <div className="manage-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-kind`}>
            <FormattedMessage id="live.films.kind" />
          </label>
          <select
            id={`${id}-kind`}
            className="field__control"
            value={draft.kind}
            data-testid="film-kind"
            onChange={(e) => change({ ...draft, kind: e.target.value as FilmDraft['kind'] })}
          >
            {FEATURE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {intl.formatMessage({ id: kind === 'film' ? 'live.films.kind.film' : 'live.films.kind.event' })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-category`}>
            <FormattedMessage id="live.films.category" />
          </label>
          <select
            id={`${id}-category`}
            className="field__control"
            value={draft.categoryId}
            data-testid="film-category"
            aria-invalid={problem === 'categoryId' || undefined}
            onChange={(e) => change({ ...draft, categoryId: e.target.value })}
          >
            <option value="">{intl.formatMessage({ id: 'live.films.noCategory' })}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {categoryName(c)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="manage-form__row">
        <TextFields specs={TEXTS} draft={draft} problem={problem} onChange={change} testIdPrefix="film" />
      </div>
      <label className="manage-form__check">
        <input
          type="checkbox"
          checked={draft.is3d}
          data-testid="film-is3d"
          onChange={(e) => change({ ...draft, is3d: e.target.checked })}
        />
        <FormattedMessage id="live.films.is3d" />
      </label>
      <SaveBar state={state} testId="film" />
    </form>
  );
}
