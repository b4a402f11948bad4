/** A mini site's brand colour with a text colour readable on it (WCAG contrast of at least 4.5:1), or null. */
export function brandColours(hex: string | null): { background: string; text: string } | null {
  if (!hex || !/^#[0-9a-f]{6}$/i.test(hex)) return null;
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  const onWhite = 1.05 / (luminance + 0.05);
  return { background: hex, text: onWhite >= 4.5 ? '#ffffff' : '#1a1a1a' };
}
