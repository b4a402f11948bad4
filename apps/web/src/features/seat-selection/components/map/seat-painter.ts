import {
  seatClass,
  seatElementId,
  seatOptionMarkup,
  sectionGroupStart,
  sketchMarkup,
  SKETCH_FROM_SEATS,
  type SeatNamer,
} from '@kupa/contracts';
import type { MapSeat, SeatMapModel } from '../../utils/seat-layout';
import { seatPath } from '../../utils/seat-shapes';
import type { SeatState } from '../../utils/seat-state';
import type { ChangedSeats, SeatStore } from '../../utils/seat-store';

// The markup is written by the shared writer (packages/contracts seat-map/markup.ts), which the server's first frame
// of the order page uses too (ADR 0019).
export { seatElementId, SKETCH_FROM_SEATS, type SeatNamer };

const STATE_CODE: Record<SeatState, number> = { available: 1, taken: 2, selected: 3 };

/**
 * Draws the seats of a plan once, as one <path> per seat inside a group per section, and afterwards repaints only
 * the seats whose state changed: no React render for 20 000 seats when one of them is held. Each seat is a
 * listbox option (role, aria-selected, aria-disabled) named in the page language.
 */
export class SeatPainter {
  private elements: SVGPathElement[] = [];
  /** The state code last painted per seat index, so repaints that change nothing touch no attribute. */
  private painted = new Uint8Array(0);
  private namer: SeatNamer;
  private numbered = false;
  /** The plan is drawn as a sketch (no options yet). */
  private sketched = false;
  /** The sketch's outline per seat index, for `build` to reuse while the seat's state and the numbering are unchanged. */
  private sketchPaths: { d: string[]; codes: Uint8Array; numbered: boolean } | null = null;

  constructor(
    private readonly container: SVGGElement,
    private readonly model: SeatMapModel,
    private readonly store: SeatStore,
    private readonly idPrefix: string,
    namer: SeatNamer,
  ) {
    this.namer = namer;
  }

  /**
   * Creates the seat elements, already painted (reserved seats only: general-admission sections are drawn as
   * areas). One markup string parsed at once is several times faster than 20 000 createElement calls with their
   * attributes one by one.
   */
  build(): void {
    this.sketched = false;
    const reuse = this.sketchPaths?.numbered === this.numbered ? this.sketchPaths : null;
    this.sketchPaths = null;
    const markup: string[] = [];
    const order: MapSeat[] = [];
    this.painted = new Uint8Array(this.model.seats.length);
    for (const section of this.model.sections) {
      if (!section.reserved) continue;
      markup.push(sectionGroupStart(section.name));
      for (const seat of section.seats) {
        const { state, pending, code } = this.stateOf(seat);
        this.painted[seat.index] = code;
        order.push(seat);
        const d = reuse?.codes[seat.index] === code ? (reuse.d[seat.index] ?? '') : this.pathOf(seat, state);
        markup.push(seatOptionMarkup(seat, { state, pending }, d, seatElementId(this.idPrefix, seat.key), this.namer(seat, state)));
      }
      markup.push('</g>');
    }
    this.container.innerHTML = markup.join('');
    this.elements = new Array<SVGPathElement>(this.model.seats.length);
    const created = this.container.querySelectorAll<SVGPathElement>('path[data-seat-key]');
    order.forEach((seat, i) => {
      const el = created[i];
      if (el) this.elements[seat.index] = el;
    });
  }

  /**
   * The first frame of a big plan: every seat drawn, but as a few merged paths, one per kind and state (each seat a
   * subpath), hidden from assistive technology and from the pointer. A few elements to parse, style, lay out and
   * layerize instead of one per seat. `build` then replaces it with the options.
   */
  sketch(): void {
    const kept = { d: new Array<string>(this.model.seats.length), codes: new Uint8Array(this.model.seats.length), numbered: this.numbered };
    const markup = sketchMarkup(
      this.model,
      (seat) => {
        const { state, pending, code } = this.stateOf(seat);
        kept.codes[seat.index] = code;
        return { state, pending };
      },
      (seat, state) => (kept.d[seat.index] = this.pathOf(seat, state)),
    );
    this.sketchPaths = kept;
    this.container.innerHTML = markup;
    this.sketched = true;
  }

  /** Repaints the seats named (null: all of them) after a store change. */
  paint(changed: ChangedSeats): void {
    if (this.sketched) {
      this.sketch();
      return;
    }
    if (changed === null) {
      this.paintAll();
      return;
    }
    for (const key of changed) {
      const seat = this.model.byKey.get(key);
      if (seat) this.paintSeat(seat, false);
    }
  }

  paintAll(force = false): void {
    for (const seat of this.model.seats) this.paintSeat(seat, force);
  }

  /** New names (the language changed): every label is rewritten. */
  setNamer(namer: SeatNamer): void {
    if (namer === this.namer) return;
    this.namer = namer;
    this.paintAll(true);
  }

  /** Seat numbers shown or hidden: selected seats trade their check for the number. */
  setNumbered(numbered: boolean): void {
    if (numbered === this.numbered) return;
    this.numbered = numbered;
    for (const seat of this.model.seats) if (this.store.stateOf(seat.key) === 'selected') this.paintSeat(seat, true);
  }

  destroy(): void {
    this.container.replaceChildren();
    this.elements = [];
  }

  private stateOf(seat: MapSeat): { state: SeatState; pending: boolean; code: number } {
    const state = this.store.stateOf(seat.key);
    const pending = this.store.isPending(seat.key);
    return { state, pending, code: STATE_CODE[state] | (pending ? 4 : 0) };
  }

  private pathOf(seat: MapSeat, state: SeatState): string {
    return seatPath(seat, state, this.model.unit, this.numbered);
  }

  private paintSeat(seat: MapSeat, force: boolean): void {
    const el = this.elements[seat.index];
    if (!el) return;
    const { state, pending, code } = this.stateOf(seat);
    if (!force && this.painted[seat.index] === code) return;
    this.painted[seat.index] = code;
    el.setAttribute('d', this.pathOf(seat, state));
    el.setAttribute('class', seatClass(seat, state, pending));
    el.setAttribute('data-state', state);
    el.setAttribute('aria-selected', state === 'selected' ? 'true' : 'false');
    if (state === 'taken') el.setAttribute('aria-disabled', 'true');
    else el.removeAttribute('aria-disabled');
    if (pending) el.setAttribute('aria-busy', 'true');
    else el.removeAttribute('aria-busy');
    el.setAttribute('aria-label', this.namer(seat, state));
  }
}
