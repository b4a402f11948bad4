import { SEAT_STEPS } from '@kupa/domain';
import { z } from 'zod';
import { IdSchema, LangQuerySchema, MAX_DB_INT, ShekelsSchema, ZeroOneSchema } from './common';

// Seat maps, seat availability and seat holds (spec 4, 5 and 7; api-compat seatplanV2, seatplan, seats-statusV2,
// lock-seat and unlock-seat). Clients send ids and grid coordinates as strings or numbers: both are accepted.

/** An integer sent as a number or as a decimal string ("2"), within the database's 32-bit range. */
export const WireIntSchema = z
  .union([
    z.number().int(),
    z
      .string()
      .trim()
      .regex(/^-?\d+$/, 'Expected an integer'),
  ])
  .transform((v) => Number(v))
  .pipe(z.number().int().min(-MAX_DB_INT).max(MAX_DB_INT));

/** A positive id sent as a number or as a decimal string. */
export const WireIdSchema = WireIntSchema.pipe(z.number().int().positive());

export const SeatStepSchema = z
  .enum(SEAT_STEPS)
  .meta({ description: 'Order step: chooseSeats (0), chooseTickets (1), customerInfo (2), chooseProducts (3)' });
export const OrderTypeSchema = z
  .enum(['normal', 'hold'])
  .meta({ description: 'hold = unpaid hold order; premium seats cannot be held (spec 4)' });
const RecaptchaTokenSchema = z.string().max(4096).optional().meta({ description: 'Accepted for compatibility; not verified yet' });

// ---------------------------------------------------------------------------------------------------------------
// Layouts

export const SeatplanQuerySchema = z
  .object({
    venueId: IdSchema,
    seatplanId: IdSchema.optional(),
    presentationId: IdSchema.optional().meta({
      description:
        'Kupa: the plan of this presentation instead of seatplanId (a general-admission presentation answers seatplanId null, yet its places are drawn from a plan)',
    }),
    lang: LangQuerySchema,
  })
  .refine((q) => q.seatplanId !== undefined || q.presentationId !== undefined, {
    path: ['seatplanId'],
    message: 'seatplanId or presentationId is required',
  });
export type SeatplanQuery = z.infer<typeof SeatplanQuerySchema>;

/** POST body of seatplanV2: `{}` or `{ recaptchaToken }`; a missing body is accepted too. */
export const SeatplanV2BodySchema = z.object({ recaptchaToken: RecaptchaTokenSchema }).nullish();

const One = z.literal(1).optional();

export const CompactSeatSchema = z
  .object({
    n: z.string().meta({ description: 'Seat label' }),
    tg: z.number().int().meta({ description: 'Ticket group (price level) id' }),
    rd: z.object({ cx: z.number(), cy: z.number() }).meta({ description: 'Position inside the group' }),
    hc: One.meta({ description: 'Accessible (wheelchair) seat' }),
    co: One.meta({ description: 'Companion seat' }),
    pr: One.meta({ description: 'Premium seat' }),
    lv: One.meta({ description: 'Limited view' }),
    cl: One.meta({ description: 'Left half of a sofa' }),
    cr: One.meta({ description: 'Right half of a sofa' }),
    bl: One.meta({ description: 'Kupa extension: blocked, never sold online (draw as unavailable)' }),
  })
  .meta({ id: 'CompactSeat' });

export const CompactRowSchema = z
  .object({
    n: z.string().meta({ description: 'Row label' }),
    S: z.record(z.string(), CompactSeatSchema).meta({ description: 'Seats keyed by grid X (XCoordinate)' }),
  })
  .meta({ id: 'CompactRow' });

export const CompactGroupSchema = z
  .object({
    rd: z.object({ x: z.number(), y: z.number(), rotate: z.number() }).meta({ description: 'Placement transform in pixels and degrees' }),
    R: z.record(z.string(), CompactRowSchema).meta({ description: 'Rows keyed by grid Y (YCoordinate)' }),
  })
  .meta({ id: 'CompactGroup' });

