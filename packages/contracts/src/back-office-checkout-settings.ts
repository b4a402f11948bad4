import { z } from 'zod';

// The back office's checkout settings of a business (issue 13): who may buy (auth.required, spec 6) and how long a
// seat stays held in each step (the business's lockTimer, spec 3 and 4) and the default fees of new presentations. GET and PUT
// /api/kupa-live/manage/businesses/{businessId}/settings/checkout; the rest of the settings document is kept.

const holdSeconds = z.number().int().min(60).max(3600);
const feeAgorot = z.number().int().min(0).max(100_000);

/** The fees the business's new presentations take when staff schedule them without fees of their own. */
export const DefaultFeesSchema = z
  .object({
    serviceChargeAgorot: feeAgorot.meta({ description: 'Service charge per ticket, agorot (0..100,000)' }),
    bookingFeeAgorot: feeAgorot.meta({ description: 'Booking fee per order, agorot (0..100,000)' }),
  })
  .meta({
    description:
      'Written into each presentation scheduled without fees of its own, at scheduling time: a later change applies only to presentations scheduled after it',
  });
export type DefaultFees = z.infer<typeof DefaultFeesSchema>;

export const CheckoutSettingsSchema = z
  .object({
    authRequired: z
      .boolean()
      .meta({ description: 'auth.required (spec 6): only logged-in customers may buy tickets, vouchers and donations' }),
    lockTimers: z
      .object({ chooseSeats: holdSeconds, chooseTickets: holdSeconds, customerInfo: holdSeconds, chooseProducts: holdSeconds })
      .meta({
        description:
          "Seconds a seat stays held in each step (60..3600) for the business's presentations that have no lock timers of their own",
      }),
    defaultFees: DefaultFeesSchema,
  })
  .meta({ id: 'CheckoutSettings' });
export type CheckoutSettings = z.infer<typeof CheckoutSettingsSchema>;

/** A change of the checkout settings: without defaultFees the stored default fees are kept. */
export const CheckoutSettingsChangeSchema = CheckoutSettingsSchema.extend({ defaultFees: DefaultFeesSchema.optional() }).meta({
  id: 'CheckoutSettingsChange',
});
export type CheckoutSettingsChange = z.infer<typeof CheckoutSettingsChangeSchema>;

export const CheckoutSettingsResponseSchema = z
  .object({ businessId: z.number().int(), settings: CheckoutSettingsSchema })
  .meta({ id: 'CheckoutSettingsResponse' });
export type CheckoutSettingsResponse = z.infer<typeof CheckoutSettingsResponseSchema>;
