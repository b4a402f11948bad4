import type { VodEntitlement, VodPlayResponse, VodTitle } from '@kupa/contracts';
import {
  entitlementStateAt,
  KupaError,
  playsRemainingOf,
  toMajorUnits,
  VOD_STREAM_LINK_SECONDS,
  type Clock,
  type MessageLocale,
} from '@kupa/domain';
import type { CustomerSession } from '../http/customer-session';
import { localized } from '../shared/localized';
import type { PresentationTitles } from './customer-videos';
import { DEMO_CLIP, demoClip } from './demo-clip';
import type { StreamSigner } from './stream-signing';
import type { VodOffer } from '../presentations/vod-offers';
import type { EntitlementRow, VodRepository } from './vod.repository';
import type { VodVideo } from './vod-media';

/** The query of a signed stream address: the customer it was made for, its expiry (epoch seconds) and signature. */
export interface StreamQuery {
  c: number;
  e: number;
  s: string;
}

export interface VodServiceDeps {
  repository: VodRepository;
  /** The titles on sale now. */
  offers: (now: Date) => Promise<VodOffer[]>;
  titles: PresentationTitles;
  signer: StreamSigner;
  /**
   * Counts one play of the customer's entitlement if it may be played at `at` (one conditional update, with its audit
   * entry); answers whether it was counted.
   */
  countPlay: (entitlementId: number, customerId: number, at: string) => Promise<boolean>;
  /** Whether the order is confirmed (its payment captured): an entitlement of an unpaid order does not play. */
  isOrderConfirmed: (reservationId: number) => Promise<boolean>;
  /** The video staff uploaded for a title (its presentation), or null: the demo clip streams. */
  uploadedVideo: (presentationId: number) => Promise<VodVideo | null>;
  clock: Clock;
}

/** What a stream sends: the title's uploaded video file, or the built-in demo clip. */
export type StreamSource = { kind: 'file'; video: VodVideo } | { kind: 'clip'; bytes: Uint8Array; mimeType: string };

/**
 * Video on demand (issue 11): the titles on sale, a customer's entitlement, the play that is counted on the server
 * (plays remaining and the availability range checked in one conditional update) and answered with a short-lived
 * signed stream address, and the stream itself, which plays only for that address's customer while it is valid.
 */
export class VodService {
  constructor(private readonly deps: VodServiceDeps) {}

  async titles(locale: MessageLocale): Promise<VodTitle[]> {
    const offers = await this.deps.offers(this.deps.clock.now());
    return offers.map((o) => ({
      presentationId: o.presentationId,
      featureId: o.featureId,
      businessId: o.businessId,
      title: localized(locale, o.titleHe, o.titleEn),
      synopsis: localized(locale, o.synopsisHe, o.synopsisEn),
      minutes: o.minutes,
      ratingName: o.ratingName,
      price: toMajorUnits(o.priceAgorot),
      viewingHours: o.viewingHours,
      plays: o.maxPlays,
      posterUrl: `/api/features/${o.featureId}/image?raw=1`,
    }));
  }

  /** The session's own entitlement; anyone else's answers VOD_NOT_FOUND like an unknown one. */
  async entitlement(id: number, session: CustomerSession, locale: MessageLocale): Promise<VodEntitlement> {
    return this.view(await this.owned(id, session), locale);
  }

  /** Counts one play and answers the signed stream address (spec 3: plays remaining, availability range). */
  async play(id: number, session: CustomerSession, locale: MessageLocale): Promise<VodPlayResponse> {
    const row = await this.owned(id, session);
    const now = this.deps.clock.now();
    this.assertWatchable(row, now);
    if (!(await this.deps.isOrderConfirmed(row.reservation_id))) throw new KupaError('PAYMENT_PENDING');
    if (!(await this.deps.countPlay(id, row.customer_id, now.toISOString()))) {
      // Another play took the last one, or the range ended in between: answer why from the row as it is now.
      this.assertWatchable(await this.owned(id, session), now);
      throw new KupaError('VOD_NO_PLAYS_LEFT');
    }
    const expiresAt = Math.floor(now.getTime() / 1000) + VOD_STREAM_LINK_SECONDS;
    const grant = { entitlementId: id, customerId: row.customer_id, expiresAt };
    const query = new URLSearchParams({ c: String(row.customer_id), e: String(expiresAt), s: this.deps.signer.sign(grant) });
    const uploaded = await this.deps.uploadedVideo(row.presentation_id);
    return {
      streamUrl: `/api/vod/stream/${id}?${query.toString()}`,
      expiresAt: new Date(expiresAt * 1000).toISOString(),
      mimeType: uploaded?.mimeType ?? DEMO_CLIP.mimeType,
      entitlement: await this.view(await this.owned(id, session), locale),
    };
  }

  /**
   * The stream's bytes for a signed address: the signature must be this server's for this entitlement and customer,
   * unexpired, the session must be that customer, and the entitlement still inside its range and not revoked.
   */
  async stream(id: number, query: StreamQuery, session: CustomerSession | null): Promise<StreamSource> {
    const now = this.deps.clock.now();
    const grant = { entitlementId: id, customerId: query.c, expiresAt: query.e };
    if (!this.deps.signer.verify(grant, query.s)) throw new KupaError('VOD_LINK_EXPIRED');
    if (query.e * 1000 <= now.getTime()) throw new KupaError('VOD_LINK_EXPIRED');
    if (!session?.customers.some((c) => c.customerId === query.c)) throw new KupaError('VOD_LINK_EXPIRED');
    const row = await this.deps.repository.byId(id);
    if (!row || row.customer_id !== query.c) throw new KupaError('VOD_LINK_EXPIRED');
    const state = entitlementStateAt(factsOf(row), now);
    // The play that made this address was counted: its last play still streams while the address is valid.
    if (state !== 'watchable' && state !== 'no_plays_left') throw new KupaError('VOD_NOT_AVAILABLE');
    const uploaded = await this.deps.uploadedVideo(row.presentation_id);
    return uploaded ? { kind: 'file', video: uploaded } : { kind: 'clip', bytes: await demoClip(), mimeType: DEMO_CLIP.mimeType };
  }

  private assertWatchable(row: EntitlementRow, now: Date): void {
    const state = entitlementStateAt(factsOf(row), now);
    if (state === 'no_plays_left') throw new KupaError('VOD_NO_PLAYS_LEFT');
    if (state !== 'watchable') throw new KupaError('VOD_NOT_AVAILABLE');
  }

  private async owned(id: number, session: CustomerSession): Promise<EntitlementRow> {
    const row = await this.deps.repository.byId(id);
    if (!row || !session.customers.some((c) => c.customerId === row.customer_id)) throw new KupaError('VOD_NOT_FOUND');
    return row;
  }

  private async view(row: EntitlementRow, locale: MessageLocale): Promise<VodEntitlement> {
    const titles = await this.deps.titles([row.presentation_id], locale);
    const facts = factsOf(row);
    return {
      id: row.id,
      presentationId: row.presentation_id,
      title: titles.get(row.presentation_id) ?? '',
      purchasedAt: row.purchased_at,
      availableFrom: row.available_from,
      availableUntil: row.available_until,
      playCount: row.play_count,
      playsRemaining: playsRemainingOf(facts),
      lastPlayedAt: row.last_played_at,
      state: entitlementStateAt(facts, this.deps.clock.now()),
    };
  }
}

function factsOf(row: EntitlementRow) {
  return {
    availableFrom: row.available_from,
    availableUntil: row.available_until,
    maxPlays: row.max_plays,
    playCount: row.play_count,
    revokedAt: row.revoked_at,
  };
}
