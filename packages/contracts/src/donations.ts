import { z } from 'zod';
import { IdSchema, LangQuerySchema, ShekelsSchema } from './common';

// Donations (issue 10; spec 3 Donation, spec 8 donation list ByDonation): what a donor may give, per business.
// Money is shekels on the wire (ADR 0003).

export const DonationsQuerySchema = z.object({
  lang: LangQuerySchema,
  businessId: IdSchema.optional().meta({ description: "Only this business's donations" }),
});
export type DonationsQuery = z.infer<typeof DonationsQuerySchema>;

export const DonationFixedAmountSchema = z
  .object({
    id: z.number().int().meta({ description: 'The donation amount id, sent as donationDetails[].id' }),
    amount: ShekelsSchema,
  })
  .meta({ id: 'DonationFixedAmount' });
export type DonationFixedAmount = z.infer<typeof DonationFixedAmountSchema>;

export const DonationCustomAmountSchema = z
  .object({
    id: z.number().int().meta({ description: 'The donation amount id, sent with customAmount' }),
    min: ShekelsSchema.meta({ description: 'The smallest amount a donor may give (inclusive)' }),
    max: ShekelsSchema.meta({ description: 'The largest amount a donor may give (inclusive)' }),
  })
  .meta({ id: 'DonationCustomAmount' });
export type DonationCustomAmount = z.infer<typeof DonationCustomAmountSchema>;

export const DonationChoiceSchema = z
  .object({
    id: z.number().int(),
    businessId: z.number().int(),
    code: z.string(),
    name: z.string().meta({ description: 'In the request language' }),
    description: z.string().nullable(),
    currency: z.string(),
    amounts: z.array(DonationFixedAmountSchema).meta({ description: 'Fixed amounts, smallest first' }),
    customAmount: DonationCustomAmountSchema.nullable().meta({ description: 'The amount of the donor’s choice, if offered' }),
  })
  .meta({ id: 'DonationChoice' });
export type DonationChoice = z.infer<typeof DonationChoiceSchema>;

export const DonationsResponseSchema = z
  .object({ donations: z.array(DonationChoiceSchema).meta({ description: 'Active donations by business, then name' }) })
  .meta({ id: 'DonationsResponse' });
export type DonationsResponse = z.infer<typeof DonationsResponseSchema>;
