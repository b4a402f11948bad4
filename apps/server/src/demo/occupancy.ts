import { localParts, weekdayOf, type SeededRandom } from '@kupa/domain';
import type { PresentationRef } from './demo-model';

const DAY_MS = 86_400_000;

// Israeli week: the weekend is Friday and Saturday, and Thursday night is a night out.
const WEEKDAY = [0.55, 0.5, 0.55, 0.65, 0.95, 0.85, 1] as const;

function timeOfDay(hour: number): number {
  if (hour < 13) return 0.4;
  if (hour < 16) return 0.55;
  if (hour < 19) return 0.75;
  if (hour < 22) return 1;
  return 0.8;
}

/**
 * The share of a presentation's seats that is sold by `now`: 20-85% for past shows (fuller at weekends,
 * evenings and for popular titles), and for upcoming shows a part of that which grows as the show nears.
 */
export function soldShare(p: PresentationRef, now: Date, rng: SeededRandom): number {
  if (p.cancelled) return 0;
  if (p.saleStartsAt && p.saleStartsAt.getTime() > now.getTime()) return 0;
  const theatre = p.business.key === 'theatre';
  const weekday = WEEKDAY[weekdayOf(p.businessDate)] ?? 0.6;
  const hour = localParts(p.startsAt, 'Asia/Jerusalem').hour;
  const jitter = 0.8 + rng.next() * 0.4;
  const raw = theatre
    ? 1.05 * (0.6 + 0.4 * weekday) * p.feature.popularity * jitter
    : 0.85 * weekday * timeOfDay(hour) * p.feature.popularity * jitter;
  const final = Math.min(0.85, Math.max(0.2, raw));
  const lead = (p.startsAt.getTime() - now.getTime()) / DAY_MS;
  if (lead <= 0) return final;
  // Cinema tickets sell in the last days; theatre tickets weeks ahead.
  return final * (theatre ? 0.8 * Math.exp(-lead / 8) : 0.55 * Math.exp(-lead / 2.5));
}
