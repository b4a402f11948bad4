import type { LockTimers } from '@kupa/domain';

/** The seconds a seat stays held in each step when a business sets none (the presentations' column default). */
export const DEFAULT_LOCK_SECONDS = 600;

/** The fewest and most seconds a business's lock timer may hold a seat in one step (the schedule's limits too). */
export const LOCK_SECONDS_RANGE = { min: 60, max: 3600 } as const;

/**
 * A business's lock timers per step (settings_json.lockTimer, named like a presentation's lockTimer of spec 3), the
 * one reader of that key: seat holds of a presentation that follows its business (presentations.lock_timers_own 0)
 * expire after these. A missing or out-of-range value takes the default.
 */
export function lockTimersOf(settingsJson: string | null | undefined): LockTimers {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(settingsJson ?? '{}');
    const timer = parsed && typeof parsed === 'object' ? (parsed as { lockTimer?: unknown }).lockTimer : undefined;
    if (timer && typeof timer === 'object' && !Array.isArray(timer)) stored = timer as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const seconds = (key: keyof LockTimers) => {
    const value = stored[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= LOCK_SECONDS_RANGE.min && value <= LOCK_SECONDS_RANGE.max
      ? value
      : DEFAULT_LOCK_SECONDS;
  };
  return {
    chooseSeatsInSeconds: seconds('chooseSeatsInSeconds'),
    chooseTicketsInSeconds: seconds('chooseTicketsInSeconds'),
    customerInfoInSeconds: seconds('customerInfoInSeconds'),
    chooseProductsInSeconds: seconds('chooseProductsInSeconds'),
  };
}
