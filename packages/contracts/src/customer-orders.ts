import { z } from 'zod';
import { ShekelsSchema } from './common';
import { ReservationSummarySchema } from './checkout';

// ---------------------------------------------------------------------------------------------------------------
// The customer area's "My tickets" and order cancellation (issue 9; spec 4 "Cancellation and logout", spec 3
// cancellation service charge, ADR 0012)

/** What an order's cancellation keeps and gives back, in shekels. */
export const CancellationAmountsSchema = z
  .object({
    cancellationCharge: ShekelsSchema.meta({ description: 'The cancellation service charge of the business (spec 3)' }),
    nonRefundable: ShekelsSchema.meta({ description: 'The service charge and booking fee: never refunded' }),
    refundToPaymentMethod: ShekelsSchema.meta({ description: 'Back to the card or the instant bank payment' }),
    refundToVouchers: ShekelsSchema.meta({ description: 'Back onto the vouchers the order was paid with' }),
    totalRefund: ShekelsSchema,
  })
  .meta({ id: 'CancellationAmounts' });
export type CancellationAmounts = z.infer<typeof CancellationAmountsSchema>;

/** Whether the order can be cancelled now and for how much back (the preview shown before confirming). */
export const CancellationPreviewSchema = z
  .object({
    cancellable: z.boolean(),
    reason: z.string().nullable().meta({
      description: "Why not, as the spec's error code (NOTHING_TO_CANCEL, CANCELLATION_NOT_ALLOWED, CANCELLATION_DEADLINE_PASSED ...)",
    }),
    deadline: z.string().nullable().meta({ description: 'The last moment to cancel (ISO)' }),
    amounts: CancellationAmountsSchema.nullable(),
  })
  .meta({ id: 'CancellationPreview' });
export type CancellationPreview = z.infer<typeof CancellationPreviewSchema>;

/** What the customer sees of an order: cancelled, scanned, past event, expired, held or active (spec 4 Reservation displays). */
export const ReservationDisplaySchema = z.enum(['active', 'held', 'cancelled', 'scanned', 'past', 'expired']);
export type ReservationDisplay = z.infer<typeof ReservationDisplaySchema>;

export const CustomerReservationSchema = z
  .object({
    display: ReservationDisplaySchema,
    reservation: ReservationSummarySchema,
    cancellation: CancellationPreviewSchema,
  })
  .meta({ id: 'CustomerReservation' });
export type CustomerReservation = z.infer<typeof CustomerReservationSchema>;

/** GET /api/customer/reservations. */
export const CustomerReservationsResponseSchema = z.object({
  upcoming: z.array(CustomerReservationSchema),
  past: z.array(CustomerReservationSchema),
});
export type CustomerReservationsResponse = z.infer<typeof CustomerReservationsResponseSchema>;

/** POST /api/reservations/{id}/cancel. */
export const CancelReservationResponseSchema = z.object({
  reservationIdentifier: z.string(),
  status: z.literal('cancelled'),
  amounts: CancellationAmountsSchema,
});
export type CancelReservationResponse = z.infer<typeof CancelReservationResponseSchema>;
