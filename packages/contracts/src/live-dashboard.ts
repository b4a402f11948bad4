import { ITEM_ORDER_KINDS, MAX_ROWS_PER_PAGE, DEFAULT_ROWS_PER_PAGE } from '@kupa/domain';
import { z } from 'zod';
import { IdListSchema, IdSchema, LangQuerySchema, LocalDateSchema, MAX_DB_INT, ShekelsSchema } from './common';

// kupa-live, the staff operations dashboard (spec 2, 3, 7 and 9). Every call needs the staff session cookie and
// answers only about the session's businesses. Rows use the field names of spec 3 (Capacity, SoldQuantity,
// HeldQuantity, LocationId, VenueId, FeatureId, BusinessDate, PresentationDateTime; the reference-agent row),
// envelopes are camelCase. Money is in shekels (ADR 0003); percentages are whole numbers and TakenRatio has three
// decimals (spec 9). Dates are the presentations' local business dates, YYYY-MM-DD.

// ---------------------------------------------------------------------------------------------------------------
// Parameters

/** Optional narrowing to some of the session's businesses, e.g. businessIds=1,2; another business is FORBIDDEN. */
const BusinessIdsQuery = IdListSchema.optional().meta({
  description: "Comma-separated business ids, all of them within the session (default: all of the session's)",
});

/** true/false or 1/0 in a query string. */
const QueryBooleanSchema = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const PageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1).meta({ description: '1-based page number' }),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_ROWS_PER_PAGE)
    .default(DEFAULT_ROWS_PER_PAGE)
    .meta({ description: `Rows per page (the pages offer 10, 25, 50, 100; at most ${MAX_ROWS_PER_PAGE})` }),
};

export const StaffScopeQuerySchema = z.object({ businessIds: BusinessIdsQuery, lang: LangQuerySchema });
export type StaffScopeQuery = z.infer<typeof StaffScopeQuerySchema>;

export const DateRangeParamsSchema = z.object({ from: LocalDateSchema, to: LocalDateSchema });
export const DateParamsSchema = z.object({ date: LocalDateSchema });
export const DateLocationParamsSchema = z.object({ date: LocalDateSchema, locationId: IdSchema });
export const PresentationBoxParamsSchema = z.object({
  date: LocalDateSchema,
  locationId: IdSchema,
  drillBy: z.enum(['venue', 'feature']).meta({ description: 'venue: id is a venue of the location; feature: id is a feature' }),
  id: IdSchema,
});
export type PresentationBoxParams = z.infer<typeof PresentationBoxParamsSchema>;
export const LocationTicketSalesParamsSchema = z.object({
  date: LocalDateSchema,
  locationId: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_DB_INT)
    .meta({ description: '0 for every location of the session, else one location' }),
});

export const FeatureTicketSalesQuerySchema = z.object({
  locationId: IdSchema.optional(),
  featureId: IdSchema.optional(),
  isByLocation: QueryBooleanSchema.optional().meta({
    description: 'true: one row per feature and location; false (default): one row per feature',
  }),
  businessIds: BusinessIdsQuery,
  lang: LangQuerySchema,
});
export type FeatureTicketSalesQuery = z.infer<typeof FeatureTicketSalesQuerySchema>;

export const PresentationSalesQuerySchema = z.object({
  startDate: LocalDateSchema,
  endDate: LocalDateSchema,
  locationId: IdSchema.optional(),
  featureId: IdSchema.optional(),
  businessIds: BusinessIdsQuery,
  ...PageQuery,
  lang: LangQuerySchema,
});
export type PresentationSalesQuery = z.infer<typeof PresentationSalesQuerySchema>;

export const CinemaMonitorQuerySchema = z.object({
  date: LocalDateSchema.meta({ description: 'The business date to show' }),
  locationId: IdSchema.optional(),
  businessIds: BusinessIdsQuery,
  lang: LangQuerySchema,
});
export type CinemaMonitorQuery = z.infer<typeof CinemaMonitorQuerySchema>;

