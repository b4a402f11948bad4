/** The order-wide number of each presentation's first ticket: tickets are numbered 1..n across the whole order. */
export function firstTicketNumbers(presentations: readonly { tickets: readonly unknown[] }[]): number[] {
  let next = 1;
  return presentations.map((presentation) => {
    const first = next;
    next += presentation.tickets.length;
    return first;
  });
}
