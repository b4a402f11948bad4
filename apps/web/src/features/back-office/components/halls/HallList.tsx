import type { StaffLocation, StaffVenue } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';

interface HallListProps {
  locations: readonly StaffLocation[];
  venues: readonly StaffVenue[];
  onEditLocation(id: number): void;
  onEditVenue(id: number): void;
  onDesign(id: number): void;
}

/** The business's locations and halls, each with its Edit button; a hall also opens its seat plans. */
export function HallList({ locations, venues, onEditLocation, onEditVenue, onDesign }: HallListProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: Parameters<typeof intl.formatMessage>[0]['id'], values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const name = (x: { nameHe: string; nameEn: string }) => (locale === 'he' ? x.nameHe : x.nameEn);
  return (
    <>
      <table className="manage-table" data-testid="location-list">
        <caption className="visually-hidden">{t('live.halls.locations')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('live.halls.location')}</th>
            <th scope="col">{t('live.halls.location.state')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('live.halls.edit')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {locations.map((l) => (
            <tr key={l.id} data-testid="location-row" data-location-id={l.id}>
              <th scope="row">{name(l)}</th>
              <td>{t(l.isOffline ? 'live.halls.location.isOffline' : 'live.halls.location.isOnline')}</td>
              <td>
                <button type="button" className="button button--secondary button--small" onClick={() => onEditLocation(l.id)}>
                  <span aria-hidden="true">{t('live.halls.edit')}</span>
                  <span className="visually-hidden">{t('live.halls.editNamed', { name: name(l) })}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="manage-table" data-testid="venue-list">
        <caption className="visually-hidden">{t('live.halls.venues')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('live.halls.venue')}</th>
            <th scope="col">{t('live.halls.location')}</th>
            <th scope="col">{t('live.halls.venue.plan')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('live.halls.edit')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {venues.map((v) => {
            const location = locations.find((l) => l.id === v.locationId);
            return (
              <tr key={v.id} data-testid="venue-row" data-venue-id={v.id}>
                <th scope="row">{name(v)}</th>
                <td>{location ? name(location) : ''}</td>
                <td>{t(v.defaultSeatplanId === null ? 'live.halls.venue.noPlan' : 'live.halls.venue.hasPlan')}</td>
                <td className="manage-table__actions">
                  <button type="button" className="button button--secondary button--small" onClick={() => onEditVenue(v.id)}>
                    <span aria-hidden="true">{t('live.halls.edit')}</span>
                    <span className="visually-hidden">{t('live.halls.editNamed', { name: name(v) })}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    data-testid="venue-design"
                    onClick={() => onDesign(v.id)}
                  >
                    <span aria-hidden="true">{t('live.halls.design')}</span>
                    <span className="visually-hidden">{t('live.halls.designNamed', { name: name(v) })}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
