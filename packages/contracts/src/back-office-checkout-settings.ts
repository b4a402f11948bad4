import { z } from 'zod';

// The back office's checkout settings of a business (issue 13): who may buy (auth.required, spec 6) and how long a
// seat stays held in each step (the business's lockTimer, spec 3 and 4). GET and PUT
// /api/kupa-live/manage/businesses/{businessId}/settings/checkout; the rest of the settings document is kept.

const lockSeconds = z.number().int().min(60).max(3600);

export const CheckoutSettingsSchema = z
  .object({
    authRequired: z
      .boolean()
      .meta({ description: 'auth.required (spec 6): only logged-in customers may buy tickets, vouchers and donations' }),
    lockTimers: z
      .object({ chooseSeats: lockSeconds, chooseTickets: lockSeconds, customerInfo: lockSeconds, chooseProducts: lockSeconds })
      .meta({
        description:
          "Seconds a seat stays held in each step (60..3600) for the business's presentations that have no lock timers of their own",
      }),
  })
  .meta({ id: 'CheckoutSettings' });
export type CheckoutSettings = z.infer<typeof CheckoutSettingsSchema>;

export const CheckoutSettingsResponseSchema = z
  .object({ businessId: z.number().int(), settings: CheckoutSettingsSchema })
  .meta({ id: 'CheckoutSettingsResponse' });
export type CheckoutSettingsResponse = z.infer<typeof CheckoutSettingsResponseSchema>;
