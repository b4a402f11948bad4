import type { MapSeat } from './layout';
import type { SeatState } from './state';

/** The catalogue messages a seat map is named with (the web app's catalogues; the server's first frame, too). */
export const SEAT_MAP_MESSAGE_KEYS = [
  'seats.map.label',
  'seat.a11y.position',
  'seat.a11y.inSection',
  'seat.a11y.separator',
  'seat.quality.premium',
  'seat.quality.accessible',
  'seat.quality.companion',
  'seat.quality.limitedView',
  'seat.quality.sofa',
  'seat.state.available',
  'seat.state.taken',
  'seat.state.selected',
] as const;
export type SeatMapMessageKey = (typeof SEAT_MAP_MESSAGE_KEYS)[number];

/** Formats a catalogue message (intl.formatMessage bound to the page language). */
export type Translate = (id: SeatMapMessageKey, values?: Record<string, string | number>) => string;

type NamedSeat = Pick<MapSeat, 'sectionId' | 'rowName' | 'seatName' | 'premium' | 'accessible' | 'companion' | 'limitedView' | 'sofa'>;

const ROW = '\u0001';
const SEAT = '\u0002';

/**
 * Accessible seat names in the page language, e.g. "Row 5 seat 12, premium, available" or
 * "שורה 5 כיסא 12, פרמיום, פנוי", with the section first when the plan has several. The position message is
 * formatted once with placeholders and filled by string replacement: 20 000 seats are named in milliseconds.
 */
export function createSeatNamer(t: Translate, sectionNames: ReadonlyMap<number, string>): (seat: NamedSeat, state: SeatState) => string {
  const position = t('seat.a11y.position', { row: ROW, seat: SEAT });
  const separator = t('seat.a11y.separator');
  const withSection = sectionNames.size > 1;
  const sectionTemplates = new Map<number, string>();
  const tails = new Map<string, string>();
  const states: Record<SeatState, string> = {
    available: t('seat.state.available'),
    taken: t('seat.state.taken'),
    selected: t('seat.state.selected'),
  };

  const templateFor = (sectionId: number): string => {
    if (!withSection) return position;
    let template = sectionTemplates.get(sectionId);
    if (template === undefined) {
      template = t('seat.a11y.inSection', { section: sectionNames.get(sectionId) ?? '', position });
      sectionTemplates.set(sectionId, template);
    }
    return template;
  };

  const tailFor = (seat: NamedSeat, state: SeatState): string => {
    const id = `${+seat.premium}${+seat.accessible}${+seat.companion}${+seat.limitedView}${seat.sofa ? 1 : 0}${state}`;
    let tail = tails.get(id);
    if (tail === undefined) {
      const parts: string[] = [];
      if (seat.premium) parts.push(t('seat.quality.premium'));
      if (seat.accessible) parts.push(t('seat.quality.accessible'));
      if (seat.companion) parts.push(t('seat.quality.companion'));
      if (seat.limitedView) parts.push(t('seat.quality.limitedView'));
      if (seat.sofa) parts.push(t('seat.quality.sofa'));
      parts.push(states[state]);
      tail = separator + parts.join(separator);
      tails.set(id, tail);
    }
    return tail;
  };

  // Replacer functions: a label such as "$&" must come out as written.
  return (seat, state) =>
    templateFor(seat.sectionId)
      .replace(SEAT, () => seat.seatName)
      .replace(ROW, () => seat.rowName) + tailFor(seat, state);
}
