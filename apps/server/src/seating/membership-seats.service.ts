import {
  HOLD_EXTENSION_GRACE_MS,
  holdExpiry,
  KupaError,
  MAX_HOLD_EXTENSIONS,
  SEAT_STEPS,
  seatKey,
  seatsTakenTogether,
  stepBit,
  type Clock,
  type MessageLocale,
  type SeatStep,
} from '@kupa/domain';
import type {
  EnrollLockBody,
  HoldsResponse,
  MembershipLockBody,
  MembershipLockResponse,
  MembershipSeatplanResponse,
  MembershipSelection,
} from '@kupa/contracts';
import { buildCompactLayout } from './compact-layout';
import { choiceEventsOf } from './membership-seat-sales';
import { holdsView, heldSeatView } from './held-seat-view';
import type { MembershipPresentationRow, SeatCatalogueRepository } from './seat-catalogue.repository';
import type { SeatClaimsRepository } from './seat-claims.repository';
import type { HoldPlan, SeatHolder } from './seat-holder';
import type { SeatLayoutsService } from './seat-layouts.service';
import { seatAt } from './seat-hold-and-release.service';
import type { SeatStatusService } from './seat-status.service';
import type { SeatingPresentation, SeatingPresentations } from './seating-presentation';

/** Where a member's seat is asked for: the plan coordinates and, for an enrolment's choice event, one presentation. */
interface SeatRequest {
  venueId: number;
  seatplanId: number | null | undefined;
  sectionId: number;
  x: number;
  y: number;
  presentationId?: number | null | undefined;
}

/**
 * Seats of memberships (spec 7 membership seats). A member's seat is held in every fixed presentation of the
 * membership (the required ones, or all when none is marked required) at once, all or nothing, by the same holder
 * the ticket flow uses; an enrolment's choice event holds a seat in that one presentation.
 */
export class MembershipSeatsService {
  constructor(
    private readonly catalogue: SeatCatalogueRepository,
    private readonly presentations: SeatingPresentations,
    private readonly layouts: SeatLayoutsService,
    private readonly status: SeatStatusService,
    private readonly claims: SeatClaimsRepository,
    private readonly holder: SeatHolder,
    private readonly clock: Clock,
  ) {}

  /**
   * The buyer's membership seat holds (after a page reload the selection and its timer come back), as held in the
   * first fixed presentation: a membership seat is held in all of them at once, with the same terms.
   */
  async holds(buyer: string, membershipId: number, locale: MessageLocale): Promise<HoldsResponse> {
    const [first] = await this.heldPresentations(membershipId);
    if (!first) throw new KupaError('TICKETING_ENDED');
    const layout = await this.layoutOfPresentation(first);
    return holdsView(first, layout, await this.claims.holdsOf(first.id, buyer, this.clock.now().toISOString()), locale);
  }

  /**
   * Moves the buyer's membership seat holds to an order step in every fixed presentation: the first time they enter a
   * step they get that step's own timer (spec 4). The seat rules were checked seat by seat against the members'
   * number when each seat was held. SEAT_LOCK_EXPIRED when a presentation has nothing left to move.
   */
  async moveToStep(buyer: string, membershipId: number, step: SeatStep, locale: MessageLocale): Promise<HoldsResponse> {
    const presentations = await this.heldPresentations(membershipId);
    const now = this.clock.now();
    let answer: HoldsResponse | null = null;
    for (const presentation of presentations) {
      const expiresAt = holdExpiry(now, presentation.timers, step).toISOString();
      const rows = await this.claims.moveToStep(presentation.id, buyer, step, expiresAt, stepBit(step), now.toISOString());
      if (rows.length === 0) throw new KupaError('SEAT_LOCK_EXPIRED');
      answer ??= holdsView(presentation, await this.layoutOfPresentation(presentation), rows, locale);
    }
    if (!answer) throw new KupaError('TICKETING_ENDED');
    // The seats of the choice events the buyer holds move with them (an enrolment sells them in the same order).
    for (const presentation of await this.choicePresentations(membershipId)) {
      const expiresAt = holdExpiry(now, presentation.timers, step).toISOString();
      await this.claims.moveToStep(presentation.id, buyer, step, expiresAt, stepBit(step), now.toISOString());
    }
    return answer;
  }