export const CompactSectionSchema = z
  .object({
    n: z.string().meta({ description: 'Section label in the request language' }),
    r: ZeroOneSchema.meta({ description: '1 = reserved seating, 0 = general admission (the server picks the seat)' }),
    G: z.record(z.string(), CompactGroupSchema).meta({ description: 'Groups keyed by group id' }),
  })
  .meta({ id: 'CompactSection' });

/**
 * The compact nested layout (api-compat seatplanV2). A seat is drawn at the group's rd plus (cx, cy) rotated by
 * rotate degrees. `w`, `h` and `sl` are Kupa extensions for drawing: the plan size and the screen or stage label.
 */
export const SeatplanV2ResponseSchema = z
  .object({
    S: z.record(z.string(), CompactSectionSchema).meta({ description: 'Sections keyed by VenueSectionId' }),
    w: z.number().optional().meta({ description: 'Kupa extension: plan width in pixels' }),
    h: z.number().optional().meta({ description: 'Kupa extension: plan height in pixels' }),
    sl: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'Kupa extension: screen or stage label in the request language, drawn at the top' }),
  })
  .meta({ id: 'SeatplanV2' });
export type SeatplanV2 = z.infer<typeof SeatplanV2ResponseSchema>;
export type CompactSection = z.infer<typeof CompactSectionSchema>;
export type CompactSeat = z.infer<typeof CompactSeatSchema>;

export const SeatplanV1SeatSchema = z.object({
  XCoordinate: z.number().int(),
  YCoordinate: z.number().int(),
  SeatName: z.string(),
  RowName: z.string(),
  TicketGroupId: z.number().int(),
  VenueSectionId: z.number().int(),
  isAvailable: z.boolean().meta({ description: 'Sellable online (not blocked); live availability is seats-statusV2' }),
  isBlocked: z.boolean(),
  isPremium: z.boolean(),
  isAccessible: z.boolean(),
  isCompanion: z.boolean(),
  isLimitedView: z.boolean(),
  sofaSide: z.enum(['L', 'R']).nullable(),
  cx: z.number(),
  cy: z.number(),
});
export const SeatplanV1RowSchema = z.object({
  YCoordinate: z.number().int(),
  RowName: z.string(),
  seats: z.record(z.string(), SeatplanV1SeatSchema),
});
export const SeatplanV1GroupSchema = z.object({
  VenueGroupId: z.number().int(),
  x: z.number(),
  y: z.number(),
  rotate: z.number(),
  rows: z.record(z.string(), SeatplanV1RowSchema),
});
export const SeatplanV1SectionSchema = z.object({
  VenueSectionId: z.number().int(),
  SectionName: z.string(),
  Capacity: z.number().int().meta({ description: 'Seats of the section sold online (blocked seats excluded)' }),
  IsReserved: z.boolean(),
  groups: z.record(z.string(), SeatplanV1GroupSchema),
});

/** The verbose v1 layout older clients read (api-compat GET /api/seats/seatplan). */
export const SeatplanV1ResponseSchema = z
  .object({
    VenueId: z.number().int(),
    VenueSeatplanId: z.number().int(),
    width: z.number(),
    height: z.number(),
    screenLabel: z.string().nullable(),
    viewAreaName: z.string().meta({ description: 'Name of the plan' }),
    viewAreaFilename: z.string().nullable(),
    imageMapHtml: z.string().nullable(),
    sections: z.record(z.string(), SeatplanV1SectionSchema),
  })
  .meta({ id: 'SeatplanV1' });
export type SeatplanV1 = z.infer<typeof SeatplanV1ResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Availability

export const SeatsStatusQuerySchema = z.object({
  presentationId: IdSchema,
  venueTypeId: z.coerce.number().int().min(0).max(MAX_DB_INT).optional(),
  isReserved: z.string().optional(),
  sectionId: IdSchema.optional(),
  miniSiteUrl: z.string().optional(),
  lang: LangQuerySchema,
});
export type SeatsStatusQuery = z.infer<typeof SeatsStatusQuerySchema>;

