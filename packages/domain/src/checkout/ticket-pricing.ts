/** What pricing needs to know about a ticket type (price policy). Money in agorot. */
export interface PriceableTicket {
  kind: string;
  priceAgorot: number;
  /** The ticket type's own service charge per seat; 0 means "the presentation's". */
  serviceChargeAgorot: number;
  multiplyFactor: number;
}

/** The price of one ticket line, in agorot. */
export interface TicketLinePrice {
  /** The ticket on the line's main seat. */
  priceAgorot: number;
  /** Each further seat of a multiplier ticket (its sub-tickets). */
  subSeatPriceAgorot: number;
  /** Per seat, the main seat and each sub-ticket alike. */
  serviceChargeAgorot: number;
  /** The price the ticket is a discount from (the group's first-ticket price), for display; null when not a discount. */
  oldPriceAgorot: number | null;
  /** Seats the line covers (the multiplier, at least 1). */
  seats: number;
}

export interface TicketPricingContext {
  /** The price of the group's automatically assigned ticket (spec 4), or null when the group has none. */
  firstTicketPriceAgorot: number | null;
  presentationServiceChargeAgorot: number;
  holdOrder: boolean;
}

/** The service charge of one seat: the ticket type's own when it has one, else the presentation's. */
export function serviceChargePerSeat(ticketServiceChargeAgorot: number, presentationServiceChargeAgorot: number): number {
  return ticketServiceChargeAgorot > 0 ? ticketServiceChargeAgorot : presentationServiceChargeAgorot;
}

/**
 * Prices one ticket line (spec 5 Pricing).
 *
 * "A ticket price is raised to the first-ticket price if lower" is read as applying to single-seat tickets of kind
 * 'regular' only: the discount kinds (code, membership, senior, hotel, loyalty, member-only) are what lowers a price
 * on purpose, and a multiplier ticket is priced for several seats, so comparing it with one seat's price means
 * nothing. A discount ticket keeps the first-ticket price as its old price, for display.
 *
 * A multiplier ticket's sub-tickets (its 2nd..nth seats) are priced at their service charge only: price 0, plus the
 * per-seat service charge. Hold orders subtract the service charge from each ticket price (never below 0) and charge
 * no service charge.
 */
export function priceTicketLine(ticket: PriceableTicket, context: TicketPricingContext): TicketLinePrice {
  const seats = Math.max(1, ticket.multiplyFactor);
  const first = context.firstTicketPriceAgorot;
  let price = ticket.priceAgorot;
  if (ticket.kind === 'regular' && seats === 1 && first !== null && price < first) price = first;
  const oldPrice = ticket.kind !== 'regular' && first !== null && first > price ? first : null;
  const serviceCharge = serviceChargePerSeat(ticket.serviceChargeAgorot, context.presentationServiceChargeAgorot);
  if (context.holdOrder) {
    return {
      priceAgorot: Math.max(0, price - serviceCharge),
      subSeatPriceAgorot: 0,
      serviceChargeAgorot: 0,
      oldPriceAgorot: oldPrice,
      seats,
    };
  }
  return { priceAgorot: price, subSeatPriceAgorot: 0, serviceChargeAgorot: serviceCharge, oldPriceAgorot: oldPrice, seats };
}

/** The tickets and service-charge amounts of a priced line, in agorot. */
export function lineAmounts(price: TicketLinePrice): { ticketsAgorot: number; serviceChargeAgorot: number } {
  return {
    ticketsAgorot: price.priceAgorot + price.subSeatPriceAgorot * (price.seats - 1),
    serviceChargeAgorot: price.serviceChargeAgorot * price.seats,
  };
}

/** The booking fee of an order: charged once, the highest of its presentations' fees (spec 3: reservation booking fee). */
export function orderBookingFee(presentationFeesAgorot: readonly number[]): number {
  return presentationFeesAgorot.reduce((max, fee) => Math.max(max, fee), 0);
}
