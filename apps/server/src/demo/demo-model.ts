import type { SeededRandom } from '@kupa/domain';
import type { PricePolicyKind } from '../db/schema';
import type { DemoBusinessKey } from './demo-staff';
import type { IdAllocator } from './id-allocator';
import type { RowSink } from './row-sink';
import type { SeatPlanIndex } from './seat-plans';

// The in-memory references the generators hand to each other: ids plus the facts later steps need,
// so no step reads back from the database.

export interface DemoContext {
  seed: number;
  /** Local date in Asia/Jerusalem, YYYY-MM-DD. */
  today: string;
  now: Date;
  nowIso: string;
  scale: number;
  /** Share of the default sales volume, 0..1 (tests use less). */
  salesDensity: number;
  ids: IdAllocator;
  sink: RowSink;
  random(...labels: Array<string | number>): SeededRandom;
}

export type TicketGroupKey = 'regular' | 'premium' | 'vip' | 'imax' | 'accessible' | 'vod' | 'zoneA' | 'zoneB' | 'balcony';

export interface BusinessRefs {
  key: DemoBusinessKey;
  id: number;
  slug: string;
  authProfileId: number;
  /** A second profile, for the offline branch's box-office-only presentations. */
  boxOfficeAuthProfileId: number;
  channels: { web: number; pos: readonly [number, number]; kiosk: number };
  ticketGroups: ReadonlyMap<TicketGroupKey, number>;
  miniSiteId: number;
}

export type HallKind =
  'hall150' | 'hall220' | 'hall300' | 'gallery450' | 'vipSofas' | 'imax' | 'openHall' | 'studio80' | 'mainStage' | 'smallStage' | 'vod';

export interface VenueRef {
  id: number;
  business: BusinessRefs;
  locationId: number;
  isOffline: boolean;
  kind: HallKind;
  /** Null for video on demand. */
  seatPlan: SeatPlanIndex | null;
  /** 1 for the original cinema branches, 2.. for the copies that `scale` adds. */
  copy: number;
}

export interface FeatureRef {
  id: number;
  businessId: number;
  kind: 'film' | 'event';
  nameEn: string;
  durationMinutes: number;
  rating: string;
  /** 0.4 (niche) .. 1 (blockbuster): scales occupancy. */
  popularity: number;
  is3d: boolean;
  /** First local date it may be shown. */
  releaseDate: string;
  language: string;
  subtitles: string | null;
  /** Set for children's films shown dubbed at daytime shows. */
  dubbing: string | null;
  isVod: boolean;
  /** Theatre only: which stage it plays on. */
  stage: 'main' | 'small' | null;
}

export type PolicyRole = 'regular' | 'senior' | 'code' | 'membership' | 'memberOnly' | 'hotel' | 'loyalty' | 'pair' | 'voucher';

export interface PolicyRef {
  id: number;
  role: PolicyRole;
  kind: PricePolicyKind;
  ticketGroupId: number;
  priceAgorot: number;
  serviceChargeAgorot: number;
  multiplyFactor: number;
  loyaltyPointsPrice: number | null;
  membershipId: number | null;
  maxQuantity: number | null;
  /** The discount code of a 'code' policy, counted in ticket_codes.used_count. */
  code: { id: number; text: string; used: number } | null;
}

export type TicketGroupPolicies = Partial<Record<PolicyRole, PolicyRef>> & { regular: PolicyRef };

export interface PresentationRef {
  id: number;
  /** The mini site (presentation source) it belongs to, or null. */
  miniSiteId?: number | null;
  business: BusinessRefs;
  venue: VenueRef;
  feature: FeatureRef;
  startsAt: Date;
  businessDate: string;
  isReserved: boolean;
  isVod: boolean;
  maxSeats: number;
  serviceChargeAgorot: number;
  bookingFeeAgorot: number;
  saleStartsAt: Date | null;
  requiresVacantSeat: boolean;
  cancelled: boolean;
  is3d: boolean;
}
