import type { CommitResponse } from '@kupa/contracts';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../../components/ui/LocalizedLink';
import { useAppConfig } from '../../../../lib/config/config-context';
import { formatBusinessDate, formatShowDateTime } from '../../../../lib/format/date-time';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { SendTicketsForm } from '../../../edocument';
import { confirmationFacts, eTicketPath, splitLocalDateTime } from '../utils/confirmation-facts';
import { paidByMessage } from '../utils/payment-wording';
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
  const intl = useIntl();
  const id = useId();
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const facts = confirmationFacts(result);
  const r = result.reservation;
  const price = (amount: number) => formatPrice(amount, locale);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const when = (dateTime: string) => {
    const parts = splitLocalDateTime(dateTime);
    return parts ? `${formatBusinessDate(parts.date, locale)} ${parts.time}` : dateTime;
  };

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
        <section
          key={p.presentationId}
          className="confirmation__block"
          aria-labelledby={`${id}-p${p.presentationId}`}
          data-testid="confirmation-presentation"
        >
          <h3 id={`${id}-p${p.presentationId}`}>{p.featureName}</h3>
          <p className="confirmation__muted">
            <FormattedMessage id="confirmation.where" values={{ venue: p.venueName, location: p.locationName, when: when(p.dateTime) }} />
          </p>
          {p.entrance && (
            <p className="confirmation__muted">
              <FormattedMessage id="confirmation.entrance" values={{ entrance: p.entrance }} />
            </p>
          )}
          <ul className="confirmation__lines" data-testid="confirmation-tickets">
            {p.tickets.map((t) => (
              <li key={t.ticketIdentifier} className="confirmation__line">
                <span>
                  {t.name}
                  {t.rowName && t.seatName && (
                    <span className="confirmation__seat">
                      <FormattedMessage
                        id={t.sectionName ? 'confirmation.seatInSection' : 'confirmation.seat'}
                        values={{ section: t.sectionName ?? '', row: t.rowName, seat: t.seatName }}
                      />
                    </span>
                  )}
                  {t.addons.length > 0 && (
                    <span className="confirmation__seat">
                      <FormattedMessage id="confirmation.addons" values={{ addons: intl.formatList(t.addons, { type: 'conjunction' }) }} />
                    </span>
                  )}
                </span>
                <span>{price(t.price)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {!r && (
        <p className="confirmation__muted">
          <FormattedMessage id="confirmation.for" values={{ feature: featureName }} />
        </p>
      )}

      {r && (
        <dl className="confirmation__totals" data-testid="confirmation-totals">
          {r.products.map((product) => (
            <div key={product.id} className="confirmation__line">
              <dt>
                <FormattedMessage id="confirmation.product" values={{ name: product.name, quantity: product.quantity }} />
              </dt>
              <dd>{price(product.total)}</dd>
            </div>
          ))}
          <div className="confirmation__line">
            <dt>
              <FormattedMessage id="confirmation.serviceCharge" />
            </dt>
            <dd>{price(r.serviceChargeTotal)}</dd>
          </div>
          {r.bookingFee > 0 && (
            <div className="confirmation__line">
              <dt>
                <FormattedMessage id="confirmation.bookingFee" />
              </dt>
              <dd>{price(r.bookingFee)}</dd>
            </div>
          )}
          <div className="confirmation__line confirmation__line--total">
            <dt>
              <FormattedMessage id="confirmation.total" />
            </dt>
            <dd data-testid="confirmation-total">{price(r.total)}</dd>
          </div>
          {r.paidByVouchers > 0 && (
            <div className="confirmation__line">
              <dt>
                <FormattedMessage id="confirmation.paidByVouchers" />
              </dt>
              <dd>{price(r.paidByVouchers)}</dd>
            </div>
          )}
          {r.paidByCard > 0 && (
            <div className="confirmation__line">
              <dt data-testid="confirmation-paid-by" data-method={r.paymentMethod ?? undefined}>
                <FormattedMessage id={paidByMessage(r)} values={{ last4: r.cardLast4 ?? '' }} />
              </dt>
              <dd>{price(r.paidByCard)}</dd>
            </div>
          )}
        </dl>
      )}

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
