import { toString as renderQrCode } from 'qrcode';

/**
 * The QR code of a ticket secret as an SVG document: dark modules on a white background with a quiet zone, at
 * error-correction level M (readable from a phone screen with some glare or a creased print-out).
 */
export async function renderQrSvg(secret: string): Promise<string> {
  if (secret === '') throw new Error('A QR code needs a ticket secret');
  return renderQrCode(secret, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
}

/**
 * The SVG as a data URL for an <img>: the markup never enters the page's DOM, so nothing in it can run, and the
 * image carries its accessible name in `alt`.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
