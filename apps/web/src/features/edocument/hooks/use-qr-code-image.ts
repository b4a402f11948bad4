import { useEffect, useState } from 'react';
import { renderQrSvg, svgDataUrl } from '../utils/qr-code';

export type QrCodeImage = { kind: 'drawing' } | { kind: 'ready'; src: string } | { kind: 'failed' };

/** Draws the QR code of a ticket secret as an SVG image address; a new secret draws again. */
export function useQrCodeImage(secret: string): QrCodeImage {
  const [drawn, setDrawn] = useState<{ secret: string; image: QrCodeImage } | null>(null);
  useEffect(() => {
    let current = true;
    renderQrSvg(secret).then(
      (svg) => {
        if (current) setDrawn({ secret, image: { kind: 'ready', src: svgDataUrl(svg) } });
      },
      () => {
        if (current) setDrawn({ secret, image: { kind: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [secret]);
  return drawn?.secret === secret ? drawn.image : { kind: 'drawing' };
}
