import {
  addCounts,
  EMPTY_COUNTS,
  ITEM_ORDER_KINDS,
  revenueAgorot,
  toMajorUnits,
  TOP_LIST_LENGTH,
  type ItemOrderKind,
  type MessageLocale,
  type SalesCounts,
} from '@kupa/domain';
import type { ChannelRow, CinemaMonitorResponse, ItemSalesRow, ProductRow } from '@kupa/contracts';
import { localized } from '../shared/localized';
import type { DashboardCatalogue } from './dashboard-catalogue';
import type { DashboardRepository, PresentationScope } from './dashboard.repository';

/** Channel kinds in the order the monitors list them: box offices first (spec 2: sales by POS). */
const CHANNEL_KIND_ORDER = ['pos', 'web', 'kiosk'];

export interface ProductSummary extends ProductRow {
  agorot: number;
}

/** Sales of a scope's presentations broken down by channel and by product, from the summaries (ADR 0008). */
export class SalesBreakdowns {
  constructor(
    private readonly repository: DashboardRepository,
    private readonly catalogue: DashboardCatalogue,
  ) {}

  /**
   * Sales per channel, box offices first, then web and kiosks; channel 0 collects orders without a channel. With
   * `items` (the cinema monitor), gift-voucher, membership and donation orders of the scope's businesses and dates
   * count too, unless the scope is narrowed to a location, venue or film: those orders belong to none.
   */
  async channels(scope: PresentationScope, locale: MessageLocale, { items = false }: { items?: boolean } = {}): Promise<ChannelRow[]> {
    const [rows, itemRows] = await Promise.all([this.repository.channelSales(scope), items ? this.itemSales(scope) : []]);
    const byChannel = new Map<number, SalesCounts & { itemOrders: number; itemsAgorot: number }>();
    const countsOf = (channelId: number) => {
      let counts = byChannel.get(channelId);
      if (!counts) byChannel.set(channelId, (counts = { ...EMPTY_COUNTS, itemOrders: 0, itemsAgorot: 0 }));
      return counts;
    };
    for (const r of rows) {
      addCounts(countsOf(r.channel_id), {
        ...EMPTY_COUNTS,
        sold: Number(r.sold_quantity),
        ticketsAgorot: Number(r.tickets_agorot),
        serviceChargeAgorot: Number(r.service_charge_agorot),
        productsQuantity: Number(r.products_quantity),
        productsAgorot: Number(r.products_agorot),
        bookingFeeAgorot: Number(r.booking_fee_agorot),
      });
    }
    for (const r of itemRows) {
      const counts = countsOf(r.channelId);
      counts.itemOrders += r.orders;
      counts.itemsAgorot += r.agorot;
    }
    const channels = new Map((await this.catalogue.salesChannels([...byChannel.keys()])).map((c) => [c.id, c]));
    return [...byChannel]
      .map(([id, c]) => {
        const channel = channels.get(id);
        return {
          ChannelId: id,
          ChannelName: channel ? localized(locale, channel.name_he, channel.name_en) : '',
          Kind: channel?.kind ?? 'other',
          SoldQuantity: c.sold,
          TicketsTotal: toMajorUnits(c.ticketsAgorot),
          ServiceChargeTotal: toMajorUnits(c.serviceChargeAgorot),
          ProductsQuantity: c.productsQuantity,
          ProductsTotal: toMajorUnits(c.productsAgorot),
          BookingFeesTotal: toMajorUnits(c.bookingFeeAgorot),
          ItemOrders: c.itemOrders,
          ItemsTotal: toMajorUnits(c.itemsAgorot),
          Total: toMajorUnits(revenueAgorot(c) + c.itemsAgorot),
        };
      })
      .sort((a, b) => kindRank(a.Kind) - kindRank(b.Kind) || a.ChannelId - b.ChannelId);
  }