/** Seats available to this buyer, keyed "<sectionId>_<x>_<y>"; a missing seat is sold, held by someone else or blocked (api-compat). */
export const SeatsStatusResponseSchema = z
  .object({ seats: z.record(z.string(), z.number()).meta({ description: 'Value is metadata (0); it does not encode occupancy' }) })
  .meta({ id: 'SeatsStatus' });
export type SeatsStatus = z.infer<typeof SeatsStatusResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Holds

/** The seat of lock-seat and unlock-seat (api-compat). For general admission the coordinates are ignored. */
export const SeatRefSchema = z
  .object({
    PresentationId: WireIdSchema,
    VenueId: WireIdSchema,
    VenueSeatplanId: WireIntSchema.nullable()
      .optional()
      .meta({ description: "Checked against the presentation's plan when given; null or 0 for general admission" }),
    VenueSectionId: WireIdSchema,
    TicketGroupId: WireIntSchema.nullable().optional().meta({ description: "Informative: the seat's own price level is authoritative" }),
    XCoordinate: WireIntSchema,
    YCoordinate: WireIntSchema,
  })
  .meta({ id: 'SeatRef' });
export type SeatRef = z.infer<typeof SeatRefSchema>;

export const LockSeatBodySchema = z.object({
  seat: SeatRefSchema,
  orderType: OrderTypeSchema.optional(),
  recaptchaToken: RecaptchaTokenSchema,
});
export type LockSeatBody = z.infer<typeof LockSeatBodySchema>;
export const UnlockSeatBodySchema = z.object({ seat: SeatRefSchema, recaptchaToken: RecaptchaTokenSchema });
export type UnlockSeatBody = z.infer<typeof UnlockSeatBodySchema>;

export const SeatPositionSchema = z.object({
  VenueSectionId: z.number().int(),
  XCoordinate: z.number().int(),
  YCoordinate: z.number().int(),
  key: z.string().meta({ description: 'The seat\'s seats-statusV2 key "<sectionId>_<x>_<y>"' }),
  SeatName: z.string(),
  RowName: z.string(),
});
export type SeatPosition = z.infer<typeof SeatPositionSchema>;

/** A held seat (spec 4: the returned seat becomes the selected one, also when the server picked it). */
export const LockedSeatSchema = SeatPositionSchema.extend({
  PresentationId: z.number().int(),
  VenueId: z.number().int(),
  VenueSeatplanId: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'null for a general-admission presentation, as its seatplanId (api-compat)' }),
  TicketGroupId: z.number().int(),
  TicketGroupName: z.string(),
  isPremium: z.boolean(),
  isAccessible: z.boolean(),
  isCompanion: z.boolean(),
  isLimitedView: z.boolean(),
  sofaSide: z.enum(['L', 'R']).nullable(),
  needsConfirmation: z
    .array(z.enum(['accessible', 'limitedView']))
    .meta({ description: 'Ask the buyer to confirm before going on (spec 5: accessible and limited-view seats need confirmation)' }),
  linkedSeats: z
    .array(SeatPositionSchema)
    .meta({ description: 'Seats held and released together with this one: the other half of a sofa' }),
  step: SeatStepSchema,
  expiresAt: z.string().meta({ description: 'When the hold ends unless renewed, ISO 8601 UTC' }),
}).meta({ id: 'LockedSeat' });
export type LockedSeat = z.infer<typeof LockedSeatSchema>;

export const LockSeatResponseSchema = z.object({ lockedSeat: LockedSeatSchema });
export type LockSeatResponse = z.infer<typeof LockSeatResponseSchema>;

export const UnlockSeatResponseSchema = z.object({
  success: z.literal(true),
  releasedSeats: z.array(z.string()).meta({ description: 'seats-statusV2 keys of the released seats (both halves of a sofa)' }),
});
export type UnlockSeatResponse = z.infer<typeof UnlockSeatResponseSchema>;

const SeatCoordinatesSchema = z.object({ VenueSectionId: WireIdSchema, XCoordinate: WireIntSchema, YCoordinate: WireIntSchema });

