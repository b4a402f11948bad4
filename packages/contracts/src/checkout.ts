import { CUSTOMER_FORM_FIELDS, ORDER_KINDS, type CustomerFormField } from '@kupa/domain';
import { z } from 'zod';
import { IdSchema, LocalDateSchema, ShekelsSchema } from './common';
import { IntegrationLinkSchema } from './integration';
import { OrderTypeSchema, WireIdSchema, WireIntSchema } from './seating';

// The checkout's wire shapes (issue 4; spec sections 3, 4, 5, 7). Money is shekels on the wire (ADR 0003); the server
// prices every line itself and never trusts an amount the client sends (ADR 0009).

const RecaptchaTokenSchema = z.string().max(4096).optional().meta({ description: 'Accepted for compatibility; not verified yet' });
const OptionalText = (max: number) => z.string().trim().max(max).optional().nullable();
const OptionalWireId = WireIntSchema.nullable().optional();

// ---------------------------------------------------------------------------------------------------------------
// Cart payload (spec 3), sent by POST /api/cart and POST /api/payment/commit

/** Customer info (spec 3 entity field names), as filled in the customer-info step. */
export const CustomerInfoSchema = z
  .object({
    CustomerId: OptionalWireId,
    FirstName: OptionalText(60),
    LastName: OptionalText(60),
    SSN: OptionalText(20).meta({ description: 'Israeli ID number, check digit verified' }),
    EmailAddress1: OptionalText(254),
    MobileNumber1: OptionalText(20),
    /** The verification copies of the order form (isVerifyMobileNumber); must match when the form includes them. */
    VerifyMobileNumber: OptionalText(20),
    VerifyEmailAddress: OptionalText(254),
    IsEmailAllowed: z.boolean().optional(),
    IsSMSAllowed: z.boolean().optional(),
    Address1: OptionalText(120),
    Address2: OptionalText(120),
    City: OptionalText(60),
    PostalCode: OptionalText(10),
    DateOfBirth: LocalDateSchema.optional().nullable(),
    LicensePlateNumber: OptionalText(12),
    LocationId: OptionalWireId.meta({ description: 'The branch field of the form (location)' }),
    TermsAccepted: z.boolean().optional().meta({ description: 'Terms acceptance; required by default (spec 5)' }),
  })
  .meta({ id: 'CustomerInfo' });
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;

/** Card details of the payment dialog. Never stored or logged; a saved card is referred to by magCardId. */
export const CreditCardInfoSchema = z
  .object({
    creditCardNumber: z.string().max(30).optional(),
    creditCardExpDate: z.string().max(7).optional().meta({ description: 'MM/YY' }),
    creditCardCVV: z.string().max(4).optional(),
    creditCardSSN: z.string().max(20).optional().meta({ description: 'Card holder ID number' }),
    magCardId: WireIdSchema.optional().meta({ description: 'A saved card (MagCards) of the logged-in customer, instead of a number' }),
  })
  .meta({ id: 'CreditCardInfo' });
export type CreditCardInfo = z.infer<typeof CreditCardInfoSchema>;

export const PaypalInfoSchema = z.object({
  payerId: z.string().max(200).optional(),
  paymentId: z.string().max(200).optional(),
  token: z.string().max(500).optional(),
  amount: z.number().optional(),
  orderId: z.string().max(200).optional(),
});