const OptionalRange = {
  startDate: LocalDateSchema.optional().meta({ description: 'Default: 14 days before today (the dashboard window)' }),
  endDate: LocalDateSchema.optional().meta({ description: 'Default: 14 days after today' }),
};
export const AvailableFeaturesQuerySchema = z.object({
  ...OptionalRange,
  locationId: IdSchema.optional(),
  businessIds: BusinessIdsQuery,
  lang: LangQuerySchema,
});
export type AvailableFeaturesQuery = z.infer<typeof AvailableFeaturesQuerySchema>;
export const FeatureDataQuerySchema = z.object({
  featureId: IdSchema,
  ...OptionalRange,
  locationId: IdSchema.optional(),
  lang: LangQuerySchema,
});
export type FeatureDataQuery = z.infer<typeof FeatureDataQuerySchema>;
export const AvailablePresentationsQuerySchema = z.object({
  featureId: IdSchema,
  ...OptionalRange,
  locationId: IdSchema.optional(),
  ...PageQuery,
  lang: LangQuerySchema,
});
export type AvailablePresentationsQuery = z.infer<typeof AvailablePresentationsQuerySchema>;
export const PresentationDataQuerySchema = z.object({ presentationId: IdSchema, lang: LangQuerySchema });

// ---------------------------------------------------------------------------------------------------------------
// Figures and rows

/** Attendance and sales of a group of presentations (one presentation, a day, a venue, a feature ...). */
export const SalesFiguresSchema = z.object({
  Presentations: z.number().int().meta({ description: 'Presentations counted (video on demand is not in attendance)' }),
  Capacity: z.number().int().meta({ description: 'Sellable seats (general admission: its limit)' }),
  SoldQuantity: z.number().int().meta({ description: 'Valid tickets of paid (confirmed) orders' }),
  HeldQuantity: z.number().int().meta({ description: 'Seats in live seat holds plus tickets of unpaid hold orders before their deadline' }),
  FreeQuantity: z.number().int(),
  SoldPercent: z.number().int(),
  HeldPercent: z.number().int(),
  TakenPercent: z.number().int().meta({ description: 'Sold and held, as a whole percentage of the capacity' }),
  TakenRatio: z.number().meta({ description: '(sold + held) / capacity with three decimals' }),
  TicketsTotal: ShekelsSchema.meta({ description: 'Ticket prices of the sold tickets' }),
  ServiceChargeTotal: ShekelsSchema,
  ProductsQuantity: z.number().int().meta({ description: 'Products (concessions) sold with the presentations' }),
  ProductsTotal: ShekelsSchema,
  BookingFeesTotal: ShekelsSchema.meta({ description: 'Booking fees of the orders (once per order, with its lowest presentation id)' }),
  Total: ShekelsSchema.meta({ description: 'What the customers paid: tickets + service charges + booking fees + products' }),
});
export type SalesFigures = z.infer<typeof SalesFiguresSchema>;

export const DayRowSchema = SalesFiguresSchema.extend({
  BusinessDate: z.string(),
  Weekday: z.number().int().meta({ description: '0 = Sunday ... 6 = Saturday' }),
  IsWeekend: z.boolean().meta({ description: 'Friday and Saturday' }),
});
export type DayRow = z.infer<typeof DayRowSchema>;

export const LocationRefSchema = z.object({ LocationId: z.number().int(), LocationName: z.string(), BusinessId: z.number().int() });
export const LocationRowSchema = SalesFiguresSchema.extend(LocationRefSchema.shape);
export type LocationRow = z.infer<typeof LocationRowSchema>;

export const VenueRowSchema = SalesFiguresSchema.extend({ VenueId: z.number().int(), VenueName: z.string(), LocationId: z.number().int() });
export type VenueRow = z.infer<typeof VenueRowSchema>;

export const FeatureRowSchema = SalesFiguresSchema.extend({
  FeatureId: z.number().int(),
  FeatureName: z.string(),
  FeatureCategoryId: z.number().int().nullable(),
  BusinessId: z.number().int(),
});
export type FeatureRow = z.infer<typeof FeatureRowSchema>;

/** One presentation with its dashboard data (spec 3). */
export const PresentationRowSchema = SalesFiguresSchema.extend({
  PresentationId: z.number().int(),
  BusinessId: z.number().int(),
  LocationId: z.number().int(),
  LocationName: z.string(),
  VenueId: z.number().int(),
  VenueName: z.string(),
  FeatureId: z.number().int(),
  FeatureName: z.string(),
  FeatureCategoryId: z.number().int().nullable(),
  BusinessDate: z.string(),
  PresentationDateTime: z.string().meta({ description: 'Local start "YYYY-MM-DD HH:mm" in the location\'s time zone' }),
  StartsAt: z.string().meta({ description: 'UTC instant of the start' }),
}).meta({ id: 'DashboardPresentationRow' });
export type PresentationRow = z.infer<typeof PresentationRowSchema>;

