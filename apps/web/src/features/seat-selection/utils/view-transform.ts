import type { Box } from './seat-layout';

/** Where the plan is drawn: screen = plan · scale + (tx, ty), in CSS pixels of the map viewport. */
export interface View {
  readonly scale: number;
  readonly tx: number;
  readonly ty: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface ZoomLimits {
  readonly min: number;
  readonly max: number;
}

/** One press of a zoom button (or of + and -). */
export const ZOOM_STEP = 1.5;
/** Seat numbers are printed once a seat is this many CSS pixels wide on screen. */
const NUMBERED_SEAT_PX = 22;
/** The largest zoom shows a seat this wide. */
const LARGEST_SEAT_PX = 72;

/** The whole plan, centred, as large as the viewport allows. */
export function fitView(viewport: Size, box: Box): View {
  const scale = Math.max(1e-3, Math.min(viewport.width / Math.max(box.width, 1), viewport.height / Math.max(box.height, 1)));
  return clampView({ scale, tx: 0, ty: 0 }, viewport, box);
}

/** From the whole plan (never smaller: it cannot get lost) to seats about 72 px wide. */
export function zoomLimits(fitScale: number, unit: number): ZoomLimits {
  return { min: fitScale, max: Math.max(fitScale * 2, LARGEST_SEAT_PX / Math.max(unit, 1)) };
}

/** Zooms by `factor` about a viewport point that stays where it is (the cursor, the pinch centre, the middle). */
export function zoomAt(view: View, factor: number, anchor: { x: number; y: number }, limits: ZoomLimits, viewport: Size, box: Box): View {
  const scale = Math.min(limits.max, Math.max(limits.min, view.scale * factor));
  const k = scale / view.scale;
  return clampView({ scale, tx: anchor.x - (anchor.x - view.tx) * k, ty: anchor.y - (anchor.y - view.ty) * k }, viewport, box);
}

export function panBy(view: View, dx: number, dy: number, viewport: Size, box: Box): View {
  return clampView({ scale: view.scale, tx: view.tx + dx, ty: view.ty + dy }, viewport, box);
}

/** Keeps the plan in view: an axis where it fits is centred; where it is larger, its edges cannot come inside the viewport. */
export function clampView(view: View, viewport: Size, box: Box): View {
  return {
    scale: view.scale,
    tx: clampAxis(view.tx, box.x, box.width, view.scale, viewport.width),
    ty: clampAxis(view.ty, box.y, box.height, view.scale, viewport.height),
  };
}

function clampAxis(t: number, start: number, size: number, scale: number, room: number): number {
  const drawn = size * scale;
  if (drawn <= room) return (room - drawn) / 2 - start * scale;
  // "+ 0" turns -0 into 0.
  return Math.min(-start * scale, Math.max(room - (start + size) * scale, t)) + 0;
}

/** Pans just enough to bring a plan point (the keyboard's seat) at least `margin` pixels inside the viewport. */
export function ensureVisible(view: View, point: { x: number; y: number }, margin: number, viewport: Size, box: Box): View {
  const sx = point.x * view.scale + view.tx;
  const sy = point.y * view.scale + view.ty;
  const m = Math.min(margin, viewport.width / 2, viewport.height / 2);
  let dx = 0;
  let dy = 0;
  if (sx < m) dx = m - sx;
  else if (sx > viewport.width - m) dx = viewport.width - m - sx;
  if (sy < m) dy = m - sy;
  else if (sy > viewport.height - m) dy = viewport.height - m - sy;
  return dx === 0 && dy === 0 ? view : panBy(view, dx, dy, viewport, box);
}

/** Whether seats are large enough on screen to print their numbers. */
export function numbersVisible(scale: number, seatRadius: number): boolean {
  return scale * seatRadius * 2 >= NUMBERED_SEAT_PX;
}

/** The CSS transform of the drawing for a view. */
export function cssTransform(view: View): string {
  return `translate(${view.tx.toFixed(2)}px, ${view.ty.toFixed(2)}px) scale(${view.scale.toFixed(5)})`;
}
