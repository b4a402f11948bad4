import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { LocalizedLink } from '../../../../components/ui/LocalizedLink';
import { BusinessTextsProvider } from '../../../../lib/i18n/BusinessTextsProvider';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../../lib/i18n/use-document-title';
import { useErrorCodeText } from '../../../../lib/i18n/use-error-text';
import { readPartnerReturn } from '../../../../lib/referral/partner-return';
import { ReservationLoadStates } from '../../../edocument';
import { useEDocument } from '../../../edocument';
import { parsePresentationId } from '../../../order';
import { confirmationOfReservation } from '../utils/confirmation-facts';
import { ConfirmationView } from './ConfirmationView';
import '../../../../styles/order.css';

/**
 * /order/{presentationId}/confirmation/{documentKey}: the confirmation of a bought order at its own address, so a
 * reload, or Back and Forward, show the order again instead of an empty seat map (issue 14). The e-ticket key is the
 * unguessable secret; the page reads the order as the e-ticket does (GET /api/edocuments/{key}), and shows the texts of
 * the business that sold it as the order page does (ADR 0017).
 */
export function ConfirmationPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const codeText = useErrorCodeText();
  const params = useParams();
  const presentationId = parsePresentationId(params.presentationId);
  const key = params.documentKey?.trim() ?? '';
  const query = useEDocument(key === '' ? null : key, locale);
  // An order that came through a partner's link goes back to the partner's return address (checked by the server).
  const partner = presentationId === null ? null : readPartnerReturn(presentationId);
  const result = query.data;
  // The key must belong to an order of this presentation: another address is no confirmation of it.
  const reservation =
    result?.kind === 'ok' && result.reservation.presentations.some((p) => p.presentationId === presentationId) ? result.reservation : null;
  const notFound = key === '' || presentationId === null || result?.kind === 'notFound' || (result?.kind === 'ok' && !reservation);
  useDocumentTitle(
    reservation
      ? intl.formatMessage({ id: 'edocument.documentTitle' }, { number: reservation.reservationIdentifier })
      : notFound
        ? codeText('RESERVATION_NOT_FOUND')
        : intl.formatMessage({ id: query.isError ? 'edocument.loadError.title' : 'edocument.loading' }),
  );

  return (
    <ReservationLoadStates
      className="order-page"
      testIdPrefix="confirmation"
      notFound={notFound}
      failed={query.isError ? { error: query.error, retry: () => void query.refetch() } : null}
    >
      {reservation ? (
        <BusinessTextsProvider businessId={reservation.businessId}>
          <div className="order-page" data-testid="confirmation-page">
            <ConfirmationView
              result={confirmationOfReservation(reservation)}
              featureName={reservation.presentations[0]?.featureName ?? ''}
              headingLevel={1}
            />
            <p>
              <LocalizedLink
                to={`/order/${String(presentationId)}`}
                className="button button--secondary"
                data-testid="confirmation-new-order"
              >
                <FormattedMessage id="confirmation.newOrder" />
              </LocalizedLink>
              {partner && (
                <a href={partner.returnUrl} className="button button--primary" data-testid="confirmation-partner-return">
                  <FormattedMessage id="order.integration.returnTo" values={{ partner: partner.partnerName }} />
                </a>
              )}
            </p>
          </div>
        </BusinessTextsProvider>
      ) : null}
    </ReservationLoadStates>
  );
}
