import type { Clock, MessageLocale } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import { createBusinessSettings } from '../catalogue/business-settings.service';
import { createFeatureAdmin } from '../catalogue/feature-admin.service';
import type { DatabaseHandle } from '../db/connect';
import { createFormConfigurations } from '../forms/forms-module';
import { filmsRoutes } from './films.routes';
import { filmMediaRoutes } from './film-media.routes';
import { vodVideoRoutes } from './vod-video.routes';
import { createVodVideoAudit } from '../vod/vod-video-audit';
import type { VodMediaStore } from '../vod/vod-media';
import { channelsRoutes } from './channels.routes';
import { createMiniSiteAdmin } from '../mini-sites/mini-site-admin';
import { createPartnerAdmin } from '../integration/partner-admin';
import { businessPricePolicies } from '../presentations/business-price-policies';
import { createFeaturePosters } from '../catalogue/feature-posters.service';
import { createVodTitleAdmin } from '../presentations/vod-title-admin.service';
import { createScheduleAdmin } from '../presentations/schedule-admin.service';
import { createPriceAdmin } from '../presentations/price-admin.service';
import { pricesRoutes } from './prices.routes';
import type { OrderCancellationService } from '../reservations/order-cancellation.service';
import { scheduleRoutes } from './schedule.routes';
import { settingsRoutes } from './settings.routes';
import { createVenueAdmin } from '../catalogue/venue-admin.service';
import { createSeatplanAdmin } from '../seating/seatplan-admin.service';
import { hallsRoutes } from './halls.routes';
import { createStaffUsers } from '../staff-auth/staff-users.service';
import { AuditLogSearch } from '../shared/audit-log-search';
import { staffUsersRoutes } from './staff-users.routes';
import { auditLogRoutes } from './audit-log.routes';
import { checkoutSettingsRoutes } from './checkout-settings.routes';
import { textsRoutes } from './texts.routes';
import { createBusinessTexts } from '../catalogue/business-texts.service';
import { createProductAdmin } from '../catalogue/product-admin.service';
import { productsRoutes } from './products.routes';
import { createVoucherClassAdmin } from '../vouchers/voucher-class-admin.service';
import { voucherClassesRoutes } from './voucher-classes.routes';
import { createMembershipAdmin } from '../memberships/membership-admin.service';
import { membershipsRoutes } from './memberships.routes';
import { createDonationAdmin } from '../donations/donation-admin.service';
import { donationsRoutes } from './donations.routes';
import { createReferenceAgentAdmin } from '../presentations/reference-agent-admin.service';
import { referenceAgentsRoutes } from './reference-agents.routes';
import { createTicketGroupAdmin } from '../seating/ticket-group-admin.service';
import { ticketGroupsRoutes } from './ticket-groups.routes';
import { createMiniSitePresentations } from '../presentations/mini-site-presentations.service';
import { miniSitePresentationsRoutes } from './mini-site-presentations.routes';

export interface BackOfficeOptions {
  database: DatabaseHandle;
  clock: Clock;
  defaultLocale: MessageLocale;
  timeZone: string;
  /** The reservations module's cancellation (ADR 0012), which a cancelled presentation's orders go through. */
  orderCancellations: OrderCancellationService;
  /** The video-on-demand module's file store, which a title's uploaded video goes to. */
  vodMedia: VodMediaStore;
}

/**
 * The back office (issue 13, ADR 0014): one plugin per section, registered inside the staff session hook. It owns
 * no tables: each section calls the services of the modules that own what it changes.
 */
export async function registerBackOffice(staff: FastifyInstance, options: BackOfficeOptions): Promise<void> {
  const { database, clock, defaultLocale, timeZone, orderCancellations, vodMedia } = options;
  const settings = createBusinessSettings(database, clock);
  await staff.register(settingsRoutes, {
    settings,
    forms: createFormConfigurations(database, clock),
    defaultLocale,
  });
  const features = createFeatureAdmin(database, clock);
  await staff.register(filmsRoutes, { features });
  await staff.register(scheduleRoutes, {
    schedule: createScheduleAdmin(database, clock, timeZone),
    settings,
    orderCancellations,
    defaultLocale,
  });
  await staff.register(pricesRoutes, { prices: createPriceAdmin(database, clock) });
  const halls = createVenueAdmin(database, clock);
  await staff.register(hallsRoutes, { halls, seatplans: createSeatplanAdmin(database, halls, clock), defaultLocale });
  const staffUsers = createStaffUsers(database, clock);
  await staff.register(staffUsersRoutes, { staffUsers });
  await staff.register(auditLogRoutes, { audit: new AuditLogSearch(database.db), staffUsers, timeZone });
  await staff.register(checkoutSettingsRoutes, { settings });
  await staff.register(textsRoutes, { texts: createBusinessTexts(database, clock) });
  const vodTitles = createVodTitleAdmin(database, clock, timeZone);
  await staff.register(filmMediaRoutes, {
    features,
    posters: createFeaturePosters(database, features, clock),
    vodTitles,
    settings,
  });
  await staff.register(vodVideoRoutes, { features, vodTitles, media: vodMedia, audit: createVodVideoAudit(database, clock) });
  const miniSites = createMiniSiteAdmin(database, clock);
  await staff.register(channelsRoutes, {
    miniSites,
    partners: createPartnerAdmin(database, clock),
    pricePolicies: businessPricePolicies(database.db),
  });
  await staff.register(productsRoutes, { products: createProductAdmin(database, clock) });
  await staff.register(voucherClassesRoutes, { classes: createVoucherClassAdmin(database, clock) });
  await staff.register(membershipsRoutes, { memberships: createMembershipAdmin(database, clock) });
  await staff.register(donationsRoutes, { donations: createDonationAdmin(database, clock) });
  await staff.register(referenceAgentsRoutes, { agents: createReferenceAgentAdmin(database, clock) });
  await staff.register(ticketGroupsRoutes, { ticketGroups: createTicketGroupAdmin(database, clock) });
  await staff.register(miniSitePresentationsRoutes, { miniSites, presentations: createMiniSitePresentations(database, clock) });
}
