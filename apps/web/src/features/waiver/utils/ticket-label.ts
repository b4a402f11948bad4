import type { WaiverTicket } from '@kupa/contracts';
import type { IntlShape } from 'react-intl';

/** "Ticket 2: Jump (7–17), ages 7–10": the ticket, and the ages it admits when limited. */
export function ticketLabel(intl: IntlShape, ticket: WaiverTicket): string {
  const name = intl.formatMessage({ id: 'waiver.ticket.label' }, { number: ticket.number, name: ticket.name });
  const voucher = ticket.voucherName ? intl.formatMessage({ id: 'waiver.ticket.voucher' }, { voucher: ticket.voucherName }) : null;
  const { minAge: min, maxAge: max } = ticket;
  const ages =
    min !== null && max !== null
      ? intl.formatMessage({ id: 'waiver.ticket.ages' }, { min, max })
      : min !== null
        ? intl.formatMessage({ id: 'waiver.ticket.fromAge' }, { min })
        : max !== null
          ? intl.formatMessage({ id: 'waiver.ticket.upToAge' }, { max })
          : null;
  return [name, voucher, ages].filter((part) => part !== null).join(', ');
}
