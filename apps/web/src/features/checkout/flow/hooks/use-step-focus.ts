import { useEffect, useRef, type RefObject } from 'react';
import type { CheckoutStepName } from '../checkout-types';

/**
 * Each step change moves focus to the step's heading (keyboard and screen reader users land on the new step); the
 * first render leaves the focus where it is.
 */
export function useStepFocus(rootRef: RefObject<HTMLDivElement | null>, step: CheckoutStepName, generation: number) {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const frame = window.requestAnimationFrame(() => {
      const root = rootRef.current;
      const heading = root?.querySelector<HTMLElement>('[data-step-heading]') ?? root?.querySelector<HTMLElement>('h1, h2');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [rootRef, step, generation]);
}
