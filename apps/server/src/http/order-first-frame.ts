import {
  buildSeatMapModel,
  seatKind,
  seatPath,
  seatRadius,
  sketchMarkup,
  SKETCH_FROM_SEATS,
  type MapSeat,
  type SeatLook,
  type SeatMapModel,
  type SeatplanV2,
  type SeatState,
} from '@kupa/contracts';
import type { PreloadedAnswer } from './web-app';

/** The id of the first frame's element: the web app removes it once its own map is drawn (apps/web lib/first-frame.ts). */
export const FIRST_FRAME_ID = 'kupa-first-frame';
/** Written after the frame: the page's whole first frame has been received (the seat-map benchmark watches for it). */
export const FIRST_FRAME_END = '<span hidden data-first-frame-end></span>';
export interface FirstFrameOptions {
  /** The seat map's own stylesheet text (firstFrameStyle): the frame is drawn with the app's own styles. */
  style: string;
  /** The drawings of the plans already drawn (one per server); without it each frame is drawn from nothing. */
  drawings?: PlanDrawings;
}

/** A plan's drawing model and its seats' outlines per state, made once and reused by every page of the plan. */
interface PlanDrawing {
  model: SeatMapModel;
  /** A seat's outline in a state, as the app draws it (a plan under SKETCH_FROM_SEATS seats). */
  pathOf: (seat: MapSeat, state: SeatState) => string;
  /** A seat's dot in a big plan's frame (dotsMarkup). */
  dotOf: (seat: MapSeat) => string;
}

/**
 * The drawings of the seat plans whose order pages were served, by the plan's address (a seatplanV2 read names the
 * plan's id, and a plan id's seats never change: a changed plan is a new id, ADR 0015). A 20,000-seat plan's model
 * costs about 15 ms of CPU to make; made once, a page's frame only sorts the seats by their state.
 */
export class PlanDrawings {
  private readonly drawings = new Map<string, PlanDrawing>();

  constructor(private readonly capacity = 16) {}

  get(url: string, plan: SeatplanV2, presentationReserved: boolean): PlanDrawing {
    // Only a plan named by its id is the same plan the next time; a presentation's own plan is drawn every time.
    const key = /[?&]seatplanId=\d+/.test(url) ? `${url}#${presentationReserved ? 1 : 0}` : null;
    const known = key === null ? undefined : this.drawings.get(key);
    if (known && key !== null) {
      this.drawings.delete(key);
      this.drawings.set(key, known);
      return known;
    }
    const drawing = drawingOf(buildSeatMapModel(plan, presentationReserved));
    if (key !== null) {
      this.drawings.set(key, drawing);
      if (this.drawings.size > this.capacity) this.drawings.delete(this.drawings.keys().next().value ?? key);
    }
    return drawing;
  }
}

function drawingOf(model: SeatMapModel): PlanDrawing {
  const dots = new Map<MapSeat, string>();
  const outlines: Record<SeatState, Map<MapSeat, string>> = { available: new Map(), taken: new Map(), selected: new Map() };
  return {
    model,
    pathOf(seat, state) {
      let d = outlines[state].get(seat);
      if (d === undefined) outlines[state].set(seat, (d = seatPath(seat, state, model.unit)));
      return d;
    },
    dotOf(seat) {
      let d = dots.get(seat);
      if (d === undefined) dots.set(seat, (d = `M${tenths(seat.px)} ${tenths(seat.py)}h0`));
      return d;
    },
  };
}

const tenths = (v: number) => (Math.round(v * 10) / 10).toString();

/**
 * A big plan's frame: every reserved seat a dot in its look's colour (a line of no length with round caps, as wide
 * as a seat), one path per look, hidden from assistive technology and the pointer. The app's own first frame of such
 * a plan, a sketch of the seats' outlines, came to 2.1 MB of markup for 20,000 seats, which cost more to send, parse
 * and rasterise than it saved; the dots are about 16 bytes a seat. The app's map takes their place.
 */
function dotsMarkup(model: SeatMapModel, lookOf: (seat: MapSeat) => SeatLook, dotOf: (seat: MapSeat) => string): string {
  const groups = new Map<string, string[]>();
  for (const section of model.sections) {
    if (!section.reserved) continue;
    for (const seat of section.seats) {
      const { state } = lookOf(seat);
      const look = state === 'available' ? seatKind(seat) : state;
      let ds = groups.get(look);
      if (!ds) groups.set(look, (ds = []));
      ds.push(dotOf(seat));
    }
  }
  const paths = [...groups].map(([look, ds]) => `<path class="seat-map__dots--${look}" d="${ds.join('')}"/>`);
  return `<g class="seat-map__dots" stroke-width="${tenths(2 * seatRadius(model.unit))}" aria-hidden="true">${paths.join('')}</g>`;
}