  /**
   * Extends the buyer's membership seat holds once in every fixed presentation, also after they expired (spec 4),
   * as the ticket step's extension does; seats someone else took meanwhile are left out.
   */
  async extend(buyer: string, membershipId: number, locale: MessageLocale): Promise<HoldsResponse> {
    const presentations = await this.heldPresentations(membershipId);
    const now = this.clock.now();
    const graceStart = new Date(now.getTime() - HOLD_EXTENSION_GRACE_MS).toISOString();
    let answer: HoldsResponse | null = null;
    for (const presentation of presentations) {
      const byStep = Object.fromEntries(SEAT_STEPS.map((s) => [s, holdExpiry(now, presentation.timers, s).toISOString()])) as Record<
        SeatStep,
        string
      >;
      const rows = await this.claims.extend(presentation.id, buyer, byStep, MAX_HOLD_EXTENSIONS, graceStart, now.toISOString());
      if (rows.length === 0) {
        const recent = await this.claims.holdsOf(presentation.id, buyer, graceStart);
        throw new KupaError(recent.some((r) => r.extended_count >= MAX_HOLD_EXTENSIONS) ? 'SEAT_LOCK_EXTENSION_USED' : 'SEAT_LOCK_EXPIRED');
      }
      const layout = await this.layoutOfPresentation(presentation);
      this.holder.announce(
        presentation.id,
        rows.flatMap((r) => layout.index.byId.get(r.seat_id) ?? []),
        'locked',
      );
      answer ??= holdsView(presentation, layout, rows, locale);
    }
    if (!answer) throw new KupaError('TICKETING_ENDED');
    for (const presentation of await this.choicePresentations(membershipId)) {
      const byStep = Object.fromEntries(SEAT_STEPS.map((s) => [s, holdExpiry(now, presentation.timers, s).toISOString()])) as Record<
        SeatStep,
        string
      >;
      const rows = await this.claims.extend(presentation.id, buyer, byStep, MAX_HOLD_EXTENSIONS, graceStart, now.toISOString());
      if (rows.length === 0) continue;
      const layout = await this.layoutOfPresentation(presentation);
      this.holder.announce(
        presentation.id,
        rows.flatMap((r) => layout.index.byId.get(r.seat_id) ?? []),
        'locked',
      );
    }
    return answer;
  }

  /** The membership's choice events on sale (spec 2 enrolment): the presentations not required, when some are. */
  private async choicePresentations(membershipId: number): Promise<SeatingPresentation[]> {
    const out: SeatingPresentation[] = [];
    for (const { presentation_id } of choiceEventsOf(await this.catalogue.membershipPresentations(membershipId))) {
      const presentation = await this.presentations.find(presentation_id);
      if (presentation.seatplanId !== null) out.push(presentation);
    }
    return out;
  }

  /** The fixed presentations a membership seat hold is taken in (those whose ticketing has not ended). */
  private async heldPresentations(membershipId: number): Promise<SeatingPresentation[]> {
    const membership = await this.membershipOf(membershipId);
    return this.fixedPresentations(await this.catalogue.membershipPresentations(membership.id));
  }

  private async layoutOfPresentation(presentation: SeatingPresentation) {
    if (presentation.seatplanId === null) throw new KupaError('SEATPLAN_NOT_FOUND');
    return this.layouts.layoutOf(presentation.seatplanId);
  }

  /** The plan of the membership's presentations with the seats free in all of its fixed presentations. */
  async seatplan(
    buyer: string | null,
    membershipId: number,
    locale: MessageLocale,
    choiceEventId?: number,
  ): Promise<MembershipSeatplanResponse> {
    const membership = await this.membershipOf(membershipId);
    const listed = await this.catalogue.membershipPresentations(membership.id);
    const fixed = choiceEventId ? [await this.choiceEvent(listed, choiceEventId)] : await this.fixedPresentations(listed);
    const first = fixed[0];
    if (!first || first.seatplanId === null) throw new KupaError('SEATPLAN_NOT_FOUND');
    const layout = await this.layouts.layoutOf(first.seatplanId);
    const onPlan = fixed.filter((p) => p.seatplanId === layout.id);
    return {
      membershipId: membership.id,
      seasonId: membership.season_id,
      venueId: first.venueId,
      seatplanId: layout.id,
      presentations: listed.map((p) => ({ id: p.presentation_id, isRequired: p.is_required === 1 })),
      chooseSeatsInSeconds: first.timers.chooseSeatsInSeconds,
      seatplan: layout.memo(`compact:${locale}`, () => buildCompactLayout(layout, locale)),
      seats: await this.status.commonStatus(buyer ?? '', onPlan, layout),
    };
  }