export const ChannelRowSchema = z.object({
  ChannelId: z.number().int().meta({ description: '0 for sales without a recorded channel' }),
  ChannelName: z.string(),
  Kind: z.string().meta({ description: 'web, pos (box office), kiosk; other when unknown' }),
  SoldQuantity: z.number().int(),
  TicketsTotal: ShekelsSchema,
  ServiceChargeTotal: ShekelsSchema,
  ProductsQuantity: z.number().int(),
  ProductsTotal: ShekelsSchema,
  BookingFeesTotal: ShekelsSchema,
  ItemOrders: z
    .number()
    .int()
    .meta({ description: 'Confirmed gift-voucher, membership and donation orders (cinema monitor only; 0 elsewhere)' }),
  ItemsTotal: ShekelsSchema.meta({ description: 'What those orders sold' }),
  Total: ShekelsSchema.meta({ description: 'Tickets + service charges + booking fees + products + vouchers, memberships and donations' }),
});
export type ChannelRow = z.infer<typeof ChannelRowSchema>;

export const ProductRowSchema = z.object({
  ProductId: z.number().int(),
  ProductName: z.string(),
  Category: z.string(),
  Quantity: z.number().int(),
  Total: ShekelsSchema,
});
export type ProductRow = z.infer<typeof ProductRowSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Attendance (the dashboard's drill-down: date -> location -> venue or feature -> presentation box)

export const AttendanceByDateResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: SalesFiguresSchema,
  days: z.array(DayRowSchema).meta({ description: 'Every date of the range, in order, zeros where nothing played' }),
});
export type AttendanceByDateResponse = z.infer<typeof AttendanceByDateResponseSchema>;

export const AttendanceByLocationResponseSchema = z.object({
  date: z.string(),
  totals: SalesFiguresSchema,
  locations: z.array(LocationRowSchema),
});
export type AttendanceByLocationResponse = z.infer<typeof AttendanceByLocationResponseSchema>;

export const AttendanceByVenueResponseSchema = z.object({
  date: z.string(),
  location: LocationRefSchema,
  totals: SalesFiguresSchema,
  venues: z.array(VenueRowSchema),
});
export type AttendanceByVenueResponse = z.infer<typeof AttendanceByVenueResponseSchema>;

export const AttendanceByFeatureResponseSchema = z.object({
  date: z.string(),
  location: LocationRefSchema,
  totals: SalesFiguresSchema,
  features: z.array(FeatureRowSchema),
});
export type AttendanceByFeatureResponse = z.infer<typeof AttendanceByFeatureResponseSchema>;

export const PresentationBoxResponseSchema = z.object({
  date: z.string(),
  location: LocationRefSchema,
  drillBy: z.enum(['venue', 'feature']),
  id: z.number().int(),
  name: z.string().meta({ description: "The venue's or the feature's name" }),
  totals: SalesFiguresSchema,
  presentations: z.array(PresentationRowSchema),
});
export type PresentationBoxResponse = z.infer<typeof PresentationBoxResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Filter data and page metadata

export const FilterLocationSchema = z.object({
  LocationId: z.number().int(),
  Name: z.string(),
  BusinessId: z.number().int(),
  IsOffline: z.boolean(),
});
export const FilterVenueSchema = z.object({
  VenueId: z.number().int(),
  Name: z.string(),
  LocationId: z.number().int(),
  BusinessId: z.number().int(),
});
export const FilterFeatureSchema = z.object({
  FeatureId: z.number().int(),
  Name: z.string(),
  FeatureCategoryId: z.number().int().nullable(),
  BusinessId: z.number().int(),
});
export const FilterBusinessSchema = z.object({ BusinessId: z.number().int(), Name: z.string() });
export const FilterCategorySchema = z.object({ FeatureCategoryId: z.number().int(), Name: z.string(), BusinessId: z.number().int() });
export const CalendarDaySchema = z.object({ date: z.string(), weekday: z.number().int(), isWeekend: z.boolean(), isToday: z.boolean() });

