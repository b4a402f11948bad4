import { describe, expect, it } from 'vitest';
import { renderQrSvg, svgDataUrl } from './qr-code';

describe('renderQrSvg', () => {
  it('draws a ticket secret as a square SVG of dark modules on white', async () => {
    const svg = await renderQrSvg('3f9a1c0d5e7b4a2f8c6d1e0b9a7f5c3d');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('stroke="#000000"');
    expect(svg.trim().endsWith('</svg>')).toBe(true);
  });

  it('gives different codes to different secrets and the same code to the same secret', async () => {
    const a = await renderQrSvg('secret-a-0001');
    expect(await renderQrSvg('secret-a-0001')).toBe(a);
    expect(await renderQrSvg('secret-b-0002')).not.toBe(a);
  });

  it('keeps markup in the secret out of the SVG (the secret is drawn, not written)', async () => {
    const svg = await renderQrSvg('<script>alert(1)</script>');
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('alert');
  });

  it('refuses an empty secret', async () => {
    await expect(renderQrSvg('')).rejects.toThrow();
  });
});

describe('svgDataUrl', () => {
  it('encodes the SVG so it survives as an image address', () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(url).not.toMatch(/[<>"# ]/);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toContain('<path d="M0 0h1"/>');
  });
});
