import type { StaffWaiverPresentation } from '@kupa/contracts';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LiveSection } from '../common/LiveSection';

/** One session: how many orders' waivers are complete, and each order with its signed tickets and guardians. */
export function WaiverSessionTable({ presentation: p }: { presentation: StaffWaiverPresentation }) {
  const intl = useIntl();
  const captionId = useId();
  const time = p.dateTime.split(' ')[1] ?? p.dateTime;
  const title = intl.formatMessage(
    { id: 'live.waivers.sessionTitle' },
    { feature: p.featureName, venue: p.venueName, location: p.locationName, time },
  );
  return (
    <LiveSection title={title} testId="waiver-session">
      <p className="live-section__note" data-testid="waiver-session-summary">
        <FormattedMessage id="live.waivers.summary" values={{ complete: p.completeReservations, incomplete: p.incompleteReservations }} />
      </p>
      <div className="data-table">
        <div className="data-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="data-table__table">
            <caption id={captionId} className="visually-hidden">
              {title}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="live.waivers.col.order" />
                </th>
                <th scope="col">
                  <FormattedMessage id="live.waivers.col.customer" />
                </th>
                <th scope="col">
                  <FormattedMessage id="live.waivers.col.signed" />
                </th>
                <th scope="col">
                  <FormattedMessage id="live.waivers.col.status" />
                </th>
                <th scope="col">
                  <FormattedMessage id="live.waivers.col.guardians" />
                </th>
              </tr>
            </thead>
            <tbody>
              {p.reservations.map((r) => (
                <tr key={r.reservationIdentifier} data-testid="waiver-order-row" data-complete={r.complete}>
                  <td dir="ltr">{r.reservationIdentifier}</td>
                  <td>{r.customerName}</td>
                  <td>
                    <FormattedMessage id="live.waivers.signedOf" values={{ signed: r.signedTickets, tickets: r.tickets }} />
                  </td>
                  <td className={r.complete ? 'waiver-status waiver-status--complete' : 'waiver-status'}>
                    <FormattedMessage id={r.complete ? 'live.waivers.complete' : 'live.waivers.incomplete'} />
                  </td>
                  <td>{r.guardians.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </LiveSection>
  );
}