/** The class of the frame's element, defined in the seat map's stylesheet (apps/web seat-selection.css). */
const FIRST_FRAME_CLASS = 'seat-map-first-frame';

/**
 * The text of the order route's stylesheets that style the frame (the one that defines its class: the seat map's),
 * written into the frame itself. Linked instead, every stylesheet in the body held the parser until it had loaded,
 * so the seats were parsed, and painted, only once the route's slowest style was in (issue 12).
 */
export function firstFrameStyle(styles: readonly string[]): string {
  return styles.filter((css) => css.includes(`.${FIRST_FRAME_CLASS}`)).join('');
}

const answerOf = (answers: readonly PreloadedAnswer[], prefix: string): unknown => answers.find((a) => a.url.startsWith(prefix))?.answer;

/**
 * The order page's seat map drawn by the server from the answers given with the page (issue 12, ADR 0019), in the
 * app's classes, so the seats are on screen while the app's scripts load; the app removes it in the frame in which
 * it draws its own map. A plan of fewer than SKETCH_FROM_SEATS seats is drawn as the app's sketch (its outlines,
 * packages/contracts seat-map/markup.ts), a bigger one as dots. Empty when the answers hold no reserved seat plan.
 */
export function orderFirstFrame(answers: readonly PreloadedAnswer[], options: FirstFrameOptions): string {
  const presentation = (answerOf(answers, '/api/presentations/') as { presentation?: { isReserved?: unknown } })?.presentation;
  const planAnswer = answers.find((a) => a.url.startsWith('/api/seats/seatplanV2?'));
  const plan = planAnswer?.answer as SeatplanV2 | undefined;
  const status = (answerOf(answers, '/api/seats/seats-statusV2?') as { seats?: Record<string, unknown> } | undefined)?.seats;
  if (!planAnswer || !presentation || !plan?.S || !status || typeof status !== 'object') return '';
  const reserved = presentation.isReserved !== 0;
  const { model, pathOf, dotOf } = options.drawings?.get(planAnswer.url, plan, reserved) ?? drawingOf(buildSeatMapModel(plan, reserved));
  if (!model.hasReservedSeats) return '';
  const held = new Set<string>();
  const holds = (answerOf(answers, '/api/seats/holds?') as { seats?: { key?: unknown; linkedSeats?: { key?: unknown }[] }[] })?.seats;
  for (const seat of Array.isArray(holds) ? holds : []) {
    if (typeof seat.key === 'string') held.add(seat.key);
    for (const linked of seat.linkedSeats ?? []) if (typeof linked.key === 'string') held.add(linked.key);
  }
  // As the app's seat store reads them: held by the buyer, else listed as free, else taken.
  const lookOf = (seat: MapSeat): SeatLook => ({
    state: held.has(seat.key) ? 'selected' : seat.key in status ? 'available' : 'taken',
    pending: false,
  });
  // A picture of the seats, hidden from assistive technology and the pointer: the app's own map, which takes its place,
  // is the widget with the seats' names. As the app first draws a big plan (merged paths, one per look), and a plan
  // of SKETCH_FROM_SEATS seats or more as dots.
  const seats = model.seats.length >= SKETCH_FROM_SEATS ? dotsMarkup(model, lookOf, dotOf) : sketchMarkup(model, lookOf, pathOf);
  const { box } = model;
  // Inside a <style> element only its end tag is special; a stylesheet never holds one (and `<` is escaped if it did).
  const style = options.style ? `<style>${options.style.replace(/<\//g, '\\3c/')}</style>` : '';
  return (
    `<div id="${FIRST_FRAME_ID}" class="${FIRST_FRAME_CLASS}" data-testid="seat-map-first-frame">${style}` +
    `<div class="seat-map"><div class="seat-map__viewport" dir="ltr" style="aspect-ratio: ${Math.round(box.width)} / ${Math.round(box.height)}">` +
    `<svg xmlns="http://www.w3.org/2000/svg" class="seat-map__drawing seat-map__drawing--first-frame" viewBox="${box.x} ${box.y} ${box.width} ${box.height}"` +
    ` aria-hidden="true">` +
    `<g class="seat-map__seats">${seats}</g></svg></div></div>${FIRST_FRAME_END}</div>`
  );
}