export const CinemaFilterDataResponseSchema = z.object({
  today: z.string().meta({ description: "Today in the dashboard's time zone (Asia/Jerusalem by default)" }),
  timeZone: z.string(),
  weekendDays: z.array(z.number().int()).meta({ description: 'Weekdays marked as weekend: 5 Friday, 6 Saturday' }),
  days: z.array(CalendarDaySchema).meta({ description: 'The 29-day calendar: 14 days before today, today, 14 after' }),
  businesses: z.array(FilterBusinessSchema),
  locations: z.array(FilterLocationSchema),
  venues: z.array(FilterVenueSchema),
  featureCategories: z.array(FilterCategorySchema),
  features: z.array(FilterFeatureSchema).meta({ description: 'Features with presentations in the 29-day window' }),
});
export type CinemaFilterDataResponse = z.infer<typeof CinemaFilterDataResponseSchema>;

const PageMetadata = {
  today: z.string(),
  rowsPerPageOptions: z.array(z.number().int()),
  defaultRowsPerPage: z.number().int(),
  days: z.array(CalendarDaySchema).meta({ description: 'The 29-day calendar to pick the date from' }),
  locations: z.array(FilterLocationSchema),
};
export const LocationTicketSalesPageSchema = z.object(PageMetadata);
export type LocationTicketSalesPage = z.infer<typeof LocationTicketSalesPageSchema>;
export const FeatureTicketSalesPageSchema = z.object({ ...PageMetadata, features: z.array(FilterFeatureSchema) });
export type FeatureTicketSalesPage = z.infer<typeof FeatureTicketSalesPageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Sales reports

export const LocationTicketSalesDataSchema = z.object({
  date: z.string(),
  locationId: z.number().int().meta({ description: '0 = every location' }),
  totals: SalesFiguresSchema,
  rows: z.array(LocationRowSchema),
});
export type LocationTicketSalesData = z.infer<typeof LocationTicketSalesDataSchema>;

export const FeatureSalesRowSchema = FeatureRowSchema.extend({
  LocationId: z.number().int().nullable().meta({ description: 'Set when isByLocation' }),
  LocationName: z.string().nullable(),
});
export type FeatureSalesRow = z.infer<typeof FeatureSalesRowSchema>;
export const FeatureTicketSalesDataSchema = z.object({
  date: z.string(),
  isByLocation: z.boolean(),
  totals: SalesFiguresSchema,
  rows: z.array(FeatureSalesRowSchema),
});
export type FeatureTicketSalesData = z.infer<typeof FeatureTicketSalesDataSchema>;

export const PresentationSalesDataSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalRows: z.number().int(),
  totals: SalesFiguresSchema.meta({ description: 'Over every row of the range, not only this page' }),
  rows: z.array(PresentationRowSchema).meta({ description: 'In start order' }),
});
export type PresentationSalesData = z.infer<typeof PresentationSalesDataSchema>;

/** Confirmed orders of one item kind (orders without a presentation) and what they sold. */
export const ItemSalesRowSchema = z.object({
  Kind: z.enum(ITEM_ORDER_KINDS),
  Orders: z.number().int(),
  Total: ShekelsSchema,
});
export type ItemSalesRow = z.infer<typeof ItemSalesRowSchema>;

export const CinemaMonitorResponseSchema = z.object({
  date: z.string(),
  totals: SalesFiguresSchema,
  days: z.array(DayRowSchema).meta({ description: 'Attendance by date: the seven days ending at the date' }),
  venues: z.array(VenueRowSchema),
  features: z.array(FeatureRowSchema),
  concessions: z.object({
    Quantity: z.number().int(),
    Total: ShekelsSchema,
    categories: z.array(z.object({ Category: z.string(), Quantity: z.number().int(), Total: ShekelsSchema })),
  }),
  topProducts: z.array(ProductRowSchema).meta({ description: 'The ten best-selling products by quantity' }),
  channels: z.array(ChannelRowSchema).meta({ description: 'Sales by POS, web and kiosk channel' }),
  items: z.array(ItemSalesRowSchema).meta({
    description:
      "Gift vouchers, memberships and donations sold on the date: one row per kind, in that order. They belong to no location: a location's monitor shows none",
  }),
});
export type CinemaMonitorResponse = z.infer<typeof CinemaMonitorResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Version 2 feature view

export const AvailableFeatureSchema = FilterFeatureSchema.extend({
  Presentations: z.number().int(),
  FirstDate: z.string(),
  LastDate: z.string(),
});
export const AvailableFeaturesResponseSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  features: z.array(AvailableFeatureSchema),
});
export type AvailableFeaturesResponse = z.infer<typeof AvailableFeaturesResponseSchema>;