/** One ticket line: a ticket type (ticketId = price policy) on one seat, or on multiplyFactor seats for a multiplier ticket. */
export const CartSeatSchema = z
  .object({
    prsntId: WireIdSchema,
    ticketGroupId: WireIntSchema,
    venueId: WireIntSchema.optional(),
    seatplanId: WireIntSchema.nullable().optional(),
    sectionId: z
      .union([z.string().max(20), z.number().int()])
      .nullable()
      .optional(),
    ticketId: WireIdSchema,
    amount: ShekelsSchema.optional().meta({ description: "The client's price; ignored (the server prices the ticket)" }),
    serviceCharge: ShekelsSchema.optional().meta({ description: "The client's service charge; ignored" }),
    pricePolicyId: WireIntSchema.optional(),
    allocationId: WireIntSchema.nullable().optional(),
    code: z.string().trim().max(40).nullable().optional().meta({ description: 'Discount code, or a ticket voucher reference' }),
    oldPrice: ShekelsSchema.nullable().optional(),
    selectedAddons: z.array(WireIdSchema).max(10).optional().meta({ description: 'Product ids of add-ons of this ticket' }),
    memberNumber: z.string().trim().max(20).nullable().optional(),
    /** Senior citizen benefit: the ID number checked (check digit). */
    ssn: z.string().trim().max(20).nullable().optional(),
    ref1: z.string().trim().max(100).nullable().optional(),
    ref2: z.string().trim().max(100).nullable().optional(),
    /** Kupa addition: pins the line to held seats ("sectionId_x_y"); otherwise held seats are assigned in seat order. */
    seatKeys: z.array(z.string().max(40)).max(4).optional(),
  })
  .meta({ id: 'CartSeat' });
export type CartSeat = z.infer<typeof CartSeatSchema>;

export const CartProductSchema = z.object({
  id: WireIdSchema,
  quantity: WireIntSchema.pipe(z.number().int().min(0).max(20)),
  prsntId: WireIdSchema.optional().meta({ description: 'The presentation the product is sold with' }),
});
export type CartProduct = z.infer<typeof CartProductSchema>;

export const VoucherPaymentSchema = z
  .object({
    amount: ShekelsSchema.meta({ description: 'Shekels to take from the voucher; 0 aborts the cart (ZERO_VOUCHER_PAYMENT)' }),
    id: WireIntSchema.optional(),
    systemVoucher: z.string().trim().min(1).max(40).meta({ description: 'The voucher reference' }),
    systemVoucherItemId: WireIntSchema.nullable().optional(),
  })
  .meta({ id: 'VoucherPayment' });
export type VoucherPayment = z.infer<typeof VoucherPaymentSchema>;

// The three carts that are not seats (spec 3 Cart payload; spec 4 One cart kind at a time). The server reads only ids,
// quantities and the amount a buyer chose for an open value; prices always come from the database. Other fields a
// client of the original platform sends are accepted and ignored.
const QuantitySchema = WireIntSchema.pipe(z.number().int().min(0).max(99));

export const CartVoucherPriceSchema = z
  .looseObject({
    SystemVoucherPriceId: WireIdSchema,
    selectedQuantity: QuantitySchema,
    Price: ShekelsSchema.optional().meta({ description: 'Read only for an open-value voucher: the value chosen, in shekels' }),
  })
  .meta({ id: 'CartVoucherPrice' });
export const CartVoucherSchema = z
  .looseObject({ SystemVoucherClassId: WireIdSchema, Prices: z.array(CartVoucherPriceSchema).min(1).max(20) })
  .meta({ id: 'CartVoucher' });
export type CartVoucher = z.infer<typeof CartVoucherSchema>;

export const CartMembershipPriceSchema = z
  .looseObject({
    MembershipPriceId: WireIdSchema,
    selectedQuantity: QuantitySchema,
    currency: z.looseObject({ CurrencyCode: z.string().max(3).optional() }).optional(),
  })
  .meta({ id: 'CartMembershipPrice' });
export const CartMembershipSeatSchema = z
  .looseObject({
    presentationId: WireIdSchema.optional().meta({ description: 'For an enrolment: the event the seat is for' }),
    VenueSectionId: WireIdSchema,
    XCoordinate: WireIntSchema,
    YCoordinate: WireIntSchema,
  })
  .meta({ id: 'CartMembershipSeat' });
export const CartMembershipSchema = z
  .looseObject({
    MembershipId: WireIdSchema,
    prices: z.array(CartMembershipPriceSchema).min(1).max(10),
    seats: z.array(CartMembershipSeatSchema).max(100).optional(),
    renewMemberNumber: z.string().trim().max(20).optional().meta({ description: 'The member number a renewal extends' }),
  })
  .meta({ id: 'CartMembership' });
