import {
  isScheduleRange,
  MAX_PATTERN_PRESENTATIONS,
  type DefaultFees,
  type PresentationEdit,
  type PresentationTerms,
  type ScheduleQuery,
  type ScheduleResponse,
  type SchedulePattern,
  type StaffPresentation,
} from '@kupa/contracts';
import {
  addDays,
  isVideoOnDemandVenueType,
  KupaError,
  localDateOf,
  localDateTimeOf,
  weekdayOf,
  zonedTimeToUtc,
  type Clock,
  type LocalDate,
} from '@kupa/domain';
import type { DatabaseHandle } from '../db/connect';
import { ScheduleAdminRepository, type PresentationValues, type SchedulePresentationRow } from './schedule-admin.repository';

const MINUTE = 60_000;
/** The days a schedule list covers when the query gives neither to nor days. */
const DEFAULT_SCHEDULE_DAYS = 14;

/**
 * The schedule as staff manage it (issue 13): presentations one by one or as a weekly pattern over a date range, each
 * with its sale window, seating policy, hold timers and ticket types; an edit; and the cancellation mark (the refunds
 * of its orders are the reservations module's, ADR 0014). The seat map and the listings read the same rows.
 */
export class ScheduleAdminService {
  constructor(
    private readonly repository: ScheduleAdminRepository,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  /**
   * The business's presentations from `from` (default today) to `to` or over `days` (default 14), narrowed as the query
   * asks, with every film, hall and ticket type of the business (the list's filters and the pattern form choose from
   * them). The name search matches the films already read, so it costs no query of its own.
   */
  async list(businessId: number, query: ScheduleQuery): Promise<Omit<ScheduleResponse, 'businessId'>> {
    const first = (query.from as LocalDate | undefined) ?? localDateOf(this.clock.now(), this.timeZone);
    const last = (query.to as LocalDate | undefined) ?? addDays(first, (query.days ?? DEFAULT_SCHEDULE_DAYS) - 1);
    if (!isScheduleRange(first, last)) throw new KupaError('VALIDATION_ERROR', { field: 'querystring.to' });
    const status = query.status === 'all' ? undefined : query.status;
    const [found, features, venues, policies] = await Promise.all([
      this.repository.presentations(
        businessId,
        zonedTimeToUtc(first, '00:00', this.timeZone).toISOString(),
        zonedTimeToUtc(addDays(last, 1), '00:00', this.timeZone).toISOString(),
        { featureId: query.featureId, venueId: query.venueId, status },
      ),
      this.repository.features(businessId),
      this.repository.venues(businessId),
      this.repository.pricePolicies(businessId),
    ]);
    const named = query.q === undefined ? null : featureIdsNamed(features, query.q);
    const rows = named ? found.filter((r) => named.has(r.feature_id)) : found;
    return {
      presentations: await this.withPolicies(rows),
      features: features.map((f) => ({ id: f.id, nameHe: f.name_he, nameEn: f.name_en })),
      venues: venues
        .filter((v) => !isVideoOnDemandVenueType(v.venue_type_id))
        .map((v) => ({
          id: v.id,
          nameHe: v.name_he,
          nameEn: v.name_en,
          locationHe: v.location_he,
          locationEn: v.location_en,
          hasSeatPlan: v.default_seatplan_id !== null,
        })),
      pricePolicies: policies.map((p) => ({ id: p.id, nameHe: p.name_he, nameEn: p.name_en, priceAgorot: p.price_agorot, kind: p.kind })),
    };
  }

  /**
   * Creates every presentation of the pattern (its dates on its weekdays, at each of its times) in one transaction. A
   * fee the pattern leaves null is the business's default (`defaults`), written into each presentation now.
   */
  async schedule(
    businessId: number,
    pattern: SchedulePattern,
    authProfileId: number,
    actorId: number,
    defaults: DefaultFees,
  ): Promise<StaffPresentation[]> {
    const { feature, venue } = await this.parts(businessId, pattern);
    const starts = this.occurrences(pattern);
    const rows = starts.map((startsAt): PresentationValues => ({
      business_id: businessId,
      auth_profile_id: authProfileId,
      feature_id: feature.id,
      venue_id: venue.id,
      // The hall's plan as it is today: a later plan version never changes under presentations on sale (ADR 0014).
      seatplan_id: venue.default_seatplan_id,
      venue_type_id: venue.venue_type_id,
      starts_at: startsAt.toISOString(),
      business_date: localDateOf(startsAt, this.timeZone),
      duration_minutes: feature.duration_minutes,
      ...termsValues(pattern, startsAt, defaults),
    }));
    const ids = await this.repository.create(businessId, rows, [...new Set(pattern.pricePolicyIds)], (created) =>
      this.audit(actorId, 'presentation.scheduled', created.join(','), { pattern }),
    );
    return this.withPolicies(await this.repository.presentationsById(ids));
  }

  /** Changes one presentation; a fee left null is the business's default (`defaults`) as it is now. */
  async edit(businessId: number, id: number, edit: PresentationEdit, actorId: number, defaults: DefaultFees): Promise<StaffPresentation> {
    const before = await this.owned(businessId, id);
    if (before.status !== 'scheduled') throw new KupaError('PRESENTATION_NOT_FOUND', { id });
    const venue = (await this.repository.venues(businessId)).find((v) => v.id === before.venue_id);
    if (edit.seating === 'reserved' && !venue?.default_seatplan_id) throw new KupaError('VALIDATION_ERROR', { field: 'body.seating' });
    const startsAt = zonedTimeToUtc(edit.date, edit.time, this.timeZone);
    if (startsAt.getTime() <= this.clock.now().getTime()) throw new KupaError('VALIDATION_ERROR', { field: 'body.date' });
    const values = { starts_at: startsAt.toISOString(), business_date: edit.date, ...termsValues(edit, startsAt, defaults) };
    const changed = await this.repository.update(
      businessId,
      id,
      values,
      this.audit(actorId, 'presentation.changed', String(id), { before, after: edit }),
    );
    if (!changed) throw new KupaError('PRESENTATION_NOT_FOUND', { id });
    return this.get(businessId, id);
  }

  /** Marks the presentation cancelled; answers false when it already was (a retry finishes the refunds). */
  async markCancelled(businessId: number, id: number, actorId: number): Promise<boolean> {
    await this.owned(businessId, id);
    return this.repository.markCancelled(businessId, id, this.audit(actorId, 'presentation.cancelled', String(id), {}));
  }

  async get(businessId: number, id: number): Promise<StaffPresentation> {
    const row = await this.owned(businessId, id);
    const [presentation] = await this.withPolicies([row]);
    if (!presentation) throw new KupaError('PRESENTATION_NOT_FOUND', { id });
    return presentation;
  }

  private async owned(businessId: number, id: number): Promise<SchedulePresentationRow> {
    const [row] = await this.repository.presentationsById([id]);
    if (!row) throw new KupaError('PRESENTATION_NOT_FOUND', { id });
    if (row.business_id !== businessId) throw new KupaError('FORBIDDEN', { field: 'presentationId', id });
    return row;
  }

  /** The pattern's film, hall and ticket types, each the business's own (else bad input naming the field). */
  private async parts(businessId: number, pattern: SchedulePattern) {
    const [features, venues, policies] = await Promise.all([
      this.repository.features(businessId),
      this.repository.venues(businessId),
      this.repository.pricePolicies(businessId),
    ]);
    const feature = features.find((f) => f.id === pattern.featureId);
    if (!feature) throw new KupaError('VALIDATION_ERROR', { field: 'body.featureId' });
    const venue = venues.find((v) => v.id === pattern.venueId && !isVideoOnDemandVenueType(v.venue_type_id));
    if (!venue) throw new KupaError('VALIDATION_ERROR', { field: 'body.venueId' });
    if (pattern.seating === 'reserved' && venue.default_seatplan_id === null)
      throw new KupaError('VALIDATION_ERROR', { field: 'body.seating' });
    const own = new Set(policies.map((p) => p.id));
    if (pattern.pricePolicyIds.some((id) => !own.has(id))) throw new KupaError('VALIDATION_ERROR', { field: 'body.pricePolicyIds' });
    return { feature, venue };
  }

  /** The start instants of a pattern, all in the future and at most MAX_PATTERN_PRESENTATIONS of them. */
  private occurrences(pattern: SchedulePattern): Date[] {
    const weekdays = new Set(pattern.weekdays);
    const times = [...new Set(pattern.times)].sort();
    const starts: Date[] = [];
    for (let date = pattern.firstDate as LocalDate; date <= pattern.lastDate; date = addDays(date, 1)) {
      if (!weekdays.has(weekdayOf(date))) continue;
      for (const time of times) {
        starts.push(zonedTimeToUtc(date, time, this.timeZone));
        if (starts.length > MAX_PATTERN_PRESENTATIONS) throw new KupaError('VALIDATION_ERROR', { field: 'body.lastDate' });
      }
    }
    if (starts.length === 0) throw new KupaError('VALIDATION_ERROR', { field: 'body.weekdays' });
    const now = this.clock.now().getTime();
    if (starts.some((s) => s.getTime() <= now)) throw new KupaError('VALIDATION_ERROR', { field: 'body.firstDate' });
    return starts;
  }

  private async withPolicies(rows: readonly SchedulePresentationRow[]): Promise<StaffPresentation[]> {
    const policies = await this.repository.policiesOf(rows.map((r) => r.id));
    return rows.map((r) => {
      const startsAt = new Date(r.starts_at);
      const [date = '', time = ''] = localDateTimeOf(startsAt, this.timeZone).split(' ');
      const opens = r.sale_starts_at ? new Date(r.sale_starts_at) : null;
      const closes = r.sale_stops_at ? new Date(r.sale_stops_at) : null;
      return {
        id: r.id,
        featureId: r.feature_id,
        venueId: r.venue_id,
        date,
        time,
        startsAt: startsAt.toISOString(),
        status: r.status,
        pricePolicyIds: policies.get(r.id) ?? [],
        seating: r.is_reserved === 1 ? 'reserved' : 'generalAdmission',
        gaCapacity: r.ga_capacity,
        saleOpensDaysBefore: opens ? Math.round((startsAt.getTime() - opens.getTime()) / (24 * 60 * MINUTE)) : null,
        saleClosesMinutesBefore: closes ? Math.round((startsAt.getTime() - closes.getTime()) / MINUTE) : null,
        lockTimers:
          r.lock_timers_own === 1
            ? {
                chooseSeats: r.lock_choose_seats_s,
                chooseTickets: r.lock_choose_tickets_s,
                customerInfo: r.lock_customer_info_s,
                chooseProducts: r.lock_choose_products_s,
              }
            : null,
        maxSeatsPerTransaction: r.max_seats_per_transaction,
        serviceChargeAgorot: r.service_charge_agorot,
        bookingFeeAgorot: r.booking_fee_agorot,
      };
    });
  }

  private audit(actorId: number, action: string, entityId: string, data: unknown) {
    return {
      at: this.clock.now().toISOString(),
      actorKind: 'staff',
      actorId: String(actorId),
      action,
      entity: 'presentation',
      entityId,
      data,
    };
  }
}

/** The columns a presentation's terms set: seating, sale window (relative to the start), timers, limit, fees. */
function termsValues(terms: PresentationTerms, startsAt: Date, defaults: DefaultFees) {
  return {
    is_reserved: terms.seating === 'reserved' ? 1 : 0,
    ga_capacity: terms.seating === 'generalAdmission' ? terms.gaCapacity : null,
    sale_starts_at:
      terms.saleOpensDaysBefore === null ? null : new Date(startsAt.getTime() - terms.saleOpensDaysBefore * 24 * 60 * MINUTE).toISOString(),
    sale_stops_at:
      terms.saleClosesMinutesBefore === null ? null : new Date(startsAt.getTime() - terms.saleClosesMinutesBefore * MINUTE).toISOString(),
    // No timers of its own: the presentation follows its business's lock timers (issue 13, migration 0032).
    ...(terms.lockTimers
      ? {
          lock_timers_own: 1,
          lock_choose_seats_s: terms.lockTimers.chooseSeats,
          lock_choose_tickets_s: terms.lockTimers.chooseTickets,
          lock_customer_info_s: terms.lockTimers.customerInfo,
          lock_choose_products_s: terms.lockTimers.chooseProducts,
        }
      : { lock_timers_own: 0 }),
    max_seats_per_transaction: terms.maxSeatsPerTransaction,
    // Fees are written into the presentation: a later change of the business's defaults never moves its price.
    service_charge_agorot: terms.serviceChargeAgorot ?? defaults.serviceChargeAgorot,
    booking_fee_agorot: terms.bookingFeeAgorot ?? defaults.bookingFeeAgorot,
  };
}

/** The films whose Hebrew or English name contains the text, in any case. */
function featureIdsNamed(features: ReadonlyArray<{ id: number; name_he: string; name_en: string }>, text: string): Set<number> {
  const wanted = text.toLocaleLowerCase();
  return new Set(features.filter((f) => `${f.name_he}\n${f.name_en}`.toLocaleLowerCase().includes(wanted)).map((f) => f.id));
}

/** The schedule service of a database (the back office schedules through it). */
export function createScheduleAdmin(database: DatabaseHandle, clock: Clock, timeZone: string): ScheduleAdminService {
  return new ScheduleAdminService(new ScheduleAdminRepository(database.db, database.dialect), clock, timeZone);
}