export const FeatureDataResponseSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  feature: FilterFeatureSchema,
  totals: SalesFiguresSchema,
  days: z.array(DayRowSchema).meta({ description: 'Every date of the range' }),
  locations: z.array(LocationRowSchema),
});
export type FeatureDataResponse = z.infer<typeof FeatureDataResponseSchema>;

export const AvailablePresentationSchema = z.object({
  PresentationId: z.number().int(),
  BusinessDate: z.string(),
  PresentationDateTime: z.string(),
  StartsAt: z.string(),
  VenueId: z.number().int(),
  VenueName: z.string(),
  LocationId: z.number().int(),
  LocationName: z.string(),
});
export const AvailablePresentationsResponseSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  featureId: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalRows: z.number().int(),
  presentations: z.array(AvailablePresentationSchema).meta({ description: 'One page, in start order' }),
});
export type AvailablePresentationsResponse = z.infer<typeof AvailablePresentationsResponseSchema>;

export const TicketTypeRowSchema = z.object({
  PricePolicyId: z.number().int(),
  TicketName: z.string(),
  Kind: z.string(),
  SoldQuantity: z.number().int(),
  TicketsTotal: ShekelsSchema,
});
export const PresentationDataResponseSchema = z.object({
  presentation: PresentationRowSchema,
  ticketTypes: z.array(TicketTypeRowSchema),
  channels: z.array(ChannelRowSchema),
  products: z.array(ProductRowSchema),
});
export type PresentationDataResponse = z.infer<typeof PresentationDataResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Ticket reference-prompt agents (admin view)

/** The reference-agent row of spec 3. In Kupa a ticket type is a price policy, so TicketId equals PricePolicyId. */
export const ReferenceAgentRowSchema = z.object({
  CustomerId: z.number().int().nullable().meta({ description: "The agent's customer record" }),
  TicketId: z.number().int(),
  FeatureId: z.number().int().nullable(),
  PricePolicyId: z.number().int(),
  PresentationId: z.number().int().nullable(),
  FeatureCategoryId: z.number().int().nullable(),
  Reference1: z.string(),
  Reference2: z.string().nullable(),
});
export type ReferenceAgentRow = z.infer<typeof ReferenceAgentRowSchema>;

export const ReferenceAgentsQuerySchema = z.object({
  userId: IdSchema.optional().meta({ description: "Must be the session's user when given" }),
  lang: LangQuerySchema,
});
const AgentActiveSchema = z
  .boolean()
  .meta({ description: 'False once the back office deactivated the agent: buyers can no longer choose its reference; its sales stay' });
export const ReferenceAgentSchema = z.object({
  OptionId: z.number().int().meta({ description: 'priceRowId of the edit call' }),
  BusinessId: z.number().int(),
  CustomerId: z.number().int().nullable(),
  AgentName: z.string().nullable(),
  PricePolicyId: z.number().int(),
  TicketId: z.number().int(),
  TicketName: z.string(),
  Reference1: z.string(),
  Reference2: z.string().nullable(),
  Quantity: z.number().int().meta({ description: 'Tickets the agent may sell' }),
  IsActive: AgentActiveSchema,
});
export type ReferenceAgent = z.infer<typeof ReferenceAgentSchema>;
export const ReferenceAgentsResponseSchema = z.object({ agents: z.array(ReferenceAgentSchema) });

export const ReferencePromptAdminQuerySchema = z.object({
  businessIds: BusinessIdsQuery,
  customerId: IdSchema.optional().meta({ description: "Only this agent's options" }),
  userId: IdSchema.optional().meta({ description: "Must be the session's user when given" }),
  lang: LangQuerySchema,
});
export type ReferencePromptAdminQuery = z.infer<typeof ReferencePromptAdminQuerySchema>;
export const ReferencePromptAdminRowSchema = ReferenceAgentRowSchema.extend({
  OptionId: z.number().int(),
  BusinessId: z.number().int(),
  AgentName: z.string().nullable(),
  TicketName: z.string(),
  PriceType: z.literal(1).meta({ description: 'priceType of the edit call: 1 = ticket price policy' }),
  Quantity: z.number().int(),
  SoldQuantity: z.number().int().meta({ description: 'Valid tickets of paid orders sold with this reference, ever' }),
  RemainingQuantity: z.number().int(),
  TicketsTotal: ShekelsSchema,
  IsActive: AgentActiveSchema,
});
export const ReferencePromptAdminResponseSchema = z.object({ rows: z.array(ReferencePromptAdminRowSchema) });
export type ReferencePromptAdminResponse = z.infer<typeof ReferencePromptAdminResponseSchema>;

const DateTypeSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(2)]))
  .meta({ description: '1 = sale date, 2 = presentation date (default)' });
const DetailLevelSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
  .meta({
    description:
      'Detail: 1 per option (default), 2 per option and feature, 3 per option and presentation. Ticket sales: 1 per order, 2 and 3 per ticket',
  });

export const ReferenceHistoryQuerySchema = z.object({
  featureId: IdSchema.optional(),
  ticketId: IdSchema.optional().meta({ description: 'A ticket type (price policy) id' }),
  pricePolicyId: IdSchema.optional(),
  presentationId: IdSchema.optional(),
  featureCategoryId: IdSchema.optional(),
  detailLevel: DetailLevelSchema.optional(),
  startDate: LocalDateSchema.optional().meta({ description: 'Default: one month before endDate' }),
  endDate: LocalDateSchema.optional().meta({ description: 'Default: today' }),
  dateType: DateTypeSchema.optional(),
  businessIds: BusinessIdsQuery,
  ...PageQuery,
  lang: LangQuerySchema,
});
export type ReferenceHistoryQuery = z.infer<typeof ReferenceHistoryQuerySchema>;

export const ReferenceHistoryFilterSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  dateType: z.number().int(),
  detailLevel: z.number().int(),
});

export const ReferenceDetailRowSchema = ReferenceAgentRowSchema.extend({
  OptionId: z.number().int().nullable().meta({ description: 'null when the reference matches no option any more' }),
  BusinessId: z.number().int(),
  TicketName: z.string(),
  FeatureName: z.string().nullable(),
  PresentationDateTime: z.string().nullable(),
  SoldQuantity: z.number().int(),
  TicketsTotal: ShekelsSchema,
});
export const ReferenceDetailResponseSchema = z.object({
  filter: ReferenceHistoryFilterSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  totalRows: z.number().int(),
  totals: z
    .object({ SoldQuantity: z.number().int(), TicketsTotal: ShekelsSchema })
    .meta({ description: 'Over every row, not only this page' }),
  rows: z.array(ReferenceDetailRowSchema),
});
export type ReferenceDetailResponse = z.infer<typeof ReferenceDetailResponseSchema>;

export const ReferenceTicketSaleRowSchema = ReferenceAgentRowSchema.extend({
  BusinessId: z.number().int(),
  ReservationIdentifier: z.string(),
  ReservationTicketId: z.number().int().nullable().meta({ description: 'The sold ticket; null at detailLevel 1 (one row per order)' }),
  SoldAt: z.string().meta({ description: 'UTC instant of the order' }),
  TicketName: z.string(),
  FeatureName: z.string(),
  PresentationDateTime: z.string(),
  Quantity: z.number().int(),
  TicketsTotal: ShekelsSchema,
});
export const ReferenceTicketSalesResponseSchema = z.object({
  filter: ReferenceHistoryFilterSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  totalRows: z.number().int(),
  totals: z.object({ SoldQuantity: z.number().int(), TicketsTotal: ShekelsSchema }),
  rows: z.array(ReferenceTicketSaleRowSchema),
});
export type ReferenceTicketSalesResponse = z.infer<typeof ReferenceTicketSalesResponseSchema>;

export const EditReferenceOptionParamsSchema = z.object({
  priceType: z.coerce.number().pipe(z.literal(1)).meta({ description: '1 = a ticket price policy (the only kind with reference prompts)' }),
  priceId: IdSchema.meta({ description: 'The price policy id' }),
  priceRowId: IdSchema.meta({ description: 'The reference option id (OptionId)' }),
});
export const EditReferenceOptionBodySchema = z
  .object({
    reference: z.string().trim().min(1).max(200).meta({ description: "The option's Reference1 as shown; must still match" }),
    reference2: z.string().trim().max(200).nullish().meta({ description: "The option's Reference2 as shown; must still match" }),
    quantity: z.number().int().min(0).max(1_000_000).meta({ description: 'The new quantity the agent may sell' }),
  })
  .meta({ id: 'EditReferenceOptionBody' });
export type EditReferenceOptionBody = z.infer<typeof EditReferenceOptionBodySchema>;
export const EditReferenceOptionResponseSchema = z.object({ success: z.literal(true), option: ReferenceAgentSchema });
export type EditReferenceOptionResponse = z.infer<typeof EditReferenceOptionResponseSchema>;