export type CartMembership = z.infer<typeof CartMembershipSchema>;

export const CartDonationDetailSchema = z
  .looseObject({
    id: WireIdSchema,
    selectedQuantity: QuantitySchema.optional(),
    customAmount: ShekelsSchema.optional().meta({ description: 'The amount the donor chose, for a custom-amount choice' }),
  })
  .meta({ id: 'CartDonationDetail' });
export const CartDonationSchema = z
  .looseObject({ id: WireIdSchema, donationDetails: z.array(CartDonationDetailSchema).min(1).max(20) })
  .meta({ id: 'CartDonation' });
export type CartDonation = z.infer<typeof CartDonationSchema>;

/** One video-on-demand title to buy (spec 3 Video-on-demand item): one viewing entitlement of its presentation. */
export const CartVideoSchema = z
  .looseObject({ presentationId: WireIdSchema.meta({ description: 'A presentation of venue type 101-104' }) })
  .meta({ id: 'CartVideo' });
export type CartVideo = z.infer<typeof CartVideoSchema>;

export const PaymentMethodSchema = z
  .enum(['card', 'bank'])
  .meta({ description: 'card (new or saved), or the instant bank-payment method; vouchers are voucherPayments' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const CartPayloadSchema = z
  .object({
    customerInfo: CustomerInfoSchema.optional(),
    creditcardInfo: CreditCardInfoSchema.optional(),
    saveMagCard: z.boolean().optional(),
    paypal: PaypalInfoSchema.nullable()
      .optional()
      .meta({ description: 'Inactive; a filled value is refused (PAYMENT_METHOD_UNAVAILABLE)' }),
    paymentMethod: PaymentMethodSchema.optional(),
    paymentIdentifier: z
      .string()
      .max(100)
      .nullable()
      .optional()
      .meta({ description: 'A payment started earlier (verification redirect or bank payment) to complete' }),
    numberOfPayments: WireIntSchema.pipe(z.number().int().min(1).max(12)).optional(),
    voucherPayments: z.array(VoucherPaymentSchema).max(10).optional(),
    authProfileId: WireIntSchema.optional(),
    businessId: WireIntSchema.optional(),
    isHold: z.boolean().optional(),
    referralMiniSiteId: WireIntSchema.nullable()
      .optional()
      .meta({ description: 'The mini site the order comes through (0 or null: house pricing); its prices apply, checked by the server' }),
    integration: IntegrationLinkSchema.nullable().optional().meta({
      description: "A partner's signed link (TS, ret, key); a bad or expired one is refused, a valid one is recorded on the order",
    }),
    seats: z.array(CartSeatSchema).max(100).optional(),
    products: z.array(CartProductSchema).max(50).optional(),
    memberships: z.array(CartMembershipSchema).max(10).optional(),
    vouchers: z.array(CartVoucherSchema).max(20).optional(),
    donations: z.array(CartDonationSchema).max(10).optional(),
    videos: z.array(CartVideoSchema).max(5).optional(),
    globalServiceCharge: ShekelsSchema.optional(),
  })
  .meta({ id: 'CartPayload' });
export type CartPayload = z.infer<typeof CartPayloadSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /api/cart: store the cart of this uuid and answer it priced by the server

export const CartBodySchema = z.object({
  cart: CartPayloadSchema,
  uuid: z.string().max(40).optional().meta({ description: 'Accepted for compatibility; the uuid header is the identity' }),
});
export type CartBody = z.infer<typeof CartBodySchema>;

/** A ticket-rule problem found while pricing: the cart is stored, but cannot be committed until it is solved. */
export const CartProblemSchema = z.object({
  code: z.string().meta({ description: 'An error code of the catalogue, e.g. TICKET_BELOW_MINIMUM, SEAT_COUNT_MISMATCH' }),
  message: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  lineIndex: z.number().int().optional().meta({ description: 'The cart.seats line concerned, if one' }),
});
export type CartProblem = z.infer<typeof CartProblemSchema>;

export const PricedAddonSchema = z.object({ productId: z.number().int(), name: z.string(), price: ShekelsSchema });

export const PricedTicketSchema = z.object({
  lineIndex: z.number().int(),
  presentationId: z.number().int(),
  ticketId: z.number().int(),
  ticketGroupId: z.number().int(),
  name: z.string(),
  kind: z.string(),
  seats: z.array(z.object({ key: z.string(), rowName: z.string(), seatName: z.string(), sectionName: z.string() })),
  price: ShekelsSchema,
  oldPrice: ShekelsSchema.nullable(),
  serviceCharge: ShekelsSchema,
  pointsPrice: z.number().int().nullable(),
  code: z.string().nullable(),
  memberNumber: z.string().nullable(),
  addons: z.array(PricedAddonSchema),
});
export type PricedTicket = z.infer<typeof PricedTicketSchema>;

export const PricedProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: ShekelsSchema,
  total: ShekelsSchema,
});

