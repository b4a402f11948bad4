import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Box } from '../utils/seat-layout';
import {
  clampView,
  cssTransform,
  ensureVisible,
  fitView,
  panBy,
  zoomAt,
  zoomLimits,
  type Size,
  type View,
  type ZoomLimits,
} from '../utils/view-transform';

/** A pointer must travel this far (CSS px) before a press becomes a drag, so that a tap on a seat stays a tap. */
const DRAG_THRESHOLD = 5;
/** After a gesture pauses this long, the view is handed to React (seat numbers, button states). */
const SETTLE_MS = 140;

export interface PanZoom {
  /** The settled view (not updated during a gesture), or null before the viewport was measured. */
  view: View | null;
  limits: ZoomLimits | null;
  size: Size;
  /** Zooms by a factor about a plan point (default: the middle of the viewport). */
  zoomBy(factor: number, planAnchor?: { x: number; y: number }): void;
  /** Back to the whole hall. */
  reset(): void;
  /** Pans just enough to show a plan point (the keyboard's seat). */
  reveal(point: { x: number; y: number }, margin: number): void;
  /** Whether the last press was a drag or a pinch: its click must not choose a seat. */
  wasDrag(): boolean;
}

interface Gesture {
  pointers: Map<number, { x: number; y: number }>;
  moved: boolean;
  start: { x: number; y: number } | null;
  pinch: { distance: number; centre: { x: number; y: number } } | null;
}

/**
 * Pan and zoom of the seat map: one CSS transform on the drawing (no layout, no React render while moving; the
 * drawing is a compositor layer), pointer drag, pinch and two-finger pan on touch, Ctrl/Cmd + wheel zoom
 * about the cursor, and buttons. The plan cannot be lost: it is clamped to stay in view.
 */
