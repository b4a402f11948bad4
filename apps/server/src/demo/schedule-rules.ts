import type { HallKind } from './demo-model';

// How each kind of hall is programmed and priced. Times are local (Asia/Jerusalem).

export interface HallProfile {
  /** Show times by weekday (0 = Sunday). */
  slots(weekday: number): readonly string[];
  maxSeats: number;
  serviceChargeAgorot: number;
  bookingFeeAgorot: number;
  seatingPolicyId: number;
  cancellation: readonly [string, number] | null;
  lockTimers: readonly [number, number, number, number];
}

const CINEMA_LOCK_TIMERS = [600, 600, 900, 600] as const;
const THEATRE_LOCK_TIMERS = [900, 600, 900, 600] as const;
const every = (times: readonly string[]) => () => times;

export const HALL_PROFILES: Record<Exclude<HallKind, 'vod'>, HallProfile> = {
  hall150: {
    slots: every(['11:00', '14:30', '17:15', '19:45', '22:00']),
    maxSeats: 10,
    serviceChargeAgorot: 450,
    bookingFeeAgorot: 0,
    seatingPolicyId: 1,
    cancellation: ['perTicket', 300],
    lockTimers: CINEMA_LOCK_TIMERS,
  },
  hall220: {
    slots: every(['11:15', '14:00', '16:45', '19:30', '22:00']),
    maxSeats: 10,
    serviceChargeAgorot: 350,
    bookingFeeAgorot: 0,
    seatingPolicyId: 1,
    cancellation: ['perTicket', 300],
    lockTimers: CINEMA_LOCK_TIMERS,
  },
  hall300: {
    slots: every(['12:30', '16:00', '19:15', '22:00']),
    maxSeats: 10,
    serviceChargeAgorot: 0,
    bookingFeeAgorot: 0,
    seatingPolicyId: 3,
    cancellation: ['fixed', 500],
    lockTimers: CINEMA_LOCK_TIMERS,
  },
  gallery450: {
    slots: every(['13:45', '16:30', '19:30', '22:15']),
    maxSeats: 10,
    serviceChargeAgorot: 450,
    bookingFeeAgorot: 0,
    seatingPolicyId: 1,
    cancellation: ['perTicket', 300],
    lockTimers: CINEMA_LOCK_TIMERS,
  },
  vipSofas: {
    slots: every(['15:00', '18:00', '20:45', '23:15']),
    maxSeats: 6,
    serviceChargeAgorot: 700,
    bookingFeeAgorot: 0,
    seatingPolicyId: 1,
    cancellation: ['fixed', 1000],
    lockTimers: [600, 600, 900, 900],
  },
  imax: {
    slots: every(['12:00', '15:30', '19:00', '22:30']),
    maxSeats: 10,
    serviceChargeAgorot: 500,
    bookingFeeAgorot: 300,
    seatingPolicyId: 1,
    cancellation: ['percentOfTotal', 10],
    lockTimers: CINEMA_LOCK_TIMERS,
  },
  openHall: {
    slots: every(['17:00', '20:00', '22:30']),
    maxSeats: 10,
    serviceChargeAgorot: 300,
    bookingFeeAgorot: 0,
    seatingPolicyId: 1,
    cancellation: null,
    lockTimers: CINEMA_LOCK_TIMERS,
  },
  // The small offline branch screens a few evenings a week.
  studio80: {
    slots: (d) => ([1, 3, 4, 6].includes(d) ? ['20:00'] : []),
    maxSeats: 10,
    serviceChargeAgorot: 0,
    bookingFeeAgorot: 0,
    seatingPolicyId: 1,
    cancellation: null,
    lockTimers: CINEMA_LOCK_TIMERS,
  },
  // An evening show, a Friday matinee before Shabbat and two shows on Saturday.
  mainStage: {
    slots: (d) => (d === 5 ? ['13:00'] : d === 6 ? ['12:00', '20:30'] : ['20:30']),
    maxSeats: 8,
    serviceChargeAgorot: 600,
    bookingFeeAgorot: 1000,
    seatingPolicyId: 1,
    cancellation: ['percentOfTotal', 10],
    lockTimers: THEATRE_LOCK_TIMERS,
  },
  smallStage: {
    slots: (d) => (d === 0 ? [] : d === 5 ? ['11:00'] : ['21:00']),
    maxSeats: 8,
    serviceChargeAgorot: 600,
    bookingFeeAgorot: 1000,
    seatingPolicyId: 3,
    cancellation: ['percentPerTicket', 15],
    lockTimers: THEATRE_LOCK_TIMERS,
  },
};

/** Children's films play before 19:00 (dubbed before 17:00); 16+ and 18+ films from 16:00. */
export function fitsSlot(feature: { rating: string; dubbing: string | null }, time: string): boolean {
  if (feature.dubbing !== null) return time < '19:00';
  if (feature.rating === '18+' || feature.rating === '16+') return time >= '16:00';
  return true;
}