export const PricedVoucherPaymentSchema = z.object({
  systemVoucher: z.string(),
  name: z.string(),
  amount: ShekelsSchema,
  balanceBefore: ShekelsSchema,
  balanceAfter: ShekelsSchema,
  isCustomerVoucher: z.boolean(),
  requestedAmount: ShekelsSchema.optional().meta({ description: 'What the cart asked to take from the voucher' }),
  capped: z.boolean().optional().meta({ description: 'The amount was lowered so that vouchers never pay more than the order total' }),
});

/** One priced line of a voucher, membership or donation cart (spec 3), with the name in the request's language. */
export const PricedItemSchema = z
  .object({
    kind: z.enum(['voucher', 'membership', 'donation', 'video']),
    itemId: z.number().int().meta({ description: 'SystemVoucherPriceId, MembershipPriceId or the donation amount id' }),
    name: z.string(),
    quantity: z.number().int(),
    unitPrice: ShekelsSchema,
    total: ShekelsSchema,
  })
  .meta({ id: 'PricedItem' });
export type PricedItem = z.infer<typeof PricedItemSchema>;

export const PricedCartSchema = z
  .object({
    presentationIds: z.array(z.number().int()),
    businessId: z.number().int().nullable(),
    authProfileId: z.number().int().nullable(),
    orderType: OrderTypeSchema,
    heldSeatCount: z.number().int(),
    tickets: z.array(PricedTicketSchema),
    products: z.array(PricedProductSchema),
    voucherPayments: z.array(PricedVoucherPaymentSchema),
    ticketsTotal: ShekelsSchema,
    serviceChargeTotal: ShekelsSchema,
    bookingFee: ShekelsSchema,
    productsTotal: ShekelsSchema,
    orderKind: z.enum(ORDER_KINDS),
    items: z.array(PricedItemSchema).meta({ description: 'The vouchers, memberships, donations or videos of the cart' }),
    itemsTotal: ShekelsSchema,
    total: ShekelsSchema,
    voucherTotal: ShekelsSchema,
    amountDue: ShekelsSchema.meta({ description: 'What remains to pay by card or bank after vouchers' }),
    pointsTotal: z.number().int(),
    problems: z.array(CartProblemSchema),
    loginRequired: z
      .boolean()
      .optional()
      .meta({ description: 'Only a logged-in customer may commit this order (the business sets auth.required, spec 6; a membership)' }),
  })
  .meta({ id: 'PricedCart' });
export type PricedCart = z.infer<typeof PricedCartSchema>;

export const CartResponseSchema = z.object({ cart: PricedCartSchema });
export type CartResponse = z.infer<typeof CartResponseSchema>;

export const CartDeleteBodySchema = z
  .object({ presentationId: WireIdSchema.optional(), keepCustomerInfo: z.boolean().optional() })
  .nullish();
export const CartDeleteResponseSchema = z.object({ success: z.literal(true), releasedSeats: z.number().int() });
export type CartDeleteResponse = z.infer<typeof CartDeleteResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Ticket lookups during the tickets step