  /** Gift vouchers, memberships, donations and video titles sold in the scope, one row per kind (none for a narrowed scope). */
  async items(scope: PresentationScope): Promise<ItemSalesRow[]> {
    const byKind = new Map<ItemOrderKind, { orders: number; agorot: number }>();
    for (const r of await this.itemSales(scope)) {
      const k = byKind.get(r.kind) ?? { orders: 0, agorot: 0 };
      k.orders += r.orders;
      k.agorot += r.agorot;
      byKind.set(r.kind, k);
    }
    return ITEM_ORDER_KINDS.map((kind) => ({
      Kind: kind,
      Orders: byKind.get(kind)?.orders ?? 0,
      Total: toMajorUnits(byKind.get(kind)?.agorot ?? 0),
    }));
  }

  private async itemSales(
    scope: PresentationScope,
  ): Promise<Array<{ channelId: number; kind: ItemOrderKind; orders: number; agorot: number }>> {
    const narrowed = [scope.locationId, scope.venueId, scope.featureId, scope.presentationId].some((v) => v !== undefined);
    if (narrowed) return [];
    return (await this.repository.itemOrderSales(scope)).map((r) => ({
      channelId: Number(r.channel_id),
      kind: r.kind,
      orders: Number(r.orders),
      agorot: Number(r.agorot),
    }));
  }

  /**
   * Products sold with the presentations, best sellers (by quantity, then money) first. With `itemOrders`, those sold
   * in item orders too (a voucher order's products step), as the item sales count: a scope narrowed to a location,
   * venue, film or presentation has none.
   */
  async products(scope: PresentationScope, locale: MessageLocale, { itemOrders = false } = {}): Promise<ProductSummary[]> {
    const byProduct = new Map<number, { quantity: number; agorot: number }>();
    const narrowed = [scope.locationId, scope.venueId, scope.featureId, scope.presentationId].some((v) => v !== undefined);
    const rows = [
      ...(await this.repository.productSales(scope)),
      ...(itemOrders && !narrowed ? await this.repository.itemOrderProductSales(scope) : []),
    ];
    for (const r of rows) {
      const p = byProduct.get(r.product_id) ?? { quantity: 0, agorot: 0 };
      p.quantity += Number(r.quantity);
      p.agorot += Number(r.agorot);
      byProduct.set(r.product_id, p);
    }
    const products = new Map((await this.catalogue.products([...byProduct.keys()])).map((p) => [p.id, p]));
    return [...byProduct]
      .map(([id, s]) => {
        const p = products.get(id);
        return {
          ProductId: id,
          ProductName: p ? localized(locale, p.name_he, p.name_en) : '',
          Category: p?.category ?? '',
          Quantity: s.quantity,
          Total: toMajorUnits(s.agorot),
          agorot: s.agorot,
        };
      })
      .sort((a, b) => b.Quantity - a.Quantity || b.agorot - a.agorot || a.ProductId - b.ProductId);
  }

  /** Concessions in total and by category, and the top ten products (spec 2 and 9: top-ten lists). */
  static concessions(products: readonly ProductSummary[]): Pick<CinemaMonitorResponse, 'concessions' | 'topProducts'> {
    const categories = new Map<string, { quantity: number; agorot: number }>();
    for (const p of products) {
      const c = categories.get(p.Category) ?? { quantity: 0, agorot: 0 };
      c.quantity += p.Quantity;
      c.agorot += p.agorot;
      categories.set(p.Category, c);
    }
    return {
      concessions: {
        Quantity: products.reduce((sum, p) => sum + p.Quantity, 0),
        Total: toMajorUnits(products.reduce((sum, p) => sum + p.agorot, 0)),
        categories: [...categories]
          .map(([category, c]) => ({ Category: category, Quantity: c.quantity, Total: toMajorUnits(c.agorot), agorot: c.agorot }))
          .sort((a, b) => b.agorot - a.agorot || a.Category.localeCompare(b.Category))
          .map(({ agorot: _agorot, ...row }) => row),
      },
      topProducts: products.slice(0, TOP_LIST_LENGTH).map(withoutAgorot),
    };
  }
}

export function withoutAgorot({ agorot: _agorot, ...row }: ProductSummary): ProductRow {
  return row;
}

function kindRank(kind: string): number {
  const i = CHANNEL_KIND_ORDER.indexOf(kind);
  return i < 0 ? CHANNEL_KIND_ORDER.length : i;
}
