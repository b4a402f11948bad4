import { useLayoutEffect } from 'react';

/** The element of the order page's seat map that the server drew into the HTML (apps/server http/order-first-frame.ts). */
export const FIRST_FRAME_ID = 'kupa-first-frame';

/**
 * Removes the server's first frame of the seat map (ADR 0019): called in the layout effect that draws the app's own
 * map, so both are never missing in one frame; and by the order page when it shows no map, so the frame never stays.
 */
export function removeFirstFrame(): void {
  const frame = document.getElementById(FIRST_FRAME_ID);
  if (!frame) return;
  // The frame links the order route's stylesheets; the app's chunk loader finds them there and links them no second
  // time, so they move to the head before the frame goes (else the page would lose its styles with it).
  for (const link of frame.querySelectorAll('link[rel="stylesheet"]')) document.head.appendChild(link);
  frame.remove();
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
