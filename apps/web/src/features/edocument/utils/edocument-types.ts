import type { ReservationSummary } from '@kupa/contracts';

/** One presentation of an e-ticket, as the server describes it. */
export type EDocumentPresentation = ReservationSummary['presentations'][number];

/** One ticket of an e-ticket, as the server describes it. */
export type EDocumentTicket = EDocumentPresentation['tickets'][number];
