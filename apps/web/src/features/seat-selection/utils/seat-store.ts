import type { LockedSeat, SeatChange } from '@kupa/contracts';
import type { SeatState } from './seat-state';

/** A seat this buyer holds, as the server answered it (spec 4: the returned seat becomes the selected one). */
export interface HeldSeat {
  readonly key: string;
  readonly sectionId: number;
  readonly rowName: string;
  readonly seatName: string;
  readonly ticketGroupId: number;
  readonly ticketGroupName: string;
  readonly expiresAt: string;
  /** Keys released together with this one (the other half of a sofa). */
  readonly linked: readonly string[];
}

/** The buyer's selection as React shows it: replaced, never mutated, when the selection (not mere availability) changes. */
export interface SelectionSnapshot {
  readonly statusLoaded: boolean;
  readonly held: readonly HeldSeat[];
  readonly pending: number;
  /** When the buyer's earliest hold ends (ISO 8601), kept after the holds lapse so the expiry dialog can show. */
  readonly deadline: string | null;
  /** The one extension after expiry is used up. */
  readonly extended: boolean;
}

/** Keys whose drawing may have changed, or null for "everything" (a new status). */
export type ChangedSeats = ReadonlySet<string> | null;
type Listener = (changed: ChangedSeats) => void;

/** Held seats of a lock-seat answer: the seat and the other half of a sofa. */
export function heldSeatsOf(answer: LockedSeat): HeldSeat[] {
  const linked = answer.linkedSeats.map((s) => s.key);
  const main: HeldSeat = {
    key: answer.key,
    sectionId: answer.VenueSectionId,
    rowName: answer.RowName,
    seatName: answer.SeatName,
    ticketGroupId: answer.TicketGroupId,
    ticketGroupName: answer.TicketGroupName,
    expiresAt: answer.expiresAt,
    linked,
  };
  const partners = answer.linkedSeats.map((s): HeldSeat => ({
    ...main,
    key: s.key,
    sectionId: s.VenueSectionId,
    rowName: s.RowName,
    seatName: s.SeatName,
    linked: [answer.key],
  }));
  return [main, ...partners];
}

/**
 * Seat availability and this buyer's selection. seats-statusV2 is the source of truth for availability (a seat
 * missing from it is taken); live events adjust it between reads; the buyer's holds come from the answers of the hold calls.
 * It is a plain object outside React so that the map can repaint only the seats that changed.
 */
export class SeatStore {
  private available = new Set<string>();
  private readonly held = new Map<string, HeldSeat>();
  private readonly pending = new Map<string, 'hold' | 'release'>();
  /** Holds of ours the live stream reported released without our asking (they lapsed); an extension may bring them back. */
  private readonly lapsed = new Set<string>();
  private readonly listeners = new Set<Listener>();
  private statusLoaded = false;
  private deadline: string | null = null;
  private extended = false;
  /** Bumped by every change: what the seat list and the seat numbers follow. */
  private version = 0;
  private snapshot: SelectionSnapshot | null = null;

  /** Bound, so it can be handed to useSyncExternalStore as it is. */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Bound, for useSyncExternalStore: the selection, stable while only availability changes. */
  getSnapshot = (): SelectionSnapshot => {
    this.snapshot ??= {
      statusLoaded: this.statusLoaded,
      held: [...this.held.values()],
      pending: this.pending.size,
      deadline: this.deadline,
      extended: this.extended,
    };
    return this.snapshot;
  };

  /** Bound, for useSyncExternalStore: a number that changes with every change (availability included). */
  getVersion = (): number => this.version;

  stateOf(key: string): SeatState {
    if (this.held.has(key) || this.pending.get(key) === 'hold') return 'selected';
    return this.available.has(key) ? 'available' : 'taken';
  }

  isPending(key: string): boolean {
    return this.pending.has(key);
  }

  heldSeat(key: string): HeldSeat | undefined {
    return this.held.get(key);
  }

  /** The seats the buyer holds or held until they lapsed: what an extension is expected to bring back. */
  recentHoldKeys(): string[] {
    return [...new Set([...this.held.keys(), ...this.lapsed])];
  }

  isLoaded(): boolean {
    return this.statusLoaded;
  }

