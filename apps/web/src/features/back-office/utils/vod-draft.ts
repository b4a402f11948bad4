import type { StaffVodTitle, VodTitleInput } from '@kupa/contracts';

/** The VOD fieldset as typed: texts until saved (a refused save keeps them). Dates are the browser's local days. */
export interface VodDraft {
  onSale: boolean;
  price: string;
  viewingHours: string;
  plays: string;
  from: string;
  until: string;
}

export type VodDraftField = Exclude<keyof VodDraft, 'onSale'>;

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** The local day (YYYY-MM-DD) of an instant. */
export const localDayOf = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
const startOfDay = (day: string) => new Date(`${day}T00:00:00`);

/** The draft of a film's title, or of a new one (on sale from today for 30 days, 48 hours and 3 plays). */
export function vodDraftOf(vod: StaffVodTitle | null, today: Date): VodDraft {
  if (!vod) {
    return {
      onSale: true,
      price: '',
      viewingHours: '48',
      plays: '3',
      from: localDayOf(today),
      until: localDayOf(new Date(today.getTime() + 30 * DAY)),
    };
  }
  return {
    onSale: vod.onSale,
    price: String(vod.price),
    viewingHours: String(vod.viewingHours),
    plays: String(vod.plays),
    from: localDayOf(new Date(vod.availableFrom)),
    // The sale ends at the start of the day after the last one shown.
    until: localDayOf(new Date(new Date(vod.availableUntil).getTime() - 1)),
  };
}

/** The input to save, or the first field that cannot be read (the server judges the rest, e.g. the price's range). */
export function vodInputOf(draft: VodDraft): { input: VodTitleInput } | { invalid: VodDraftField } {
  const price = Number(draft.price.trim().replace(',', '.'));
  if (draft.price.trim() === '' || !Number.isFinite(price)) return { invalid: 'price' };
  const hours = Number(draft.viewingHours);
  if (!/^\d+$/.test(draft.viewingHours.trim())) return { invalid: 'viewingHours' };
  const plays = Number(draft.plays);
  if (!/^\d+$/.test(draft.plays.trim())) return { invalid: 'plays' };
  const from = startOfDay(draft.from);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.from) || Number.isNaN(from.getTime())) return { invalid: 'from' };
  const lastDay = startOfDay(draft.until);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.until) || Number.isNaN(lastDay.getTime()) || lastDay < from) return { invalid: 'until' };
  const until = new Date(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate() + 1);
  return {
    input: {
      onSale: draft.onSale,
      price,
      viewingHours: hours,
      plays,
      availableFrom: from.toISOString(),
      availableUntil: until.toISOString(),
    },
  };
}

/** The draft field a refused save names (body.availableFrom is the "from" day). */
export function vodFieldOf(refused: string | null): VodDraftField | null {
  if (refused === 'availableFrom') return 'from';
  if (refused === 'availableUntil') return 'until';
  return refused === 'price' || refused === 'viewingHours' || refused === 'plays' ? refused : null;
}
