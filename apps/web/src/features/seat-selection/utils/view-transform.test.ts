import { describe, expect, it } from 'vitest';
import { clampView, cssTransform, ensureVisible, fitView, numbersVisible, panBy, zoomAt, zoomLimits } from './view-transform';

const box = { x: 0, y: 0, width: 1000, height: 500 };
const viewport = { width: 500, height: 400 };

describe('view transform', () => {
  it('fits the whole plan and centres it', () => {
    const view = fitView(viewport, box);
    expect(view.scale).toBe(0.5);
    expect(view.tx).toBe(0);
    expect(view.ty).toBe(75);
  });

  it('zooms about the anchor, which stays put, within the limits', () => {
    const fit = fitView(viewport, box);
    const limits = zoomLimits(fit.scale, 24);
    const anchor = { x: 250, y: 200 };
    const planPoint = { x: (anchor.x - fit.tx) / fit.scale, y: (anchor.y - fit.ty) / fit.scale };
    const zoomed = zoomAt(fit, 2, anchor, limits, viewport, box);
    expect(zoomed.scale).toBe(1);
    expect(planPoint.x * zoomed.scale + zoomed.tx).toBeCloseTo(anchor.x, 9);
    expect(planPoint.y * zoomed.scale + zoomed.ty).toBeCloseTo(anchor.y, 9);
    expect(zoomAt(fit, 0.1, anchor, limits, viewport, box).scale).toBe(limits.min);
    expect(zoomAt(fit, 1000, anchor, limits, viewport, box).scale).toBe(limits.max);
    expect(limits.max).toBe(3);
  });

  it('keeps the plan in view while panning', () => {
    const view = { scale: 1, tx: 0, ty: 0 };
    expect(panBy(view, 100, 0, viewport, box).tx).toBe(0);
    expect(panBy(view, -800, 0, viewport, box).tx).toBe(-500);
    expect(panBy(view, -100, -50, viewport, box)).toEqual({ scale: 1, tx: -100, ty: -50 });
    expect(clampView({ scale: 0.2, tx: 999, ty: 999 }, viewport, box)).toEqual({ scale: 0.2, tx: 150, ty: 150 });
  });

  it('pans just enough to show a point near an edge', () => {
    const view = { scale: 1, tx: 0, ty: 0 };
    expect(ensureVisible(view, { x: 100, y: 100 }, 40, viewport, box)).toBe(view);
    expect(ensureVisible(view, { x: 700, y: 100 }, 40, viewport, box).tx).toBe(-240);
  });

  it('prints seat numbers only when seats are large enough on screen', () => {
    expect(numbersVisible(1, 10)).toBe(false);
    expect(numbersVisible(1.2, 10)).toBe(true);
  });

  it('writes a CSS transform', () => {
    expect(cssTransform({ scale: 0.5, tx: 10, ty: -2.5 })).toBe('translate(10.00px, -2.50px) scale(0.50000)');
  });
});
