// By path: the build's configuration loads workspace packages only through its own bundling of relative imports.
import { SEAT_MAP_MESSAGE_KEYS } from '../../../packages/contracts/src/seat-map/names.ts';
import type { Plugin } from 'vite';
import { ar } from '../src/i18n/ar.ts';
import { en } from '../src/i18n/en.ts';
import { he } from '../src/i18n/he.ts';
import { pl } from '../src/i18n/pl.ts';
import { ru } from '../src/i18n/ru.ts';

/** The file the server reads (apps/server/src/http/order-first-frame.ts): the seat map's messages per language. */
export const SEAT_MAP_MESSAGES_FILE = 'seat-map-messages.json';

type Source = Readonly<Record<string, string | undefined>>;
const CATALOGUES: Record<string, Source> = { he, en, ru, ar, pl };

/**
 * Writes dist/seat-map-messages.json: the messages the seat map names its seats with, per language (English where a
 * catalogue has none), from the web app's own catalogues. The server draws the order page's first frame with them
 * (ADR 0019), so its seats carry the same accessible names the app gives them.
 */
export function seatMapMessages(): Plugin {
  return {
    name: 'kupa-seat-map-messages',
    apply: 'build',
    generateBundle() {
      const answer = Object.fromEntries(
        Object.entries(CATALOGUES).map(([locale, messages]) => [
          locale,
          Object.fromEntries(SEAT_MAP_MESSAGE_KEYS.map((key) => [key, messages[key] ?? en[key]])),
        ]),
      );
      this.emitFile({ type: 'asset', fileName: SEAT_MAP_MESSAGES_FILE, source: `${JSON.stringify(answer, null, 2)}\n` });
    },
  };
}
