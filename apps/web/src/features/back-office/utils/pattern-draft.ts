import type { SchedulePattern } from '@kupa/contracts';

/**
 * The weekly pattern form as typed. Hold timers are typed in minutes, the fees in shekels; a fee left empty is the
 * business's default (its checkout settings), written into the presentations when they are created.
 */
export interface PatternDraft {
  featureId: string;
  venueId: string;
  pricePolicyIds: number[];
  firstDate: string;
  lastDate: string;
  weekdays: number[];
  /** Start times separated by commas or spaces ("19:00, 21:30"). */
  times: string;
  seating: 'reserved' | 'generalAdmission';
  gaCapacity: string;
  /** 'business': the presentations follow the business's lock timers (its settings; lockTimers null). */
  timers: 'business' | 'own';
  saleOpensDaysBefore: string;
  saleClosesMinutesBefore: string;
  chooseSeatsMinutes: string;
  otherStepsMinutes: string;
  maxSeatsPerTransaction: string;
  serviceCharge: string;
  bookingFee: string;
}

export type PatternField = keyof PatternDraft;

export function emptyPattern(firstDate: string, lastDate: string): PatternDraft {
  return {
    featureId: '',
    venueId: '',
    pricePolicyIds: [],
    firstDate,
    lastDate,
    weekdays: [],
    times: '',
    seating: 'reserved',
    gaCapacity: '',
    timers: 'own',
    saleOpensDaysBefore: '',
    saleClosesMinutesBefore: '',
    chooseSeatsMinutes: '10',
    otherStepsMinutes: '10',
    maxSeatsPerTransaction: '10',
    serviceCharge: '',
    bookingFee: '',
  };
}

const whole = (text: string): number | null => {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isInteger(n) ? n : NaN;
};

/** The pattern to send, or the first field that cannot be read (the server checks every rule and names its field). */
export function patternOf(d: PatternDraft): { pattern: SchedulePattern } | { invalid: PatternField } {
  const required = (field: PatternField, text: string) => {
    const n = whole(text);
    return n === null || Number.isNaN(n) ? field : null;
  };
  const optional = (field: PatternField, text: string) => (Number.isNaN(whole(text)) ? field : null);
  const fee = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));
  const charge = fee(d.serviceCharge);
  const booking = fee(d.bookingFee);
  const unreadable = (n: number | null) => n !== null && !Number.isFinite(n);
  const own = d.timers === 'own';
  const problem =
    required('featureId', d.featureId) ??
    required('venueId', d.venueId) ??
    (d.pricePolicyIds.length === 0 ? 'pricePolicyIds' : null) ??
    (d.weekdays.length === 0 ? 'weekdays' : null) ??
    (timesOf(d.times).length === 0 ? 'times' : null) ??
    (d.seating === 'generalAdmission' ? required('gaCapacity', d.gaCapacity) : null) ??
    optional('saleOpensDaysBefore', d.saleOpensDaysBefore) ??
    optional('saleClosesMinutesBefore', d.saleClosesMinutesBefore) ??
    (own ? required('chooseSeatsMinutes', d.chooseSeatsMinutes) : null) ??
    (own ? required('otherStepsMinutes', d.otherStepsMinutes) : null) ??
    required('maxSeatsPerTransaction', d.maxSeatsPerTransaction) ??
    (unreadable(charge) ? 'serviceCharge' : null) ??
    (unreadable(booking) ? 'bookingFee' : null);
  if (problem) return { invalid: problem };
  const other = Number(d.otherStepsMinutes) * 60;
  return {
    pattern: {
      featureId: Number(d.featureId),
      venueId: Number(d.venueId),
      pricePolicyIds: d.pricePolicyIds,
      firstDate: d.firstDate,
      lastDate: d.lastDate,
      weekdays: [...d.weekdays].sort(),
      times: timesOf(d.times),
      seating: d.seating,
      gaCapacity: d.seating === 'generalAdmission' ? Number(d.gaCapacity) : null,
      saleOpensDaysBefore: whole(d.saleOpensDaysBefore),
      saleClosesMinutesBefore: whole(d.saleClosesMinutesBefore),
      lockTimers: own
        ? { chooseSeats: Number(d.chooseSeatsMinutes) * 60, chooseTickets: other, customerInfo: other, chooseProducts: other }
        : null,
      maxSeatsPerTransaction: Number(d.maxSeatsPerTransaction),
      serviceChargeAgorot: charge === null ? null : Math.round(charge * 100),
      bookingFeeAgorot: booking === null ? null : Math.round(booking * 100),
    },
  };
}

/** "19:00, 9:30 21:30" -> ["19:00", "09:30", "21:30"]; anything else is passed on for the server to refuse. */
export function timesOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((t) => (/^\d:\d\d$/.test(t) ? `0${t}` : t));
}

/** The draft field a server refusal names ("times.0" is the times field, "lockTimers.*" the timer fields). */
export function patternFieldOf(refused: string | null): PatternField | null {
  if (refused === null) return null;
  const [head = '', sub = ''] = refused.split('.');
  if (head === 'lockTimers') return sub === 'chooseSeats' ? 'chooseSeatsMinutes' : 'otherStepsMinutes';
  if (head === 'serviceChargeAgorot') return 'serviceCharge';
  if (head === 'bookingFeeAgorot') return 'bookingFee';
  const fields: readonly string[] = Object.keys(emptyPattern('', ''));
  return fields.includes(head) ? (head as PatternField) : null;
}