/** Several seats of one presentation at once, all or nothing (Kupa extension). */
export const LockSeatsBodySchema = z.object({
  presentationId: WireIdSchema,
  seats: z.array(SeatCoordinatesSchema).min(1).max(50),
  orderType: OrderTypeSchema.optional(),
});
export type LockSeatsBody = z.infer<typeof LockSeatsBodySchema>;
export const LockedSeatsResponseSchema = z.object({ lockedSeats: z.array(LockedSeatSchema) });
export type LockedSeatsResponse = z.infer<typeof LockedSeatsResponseSchema>;

/** Best available seats for a party; replaces the buyer's current holds of the presentation (Kupa extension). */
export const BestAvailableBodySchema = z.object({
  presentationId: WireIdSchema,
  quantity: WireIntSchema.pipe(z.number().int().min(1).max(50)),
  accessible: z
    .boolean()
    .optional()
    .meta({ description: 'Include an accessible (wheelchair) seat; otherwise accessible and companion seats are left alone' }),
  sectionId: WireIdSchema.optional(),
  ticketGroupId: WireIdSchema.optional(),
  orderType: OrderTypeSchema.optional(),
});
export type BestAvailableBody = z.infer<typeof BestAvailableBodySchema>;

export const HoldsQuerySchema = z.object({ presentationId: IdSchema, lang: LangQuerySchema });
export const MoveToStepBodySchema = z.object({ presentationId: WireIdSchema, step: SeatStepSchema });
export type MoveToStepBody = z.infer<typeof MoveToStepBodySchema>;
export const ExtendHoldsBodySchema = z.object({ presentationId: WireIdSchema });

/** The buyer's live holds of one presentation. */
export const HoldsResponseSchema = z
  .object({
    presentationId: z.number().int(),
    step: SeatStepSchema.nullable(),
    expiresAt: z.string().nullable().meta({ description: 'The earliest expiry among the holds, or null when there are none' }),
    extended: z.boolean().meta({ description: 'The one extension after expiry has been used' }),
    seats: z.array(LockedSeatSchema),
  })
  .meta({ id: 'Holds' });
export type HoldsResponse = z.infer<typeof HoldsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Live availability (server-sent events)

export const SeatChangeSchema = z.object({ seat: z.string(), state: z.enum(['locked', 'released', 'sold']) });
/** The data of an `event: seats` message on /api/seats/presentations/{id}/events. */
export const SeatChangeEventSchema = z
  .object({ presentationId: z.number().int(), changes: z.array(SeatChangeSchema), at: z.string() })
  .meta({ id: 'SeatChangeEvent' });
export type SeatChangeEvent = z.infer<typeof SeatChangeEventSchema>;
export type SeatChange = z.infer<typeof SeatChangeSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Ticket groups

export const TicketSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  kind: z.enum(['regular', 'code', 'membership', 'senior', 'hotel', 'loyalty', 'memberOnly']),
  price: ShekelsSchema,
  serviceCharge: ShekelsSchema,
  multiplyFactor: z.number().int(),
  requiresCode: z.boolean(),
  ref1prompt: z.string().nullable(),
  ref2prompt: z.string().nullable(),
  minQuantity: z.number().int().nullable(),
  maxQuantity: z.number().int().nullable(),
  requiredWithTicketId: z.number().int().nullable(),
  loyaltyPointsPrice: z.number().int().nullable(),
  membershipId: z.number().int().nullable(),
  systemVoucherClassId: z.number().int().nullable(),
  walkin: z.boolean(),
  addons: z
    .array(z.object({ productId: z.number().int(), name: z.string(), price: ShekelsSchema }))
    .optional()
    .meta({ description: 'Products that can be added to this ticket (selectedAddons of a cart line); always sent by the server' }),
});
export const TicketGroupSchema = z
  .object({ id: z.number().int(), name: z.string(), color: z.string().nullable(), tickets: z.array(TicketSchema) })
  .meta({ id: 'TicketGroup' });
export const TicketGroupsResponseSchema = z.object({
  ticketGroups: z.array(TicketGroupSchema),
  serviceCharge: ShekelsSchema.meta({ description: "The presentation's service charge per ticket, in shekels" }),
});
export type TicketGroupsResponse = z.infer<typeof TicketGroupsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Membership and enrolment seats

