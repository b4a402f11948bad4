import type { Clock } from '@kupa/domain';
import type { DatabaseHandle } from '../db/connect';
import type { FeatureAdminService } from './feature-admin.service';
import { FeaturePostersRepository } from './feature-posters.repository';
import { posterRenditions } from './poster-images';

export interface UploadedPoster {
  version: number;
  sourceType: string;
}

/**
 * Film and event posters that staff upload (issue 13). The upload is read by its content, resized once to the sizes
 * the customer pages draw and stored in the database; the public poster address answers it from the next call on,
 * and the generated SVG poster while a feature has none.
 */
export class FeaturePostersService {
  constructor(
    private readonly repository: FeaturePostersRepository,
    private readonly features: Pick<FeatureAdminService, 'get'>,
    private readonly clock: Clock,
  ) {}

  /** FEATURE_NOT_FOUND / FORBIDDEN as for the feature; POSTER_NOT_AN_IMAGE / POSTER_TOO_LARGE for a bad file. */
  async upload(businessId: number, featureId: number, bytes: Uint8Array, actorId: number): Promise<UploadedPoster> {
    await this.features.get(businessId, featureId);
    const poster = await posterRenditions(bytes);
    const at = this.clock.now().toISOString();
    const version = await this.repository.save(featureId, poster, at, (v) => ({
      businessId,
      at,
      actorKind: 'staff',
      actorId: String(actorId),
      action: 'feature.poster_uploaded',
      entity: 'feature',
      entityId: String(featureId),
      data: { version: v, sourceType: poster.sourceType, bytes: bytes.byteLength },
    }));
    return { version, sourceType: poster.sourceType };
  }

  /** Removes the uploaded poster (the generated one shows again); answers whether there was one. */
  async remove(businessId: number, featureId: number, actorId: number): Promise<boolean> {
    await this.features.get(businessId, featureId);
    const at = this.clock.now().toISOString();
    return this.repository.remove(featureId, {
      businessId,
      at,
      actorKind: 'staff',
      actorId: String(actorId),
      action: 'feature.poster_removed',
      entity: 'feature',
      entityId: String(featureId),
      data: {},
    });
  }

  /** The version of the business's feature's poster, or null. */
  async version(businessId: number, featureId: number): Promise<number | null> {
    await this.features.get(businessId, featureId);
    return this.repository.version(featureId);
  }
}

export function createFeaturePosters(
  database: DatabaseHandle,
  features: Pick<FeatureAdminService, 'get'>,
  clock: Clock,
): FeaturePostersService {
  return new FeaturePostersService(new FeaturePostersRepository(database.db, database.dialect), features, clock);
}