/** POST /api/cart/ticket-code: a discount code or ticket voucher reference -> the ticket type it unlocks. */
export const TicketCodeBodySchema = z.object({ presentationId: WireIdSchema, code: z.string().trim().min(1).max(40) });
export const TicketCodeResponseSchema = z.object({
  ticketId: z.number().int(),
  ticketGroupId: z.number().int(),
  name: z.string(),
  price: ShekelsSchema,
  code: z.string(),
  kind: z.enum(['code', 'voucher']),
  remainingUses: z.number().int().nullable(),
});
export type TicketCodeResponse = z.infer<typeof TicketCodeResponseSchema>;

/** POST /api/cart/member: the members usable for membership / member-only tickets (by member number or ID number). */
export const MemberLookupBodySchema = z.object({
  presentationId: WireIdSchema,
  memberNumber: z.string().trim().max(20).optional(),
  ssn: z.string().trim().max(20).optional(),
});
export const AvailableMemberSchema = z
  .object({
    name: z.string(),
    memberNumber: z.string(),
    membershipId: z.number().int(),
    membershipName: z.string(),
    balance: z.number().int(),
    usedBalance: z.number().int(),
    pointsBalance: z.number().int(),
    customerId: z.number().int(),
    startDate: LocalDateSchema,
    endDate: LocalDateSchema,
    isAvailable: z.boolean(),
    isExpired: z.boolean(),
    isNotStarted: z.boolean(),
    allowMemberSaleTickets: z.boolean(),
  })
  .meta({ id: 'AvailableMember' });
export type AvailableMember = z.infer<typeof AvailableMemberSchema>;
export const MemberLookupResponseSchema = z.object({ members: z.array(AvailableMemberSchema) });

/** POST /api/payment/vouchers/validate: a system voucher usable as payment. */
export const ValidateVoucherBodySchema = z.object({
  systemVoucher: z.string().trim().min(1).max(40),
  presentationId: WireIdSchema.optional(),
});
export const ValidatedVoucherSchema = z
  .object({
    id: z.number().int(),
    systemVoucher: z.string(),
    name: z.string(),
    balance: ShekelsSchema,
    endDate: LocalDateSchema,
    isCustomerVoucher: z.boolean(),
  })
  .meta({ id: 'ValidatedVoucher' });
export type ValidatedVoucher = z.infer<typeof ValidatedVoucherSchema>;
export const ValidateVoucherResponseSchema = z.object({ voucher: ValidatedVoucherSchema });

// ---------------------------------------------------------------------------------------------------------------
// Reservation as shown to the customer (confirmation, e-ticket)

export const ReservationTicketViewSchema = z.object({
  ticketIdentifier: z.string().meta({ description: 'The unguessable ticket secret encoded in the QR code' }),
  name: z.string(),
  price: ShekelsSchema,
  serviceCharge: ShekelsSchema,
  sectionName: z.string().nullable(),
  rowName: z.string().nullable(),
  seatName: z.string().nullable(),
  status: z.enum(['valid', 'scanned', 'cancelled']),
  addons: z.array(z.string()),
});

export const ReservationPresentationViewSchema = z.object({
  presentationId: z.number().int(),
  featureName: z.string(),
  venueName: z.string(),
  locationName: z.string(),
  entrance: z.string().nullable(),
  dateTime: z.string().meta({ description: 'YYYY-MM-DD HH:mm local time' }),
  isPast: z.boolean(),
  isDisplayQr: z.boolean(),
  tickets: z.array(ReservationTicketViewSchema),
});

