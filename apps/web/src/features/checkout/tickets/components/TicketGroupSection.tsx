import type { CartProblem, CartSeat, CustomerInfoView, PricedCart } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { FormattedMessage } from 'react-intl';
import type { UnlockedCode } from '../hooks/use-unlocked-codes';
import { pointsLeft } from '../utils/member-benefits';
import {
  canAddOne,
  maximumReached,
  needsCode,
  ticketOfLine,
  type HeldSeatRef,
  type TicketChoice,
  type TicketGroup,
  type TicketType,
} from '../utils/ticket-lines';
import { TicketTypeRow } from './TicketTypeRow';

interface TicketGroupSectionProps {
  group: TicketGroup;
  groups: TicketGroup[];
  held: HeldSeatRef[];
  heldInGroup: number;
  presentationId: number;
  locale: MessageLocale;
  lines: CartSeat[];
  unlockedCodes: readonly UnlockedCode[];
  problems: CartProblem[];
  missing: ReadonlySet<string>;
  priced: PricedCart | null;
  customer: CustomerInfoView | null;
  onAdd(choice: TicketChoice, ticket: TicketType): void;
  onRemove(choice: TicketChoice): void;
  onLineChange(index: number, patch: Partial<CartSeat>): void;
}

/** One price level's held seats and its ticket types (those unlocked by a code among them), each with its stepper. */
export function TicketGroupSection(props: TicketGroupSectionProps) {
  const { group, groups, held, lines, priced } = props;
  const choices: { ticket: TicketType; code: string | null; maxUses: number | null }[] = [
    ...group.tickets.filter((t) => !needsCode(t)).map((ticket) => ({ ticket, code: null, maxUses: null })),
    ...props.unlockedCodes.flatMap((u) => {
      const ticket = u.ticketGroupId === group.id ? ticketOfLine(groups, u) : undefined;
      return ticket ? [{ ticket, code: u.code, maxUses: u.maxUses }] : [];
    }),
  ];
  const titleId = `ticket-group-${String(group.id)}`;
  return (
    <section className="ticket-group" aria-labelledby={titleId} data-testid="ticket-group" data-group-id={group.id}>
      <h3 id={titleId} className="ticket-group__title">
        <FormattedMessage id="tickets.group.title" values={{ name: group.name, seats: props.heldInGroup }} />
      </h3>
      <ul className="ticket-group__list">
        {choices.map(({ ticket, code, maxUses }) => {
          const choice = { ticketGroupId: group.id, ticketId: ticket.id, code };
          const mine = lines.flatMap((line, index) =>
            line.ticketGroupId === group.id && line.ticketId === ticket.id && (line.code ?? null) === code ? [{ line, index }] : [],
          );
          return (
            <TicketTypeRow
              key={`${String(ticket.id)}-${code ?? ''}`}
              presentationId={props.presentationId}
              locale={props.locale}
              ticket={ticket}
              code={code}
              lines={mine}
              problems={props.problems}
              missing={props.missing}
              canAdd={canAddOne(lines, groups, held, choice, maxUses)}
              maximum={maximumReached(lines, groups, ticket.id)}
              oldPrice={oldPriceOf(priced, mine)}
              busy={false}
              pointsBalance={pointsLeft(props.customer, priced)}
              onAdd={() => props.onAdd(choice, ticket)}
              onRemove={() => props.onRemove(choice)}
              onLineChange={props.onLineChange}
            />
          );
        })}
      </ul>
    </section>
  );
}

/** The old price the server priced the ticket's lines with (spec 5 pricing: a discount keeps the price it lowers). */
function oldPriceOf(priced: PricedCart | null, mine: readonly { index: number }[]): number | null {
  const indexes = new Set(mine.map((m) => m.index));
  return priced?.tickets.find((t) => indexes.has(t.lineIndex) && t.oldPrice !== null)?.oldPrice ?? null;
}
