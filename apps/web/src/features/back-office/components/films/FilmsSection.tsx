import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useFilms } from '../../hooks/use-films';
import type { SectionProps } from '../../sections';
import { EMPTY_FILM, filmDraftOf } from '../../utils/film-draft';
import { FilmForm } from './FilmForm';
import { FilmMedia } from './FilmMedia';
import { FilmList } from './FilmList';

/** Films and events (issue 13): the business's list and the form of a new one or of the one chosen for editing. */
export function FilmsSection({ businessId }: SectionProps) {
  const { query, save } = useFilms(businessId);
  const [editing, setEditing] = useState<number | null>(null);
  if (query.isError) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <MonitorLoading />;
  const { features, categories } = query.data;
  const film = editing === null ? undefined : features.find((f) => f.id === editing);
  const choose = (id: number | null) => {
    save.reset();
    setEditing(id);
  };
  return (
    <>
      <section className="manage-panel" aria-labelledby="manage-film-form-title">
        <h2 id="manage-film-form-title" className="manage-panel__title">
          <FormattedMessage id={film ? 'live.films.editTitle' : 'live.films.addTitle'} values={{ name: film?.nameHe ?? '' }} />
        </h2>
        <FilmForm
          key={film ? `${film.id}:${JSON.stringify(film)}` : 'new'}
          initial={film ? filmDraftOf(film) : EMPTY_FILM}
          categories={categories}
          onSave={(input) => save.mutate({ id: film?.id ?? null, input }, { onSuccess: (saved) => setEditing(saved.id) })}
          state={save}
        />
        {film && (
          <button type="button" className="button button--secondary" data-testid="film-new" onClick={() => choose(null)}>
            <FormattedMessage id="live.films.addAnother" />
          </button>
        )}
      </section>
      {film && <FilmMedia key={film.id} businessId={businessId} featureId={film.id} />}
      <section className="manage-panel" aria-labelledby="manage-films-title">
        <h2 id="manage-films-title" className="manage-panel__title">
          <FormattedMessage id="live.manage.section.films" />
        </h2>
        <FilmList films={features} editing={editing} onEdit={choose} />
      </section>
    </>
  );
}
