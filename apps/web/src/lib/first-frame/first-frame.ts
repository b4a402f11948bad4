import { useLayoutEffect } from 'react';

/** The element of the order page's seat map that the server drew into the HTML (apps/server http/order-first-frame.ts). */
export const FIRST_FRAME_ID = 'kupa-first-frame';

/**
 * Removes the server's first frame of the seat map (ADR 0019): called in the layout effect that draws the app's own
 * map, so both are never missing in one frame; and by the order page when it shows no map, so the frame never stays.
 */
export function removeFirstFrame(): void {
  // The frame carries its own copy of the seat map's styles; the app's chunk loader has linked the app's by now.
  document.getElementById(FIRST_FRAME_ID)?.remove();
}

/**
 * For the order page: after each of its commits, the server's first frame goes unless the app's seat map is drawn
 * (the map's own painter removed it then already); a page that shows no map (an error, a list of seats, general
 * admission) thus never keeps it.
 */
export function useFirstFrameFallback(): void {
  useLayoutEffect(() => {
    if (!document.querySelector('[data-testid="seat-map-svg"]')) removeFirstFrame();
  });
}