  /** PUT /membership/lock-seat: the seat in every fixed presentation. */
  async holdMembershipSeat(buyer: string, body: MembershipLockBody, locale: MessageLocale): Promise<MembershipLockResponse> {
    const { seat } = body;
    const membership = await this.membershipOf(seat.MembershipId);
    const request = {
      venueId: seat.VenueId,
      seatplanId: seat.VenueSeatplanId,
      sectionId: seat.VenueSectionId,
      x: seat.XCoordinate,
      y: seat.YCoordinate,
    };
    return this.hold(buyer, membership.id, request, seat.selections, locale);
  }

  async releaseMembershipSeat(buyer: string, body: MembershipLockBody): Promise<string[]> {
    const { seat } = body;
    const membership = await this.membershipOf(seat.MembershipId);
    return this.release(buyer, membership.id, {
      venueId: seat.VenueId,
      seatplanId: seat.VenueSeatplanId,
      sectionId: seat.VenueSectionId,
      x: seat.XCoordinate,
      y: seat.YCoordinate,
    });
  }

  /** PUT /enroll/{id}/lock-seat: the fixed seat, or the seat of one choice event when presentationId is given. */
  async holdEnrolmentSeat(
    buyer: string,
    membershipId: number,
    body: EnrollLockBody,
    locale: MessageLocale,
  ): Promise<MembershipLockResponse> {
    const membership = await this.membershipOf(membershipId);
    if (body.seasonId && membership.season_id !== null && body.seasonId !== membership.season_id)
      throw new KupaError('VALIDATION_ERROR', { field: 'seasonId' });
    return this.hold(buyer, membership.id, enrolmentRequest(body), body.selections, locale);
  }

  async releaseEnrolmentSeat(buyer: string, membershipId: number, body: EnrollLockBody): Promise<string[]> {
    const membership = await this.membershipOf(membershipId);
    return this.release(buyer, membership.id, enrolmentRequest(body));
  }

  private async hold(
    buyer: string,
    membershipId: number,
    request: SeatRequest,
    selections: MembershipSelection[] | undefined,
    locale: MessageLocale,
  ): Promise<MembershipLockResponse> {
    const maxSeats = await this.seatsAllowed(membershipId, selections);
    const plans = await this.plansFor(membershipId, request);
    const held = await this.holder.hold(buyer, plans, { holdOrder: false, maxSeats });
    const first = plans[0];
    const requested = first?.seats.find((s) => s.sectionId === request.sectionId && s.x === request.x && s.y === request.y);
    const row =
      first && requested ? held.find((r) => r.presentation_id === first.presentation.id && r.seat_id === requested.id) : undefined;
    if (!first || !requested || !row) throw new Error('a successful membership claim returned no row for the requested seat');
    return {
      lockedSeat: {
        ...heldSeatView(first.presentation, first.layout, requested, row, locale),
        MembershipId: membershipId,
        presentationIds: plans.map((p) => p.presentation.id),
      },
      selections: (selections ?? []).map((s) => ({ MembershipPriceId: s.MembershipPriceId, selectedQuantity: s.selectedQuantity })),
    };
  }

  private async release(buyer: string, membershipId: number, request: SeatRequest): Promise<string[]> {
    const plans = await this.plansFor(membershipId, request, { forRelease: true });
    const released = await this.claims.release(
      plans.flatMap((p) => p.seats.map((s) => ({ presentationId: p.presentation.id, seatId: s.id }))),
      buyer,
    );
    if (released.length === 0) throw new KupaError('SEAT_UNLOCK_FAILED');
    const keys = new Set<string>();
    for (const plan of plans) {
      const seats = plan.seats.filter((s) => released.some((r) => r.presentationId === plan.presentation.id && r.seatId === s.id));
      this.holder.announce(plan.presentation.id, seats, 'released');
      for (const s of seats) keys.add(seatKey(s.sectionId, s.x, s.y));
    }
    return [...keys];
  }

