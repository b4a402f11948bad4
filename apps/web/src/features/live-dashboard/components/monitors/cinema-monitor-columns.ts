import type { ChannelRow, DayRow, FeatureRow, ItemSalesRow, ProductRow, VenueRow } from '@kupa/contracts';
import { ATTENDANCE_COLUMNS, figureColumns } from '../../utils/figure-columns';
import type { TableColumn } from '../../utils/table-columns';

export interface RankedProduct extends ProductRow {
  Rank: number;
}

export interface CategoryRow {
  Category: string;
  Quantity: number;
  Total: number;
}

export const DAY_COLUMNS: TableColumn<DayRow>[] = [
  { id: 'date', label: 'live.col.date', kind: 'date', value: (r) => r.BusinessDate },
  ...figureColumns<DayRow>([...ATTENDANCE_COLUMNS.filter((c) => c !== 'total'), 'tickets', 'productsTotal', 'total']),
];

export const VENUE_COLUMNS: TableColumn<VenueRow>[] = [
  { id: 'venue', label: 'live.col.venue', kind: 'text', value: (r) => r.VenueName },
  ...figureColumns<VenueRow>(ATTENDANCE_COLUMNS),
];

export const FEATURE_COLUMNS: TableColumn<FeatureRow>[] = [
  { id: 'feature', label: 'live.col.film', kind: 'text', value: (r) => r.FeatureName },
  ...figureColumns<FeatureRow>(ATTENDANCE_COLUMNS),
];

export function categoryColumns(categoryName: (code: string) => string): TableColumn<CategoryRow>[] {
  return [
    { id: 'category', label: 'live.col.category', kind: 'text', value: (r) => categoryName(r.Category) },
    { id: 'quantity', label: 'live.col.quantity', kind: 'integer', value: (r) => r.Quantity },
    { id: 'total', label: 'live.col.total', kind: 'money', value: (r) => r.Total },
  ];
}

export function productColumns(categoryName: (code: string) => string): TableColumn<RankedProduct>[] {
  return [
    { id: 'rank', label: 'live.col.rank', kind: 'integer', value: (r) => r.Rank },
    { id: 'product', label: 'live.col.product', kind: 'text', value: (r) => r.ProductName },
    { id: 'category', label: 'live.col.category', kind: 'text', value: (r) => categoryName(r.Category) },
    { id: 'quantity', label: 'live.col.quantity', kind: 'integer', value: (r) => r.Quantity },
    { id: 'total', label: 'live.col.total', kind: 'money', value: (r) => r.Total },
  ];
}

export function channelColumns(kindName: (kind: string) => string): TableColumn<ChannelRow>[] {
  return [
    { id: 'channel', label: 'live.col.channel', kind: 'text', value: (r) => r.ChannelName },
    { id: 'kind', label: 'live.col.channelKind', kind: 'text', value: (r) => kindName(r.Kind) },
    { id: 'sold', label: 'live.col.sold', kind: 'integer', value: (r) => r.SoldQuantity },
    { id: 'tickets', label: 'live.col.ticketsTotal', kind: 'money', value: (r) => r.TicketsTotal },
    { id: 'serviceCharge', label: 'live.col.serviceCharge', kind: 'money', value: (r) => r.ServiceChargeTotal },
    { id: 'bookingFees', label: 'live.col.bookingFees', kind: 'money', value: (r) => r.BookingFeesTotal },
    { id: 'products', label: 'live.col.productsQuantity', kind: 'integer', value: (r) => r.ProductsQuantity },
    { id: 'productsTotal', label: 'live.col.productsTotal', kind: 'money', value: (r) => r.ProductsTotal },
    { id: 'itemOrders', label: 'live.col.itemOrders', kind: 'integer', value: (r) => r.ItemOrders },
    { id: 'itemsTotal', label: 'live.col.itemsTotal', kind: 'money', value: (r) => r.ItemsTotal },
    { id: 'total', label: 'live.col.total', kind: 'money', value: (r) => r.Total },
  ];
}

/** Gift vouchers, memberships and donations of the date, one row per kind. */
export function itemColumns(kindName: (kind: ItemSalesRow['Kind']) => string): TableColumn<ItemSalesRow>[] {
  return [
    { id: 'kind', label: 'live.col.itemKind', kind: 'text', value: (r) => kindName(r.Kind) },
    { id: 'orders', label: 'live.col.orders', kind: 'integer', value: (r) => r.Orders },
    { id: 'total', label: 'live.col.total', kind: 'money', value: (r) => r.Total },
  ];
}