  /**
   * A new seats-statusV2 answer. With `clearSelection` (the buyer's Refresh) the listed seats are available and
   * nothing stays selected (spec 4); otherwise holds missing from the answer have lapsed and are dropped.
   */
  setStatus(keys: Iterable<string>, { clearSelection = false }: { clearSelection?: boolean } = {}): void {
    this.available = new Set(keys);
    if (clearSelection) {
      this.held.clear();
      this.lapsed.clear();
      this.deadline = null;
    } else {
      for (const key of [...this.held.keys()]) if (!this.available.has(key) && !this.pending.has(key)) this.held.delete(key);
    }
    this.statusLoaded = true;
    this.emit(null);
  }

  /** Seats other buyers (or lapsing holds) changed, from the live event stream. */
  applyChanges(changes: readonly SeatChange[]): void {
    const changed = new Set<string>();
    let selectionChanged = false;
    for (const { seat, state } of changes) {
      if (state === 'released') {
        this.available.add(seat);
        // A hold of ours released without our asking has lapsed (or was replaced by best available).
        if (this.held.has(seat) && !this.pending.has(seat)) {
          this.held.delete(seat);
          this.lapsed.add(seat);
          selectionChanged = true;
        }
      } else if (!this.held.has(seat)) {
        this.available.delete(seat);
      }
      changed.add(seat);
    }
    if (changed.size > 0) this.emit(changed, selectionChanged);
  }

  /** A hold is on its way: the seats show as selected at once (spec 4: a failed hold deselects them again). */
  beginHold(keys: readonly string[]): void {
    for (const key of keys) this.pending.set(key, 'hold');
    this.emit(new Set(keys));
  }

  /** The hold answered: its seats are held; on failure the seats fall back, and a seat refused as taken is taken. */
  endHold(keys: readonly string[], result: { held: readonly LockedSeat[] } | { taken: boolean }): void {
    const changed = new Set(keys);
    for (const key of keys) this.pending.delete(key);
    if ('held' in result) {
      for (const seat of result.held.flatMap(heldSeatsOf)) {
        this.held.set(seat.key, seat);
        changed.add(seat.key);
      }
      this.deadline = earliest(this.held.values());
    } else if (result.taken) {
      for (const key of keys) this.available.delete(key);
    }
    this.emit(changed);
  }

  /** A release is on its way: the seats stay selected until the server agrees (spec 4: a failed release keeps them). */
  beginRelease(keys: readonly string[]): void {
    for (const key of keys) this.pending.set(key, 'release');
    this.emit(new Set(keys));
  }

  endRelease(keys: readonly string[], released: readonly string[] | null): void {
    const changed = new Set([...keys, ...(released ?? [])]);
    for (const key of keys) this.pending.delete(key);
    for (const key of released ?? []) {
      this.held.delete(key);
      this.available.add(key);
    }
    this.deadline = this.held.size > 0 ? earliest(this.held.values()) : null;
    this.emit(changed);
  }

  /** The server's word on all of the buyer's holds (best available, moving to a step, extending, a page reload). */
  replaceHeld(seats: readonly LockedSeat[], options: { extended?: boolean } = {}): void {
    const changed = new Set(this.held.keys());
    this.held.clear();
    this.lapsed.clear();
    for (const seat of seats.flatMap(heldSeatsOf)) {
      this.held.set(seat.key, seat);
      this.available.add(seat.key);
      changed.add(seat.key);
    }
    this.deadline = this.held.size > 0 ? earliest(this.held.values()) : null;
    if (options.extended !== undefined) this.extended = options.extended;
    this.emit(changed);
  }

  private emit(changed: ChangedSeats, selectionChanged = true): void {
    this.version++;
    if (selectionChanged) this.snapshot = null;
    for (const listener of this.listeners) listener(changed);
  }
}

function earliest(seats: Iterable<HeldSeat>): string | null {
  let min: string | null = null;
  let minMs = Infinity;
  for (const s of seats) {
    const ms = Date.parse(s.expiresAt);
    if (Number.isFinite(ms) && ms < minMs) {
      minMs = ms;
      min = s.expiresAt;
    }
  }
  return min;
}
