import type { ReferenceDetailResponse, ReferenceTicketSalesResponse } from '@kupa/contracts';
import type { TableColumn } from '../../utils/table-columns';

export type DetailRow = ReferenceDetailResponse['rows'][number];
export type TicketSaleRow = ReferenceTicketSalesResponse['rows'][number];

/** The Detail sub-view's columns: per option, plus the feature (level 2) and the presentation (level 3). */
export function detailColumns(level: number): TableColumn<DetailRow>[] {
  return [
    { id: 'reference1', label: 'live.col.reference1', kind: 'text', value: (r) => r.Reference1 },
    { id: 'reference2', label: 'live.col.reference2', kind: 'text', value: (r) => r.Reference2 },
    { id: 'ticket', label: 'live.col.ticketType', kind: 'text', value: (r) => r.TicketName },
    ...(level >= 2
      ? [{ id: 'feature', label: 'live.col.feature', kind: 'text', value: (r) => r.FeatureName } satisfies TableColumn<DetailRow>]
      : []),
    ...(level >= 3
      ? [{ id: 'time', label: 'live.col.time', kind: 'dateTime', value: (r) => r.PresentationDateTime } satisfies TableColumn<DetailRow>]
      : []),
    { id: 'sold', label: 'live.col.sold', kind: 'integer', value: (r) => r.SoldQuantity },
    { id: 'tickets', label: 'live.col.ticketsTotal', kind: 'money', value: (r) => r.TicketsTotal },
  ];
}

/** The TicketSales sub-view's columns: one order (level 1) or one ticket per row. */
export const TICKET_SALE_COLUMNS: TableColumn<TicketSaleRow>[] = [
  { id: 'soldAt', label: 'live.col.soldAt', kind: 'instant', value: (r) => r.SoldAt },
  { id: 'reservation', label: 'live.col.reservation', kind: 'text', value: (r) => r.ReservationIdentifier },
  { id: 'reference1', label: 'live.col.reference1', kind: 'text', value: (r) => r.Reference1 },
  { id: 'reference2', label: 'live.col.reference2', kind: 'text', value: (r) => r.Reference2 },
  { id: 'ticket', label: 'live.col.ticketType', kind: 'text', value: (r) => r.TicketName },
  { id: 'feature', label: 'live.col.feature', kind: 'text', value: (r) => r.FeatureName },
  { id: 'time', label: 'live.col.time', kind: 'dateTime', value: (r) => r.PresentationDateTime },
  { id: 'quantity', label: 'live.col.quantity', kind: 'integer', value: (r) => r.Quantity },
  { id: 'tickets', label: 'live.col.ticketsTotal', kind: 'money', value: (r) => r.TicketsTotal },
];
