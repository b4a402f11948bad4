import { z } from 'zod';
import { BusinessParamsSchema } from './back-office';

// The back office's locations, halls and seat-plan designer (issue 13, ADR 0015). The designer edits one JSON
// document per plan; the server computes the seats (labels, grid places, drawing positions) from it, so the same
// document is what staff export, import and save.

const Id = z.number().int().positive().max(2_147_483_647);
const name = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable();

/** The format tag of a seat-plan document; a later incompatible format takes a new tag. */
export const SEATPLAN_DOCUMENT_FORMAT = 'kupa-seatplan/1';
/** Seat positions in one row (gaps included), rows in one section, sections in one plan. */
export const MAX_ROW_POSITIONS = 80;
export const MAX_SECTION_ROWS = 60;
export const MAX_PLAN_SECTIONS = 12;
/** The most places of a general-admission section. */
export const MAX_GENERAL_CAPACITY = 3000;
/** How far (drawing units) the middle of a curved row may sit behind its ends. */
export const MAX_ROW_CURVE = 60;

export const ROW_NUMBERINGS = ['ltr', 'rtl'] as const;
export type RowNumbering = (typeof ROW_NUMBERINGS)[number];
export const SECTION_KINDS = ['reserved', 'general'] as const;

/** The settings of one seat of a row, by its position (1 = the row's leftmost position on the drawing). */
export const DesignerSeatSchema = z
  .object({
    position: z.number().int().min(1).max(MAX_ROW_POSITIONS),
    premium: z.boolean().default(false),
    accessible: z.boolean().default(false).meta({ description: 'A wheelchair place' }),
    companion: z.boolean().default(false).meta({ description: "A wheelchair user's companion seat" }),
    limitedView: z.boolean().default(false),
    blocked: z.boolean().default(false).meta({ description: 'Kept in the plan, never sold online' }),
    sofa: z.enum(['L', 'R']).nullable().default(null).meta({ description: 'The left or right half of a two-seat sofa' }),
    ticketGroupId: Id.nullable().default(null).meta({ description: "The seat's price level when not the row's" }),
  })
  .meta({ id: 'DesignerSeat' });
export type DesignerSeat = z.infer<typeof DesignerSeatSchema>;

export const DesignerRowSchema = z
  .object({
    label: name(8).meta({ description: 'The row label customers see, e.g. "5" or "ה"' }),
    positions: z.number().int().min(1).max(MAX_ROW_POSITIONS).meta({ description: 'Seat positions, gaps included' }),
    offset: z.number().int().min(0).max(MAX_ROW_POSITIONS).default(0).meta({ description: 'Empty positions before the first' }),
    curve: z.number().int().min(0).max(MAX_ROW_CURVE).default(0).meta({ description: 'How far the middle sits behind the ends' }),
    numbering: z.enum(ROW_NUMBERINGS).meta({ description: 'ltr: the leftmost seat takes firstNumber; rtl: the rightmost' }),
    firstNumber: z.number().int().min(1).max(999),
    gaps: z.array(z.number().int().min(1).max(MAX_ROW_POSITIONS)).max(MAX_ROW_POSITIONS).default([]).meta({
      description: 'Positions left empty (aisles); they are not numbered',
    }),
    ticketGroupId: Id.meta({ description: "The row's price level (one of the business's ticket groups)" }),
    seats: z.array(DesignerSeatSchema).max(MAX_ROW_POSITIONS).default([]),
  })
  .meta({ id: 'DesignerRow' });
export type DesignerRow = z.infer<typeof DesignerRowSchema>;

export const DesignerSectionSchema = z
  .object({
    nameHe: name(60),
    nameEn: name(60),
    kind: z.enum(SECTION_KINDS).meta({ description: 'reserved: customers choose seats; general: the server assigns places' }),
    capacity: z.number().int().min(1).max(MAX_GENERAL_CAPACITY).nullable().default(null).meta({ description: 'general only' }),
    ticketGroupId: Id.nullable().default(null).meta({ description: "general only: the places' price level" }),
    rows: z.array(DesignerRowSchema).max(MAX_SECTION_ROWS).default([]),
  })
  .meta({ id: 'DesignerSection' });
