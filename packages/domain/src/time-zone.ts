/** Default venue time zone (spec 9). */
export const DEFAULT_TIME_ZONE = 'Asia/Jerusalem';

/** A calendar date in the venue's zone, "YYYY-MM-DD" (spec 9 data format). */
export type LocalDate = string;

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = partFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormatters.set(timeZone, f);
  }
  return f;
}

/** Wall-clock parts of an instant in a time zone. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const t = instant.getTime();
  if (!Number.isFinite(t)) return formattedParts(instant, timeZone);
  const local = new Date(t + offsetMs(t, timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** The parts as Intl formats them: the reference the offset cache is built from (several µs a call). */
function formattedParts(instant: Date, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/**
 * A zone's offsets by quarter of an hour of UTC time. Every offset change of the time-zone database falls on a
 * quarter hour of UTC in practice, but the cache does not rely on it: a quarter whose first and last second have
 * different offsets is never cached, and each of its instants asks Intl.
 */
const QUARTER_MS = 15 * 60 * 1000;
const offsets = new Map<string, number>();
const OFFSETS_KEPT = 50_000;

function offsetMs(t: number, timeZone: string): number {
  const quarter = Math.floor(t / QUARTER_MS);
  const key = `${timeZone} ${quarter}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const start = offsetAt(quarter * QUARTER_MS, timeZone);
  if (start !== offsetAt((quarter + 1) * QUARTER_MS - 1000, timeZone)) return offsetAt(t, timeZone);
  if (offsets.size >= OFFSETS_KEPT) offsets.clear();
  offsets.set(key, start);
  return start;
}

/** Local wall-clock time minus UTC at an instant, to the second. */
function offsetAt(t: number, timeZone: string): number {
  const whole = t - (((t % 1000) + 1000) % 1000);
  const p = formattedParts(new Date(whole), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The business date of an instant: the local calendar date in the venue's zone (times stored in UTC, shown local). */
export function localDateOf(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): LocalDate {
  const p = localParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** "YYYY-MM-DD HH:mm" in the venue's zone, no offset (api-compat dateTime). */
export function localDateTimeOf(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = localParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written "YYYY-MM-DD". */
export function isLocalDate(value: string): value is LocalDate {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Adds whole days to a local date (calendar arithmetic, immune to DST). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Day of week of a local date, 0 = Sunday. */
export function weekdayOf(date: LocalDate): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay();
}

/** The UTC instant of a wall-clock time in a zone; for a time skipped by DST the later offset wins. */
export function zonedTimeToUtc(date: LocalDate, time: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const dm = DATE_RE.exec(date);
  const tm = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dm || !tm) throw new RangeError(`Bad local date/time: ${date} ${time}`);
  const wanted = Date.UTC(Number(dm[1]), Number(dm[2]) - 1, Number(dm[3]), Number(tm[1]), Number(tm[2]));
  // Two passes converge for every real zone: guess with the offset at the guess, then correct.
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const p = localParts(new Date(guess), timeZone);
    const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wanted - asUtc;
  }
  return new Date(guess);
}

/** Israeli weekend days (Friday, Saturday), as marked on the staff calendar (spec 2 and getCinemaFilterData). */
export const WEEKEND_DAYS: readonly number[] = [5, 6];