export const ReservationSummarySchema = z
  .object({
    reservationIdentifier: z.string(),
    documentKey: z.string(),
    businessId: z.number().int().meta({ description: 'The business that sold the order: its pages show its own texts (ADR 0017)' }),
    status: z.enum(['confirmed', 'held', 'cancelled', 'expired']),
    orderType: OrderTypeSchema,
    holdDeadline: z.string().nullable().meta({ description: 'Hold orders: pay and collect by this time (ISO)' }),
    createdAt: z.string(),
    presentations: z.array(ReservationPresentationViewSchema),
    products: z.array(PricedProductSchema),
    ticketsTotal: ShekelsSchema,
    serviceChargeTotal: ShekelsSchema,
    bookingFee: ShekelsSchema,
    productsTotal: ShekelsSchema,
    total: ShekelsSchema,
    paidByVouchers: ShekelsSchema,
    paidByCard: ShekelsSchema.meta({ description: 'Paid by card or by the instant bank payment (paymentMethod says which)' }),
    cardLast4: z.string().nullable(),
    paymentMethod: PaymentMethodSchema.nullable().meta({
      description: 'How paidByCard was paid: card, or bank (the instant bank payment in the bank app); null when nothing was',
    }),
    customerName: z.string().nullable(),
    vouchers: z
      .array(z.object({ reference: z.string(), name: z.string() }))
      .meta({ description: 'Vouchers bought in this order ("show vouchers")' }),
  })
  .meta({ id: 'ReservationSummary' });
export type ReservationSummary = z.infer<typeof ReservationSummarySchema>;

/** GET /api/edocuments/{documentKey}. */
export const EDocumentResponseSchema = z.object({ reservation: ReservationSummarySchema });
export type EDocumentResponse = z.infer<typeof EDocumentResponseSchema>;

/** POST /api/reservations/{id}/sendTickets ({id} = reservation identifier). */
export const SendTicketsBodySchema = z.object({ mobileNumber: z.string().trim().min(9).max(20) });
export const SendTicketsResponseSchema = z.object({ success: z.literal(true) });

// ---------------------------------------------------------------------------------------------------------------
// POST /api/payment/commit

export const CommitBodySchema = z.object({
  cart: CartPayloadSchema,
  miniSiteUrl: z.string().max(200).optional(),
  recaptchaToken: RecaptchaTokenSchema,
  idempotencyKey: z
    .string()
    .min(8)
    .max(100)
    .optional()
    .meta({ description: 'Or the Idempotency-Key header; a retry with the same key gets the first answer' }),
});
export type CommitBody = z.infer<typeof CommitBodySchema>;

/** The payment is not finished: the buyer must act (extra verification, or approve in the bank app), then commit again. */
export const PaymentActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('verification'), paymentIdentifier: z.string(), redirectPath: z.string() }),
  z.object({ kind: z.literal('bank'), paymentIdentifier: z.string(), approvalPath: z.string(), expiresAt: z.string() }),
]);
export type PaymentAction = z.infer<typeof PaymentActionSchema>;

export const CommitResponseSchema = z
  .object({
    reservationIdentifier: z.string().optional(),
    ticketIdentifiers: z.array(z.string()).optional(),
    documentKey: z.string().optional().meta({ description: 'The e-ticket at /edocument/{documentKey}' }),
    reservation: ReservationSummarySchema.optional(),
    paymentAction: PaymentActionSchema.optional(),
    vouchers: z
      .array(z.object({ reference: z.string(), documentPath: z.string() }))
      .optional()
      .meta({ description: 'Gift vouchers sold: each code and its voucher page' }),
    memberNumbers: z.array(z.string()).optional().meta({ description: 'Members created or renewed by the order' }),
    videos: z
      .array(z.object({ entitlementId: z.number().int(), title: z.string(), watchPath: z.string() }))
      .optional()
      .meta({ description: 'Video-on-demand titles bought by the order, each with its player page' }),
  })
  .meta({ id: 'CommitResponse' });
export type CommitResponse = z.infer<typeof CommitResponseSchema>;

