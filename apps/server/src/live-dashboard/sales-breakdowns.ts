import { addCounts, EMPTY_COUNTS, revenueAgorot, toMajorUnits, TOP_LIST_LENGTH, type MessageLocale, type SalesCounts } from '@kupa/domain';
import type { ChannelRow, CinemaMonitorResponse, ProductRow } from '@kupa/contracts';
import { localized } from '../shared/localized';
import type { DashboardCatalogueRepository } from './dashboard-catalogue.repository';
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
    private readonly catalogue: DashboardCatalogueRepository,
  ) {}

  /** Sales per channel, box offices first, then web and kiosks; channel 0 collects orders without a channel. */
  async channels(scope: PresentationScope, locale: MessageLocale): Promise<ChannelRow[]> {
    const rows = await this.repository.channelSales(scope);
    const byChannel = new Map<number, SalesCounts>();
    for (const r of rows) {
      const counts = byChannel.get(r.channel_id) ?? { ...EMPTY_COUNTS };
      addCounts(counts, {
        ...EMPTY_COUNTS,
        sold: Number(r.sold_quantity),
        ticketsAgorot: Number(r.tickets_agorot),
        serviceChargeAgorot: Number(r.service_charge_agorot),
        productsQuantity: Number(r.products_quantity),
        productsAgorot: Number(r.products_agorot),
        bookingFeeAgorot: Number(r.booking_fee_agorot),
      });
      byChannel.set(r.channel_id, counts);
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
          Total: toMajorUnits(revenueAgorot(c)),
        };
      })
      .sort((a, b) => kindRank(a.Kind) - kindRank(b.Kind) || a.ChannelId - b.ChannelId);
  }

  /** Products sold with the presentations, best sellers (by quantity, then money) first. */
  async products(scope: PresentationScope, locale: MessageLocale): Promise<ProductSummary[]> {
    const byProduct = new Map<number, { quantity: number; agorot: number }>();
    for (const r of await this.repository.productSales(scope)) {
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
