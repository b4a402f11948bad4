import type { StaffVodTitle, VodTitleInput } from '@kupa/contracts';
import { KupaError, localDateOf, toMajorUnits, VOD_VIEWING_TERMS, type Clock } from '@kupa/domain';
import type { DatabaseHandle } from '../db/connect';
import { VodTitleAdminRepository } from './vod-title-admin.repository';

/** The feature a title is made for, as the catalogue answers it (the caller has checked it is the business's). */
export interface VodTitleFeature {
  id: number;
  durationMinutes: number;
}

/**
 * Video-on-demand titles as staff set them in the films section (issue 13): a film's title is a presentation of the
 * business's streaming venue (venue types 101-104) with its own single-viewing price, its sale window (the
 * availability dates) and its viewing terms (hours from the purchase, plays). The /vod list and the checkout read
 * the same rows, so a change applies to the next purchase; entitlements already granted keep their terms.
 */
export class VodTitleAdminService {
  constructor(
    private readonly repository: VodTitleAdminRepository,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  async get(businessId: number, featureId: number): Promise<StaffVodTitle | null> {
    const row = await this.repository.title(businessId, featureId);
    if (!row) return null;
    const price = await this.repository.priceAgorot(row.id, row.price_policy_id);
    return {
      presentationId: row.id,
      onSale: row.status === 'scheduled',
      price: toMajorUnits(price ?? 0),
      viewingHours: row.viewing_hours ?? VOD_VIEWING_TERMS.hours,
      plays: row.max_plays ?? VOD_VIEWING_TERMS.plays,
      availableFrom: row.sale_starts_at ?? row.starts_at,
      availableUntil: row.sale_stops_at ?? row.starts_at,
    };
  }

  /**
   * Makes or changes the feature's title. A business without a streaming venue cannot sell one (400
   * VALIDATION_ERROR, field body.onSale).
   */
  async save(
    businessId: number,
    feature: VodTitleFeature,
    input: VodTitleInput,
    authProfileId: number,
    actorId: number,
  ): Promise<StaffVodTitle> {
    const before = await this.get(businessId, feature.id);
    let create = null;
    if (!before) {
      const [venue, ticketGroupId] = await Promise.all([this.repository.vodVenue(businessId), this.repository.ticketGroup(businessId)]);
      if (!venue || ticketGroupId === undefined) throw new KupaError('VALIDATION_ERROR', { field: 'body.onSale' });
      create = {
        featureId: feature.id,
        durationMinutes: feature.durationMinutes,
        venueId: venue.id,
        venueTypeId: venue.venue_type_id,
        authProfileId,
        ticketGroupId,
      };
    }
    const from = new Date(input.availableFrom);
    const at = this.clock.now().toISOString();
    await this.repository.save(
      businessId,
      before?.presentationId ?? null,
      create,
      {
        onSale: input.onSale,
        priceAgorot: Math.round(input.price * 100),
        viewingHours: input.viewingHours,
        maxPlays: input.plays,
        availableFrom: from.toISOString(),
        availableUntil: new Date(input.availableUntil).toISOString(),
        businessDate: localDateOf(from, this.timeZone),
      },
      (presentationId) => ({
        businessId,
        at,
        actorKind: 'staff',
        actorId: String(actorId),
        action: before ? 'vod_title.changed' : 'vod_title.created',
        entity: 'presentation',
        entityId: String(presentationId),
        data: { featureId: feature.id, before, after: input },
      }),
    );
    const saved = await this.get(businessId, feature.id);
    if (!saved) throw new KupaError('GENERAL_ERROR');
    return saved;
  }
}

export function createVodTitleAdmin(database: DatabaseHandle, clock: Clock, timeZone: string): VodTitleAdminService {
  return new VodTitleAdminService(new VodTitleAdminRepository(database.db, database.dialect), clock, timeZone);
}
