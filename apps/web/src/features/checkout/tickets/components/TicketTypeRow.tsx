import type { CartProblem, CartSeat } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../../../lib/format/price';
import { ProblemList } from '../../cart/components/ProblemList';
import { QuantityStepper } from '../../cart/components/QuantityStepper';
import { seatsPerLine, type TicketType } from '../utils/ticket-lines';
import { LineInputs } from './LineInputs';

interface TicketTypeRowProps {
  presentationId: number;
  locale: MessageLocale;
  ticket: TicketType;
  /** The discount code or voucher reference that unlocked this ticket, if one did. */
  code: string | null;
  /** The lines of this ticket (and code), with their index in cart.seats. */
  lines: readonly { line: CartSeat; index: number }[];
  problems: readonly CartProblem[];
  missing: ReadonlySet<string>;
  canAdd: boolean;
  /** The ticket's maximum per order when its lines reached it (+ then says why it cannot add); null otherwise. */
  maximum: number | null;
  /** The price the server says this discount is taken from (its oldPrice), shown struck through; null for none. */
  oldPrice: number | null;
  busy: boolean;
  /** The logged-in customer's points, shown with a points ticket; null when nobody is logged in. */
  pointsBalance: number | null;
  onAdd(): void;
  onRemove(): void;
  onLineChange(index: number, patch: Partial<CartSeat>): void;
}

/** One ticket type of a price level: name, price and handling fee, the quantity stepper, and its lines' inputs. */
export function TicketTypeRow(props: TicketTypeRowProps) {
  const { ticket, code, lines, problems, canAdd, maximum, oldPrice, busy, pointsBalance } = props;
  const intl = useIntl();
  const price = (shekels: number) => formatPrice(shekels, props.locale);
  const testId = code === null ? `ticket-${String(ticket.id)}` : `ticket-${String(ticket.id)}-${code}`;
  const lineIndexes = new Set(lines.map((l) => l.index));
  const rowProblems = problems.filter((p) => p.lineIndex !== undefined && lineIndexes.has(p.lineIndex));
  const descriptionId = `${testId}-about`;
  const limitId = `${testId}-limit`;
  return (
    <li
      className="ticket-row"
      data-testid="ticket-row"
      data-ticket-id={ticket.id}
      data-code={code ?? undefined}
      aria-describedby={descriptionId}
    >
      <div className="ticket-row__main">
        <div className="ticket-row__about" id={descriptionId}>
          <p className="ticket-row__name">{ticket.name}</p>
          {code !== null && (
            <p className="ticket-row__code" data-testid="ticket-row-code">
              <FormattedMessage id="tickets.row.code" values={{ code }} />
            </p>
          )}
          {ticket.description && <p className="ticket-row__description">{ticket.description}</p>}
          <p className="ticket-row__price checkout-inline">
            {ticket.kind === 'loyalty' && ticket.loyaltyPointsPrice !== null ? (
              <FormattedMessage id="tickets.row.points" values={{ points: ticket.loyaltyPointsPrice }} />
            ) : (
              <span data-testid="ticket-row-price">{price(ticket.price)}</span>
            )}
            {oldPrice !== null && (
              <s className="ticket-row__old-price" data-testid="ticket-row-old-price">
                {/* A screen reader does not say "struck through": the words say what the price is. */}
                <span className="visually-hidden">{intl.formatMessage({ id: 'tickets.row.insteadOf' }, { price: price(oldPrice) })}</span>
                <span aria-hidden="true">{price(oldPrice)}</span>
              </s>
            )}
            {ticket.serviceCharge > 0 && (
              <span className="ticket-row__fee">
                <FormattedMessage id="tickets.row.serviceCharge" values={{ amount: price(ticket.serviceCharge) }} />
              </span>
            )}
          </p>
          {ticket.multiplyFactor > 1 && (
            <p className="ticket-row__note">
              <FormattedMessage id="tickets.row.multiplier" values={{ seats: seatsPerLine(ticket) }} />
            </p>
          )}
          {ticket.kind === 'loyalty' && (
            <p className="ticket-row__note" data-testid="ticket-row-points-balance">
              {pointsBalance === null ? (
                <FormattedMessage id="tickets.row.pointsLogin" />
              ) : (
                <FormattedMessage id="tickets.row.pointsBalance" values={{ points: pointsBalance }} />
              )}
            </p>
          )}
          {maximum !== null && (
            <p className="ticket-row__note" id={limitId} data-testid="ticket-row-limit">
              <FormattedMessage id="tickets.row.maximum" values={{ max: maximum }} />
            </p>
          )}
        </div>
        <QuantityStepper
          quantity={lines.length}
          addLabel={intl.formatMessage({ id: 'tickets.add' }, { name: ticket.name })}
          removeLabel={intl.formatMessage({ id: 'tickets.remove' }, { name: ticket.name })}
          canAdd={canAdd}
          addDescribedBy={maximum !== null ? limitId : undefined}
          canRemove={lines.length > 0}
          busy={busy}
          onAdd={props.onAdd}
          onRemove={props.onRemove}
          testId={testId}
        />
      </div>
      <LineInputs
        presentationId={props.presentationId}
        locale={props.locale}
        ticket={ticket}
        lines={lines}
        problems={problems}
        missing={props.missing}
        onChange={props.onLineChange}
      />
      {/* Problems of this ticket's lines that have no inputs to show them beside. */}
      {lines.length > 0 && rowProblems.length > 0 && !ticketHasInputs(ticket) && (
        <ProblemList problems={rowProblems} testId="ticket-row-problems" />
      )}
    </li>
  );
}

function ticketHasInputs(ticket: TicketType): boolean {
  return (
    ticket.kind === 'membership' ||
    ticket.kind === 'memberOnly' ||
    ticket.kind === 'senior' ||
    Boolean(ticket.ref1prompt) ||
    Boolean(ticket.ref2prompt)
  );
}
