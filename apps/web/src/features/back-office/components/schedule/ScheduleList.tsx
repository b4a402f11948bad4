import type { ScheduleResponse, StaffPresentation } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import { formatBusinessDate } from '../../../../lib/format/date-time';
import { useLocale } from '../../../../lib/i18n/locale-context';

/** The presentations the filters leave (or a line saying none match), each with its film, hall and state, and Change time, Ticket types and Cancel while scheduled. */
export function ScheduleList({
  schedule,
  onCancel,
  onEdit,
  onTicketTypes,
}: {
  schedule: ScheduleResponse;
  onCancel(p: StaffPresentation): void;
  onEdit(p: StaffPresentation): void;
  onTicketTypes(p: StaffPresentation): void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const he = locale === 'he';
  const film = (id: number) => schedule.features.find((f) => f.id === id);
  const hall = (id: number) => schedule.venues.find((v) => v.id === id);
  const t = (id: Parameters<typeof intl.formatMessage>[0]['id']) => intl.formatMessage({ id });
  if (schedule.presentations.length === 0) return <p data-testid="schedule-empty">{t('live.schedule.filter.empty')}</p>;
  return (
    <table className="manage-table" data-testid="schedule-list">
      <thead>
        <tr>
          <th scope="col">{t('live.schedule.when')}</th>
          <th scope="col">{t('live.schedule.film')}</th>
          <th scope="col">{t('live.schedule.hall')}</th>
          <th scope="col">{t('live.schedule.state')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('live.schedule.cancel')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {schedule.presentations.map((p) => {
          const f = film(p.featureId);
          const v = hall(p.venueId);
          const name = f ? (he ? f.nameHe : f.nameEn) : String(p.featureId);
          const when = `${formatBusinessDate(p.date, locale)} ${p.time}`;
          return (
            <tr key={p.id} data-testid="schedule-row" data-presentation-id={p.id} data-status={p.status}>
              <td>{when}</td>
              <th scope="row">{name}</th>
              <td>{v ? (he ? v.nameHe : v.nameEn) : ''}</td>
              <td>{t(p.status === 'cancelled' ? 'live.schedule.cancelled' : 'live.schedule.scheduled')}</td>
              <td>
                {p.status === 'scheduled' && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    data-testid="schedule-edit"
                    onClick={() => onEdit(p)}
                  >
                    <span aria-hidden="true">{t('live.schedule.edit')}</span>
                    <span className="visually-hidden">{intl.formatMessage({ id: 'live.schedule.editNamed' }, { name, when })}</span>
                  </button>
                )}
                {p.status === 'scheduled' && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    data-testid="schedule-ticket-types"
                    onClick={() => onTicketTypes(p)}
                  >
                    <span aria-hidden="true">{t('live.schedule.ticketTypesButton')}</span>
                    <span className="visually-hidden">{intl.formatMessage({ id: 'live.schedule.ticketTypesNamed' }, { name, when })}</span>
                  </button>
                )}
                {p.status === 'scheduled' && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    data-testid="schedule-cancel"
                    onClick={() => onCancel(p)}
                  >
                    <span aria-hidden="true">{t('live.schedule.cancel')}</span>
                    <span className="visually-hidden">{intl.formatMessage({ id: 'live.schedule.cancelNamed' }, { name, when })}</span>
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
