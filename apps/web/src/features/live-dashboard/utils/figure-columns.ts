import type { SalesFigures } from '@kupa/contracts';
import type { TableColumn } from './table-columns';

export type FigureColumnId =
  | 'presentations'
  | 'capacity'
  | 'sold'
  | 'held'
  | 'occupancy'
  | 'takenRatio'
  | 'tickets'
  | 'serviceCharge'
  | 'bookingFees'
  | 'products'
  | 'productsTotal'
  | 'total';

const FIGURE_COLUMNS: Record<FigureColumnId, TableColumn<SalesFigures>> = {
  presentations: { id: 'presentations', label: 'live.col.presentations', kind: 'integer', value: (r) => r.Presentations },
  capacity: { id: 'capacity', label: 'live.col.capacity', kind: 'integer', value: (r) => r.Capacity },
  sold: { id: 'sold', label: 'live.col.sold', kind: 'integer', value: (r) => r.SoldQuantity },
  held: { id: 'held', label: 'live.col.held', kind: 'integer', value: (r) => r.HeldQuantity },
  occupancy: { id: 'occupancy', label: 'live.col.occupancy', kind: 'percent', value: (r) => r.TakenPercent },
  takenRatio: { id: 'takenRatio', label: 'live.col.takenRatio', kind: 'ratio', value: (r) => r.TakenRatio },
  tickets: { id: 'tickets', label: 'live.col.ticketsTotal', kind: 'money', value: (r) => r.TicketsTotal },
  serviceCharge: { id: 'serviceCharge', label: 'live.col.serviceCharge', kind: 'money', value: (r) => r.ServiceChargeTotal },
  bookingFees: { id: 'bookingFees', label: 'live.col.bookingFees', kind: 'money', value: (r) => r.BookingFeesTotal },
  products: { id: 'products', label: 'live.col.productsQuantity', kind: 'integer', value: (r) => r.ProductsQuantity },
  productsTotal: { id: 'productsTotal', label: 'live.col.productsTotal', kind: 'money', value: (r) => r.ProductsTotal },
  total: { id: 'total', label: 'live.col.total', kind: 'money', value: (r) => r.Total },
};

/** The attendance columns of the drill-down: capacity, sold, held, occupancy % and the seat-taken ratio. */
export const ATTENDANCE_COLUMNS: readonly FigureColumnId[] = [
  'presentations',
  'capacity',
  'sold',
  'held',
  'occupancy',
  'takenRatio',
  'total',
];

/** The sales columns of the ticket-sales monitors. */
export const SALES_COLUMNS: readonly FigureColumnId[] = [
  'presentations',
  'capacity',
  'sold',
  'held',
  'occupancy',
  'tickets',
  'serviceCharge',
  'bookingFees',
  'productsTotal',
  'total',
];

/** Figure columns for any row that carries the sales figures (a day, a location, a hall, a feature, a presentation). */
export function figureColumns<Row extends SalesFigures>(ids: readonly FigureColumnId[]): TableColumn<Row>[] {
  return ids.map((id) => FIGURE_COLUMNS[id] as TableColumn<Row>);
}
