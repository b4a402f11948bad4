import type { StaffFeature } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';

/** The business's films and events, each with its Edit button; the one being edited is marked. */
export function FilmList({ films, editing, onEdit }: { films: readonly StaffFeature[]; editing: number | null; onEdit(id: number): void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const name = (f: StaffFeature) => (locale === 'he' ? f.nameHe : f.nameEn);
  return (
    <table className="manage-table" data-testid="film-list">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'live.films.name' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.films.duration' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.films.rating' })}</th>
          <th scope="col">
            <span className="visually-hidden">{intl.formatMessage({ id: 'live.films.edit' })}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {films.map((f) => (
          <tr key={f.id} data-testid="film-row" data-film-id={f.id} aria-current={f.id === editing || undefined}>
            <th scope="row">{name(f)}</th>
            <td>{f.durationMinutes}</td>
            <td>{f.ratingName}</td>
            <td>
              <button type="button" className="button button--secondary button--small" onClick={() => onEdit(f.id)}>
                <span aria-hidden="true">{intl.formatMessage({ id: 'live.films.edit' })}</span>
                <span className="visually-hidden">{intl.formatMessage({ id: 'live.films.editNamed' }, { name: name(f) })}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
