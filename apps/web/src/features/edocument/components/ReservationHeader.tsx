import type { ReservationSummary } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';

/** The page heading, the order number (never mirrored) and the name on the order, with the Print button. */
export function ReservationHeader({ reservation }: { reservation: ReservationSummary }) {
  return (
    <header className="edocument-header">
      <div className="edocument-header__text">
        <h1 className="edocument-header__title">
          <FormattedMessage id="edocument.title" />
        </h1>
        <dl className="edocument-facts edocument-facts--order">
          <div className="edocument-fact">
            <dt>
              <FormattedMessage id="edocument.reservationNumber" />
            </dt>
            <dd className="edocument-header__number">
              <bdi dir="ltr" data-testid="edocument-reservation-number">
                {reservation.reservationIdentifier}
              </bdi>
            </dd>
          </div>
          {reservation.customerName !== null && reservation.customerName.trim() !== '' && (
            <div className="edocument-fact">
              <dt>
                <FormattedMessage id="edocument.customerName" />
              </dt>
              <dd>{reservation.customerName}</dd>
            </div>
          )}
        </dl>
      </div>
      <button type="button" className="button button--primary no-print" onClick={() => window.print()} data-testid="edocument-print">
        <PrinterIcon />
        <FormattedMessage id="edocument.print" />
      </button>
    </header>
  );
}

function PrinterIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 3h10v4H7zM5 8h14a2 2 0 0 1 2 2v6h-4v5H7v-5H3v-6a2 2 0 0 1 2-2zm4 8v3h6v-3zm8-5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z"
      />
    </svg>
  );
}
