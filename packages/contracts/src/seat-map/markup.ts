import type { MapSeat, SeatMapModel } from './layout';
import { seatPath } from './shapes';
import { seatKind, type SeatState } from './state';

/**
 * The seat map's SVG markup as text, written the same way by the web app's seat painter and by the server, which
 * draws the order page's first frame into its HTML (issue 12, ADR 0019): the seats are on screen before the app's
 * JavaScript has loaded, and the app draws the same markup when it takes over.
 */

/** A seat's look at the moment it is drawn: its state and whether a hold or release of it is under way. */
export interface SeatLook {
  state: SeatState;
  pending: boolean;
}

export type SeatNamer = (seat: MapSeat, state: SeatState) => string;

/**
 * From this many seats on, the map's first frame is a sketch (sketchMarkup) and the seat options follow a frame
 * later: parsing, styling and laying out one element per seat is what a 20 000-seat first frame spent most of its
 * time on (issue 12). Below it the options are drawn at once (840 seats: about 10 ms).
 */
export const SKETCH_FROM_SEATS = 4000;

/** The DOM id of a seat's element, for aria-activedescendant. */
export function seatElementId(prefix: string, key: string): string {
  return `${prefix}-${key}`;
}

export function seatClass(seat: MapSeat, state: SeatState, pending: boolean): string {
  return `seat seat--${seatKind(seat)} seat--${state}${pending ? ' seat--pending' : ''}`;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** Text for a double-quoted attribute of the seat markup (or for element text). */
function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (c) => ESCAPES[c] ?? c);
}

/** The opening of a reserved section's group of seat options. */
export function sectionGroupStart(name: string): string {
  return `<g role="group" aria-label="${escapeAttribute(name)}">`;
}

/** One seat as a listbox option (role, aria-selected, aria-disabled, aria-busy), named in the page language. */
export function seatOptionMarkup(seat: MapSeat, look: SeatLook, d: string, id: string, label: string): string {
  const { state, pending } = look;
  return `<path id="${escapeAttribute(id)}" data-seat-key="${seat.key}" role="option" d="${d}" class="${seatClass(seat, state, pending)}" data-state="${state}" aria-selected="${state === 'selected'}"${state === 'taken' ? ' aria-disabled="true"' : ''}${pending ? ' aria-busy="true"' : ''} aria-label="${escapeAttribute(label)}"/>`;
}

/**
 * The first frame of a big plan: every reserved seat drawn, but as a few merged paths, one per kind and state (each
 * seat a subpath), hidden from assistive technology and from the pointer. `pathOf` gives each seat's outline (the
 * painter keeps them to reuse).
 */
export function sketchMarkup(
  model: SeatMapModel,
  lookOf: (seat: MapSeat) => SeatLook,
  pathOf: (seat: MapSeat, state: SeatState) => string = (seat, state) => seatPath(seat, state, model.unit),
): string {
  const groups = new Map<string, string[]>();
  for (const section of model.sections) {
    if (!section.reserved) continue;
    for (const seat of section.seats) {
      const { state, pending } = lookOf(seat);
      const cls = seatClass(seat, state, pending);
      let paths = groups.get(cls);
      if (!paths) groups.set(cls, (paths = []));
      paths.push(pathOf(seat, state));
    }
  }
  const markup = [...groups].map(([cls, paths]) => `<path class="${cls}" d="${paths.join('')}"/>`);
  return `<g class="seat-map__sketch" aria-hidden="true">${markup.join('')}</g>`;
}
