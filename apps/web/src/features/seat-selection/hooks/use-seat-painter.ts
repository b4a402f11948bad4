import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { SeatPainter, type SeatNamer } from '../components/map/seat-painter';
import type { SeatMapModel } from '../utils/seat-layout';
import type { SeatStore } from '../utils/seat-store';

/**
 * Draws the plan's seats into `containerRef` once per plan and keeps them painted from the store: a lock, a release
 * or a live event repaints only the seats it names. Marks the render time for the benchmark (bench/seat-map-render.ts).
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
    painter.build();
    painter.setNumbered(numberedRef.current);
    painterRef.current = painter;
    performance.mark('kupa:seat-map:painted');
    const unsubscribe = store.subscribe((changed) => painter.paint(changed));
    return () => {
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
