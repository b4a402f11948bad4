import fs from 'node:fs';
import {
  buildSeatMapModel,
  createSeatNamer,
  escapeAttribute,
  plainTranslate,
  seatOptionsMarkup,
  SKETCH_FROM_SEATS,
  type MapSeat,
  type SeatLook,
  type SeatplanV2,
} from '@kupa/contracts';
import type { PreloadedAnswer } from './web-app';

/** The id of the first frame's element: the web app removes it once its own map is drawn (apps/web lib/first-frame.ts). */
export const FIRST_FRAME_ID = 'kupa-first-frame';
/** Written after the frame: the page's whole first frame has been received (the seat-map benchmark watches for it). */
export const FIRST_FRAME_END = '<span hidden data-first-frame-end></span>';
/** The prefix of the first frame's seat ids (the app's own map uses React ids, which never start so). */
const ID_PREFIX = 'kupa-ff';

/** The seat map's messages per language, written by the web build (apps/web/build/seat-map-messages.ts). */
export type SeatMapMessages = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface FirstFrameOptions {
  locale: string;
  messages: SeatMapMessages;
  /** The order route's stylesheets (route-preloads.json): the frame is drawn with the app's own styles. */
  styles: readonly string[];
}

/** The web build's seat-map-messages.json, or null when it is missing or malformed (no first frame then). */
export function readSeatMapMessages(file: string): SeatMapMessages | null {
  if (!fs.existsSync(file)) return null;
  try {
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    return raw && typeof raw === 'object' ? (raw as SeatMapMessages) : null;
  } catch {
    return null;
  }
}

const answerOf = (answers: readonly PreloadedAnswer[], prefix: string): unknown => answers.find((a) => a.url.startsWith(prefix))?.answer;

/**
 * The order page's seat map drawn by the server from the answers given with the page (issue 12, ADR 0019): the
 * same markup the app's seat painter writes (packages/contracts seat-map/markup.ts), in the app's classes, so the
 * seats are on screen while the app's scripts load; the app removes it in the frame in which it draws its own map.
 * A plan of fewer than SKETCH_FROM_SEATS seats is drawn as listbox options with their accessible names; a bigger one
 * gets no frame. Empty when the answers hold no reserved seat plan.
 */
export function orderFirstFrame(answers: readonly PreloadedAnswer[], options: FirstFrameOptions): string {
  const presentation = (answerOf(answers, '/api/presentations/') as { presentation?: { venueName?: unknown; isReserved?: unknown } })
    ?.presentation;
  const plan = answerOf(answers, '/api/seats/seatplanV2?') as SeatplanV2 | undefined;
  const status = (answerOf(answers, '/api/seats/seats-statusV2?') as { seats?: Record<string, unknown> } | undefined)?.seats;
  const messages = options.messages[options.locale] ?? options.messages.en;
  if (!presentation || !plan?.S || !status || typeof status !== 'object' || !messages) return '';
  const model = buildSeatMapModel(plan, presentation.isReserved !== 0);
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
  const t = plainTranslate(messages);
  const venue = typeof presentation.venueName === 'string' ? presentation.venueName : '';
  // A big plan's frame cost the server about 167 ms of CPU and 2 MB of HTML per page and painted no sooner than the
  // app's own sketch (same-load A/B, docs/performance.md): from SKETCH_FROM_SEATS seats on, the app draws alone.
  if (model.seats.length >= SKETCH_FROM_SEATS) return '';
  const seats = seatOptionsMarkup(model, lookOf, ID_PREFIX, createSeatNamer(t, new Map(model.sections.map((s) => [s.id, s.name]))));
  const { box } = model;
  const styles = options.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`).join('');
  return (
    `<div id="${FIRST_FRAME_ID}" class="seat-map-first-frame" data-testid="seat-map-first-frame">${styles}` +
    `<div class="seat-map"><div class="seat-map__viewport" dir="ltr" style="aspect-ratio: ${Math.round(box.width)} / ${Math.round(box.height)}">` +
    `<svg xmlns="http://www.w3.org/2000/svg" class="seat-map__drawing seat-map__drawing--first-frame" viewBox="${box.x} ${box.y} ${box.width} ${box.height}"` +
    ` role="listbox" aria-multiselectable="true" aria-label="${escapeAttribute(t('seats.map.label', { venue }))}">` +
    `<g class="seat-map__seats">${seats}</g></svg></div></div>${FIRST_FRAME_END}</div>`
  );
}
