import type { CheckoutSettings } from '@kupa/contracts';

/** The four seat-holding steps in the order the buyer meets them (spec 2). */
export const LOCK_STEPS = ['chooseSeats', 'chooseTickets', 'customerInfo', 'chooseProducts'] as const;
export type LockStep = (typeof LOCK_STEPS)[number];

/** The default fees, typed in shekels: the service charge per ticket and the booking fee per order. */
export const FEE_FIELDS = ['serviceCharge', 'bookingFee'] as const;
export type FeeField = (typeof FEE_FIELDS)[number];
export type CheckoutField = LockStep | FeeField;

/** The checkout settings as typed: each step's timer in minutes and the default fees in shekels, text until saved. */
export interface CheckoutSettingsDraft {
  authRequired: boolean;
  minutes: Record<LockStep, string>;
  fees: Record<FeeField, string>;
}

const shekelsText = (agorot: number) => String(agorot / 100);

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
    fees: {
      serviceCharge: shekelsText(settings.defaultFees.serviceChargeAgorot),
      bookingFee: shekelsText(settings.defaultFees.bookingFeeAgorot),
    },
  };
}

const numberOf = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  const n = Number(trimmed);
  return trimmed === '' || !Number.isFinite(n) ? null : n;
};

/**
 * The settings to save (minutes to whole seconds, shekels to agorot), or the field that cannot be read as a number;
 * the server checks the ranges (1 to 60 minutes, 0 to 1,000 shekels) and names the field it refuses.
 */
export function checkoutSettingsOf(draft: CheckoutSettingsDraft): { settings: CheckoutSettings } | { invalid: CheckoutField } {
  const seconds: Partial<Record<LockStep, number>> = {};
  for (const step of LOCK_STEPS) {
    const minutes = numberOf(draft.minutes[step]);
    if (minutes === null) return { invalid: step };
    seconds[step] = Math.round(minutes * 60);
  }
  const serviceCharge = numberOf(draft.fees.serviceCharge);
  if (serviceCharge === null) return { invalid: 'serviceCharge' };
  const bookingFee = numberOf(draft.fees.bookingFee);
  if (bookingFee === null) return { invalid: 'bookingFee' };
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
      defaultFees: { serviceChargeAgorot: Math.round(serviceCharge * 100), bookingFeeAgorot: Math.round(bookingFee * 100) },
    },
  };
}

/** The field a server refusal names ("lockTimers.customerInfo", "defaultFees.bookingFeeAgorot"), or null for none. */
export function refusedStepOf(field: string | null): CheckoutField | null {
  if (field === 'defaultFees.serviceChargeAgorot') return 'serviceCharge';
  if (field === 'defaultFees.bookingFeeAgorot') return 'bookingFee';
  const step = field?.startsWith('lockTimers.') ? field.slice('lockTimers.'.length) : null;
  return (LOCK_STEPS as readonly string[]).includes(step ?? '') ? (step as LockStep) : null;
}