export const MembershipSelectionSchema = z.object({
  MembershipPriceId: WireIdSchema,
  selectedQuantity: WireIntSchema.pipe(z.number().int().min(0).max(50)),
});
export type MembershipSelection = z.infer<typeof MembershipSelectionSchema>;
const SelectionsSchema = z
  .array(MembershipSelectionSchema)
  .max(20)
  .optional()
  .meta({ description: 'Chosen membership prices; the seats a member may hold equal the sum of selected quantities (spec 5)' });

export const MembershipSeatplanQuerySchema = z.object({ membershipId: IdSchema, lang: LangQuerySchema });
/** The buyer's membership seat holds: read after a reload, moved to an order step, extended once. */
export const MembershipHoldsQuerySchema = z.object({ membershipId: IdSchema, lang: LangQuerySchema });
export const MembershipMoveToStepBodySchema = z.object({ membershipId: WireIdSchema, step: SeatStepSchema });
export type MembershipMoveToStepBody = z.infer<typeof MembershipMoveToStepBodySchema>;
export const MembershipExtendHoldsBodySchema = z.object({ membershipId: WireIdSchema });

export const MembershipSeatRefSchema = z.object({
  MembershipId: WireIdSchema,
  VenueId: WireIdSchema,
  VenueSeatplanId: WireIntSchema.nullable().optional(),
  VenueSectionId: WireIdSchema,
  TicketGroupId: WireIntSchema.nullable().optional(),
  XCoordinate: WireIntSchema,
  YCoordinate: WireIntSchema,
  selections: SelectionsSchema,
});
export const MembershipLockBodySchema = z.object({ seat: MembershipSeatRefSchema, recaptchaToken: RecaptchaTokenSchema });
export type MembershipLockBody = z.infer<typeof MembershipLockBodySchema>;

export const EnrollLockBodySchema = z.object({
  venueId: WireIdSchema,
  seatplanId: WireIntSchema.nullable().optional(),
  sectionId: WireIdSchema,
  x: WireIntSchema,
  y: WireIntSchema,
  ticketGroupId: WireIntSchema.nullable().optional(),
  seasonId: WireIntSchema.nullable().optional(),
  presentationId: WireIntSchema.nullable()
    .optional()
    .meta({ description: 'A choice event of the enrolment; absent or 0 = the fixed seat across the required presentations' }),
  selections: SelectionsSchema,
});
export type EnrollLockBody = z.infer<typeof EnrollLockBodySchema>;

export const MembershipPresentationSchema = z.object({ id: z.number().int(), isRequired: z.boolean() });

/** The seat plan of a membership's presentations with the seats free in all of its fixed presentations. */
export const MembershipSeatplanResponseSchema = z
  .object({
    membershipId: z.number().int(),
    seasonId: z.number().int().nullable(),
    venueId: z.number().int(),
    seatplanId: z.number().int(),
    presentations: z.array(MembershipPresentationSchema),
    chooseSeatsInSeconds: z
      .number()
      .int()
      .meta({ description: "How long a seat stays held while seats are chosen (the first fixed presentation's lockTimer)" }),
    seatplan: SeatplanV2ResponseSchema,
    seats: z
      .record(z.string(), z.number())
      .meta({ description: 'Seats free to this buyer in every fixed presentation, keyed as seats-statusV2' }),
  })
  .meta({ id: 'MembershipSeatplan' });
export type MembershipSeatplanResponse = z.infer<typeof MembershipSeatplanResponseSchema>;

export const MembershipLockResponseSchema = z.object({
  lockedSeat: LockedSeatSchema.extend({
    MembershipId: z.number().int(),
    presentationIds: z.array(z.number().int()).meta({ description: 'The presentations the seat is held in, all or nothing' }),
  }),
  selections: z.array(z.object({ MembershipPriceId: z.number().int(), selectedQuantity: z.number().int() })),
});
export type MembershipLockResponse = z.infer<typeof MembershipLockResponseSchema>;
