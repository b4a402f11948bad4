export interface PosterInput {
  title: string;
  subtitle: string;
  color: string;
  rating: string | null;
  rtl: boolean;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Splits a title into lines of at most `max` characters at word boundaries. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

/** A generated poster (2:3) so every feature has an image without shipping artwork: the title on the feature's colour. */
export function renderPosterSvg(p: PosterInput): string {
  const color = /^#[0-9a-f]{3,8}$/i.test(p.color) ? p.color : '#3b2f63';
  const lines = wrap(p.title, 14);
  const direction = p.rtl ? 'rtl' : 'ltr';
  const title = lines
    .map(
      (l, i) =>
        `<text x="200" y="${250 + i * 52}" font-size="44" font-weight="700" text-anchor="middle" direction="${direction}">${escapeXml(l)}</text>`,
    )
    .join('');
  const rating = p.rating
    ? `<rect x="24" y="24" rx="8" width="110" height="40" fill="#0008"/><text x="79" y="52" font-size="20" text-anchor="middle">${escapeXml(p.rating)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600" role="img" aria-label="${escapeXml(p.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111"/></linearGradient></defs>
<rect width="400" height="600" fill="url(#g)"/>
<g fill="#fff" font-family="Arial, Helvetica, sans-serif">${rating}${title}
<text x="200" y="540" font-size="22" text-anchor="middle" opacity="0.8">${escapeXml(p.subtitle)}</text></g>
</svg>`;
}