export function usePanZoom(
  viewportRef: RefObject<HTMLElement | null>,
  targetRef: RefObject<SVGSVGElement | null>,
  box: Box,
  unit: number,
): PanZoom {
  const viewRef = useRef<View | null>(null);
  const sizeRef = useRef<Size>({ width: 0, height: 0 });
  const limitsRef = useRef<ZoomLimits | null>(null);
  const boxRef = useRef(box);
  const unitRef = useRef(unit);
  const userMovedRef = useRef(false);
  const settleRef = useRef<number | undefined>(undefined);
  /** The scale the drawing's layer was last drawn at. */
  const rasterScaleRef = useRef(0);
  const gestureRef = useRef<Gesture>({ pointers: new Map(), moved: false, start: null, pinch: null });
  const [settled, setSettled] = useState<{ view: View | null; limits: ZoomLimits | null; size: Size }>({
    view: null,
    limits: null,
    size: { width: 0, height: 0 },
  });

  const apply = useCallback(
    (view: View, gesture: boolean) => {
      viewRef.current = view;
      const target = targetRef.current;
      if (target) {
        // The drawing's own origin is the plan box's corner (its viewBox), hence the shift by box.x and box.y.
        const { x, y } = boxRef.current;
        target.style.transform = cssTransform({ scale: view.scale, tx: view.tx + x * view.scale, ty: view.ty + y * view.scale });
      }
      window.clearTimeout(settleRef.current);
      settleRef.current = window.setTimeout(
        () => {
          const settledView = viewRef.current;
          const drawing = targetRef.current;
          // The drawing is its own compositor layer (will-change in the CSS), so panning never repaints 20 000 seats.
          // A layer keeps the resolution it was drawn at: after a zoom it is dropped for two frames and drawn anew,
          // sharp at the new scale, while the buyer is not moving it.
          if (drawing && settledView && settledView.scale !== rasterScaleRef.current) {
            rasterScaleRef.current = settledView.scale;
            drawing.style.willChange = 'auto';
            requestAnimationFrame(() => requestAnimationFrame(() => (drawing.style.willChange = '')));
          }
          setSettled({ view: viewRef.current, limits: limitsRef.current, size: sizeRef.current });
        },
        gesture ? SETTLE_MS : 0,
      );
    },
    [targetRef],
  );

  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const size = { width: viewport.clientWidth, height: viewport.clientHeight };
    if (size.width === 0 || size.height === 0) return;
    const same = size.width === sizeRef.current.width && size.height === sizeRef.current.height;
    if (same && viewRef.current) return;
    sizeRef.current = size;
    const fit = fitView(size, boxRef.current);
    limitsRef.current = zoomLimits(fit.scale, unitRef.current);
    const current = viewRef.current;
    if (!current || !userMovedRef.current) apply(fit, false);
    else {
      const scale = Math.min(limitsRef.current.max, Math.max(limitsRef.current.min, current.scale));
      apply(clampView({ ...current, scale }, size, boxRef.current), false);
    }
  }, [apply, viewportRef]);

  // A new plan: start again from the whole hall, before the first paint.
  useLayoutEffect(() => {
    boxRef.current = box;
    unitRef.current = unit;
    userMovedRef.current = false;
    viewRef.current = null;
    sizeRef.current = { width: 0, height: 0 };
    measure();
  }, [box, unit, measure]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(viewport);

    const local = (e: { clientX: number; clientY: number }) => {
      const rect = viewport.getBoundingClientRect();
      return { x: e.clientX - rect.left, y: e.clientY - rect.top };
    };
    const gesture = gestureRef.current;

    const onPointerDown = (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      // A primary pointer starts a new gesture: forget pointers whose end never arrived (a lost touch).
      if (e.isPrimary) gesture.pointers.clear();
      if (gesture.pointers.size === 0) {
        gesture.moved = false;
        gesture.start = local(e);
      }
      gesture.pointers.set(e.pointerId, local(e));
      if (gesture.pointers.size === 2) {
        gesture.moved = true;
        gesture.pinch = pinchOf(gesture.pointers);
      }
    };
    const onPointerMove = (e: PointerEvent) => {
      const previous = gesture.pointers.get(e.pointerId);
      const view = viewRef.current;
      if (!previous || !view) return;
      const point = local(e);
      gesture.pointers.set(e.pointerId, point);
      const size = sizeRef.current;
      const limits = limitsRef.current;
      if (gesture.pointers.size >= 2 && gesture.pinch && limits) {
        const next = pinchOf(gesture.pointers);
        if (!next) return;
        const panned = panBy(view, next.centre.x - gesture.pinch.centre.x, next.centre.y - gesture.pinch.centre.y, size, boxRef.current);
        const factor = gesture.pinch.distance > 0 ? next.distance / gesture.pinch.distance : 1;
        gesture.pinch = next;
        userMovedRef.current = true;
        apply(zoomAt(panned, factor, next.centre, limits, size, boxRef.current), true);
        return;
      }
      if (!gesture.moved && gesture.start && Math.hypot(point.x - gesture.start.x, point.y - gesture.start.y) < DRAG_THRESHOLD) return;
      if (!gesture.moved) {
        gesture.moved = true;
        // Captured only once it is a drag: a capture at press time would steal the click from the seat.
        viewport.setPointerCapture(e.pointerId);
      }
      userMovedRef.current = true;
      apply(panBy(view, point.x - previous.x, point.y - previous.y, size, boxRef.current), true);
    };
    const onPointerEnd = (e: PointerEvent) => {
      gesture.pointers.delete(e.pointerId);
      if (gesture.pointers.size < 2) gesture.pinch = null;
    };
    const onWheel = (e: WheelEvent) => {
      // Plain wheel scrolls the page; Ctrl or Cmd (and trackpad pinch, which browsers send as Ctrl + wheel) zooms.
      if (!(e.ctrlKey || e.metaKey)) return;
      const view = viewRef.current;
      const limits = limitsRef.current;
      if (!view || !limits) return;
      e.preventDefault();
      const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      userMovedRef.current = true;
      apply(zoomAt(view, Math.exp(-delta * 0.0025), local(e), limits, sizeRef.current, boxRef.current), true);
    };

    viewport.addEventListener('pointerdown', onPointerDown);
    viewport.addEventListener('pointermove', onPointerMove);
    viewport.addEventListener('pointerup', onPointerEnd);
    viewport.addEventListener('pointercancel', onPointerEnd);
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      viewport.removeEventListener('pointerdown', onPointerDown);
      viewport.removeEventListener('pointermove', onPointerMove);
      viewport.removeEventListener('pointerup', onPointerEnd);
      viewport.removeEventListener('pointercancel', onPointerEnd);
      viewport.removeEventListener('wheel', onWheel);
      window.clearTimeout(settleRef.current);
    };
  }, [apply, measure, viewportRef]);

  const zoomBy = useCallback(
    (factor: number, planAnchor?: { x: number; y: number }) => {
      const view = viewRef.current;
      const limits = limitsRef.current;
      if (!view || !limits) return;
      const size = sizeRef.current;
      const anchor = planAnchor
        ? { x: planAnchor.x * view.scale + view.tx, y: planAnchor.y * view.scale + view.ty }
        : { x: size.width / 2, y: size.height / 2 };
      userMovedRef.current = true;
      apply(zoomAt(view, factor, anchor, limits, size, boxRef.current), false);
    },
    [apply],
  );

  const reset = useCallback(() => {
    if (sizeRef.current.width === 0) return;
    userMovedRef.current = false;
    apply(fitView(sizeRef.current, boxRef.current), false);
  }, [apply]);

  const reveal = useCallback(
    (point: { x: number; y: number }, margin: number) => {
      const view = viewRef.current;
      if (!view) return;
      const next = ensureVisible(view, point, margin, sizeRef.current, boxRef.current);
      if (next !== view) {
        userMovedRef.current = true;
        apply(next, false);
      }
    },
    [apply],
  );

  const wasDrag = useCallback(() => gestureRef.current.moved, []);

  return { view: settled.view, limits: settled.limits, size: settled.size, zoomBy, reset, reveal, wasDrag };
}

function pinchOf(pointers: Map<number, { x: number; y: number }>): { distance: number; centre: { x: number; y: number } } | null {
  const [a, b] = [...pointers.values()];
  if (!a || !b) return null;
  return { distance: Math.hypot(b.x - a.x, b.y - a.y), centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
}
