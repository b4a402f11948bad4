import { describe, expect, it } from 'vitest';
import { seatPath, seatRadius, showsNumber } from './seat-shapes';

const seat = { px: 100, py: 50, rotate: 0, premium: false, accessible: false, sofa: null };
const subpaths = (d: string) => d.split('Z').filter(Boolean).length;

describe('seatPath', () => {
  it('draws a free regular seat as a plain circle around its position', () => {
    const d = seatPath(seat, 'available', 24);
    expect(subpaths(d)).toBe(1);
    expect(d.startsWith(`M${100 - seatRadius(24)} 50a`)).toBe(true);
  });

  it('cuts a cross into taken seats and a check into selected ones, so state does not rely on colour', () => {
    expect(subpaths(seatPath(seat, 'taken', 24))).toBe(2);
    expect(subpaths(seatPath(seat, 'selected', 24))).toBe(2);
    expect(seatPath(seat, 'taken', 24)).not.toBe(seatPath(seat, 'selected', 24));
    // Zoomed in, a selected seat leaves room for its number.
    expect(subpaths(seatPath(seat, 'selected', 24, true))).toBe(1);
  });

  it('gives premium, accessible and sofa seats their own outlines', () => {
    const premium = seatPath({ ...seat, premium: true }, 'available', 24);
    const accessible = seatPath({ ...seat, accessible: true }, 'available', 24);
    const sofa = seatPath({ ...seat, sofa: 'L' as const }, 'available', 24);
    expect(premium.startsWith(`M100 ${Math.round((50 - seatRadius(24) * 1.22) * 100) / 100}L`)).toBe(true);
    expect(subpaths(accessible)).toBe(3);
    expect(sofa).toContain('A');
    expect(new Set([seatPath(seat, 'available', 24), premium, accessible, sofa]).size).toBe(4);
  });

  it('turns shaped seats with their block', () => {
    const turned = seatPath({ ...seat, premium: true, rotate: 45 }, 'available', 24);
    const r = seatRadius(24) * 1.22;
    const x = 100 + r * Math.SQRT1_2;
    expect(turned.startsWith(`M${Math.round(x * 100) / 100} `)).toBe(true);
  });

  it('prints numbers on free and selected seats but not on taken seats or the wheelchair sign', () => {
    expect(showsNumber({ accessible: false }, 'available')).toBe(true);
    expect(showsNumber({ accessible: false }, 'taken')).toBe(false);
    expect(showsNumber({ accessible: true }, 'available')).toBe(false);
    expect(showsNumber({ accessible: true }, 'selected')).toBe(true);
  });
});