  /** The seat (with its sofa half) in each presentation the request covers. */
  private async plansFor(membershipId: number, request: SeatRequest, { forRelease = false } = {}): Promise<HoldPlan[]> {
    let targets: SeatingPresentation[];
    const listed = await this.catalogue.membershipPresentations(membershipId);
    if (request.presentationId) {
      targets = [await this.choiceEvent(listed, request.presentationId, { forRelease })];
    } else {
      targets = await this.fixedPresentations(listed, { forRelease });
    }
    if (targets.length === 0) throw new KupaError('TICKETING_ENDED');
    const plans: HoldPlan[] = [];
    for (const presentation of targets) {
      if (presentation.venueId !== request.venueId) throw new KupaError('VALIDATION_ERROR', { field: 'venueId' });
      if (presentation.seatplanId === null) throw new KupaError('SEATPLAN_NOT_FOUND');
      const layout = await this.layouts.layoutOf(presentation.seatplanId);
      if (request.seatplanId && request.seatplanId !== layout.id) throw new KupaError('VALIDATION_ERROR', { field: 'seatplanId' });
      const seat = seatAt(layout, request.sectionId, request.x, request.y);
      if (!seat) throw new KupaError(forRelease ? 'SEAT_UNLOCK_FAILED' : 'SEAT_NOT_AVAILABLE');
      plans.push({ presentation, layout, seats: seatsTakenTogether(layout.index, seat) });
    }
    return plans;
  }

  /**
   * One choice event of the membership (spec 2 enrolment), on sale unless it is released: PRESENTATION_NOT_FOUND
   * for a presentation the membership does not list, VALIDATION_ERROR for a fixed one (its seat is the fixed seat).
   */
  private async choiceEvent(listed: MembershipPresentationRow[], presentationId: number, { forRelease = false } = {}) {
    if (!listed.some((p) => p.presentation_id === presentationId)) throw new KupaError('PRESENTATION_NOT_FOUND');
    if (!choiceEventsOf(listed).some((p) => p.presentation_id === presentationId))
      throw new KupaError('VALIDATION_ERROR', { field: 'presentationId' });
    const presentation = await this.presentations.find(presentationId);
    if (!forRelease) this.presentations.assertOnSale(presentation, { allowBeforeSale: true });
    return presentation;
  }

  /**
   * The membership's fixed presentations whose ticketing has not ended (memberships may be sold before single
   * tickets go on sale). A branch that is offline refuses the whole membership.
   */
  private async fixedPresentations(listed: MembershipPresentationRow[], { forRelease = false } = {}): Promise<SeatingPresentation[]> {
    const required = listed.filter((p) => p.is_required === 1);
    const fixed = required.length > 0 ? required : listed;
    const out: SeatingPresentation[] = [];
    for (const { presentation_id } of fixed) {
      const presentation = await this.presentations.find(presentation_id);
      if (forRelease) {
        out.push(presentation);
        continue;
      }
      try {
        this.presentations.assertOnSale(presentation, { allowBeforeSale: true });
        out.push(presentation);
      } catch (error) {
        if (!(error instanceof KupaError && error.code === 'TICKETING_ENDED')) throw error;
      }
    }
    return out;
  }

  /** Spec 5: the number of seats for a membership equals the sum of selected quantities; a hold without selections is an error. */
  private async seatsAllowed(membershipId: number, selections: MembershipSelection[] | undefined): Promise<number> {
    const total = (selections ?? []).reduce((sum, s) => sum + s.selectedQuantity, 0);
    if (!selections || total === 0) throw new KupaError('SEAT_LOCK_NO_SELECTIONS');
    const prices = await this.catalogue.membershipPriceIds(membershipId);
    if (selections.some((s) => !prices.has(s.MembershipPriceId))) throw new KupaError('VALIDATION_ERROR', { field: 'selections' });
    return total;
  }

  private async membershipOf(id: number) {
    const membership = await this.catalogue.findMembership(id);
    if (!membership || membership.is_active !== 1) throw new KupaError('MEMBERSHIP_NOT_FOUND');
    return membership;
  }
}

function enrolmentRequest(body: EnrollLockBody): SeatRequest {
  return {
    venueId: body.venueId,
    seatplanId: body.seatplanId,
    sectionId: body.sectionId,
    x: body.x,
    y: body.y,
    presentationId: body.presentationId,
  };
}
