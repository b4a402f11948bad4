import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { removeFirstFrame } from '../../../lib/first-frame/first-frame';
import { SeatPainter, SKETCH_FROM_SEATS, type SeatNamer } from '../components/map/seat-painter';
import type { SeatMapModel } from '../utils/seat-layout';
import type { SeatStore } from '../utils/seat-store';

/**
 * Draws the plan's seats into `containerRef` once per plan and keeps them painted from the store: a hold, a release
 * or a live event repaints only the seats it names. A plan of SKETCH_FROM_SEATS seats or more is first drawn as a
 * sketch, its options built in a task after that frame. Marks the render time for the benchmark
 * (bench/seat-map-render.ts): painted (the seats are on screen) and interactive (the options are there). The server's
 * first frame of the map (ADR 0019), if any, is removed in the same frame as the app's map is drawn.
 */
export function useSeatPainter(
  containerRef: RefObject<SVGGElement | null>,
  model: SeatMapModel,
  store: SeatStore,
  idPrefix: string,
  namer: SeatNamer,
  numbered: boolean,
): void {
  const painterRef = useRef<SeatPainter | null>(null);
  const namerRef = useRef(namer);
  const numberedRef = useRef(numbered);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    performance.mark('kupa:seat-map:build-start');
    const painter = new SeatPainter(container, model, store, idPrefix, namerRef.current);
    painterRef.current = painter;
    const buildOptions = () => {
      painter.build();
      painter.setNumbered(numberedRef.current);
      performance.mark('kupa:seat-map:interactive');
    };
    let frame = 0;
    let task: number | undefined;
    if (model.seats.length >= SKETCH_FROM_SEATS) {
      // A big plan: its sketch in this frame, the seat options (keyboard, screen readers, clicks) in a task after it.
      painter.sketch();
      removeFirstFrame();
      performance.mark('kupa:seat-map:painted');
      frame = requestAnimationFrame(() => {
        task = window.setTimeout(buildOptions, 0);
      });
    } else {
      buildOptions();
      removeFirstFrame();
      performance.mark('kupa:seat-map:painted');
    }
    const unsubscribe = store.subscribe((changed) => painter.paint(changed));
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
      unsubscribe();
      painter.destroy();
      painterRef.current = null;
    };
  }, [containerRef, model, store, idPrefix]);

  useEffect(() => {
    namerRef.current = namer;
    painterRef.current?.setNamer(namer);
  }, [namer]);

  useEffect(() => {
    numberedRef.current = numbered;
    painterRef.current?.setNumbered(numbered);
  }, [numbered]);
}
