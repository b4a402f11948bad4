import type { CommitResponse } from '@kupa/contracts';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../../../components/ui/LocalizedLink';
import { useAppConfig } from '../../../../lib/config/config-context';
import { formatShowDateTime } from '../../../../lib/format/date-time';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { SendTicketsForm } from '../../../edocument';
import { WaiverNotice } from '../../../waiver';
import { confirmationFacts, eTicketPath } from '../utils/confirmation-facts';
import { ConfirmationPresentation } from './ConfirmationPresentation';
import { ConfirmationTotals } from './ConfirmationTotals';
import '../../customer-info/components/checkout-forms.css';
import '../../../../styles/confirmation.css';

interface ConfirmationViewProps {
  result: CommitResponse;
  /** The show's name, for an answer that carries only the identifiers. */
  featureName: string;
  /** 1 on the confirmation's own page, 2 under the order page's header. */
  headingLevel?: 1 | 2;
}

/** The confirmation screen (spec 2): reservation number, tickets and seats, charges, total, how it was paid, the e-ticket. */
export function ConfirmationView({ result, featureName, headingLevel = 2 }: ConfirmationViewProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const id = useId();
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const facts = confirmationFacts(result);
  const r = result.reservation;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="confirmation" aria-labelledby={`${id}-title`} data-testid="confirmation">
      <Heading id={`${id}-title`} ref={headingRef} tabIndex={-1} className="confirmation__title">
        <FormattedMessage id={facts.isHold ? 'confirmation.titleHold' : 'confirmation.title'} />
      </Heading>
      <p className="confirmation__number">
        <FormattedMessage
          id="confirmation.reservationNumber"
          values={{
            number: (
              <strong key="n" dir="ltr" data-testid="confirmation-reservation-number">
                {facts.reservationIdentifier ?? ''}
              </strong>
            ),
          }}
        />
      </p>

      {facts.isHold && (
        <div className="checkout-alert checkout-alert--info confirmation__hold" role="note" data-testid="confirmation-hold-notice">
          <FormattedMessage
            id={facts.holdDeadline ? 'confirmation.holdNotice' : 'confirmation.holdNoticeNoTime'}
            values={{ deadline: facts.holdDeadline ? formatShowDateTime(facts.holdDeadline, locale, timeZone) : '' }}
          />
        </div>
      )}

      {(r?.presentations.length ? r.presentations : []).map((p) => (
        <ConfirmationPresentation key={p.presentationId} idPrefix={id} presentation={p} />
      ))}
      {!r && (
        <p className="confirmation__muted">
          <FormattedMessage id="confirmation.for" values={{ feature: featureName }} />
        </p>
      )}

      {r && <ConfirmationTotals reservation={r} />}

      {facts.documentKey && <WaiverNotice documentKey={facts.documentKey} />}
      {facts.documentKey && (
        <p>
          <LocalizedLink to={eTicketPath(facts.documentKey)} className="button button--primary" data-testid="confirmation-eticket-link">
            <FormattedMessage id="confirmation.eTicket" />
          </LocalizedLink>
        </p>
      )}
      {facts.reservationIdentifier && <SendTicketsForm reservationIdentifier={facts.reservationIdentifier} />}
    </section>
  );
}