export type DesignerSection = z.infer<typeof DesignerSectionSchema>;

/** The domain rules of a plan document: what the schema's shapes alone cannot say. */
function checkDocument(document: { sections: DesignerSection[] }, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  document.sections.forEach((section, s) => {
    if (section.kind === 'general') {
      if (section.capacity === null) issue(['sections', s, 'capacity'], 'a general-admission section needs its capacity');
      if (section.ticketGroupId === null) issue(['sections', s, 'ticketGroupId'], 'a general-admission section needs its price level');
      if (section.rows.length > 0) issue(['sections', s, 'rows'], 'a general-admission section has no rows');
      return;
    }
    if (section.rows.length === 0) issue(['sections', s, 'rows'], 'a reserved section needs at least one row');
    const labels = new Set<string>();
    section.rows.forEach((row, r) => {
      const at = ['sections', s, 'rows', r];
      if (labels.has(row.label)) issue([...at, 'label'], 'two rows with one label');
      labels.add(row.label);
      if (row.offset + row.positions > MAX_ROW_POSITIONS) issue([...at, 'positions'], 'the row is too long');
      const gaps = new Set(row.gaps);
      if (gaps.size !== row.gaps.length) issue([...at, 'gaps'], 'a gap given twice');
      if (row.gaps.some((g) => g > row.positions)) issue([...at, 'gaps'], 'a gap outside the row');
      if (gaps.size >= row.positions) issue([...at, 'gaps'], 'a row needs at least one seat');
      if (row.firstNumber + row.positions > 1000) issue([...at, 'firstNumber'], 'seat numbers above 999');
      const seen = new Set<number>();
      const byPosition = new Map(row.seats.map((seat) => [seat.position, seat]));
      row.seats.forEach((seat, i) => {
        const seatAt = [...at, 'seats', i];
        if (seat.position > row.positions || gaps.has(seat.position)) issue([...seatAt, 'position'], 'no seat at this position');
        if (seen.has(seat.position)) issue([...seatAt, 'position'], 'a seat given twice');
        seen.add(seat.position);
        if (seat.sofa !== null) {
          const partner = byPosition.get(seat.position + (seat.sofa === 'L' ? 1 : -1));
          if (partner?.sofa !== (seat.sofa === 'L' ? 'R' : 'L')) issue([...seatAt, 'sofa'], 'a sofa half needs its other half next to it');
        }
      });
    });
  });
}

/** A seat plan as the designer edits it, exports and imports it (JSON). */
export const SeatPlanDocumentSchema = z
  .object({
    format: z.literal(SEATPLAN_DOCUMENT_FORMAT),
    name: name(100).meta({ description: 'The plan name staff see' }),
    screenLabelHe: optionalText(60).meta({ description: 'The screen or stage label drawn at the top' }),
    screenLabelEn: optionalText(60),
    sections: z.array(DesignerSectionSchema).min(1).max(MAX_PLAN_SECTIONS),
  })
  .superRefine(checkDocument)
  .meta({ id: 'SeatPlanDocument' });
export type SeatPlanDocument = z.infer<typeof SeatPlanDocumentSchema>;
export type SeatPlanDocumentInput = z.input<typeof SeatPlanDocumentSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Locations and halls

export const LocationInputSchema = z
  .object({
    nameHe: name(100),
    nameEn: name(100),
    addressHe: optionalText(200),
    addressEn: optionalText(200),
    cityHe: optionalText(100),
    cityEn: optionalText(100),
    isOffline: z.boolean().meta({ description: 'Spec 4: an offline branch sells at its box office only; web booking is refused' }),
  })
  .meta({ id: 'LocationInput' });
export type LocationInput = z.infer<typeof LocationInputSchema>;

export const VenueInputSchema = z
  .object({
    locationId: Id.meta({ description: "One of the business's locations" }),
    nameHe: name(100),
    nameEn: name(100),
  })
  .meta({ id: 'VenueInput' });
export type VenueInput = z.infer<typeof VenueInputSchema>;

