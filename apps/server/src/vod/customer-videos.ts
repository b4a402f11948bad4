import type { CustomerVideo } from '@kupa/contracts';
import type { Clock, MessageLocale } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The titles of presentations, as the presentations module names them. */
export type PresentationTitles = (presentationIds: readonly number[], locale: MessageLocale) => Promise<ReadonlyMap<number, string>>;

/**
 * Video on demand in the customer area (spec 3 Video-on-demand item): the entitlements of the customer records,
 * newest first, each with its plays and a watch link. The web checkout does not sell video yet (the box office
 * does), so most customers have none.
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
    const now = this.clock.now().toISOString();
    return rows.map((r) => {
      const playsRemaining = Math.max(0, r.max_plays - r.play_count);
      return {
        id: r.id,
        title: titles.get(r.presentation_id) ?? '',
        purchasedAt: r.purchased_at,
        availableFrom: r.available_from,
        availableUntil: r.available_until,
        playCount: r.play_count,
        playsRemaining,
        lastPlayedAt: r.last_played_at,
        isWatchable: playsRemaining > 0 && r.available_from <= now && now < r.available_until,
        watchPath: `/vod?presentation=${r.presentation_id}`,
      };
    });
  }
}
