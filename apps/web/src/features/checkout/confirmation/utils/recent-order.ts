/** The order this tab just bought for a presentation: what the order page needs to point back at its confirmation. */
export interface RecentOrder {
  reservationIdentifier: string;
  documentKey: string;
}

type OrderStorage = Pick<Storage, 'getItem' | 'setItem'>;

function recentOrderKey(presentationId: number): string {
  return `kupa.recentOrder.${String(presentationId)}`;
}

/** Remembers the bought order for this tab (sessionStorage), so Back to the order page can link its confirmation. */
export function rememberRecentOrder(storage: OrderStorage | null, presentationId: number, order: RecentOrder): void {
  try {
    storage?.setItem(recentOrderKey(presentationId), JSON.stringify(order));
  } catch {
    // A refusing browser only loses the link back; the confirmation has its own address anyway.
  }
}

/** The order this tab bought for a presentation, if any and well formed. */
export function readRecentOrder(storage: OrderStorage | null, presentationId: number): RecentOrder | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(recentOrderKey(presentationId)) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { reservationIdentifier, documentKey } = value as Record<string, unknown>;
    return typeof reservationIdentifier === 'string' && typeof documentKey === 'string' && documentKey !== ''
      ? { reservationIdentifier, documentKey }
      : null;
  } catch {
    return null;
  }
}
