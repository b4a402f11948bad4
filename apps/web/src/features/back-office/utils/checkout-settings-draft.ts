import type { CheckoutSettings } from '@kupa/contracts';

/** The four seat-holding steps in the order the buyer meets them (spec 2). */
export const LOCK_STEPS = ['chooseSeats', 'chooseTickets', 'customerInfo', 'chooseProducts'] as const;
export type LockStep = (typeof LOCK_STEPS)[number];

/** The checkout settings as typed: each step's timer in minutes, text until saved. */
export interface CheckoutSettingsDraft {
  authRequired: boolean;
  minutes: Record<LockStep, string>;
}

const minutesText = (seconds: number) => String(Math.round((seconds / 60) * 100) / 100);

export function checkoutDraftOf(settings: CheckoutSettings): CheckoutSettingsDraft {
  const { lockTimers } = settings;
  return {
    authRequired: settings.authRequired,
    minutes: {
      chooseSeats: minutesText(lockTimers.chooseSeats),
      chooseTickets: minutesText(lockTimers.chooseTickets),
      customerInfo: minutesText(lockTimers.customerInfo),
      chooseProducts: minutesText(lockTimers.chooseProducts),
    },
  };
}

/**
 * The settings to save (minutes to whole seconds), or the step whose minutes cannot be read as a number; the server
 * checks the range (1 to 60 minutes) and names the field it refuses.
 */
export function checkoutSettingsOf(draft: CheckoutSettingsDraft): { settings: CheckoutSettings } | { invalid: LockStep } {
  const seconds: Partial<Record<LockStep, number>> = {};
  for (const step of LOCK_STEPS) {
    const text = draft.minutes[step].trim().replace(',', '.');
    const minutes = Number(text);
    if (text === '' || !Number.isFinite(minutes)) return { invalid: step };
    seconds[step] = Math.round(minutes * 60);
  }
  const s = seconds as Record<LockStep, number>;
  return {
    settings: {
      authRequired: draft.authRequired,
      lockTimers: {
        chooseSeats: s.chooseSeats,
        chooseTickets: s.chooseTickets,
        customerInfo: s.customerInfo,
        chooseProducts: s.chooseProducts,
      },
    },
  };
}

/** The step a server refusal names ("lockTimers.customerInfo"), or null for none of them. */
export function refusedStepOf(field: string | null): LockStep | null {
  const step = field?.startsWith('lockTimers.') ? field.slice('lockTimers.'.length) : null;
  return (LOCK_STEPS as readonly string[]).includes(step ?? '') ? (step as LockStep) : null;
}
