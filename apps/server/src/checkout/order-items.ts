import type { CartPayload, CustomerInfo } from '@kupa/contracts';
import type { ItemOrderKind, MessageLocale } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CustomerSession } from '../http/customer-session';
import type { OutboxMessage } from '../outbox/outbox-writer';

/**
 * The carts that are not seats (ADR 0011): gift vouchers, memberships, donations and video on demand. Each kind is
 * priced, fulfilled and undone by the module that owns its tables (vouchers/, memberships/, donations/, vod/); the checkout only orchestrates
 * them around the payment, exactly as for tickets. A module registers one `ItemOrderLines` with the checkout.
 */
export interface ItemOrderLines<L = unknown> {
  kind: ItemOrderKind;
  /**
   * Prices this kind's lines of the cart from the database (never from the client's amounts). Throws a KupaError for
   * a cart that cannot be sold as it is (unknown item, quantity or amount out of its limits, mixed currencies).
   */
  price(input: ItemPricingInput): Promise<PricedItems<L>>;
  /**
   * Writes what the order sells (voucher rows and codes, members, donation gifts) inside the commit transaction. The
   * rows exist from the commit on; a paid order is confirmed by the settlement once its payment is captured.
   */
  fulfil(trx: Kysely<Database>, order: ItemOrderFacts, lines: L): Promise<FulfilledItems>;
  /**
   * Undoes `fulfil` when the order's payment cannot be taken (ADR 0010: the order is cancelled), in the cancelling
   * transaction: nothing the order sold may stay usable.
   */
  undo(trx: Kysely<Database>, order: { reservationId: number; at: string }): Promise<void>;
}

/** What an item kind prices the cart with. */
export interface ItemPricingInput {
  cart: CartPayload;
  locale: MessageLocale;
  now: Date;
  /** The logged-in customer, if any (a membership is sold to a logged-in customer only). */
  session: CustomerSession | null;
  /** The commit's transaction when it prices again inside it; the pool otherwise. */
  executor: Kysely<Database>;
}

/** One priced line as the cart shows it (names in both languages). Money in agorot. */
export interface PricedItemLine {
  /** SystemVoucherPriceId, MembershipPriceId or the donation amount id. */
  itemId: number;
  nameHe: string;
  nameEn: string;
  quantity: number;
  unitPriceAgorot: number;
}

/** One product (concession) of an item order, as priced from the catalogue. Money in agorot. */
export interface PricedItemProduct {
  productId: number;
  nameHe: string;
  nameEn: string;
  quantity: number;
  unitPriceAgorot: number;
}

/** The priced lines of one kind. Money in agorot. */
export interface PricedItems<L = unknown> {
  businessId: number;
  /** The auth profile of the business's web sales (0 when the business has none). */
  authProfileId: number;
  currency: string;
  /** The whole of the kind's lines, products (concessions) included. */
  totalAgorot: number;
  items: PricedItemLine[];
  /** Products (concessions) sold with the items, priced from the catalogue (a voucher order's products step). */
  products?: PricedItemProduct[];
  /** What `fulfil` needs; opaque to the checkout. */
  lines: L;
  /** The order must belong to a customer record (a membership creates a member of that customer): login needed. */
  requiresCustomer: boolean;
}

/** The order being written, as an item kind's fulfilment sees it. */
export interface ItemOrderFacts {
  reservationId: number;
  /** The reservation identifier (the order number the customer sees). */
  identifier: string;
  businessId: number;
  /** The logged-in customer of the business, or null for a guest's order (never null when `requiresCustomer`). */
  customerId: number | null;
  channelId: number | null;
  buyerUuid: string;
  customerInfo: CustomerInfo;
  locale: MessageLocale;
  /** The site's address, for links in messages. */
  baseUrl: string;
  now: Date;
  timeZone: string;
}

/** What a fulfilment adds to the order. */
export interface FulfilledItems {
  /** SMS and e-mail sent once the order is confirmed (voucher codes, membership welcome, donation receipt). */
  messages: OutboxMessage[];
  /** Gift vouchers sold, for the commit's answer. */
  vouchers?: Array<{ reference: string; documentPath: string }>;
  /** Members created or renewed, for the commit's answer. */
  memberNumbers?: string[];
  /** Video-on-demand entitlements granted, with their player pages, for the commit's answer. */
  videos?: Array<{ entitlementId: number; title: string; watchPath: string }>;
}

/** The registered item kinds, by kind. */
export type ItemOrderRegistry = ReadonlyMap<ItemOrderKind, ItemOrderLines>;

export function itemOrderRegistry(kinds: readonly ItemOrderLines[]): ItemOrderRegistry {
  return new Map(kinds.map((k) => [k.kind, k]));
}