export const StaffVenueSchema = VenueInputSchema.extend({
  id: z.number().int(),
  defaultSeatplanId: z.number().int().nullable().meta({ description: 'The plan new presentations take' }),
}).meta({ id: 'StaffVenue' });
export type StaffVenue = z.infer<typeof StaffVenueSchema>;

export const StaffLocationSchema = LocationInputSchema.extend({ id: z.number().int() }).meta({ id: 'StaffLocation' });
export type StaffLocation = z.infer<typeof StaffLocationSchema>;

export const StaffTicketGroupSchema = z
  .object({ id: z.number().int(), nameHe: z.string(), nameEn: z.string(), color: z.string().nullable() })
  .meta({ id: 'StaffTicketGroup' });
export type StaffTicketGroup = z.infer<typeof StaffTicketGroupSchema>;

/** A price level (ticket group) as staff add or rename it; its name is unique in the business in each language. */
export const TicketGroupInputSchema = z
  .object({
    nameHe: z.string().trim().min(1).max(100),
    nameEn: z.string().trim().min(1).max(100),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, '#rrggbb')
      .nullable()
      .meta({ description: 'The colour its seats show in the designer, #rrggbb; null: the default' }),
  })
  .meta({ id: 'TicketGroupInput' });
export type TicketGroupInput = z.infer<typeof TicketGroupInputSchema>;
export const StaffTicketGroupResponseSchema = z.object({ ticketGroup: StaffTicketGroupSchema }).meta({ id: 'StaffTicketGroupResponse' });

export const HallsResponseSchema = z
  .object({
    businessId: z.number().int(),
    locations: z.array(StaffLocationSchema),
    venues: z.array(StaffVenueSchema),
    ticketGroups: z.array(StaffTicketGroupSchema).meta({ description: "The business's price levels, for the designer" }),
  })
  .meta({ id: 'HallsResponse' });
export type HallsResponse = z.infer<typeof HallsResponseSchema>;

export const LocationParamsSchema = BusinessParamsSchema.extend({ locationId: z.coerce.number().int().positive().max(2_147_483_647) });
export const VenueParamsSchema = BusinessParamsSchema.extend({ venueId: z.coerce.number().int().positive().max(2_147_483_647) });
export const SeatplanParamsSchema = BusinessParamsSchema.extend({ seatplanId: z.coerce.number().int().positive().max(2_147_483_647) });
export const TicketGroupParamsSchema = BusinessParamsSchema.extend({
  ticketGroupId: z.coerce.number().int().positive().max(2_147_483_647),
});

// ---------------------------------------------------------------------------------------------------------------
// Seat plans and their versions

export const SeatplanVersionSchema = z
  .object({
    id: z.number().int(),
    venueId: z.number().int(),
    familyId: z.number().int().meta({ description: "The id of the plan's first version" }),
    version: z.number().int(),
    name: z.string(),
    capacity: z.number().int().meta({ description: 'Places sold online (blocked seats excluded)' }),
    isDefault: z.boolean().meta({ description: "The venue's current plan, which new presentations take" }),
    presentations: z.number().int().meta({ description: 'Presentations using this version; a used version is never changed' }),
    createdAt: z.string().nullable(),
  })
  .meta({ id: 'SeatplanVersion' });
export type SeatplanVersion = z.infer<typeof SeatplanVersionSchema>;

export const SeatplanVersionsResponseSchema = z
  .object({ venueId: z.number().int(), versions: z.array(SeatplanVersionSchema) })
  .meta({ id: 'SeatplanVersionsResponse' });
export type SeatplanVersionsResponse = z.infer<typeof SeatplanVersionsResponseSchema>;

export const SeatplanDocumentBodySchema = z.object({ document: SeatPlanDocumentSchema }).meta({ id: 'SeatplanDocumentBody' });

export const SeatplanResponseSchema = z
  .object({
    plan: SeatplanVersionSchema,
    document: SeatPlanDocumentSchema,
    outcome: z
      .enum(['created', 'changed', 'versioned', 'unchanged'])
      .meta({ description: 'versioned: the plan was in use, so the save made a new version and the venue took it' }),
  })
  .meta({ id: 'SeatplanResponse' });
export type SeatplanResponse = z.infer<typeof SeatplanResponseSchema>;