/** GET /api/payment/{paymentIdentifier}: where a started payment stands (the dialog polls it while waiting). */
export const PaymentStatusResponseSchema = z.object({
  paymentIdentifier: z.string(),
  status: z.enum(['requires_verification', 'pending', 'authorised', 'declined', 'expired', 'captured', 'voided', 'refunded']),
  declineReason: z.string().nullable(),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Form configuration (spec 3) and customer login (spec 7)

/** The form fields of spec 3, defined once in the domain's form rules. */
export const FORM_FIELDS = CUSTOMER_FORM_FIELDS;
export type FormField = CustomerFormField;
export const FORM_TYPES = ['order', 'orderMemberships', 'orderSystemVouchers', 'orderDonations'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const FieldRuleSchema = z.object({ isIncluded: z.boolean(), isRequired: z.boolean() });
export const FormConfigurationSchema = z
  .object({
    formType: z.enum(FORM_TYPES),
    fields: z.record(z.enum(FORM_FIELDS), FieldRuleSchema),
    isSSNRequired: z.boolean(),
    isDefaultMailingAllowed: z.boolean(),
    isMailingAllowedExcluded: z.boolean(),
    isVoucherPaymentEnabled: z.boolean(),
    additionalTerms: z.string().nullable(),
    isVerifyMobileNumber: z.boolean(),
    isTermsConfirmed: z.boolean(),
    maxNumberOfPayments: z.number().int(),
    locations: z.array(z.object({ text: z.string(), value: z.number().int() })),
  })
  .meta({ id: 'FormConfiguration' });
export type FormConfiguration = z.infer<typeof FormConfigurationSchema>;
/**
 * GET /api/form-configurations/{formType}?presentationId= (the business of the presentation), or ?businessId= for an
 * order without a presentation (gift vouchers, memberships, donations). One of the two is required.
 */
export const FormConfigurationQuerySchema = z
  .object({ presentationId: IdSchema.optional(), businessId: IdSchema.optional(), lang: z.string().optional() })
  .refine((q) => (q.presentationId === undefined) !== (q.businessId === undefined), {
    message: 'presentationId or businessId, one of the two',
  });

export const MobileLoginBodySchema = z.object({
  mobileNumber: z.string().trim().min(9).max(20),
  recaptchaToken: RecaptchaTokenSchema,
  sendSmsRegardlessOfCustomerExistence: z.boolean().optional(),
  presentationId: WireIdSchema.optional().meta({
    description: 'Kupa addition: the presentation being bought, so the code belongs to its business',
  }),
});
export const MobileLoginResponseSchema = z.object({ success: z.literal(true) });
export const MobileLoginValidationBodySchema = z.object({
  smsCode: z.string().trim().min(4).max(8),
  mobileNumber: z.string().trim().min(9).max(20),
});

export const CustomerMemberSchema = z.object({
  memberNumber: z.string(),
  membershipId: z.number().int(),
  membershipName: z.string(),
  startDate: LocalDateSchema,
  endDate: LocalDateSchema,
  isExpired: z.boolean(),
  isNotStarted: z.boolean(),
  allowsHold: z.boolean(),
  balance: z.number().int(),
  pointsBalance: z.number().int(),
});
export const CustomerInfoViewSchema = z
  .object({
    CustomerId: z.number().int(),
    FirstName: z.string().nullable(),
    LastName: z.string().nullable(),
    SSN: z.string().nullable(),
    EmailAddress1: z.string().nullable(),
    MobileNumber1: z.string().nullable(),
    IsEmailAllowed: z.boolean(),
    IsSMSAllowed: z.boolean(),
    LoyaltyPoints: z.number().int(),
    MagCards: z.array(
      z.object({
        id: z.number().int(),
        last4: z.string(),
        brand: z.string().nullable(),
        expMonth: z.number().int(),
        expYear: z.number().int(),
        isDeleted: z.boolean(),
      }),
    ),
    members: z.array(CustomerMemberSchema),
  })
  .meta({ id: 'CustomerInfoView' });
export type CustomerInfoView = z.infer<typeof CustomerInfoViewSchema>;
export const CustomerInfoResponseSchema = z.object({ customerInfo: CustomerInfoViewSchema.nullable() });
export type CustomerInfoResponse = z.infer<typeof CustomerInfoResponseSchema>;
