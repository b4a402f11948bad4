import type { CustomerVideo } from '@kupa/contracts';
import { entitlementStateAt, playsRemainingOf, type Clock, type MessageLocale } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { watchPathOf } from './vod-order-lines';

/** The titles of presentations, as the presentations module names them. */
export type PresentationTitles = (presentationIds: readonly number[], locale: MessageLocale) => Promise<ReadonlyMap<number, string>>;

/**
 * Video on demand in the customer area (spec 3 Video-on-demand item): the entitlements of the customer records,
 * newest first, each with its plays and a link to its player page (a revoked one, of a cancelled order, is listed but
 * not watchable).
 */
export class CustomerVideos {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly titles: PresentationTitles,
  ) {}

  async list(customerIds: readonly number[], locale: MessageLocale): Promise<CustomerVideo[]> {
    if (customerIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('vod_entitlements')
      .selectAll()
      .where('customer_id', 'in', [...customerIds])
      .orderBy('purchased_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const titles = await this.titles(
      rows.map((r) => r.presentation_id),
      locale,
    );
    const now = this.clock.now();
    return rows.map((r) => {
      const facts = {
        availableFrom: r.available_from,
        availableUntil: r.available_until,
        maxPlays: r.max_plays,
        playCount: r.play_count,
        revokedAt: r.revoked_at,
      };
      const playsRemaining = playsRemainingOf(facts);
      return {
        id: r.id,
        title: titles.get(r.presentation_id) ?? '',
        purchasedAt: r.purchased_at,
        availableFrom: r.available_from,
        availableUntil: r.available_until,
        playCount: r.play_count,
        playsRemaining,
        lastPlayedAt: r.last_played_at,
        isWatchable: entitlementStateAt(facts, now) === 'watchable',
        watchPath: watchPathOf(r.id),
      };
    });
  }
}
