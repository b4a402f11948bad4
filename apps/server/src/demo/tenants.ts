import type { BusinessRefs, DemoContext, TicketGroupKey } from './demo-model';
import { DEMO_BUSINESSES, type DemoBusinessKey } from './demo-staff';
import { addFormConfigurations } from './form-configurations';
import { DEMO_MINI_SITES } from './mini-sites';

// Price levels per business: [key, Hebrew, English, colour on the seat map].
const TICKET_GROUPS: Record<DemoBusinessKey, ReadonlyArray<readonly [TicketGroupKey, string, string, string]>> = {
  cinema: [
    ['regular', 'רגיל', 'Regular', '#4caf50'],
    ['premium', 'פרימיום', 'Premium', '#ff9800'],
    ['vip', 'VIP', 'VIP', '#9c27b0'],
    ['imax', 'IMAX', 'IMAX', '#1565c0'],
    ['accessible', 'נגיש', 'Accessible', '#00acc1'],
    ['vod', 'צפייה ביתית', 'Home viewing', '#607d8b'],
  ],
  theatre: [
    ['zoneA', "אזור א'", 'Zone A', '#c62828'],
    ['zoneB', "אזור ב'", 'Zone B', '#ef6c00'],
    ['balcony', 'יציע', 'Balcony', '#6d4c41'],
    ['accessible', 'נגיש', 'Accessible', '#00acc1'],
  ],
};

const SETTINGS: Record<DemoBusinessKey, object> = {
  cinema: {
    phone: '*3456',
    email: 'service@kupa-cinemas.example',
    serviceChargeName: { he: 'דמי טיפול', en: 'Handling fee' },
    customerArea: {
      loginMethod: 'byPhone',
      // Issue 9: every login method is on in the demo cinema.
      loginMethods: ['byPhone', 'byEmail', 'byId', 'byReservation', 'byMember'],
      allowCancelOrders: true,
      allowUpdateMobile: true,
    },
    // Issue 9 / ADR 0012: customers cancel online until 2 hours before the show, for ₪5 a ticket.
    orderCancellation: { hoursBeforeStart: 2, charge: { kind: 'perTicket', amount: 5 } },
    auth: { required: false },
    holdOrderMinutesBeforeShow: 30,
    replacementVoucherDays: 30,
    // Spec 2: /http… links of the site may lead only to these sites (the chain's own web site and its shop).
    externalLinkOrigins: ['https://www.kupa-cinemas.example', 'https://shop.kupa-cinemas.example'],
  },
  theatre: {
    phone: '03-5551234',
    email: 'tickets@habama.example',
    serviceChargeName: { he: 'דמי טיפול', en: 'Handling fee' },
    customerArea: { loginMethod: 'byPhone', allowCancelOrders: false, allowUpdateMobile: true },
    // Spec 2 voucher order: the theatre asks a gift voucher's buyer to log in by SMS code first.
    auth: { required: false, systemVouchers: true },
    holdOrderMinutesBeforeShow: 30,
    replacementVoucherDays: 60,
    externalLinkOrigins: ['https://www.habama.example'],
  },
};

// A few per-tenant wording overrides (spec 1: many venue-specific text overrides exist per tenant).
const TEXT_OVERRIDES: Record<DemoBusinessKey, ReadonlyArray<readonly [string, string, string]>> = {
  cinema: [
    ['he', 'order.serviceChargeName', 'דמי טיפול'],
    ['en', 'order.serviceChargeName', 'Handling fee'],
    ['he', 'seats.screen', 'מסך'],
    ['en', 'seats.screen', 'Screen'],
    ['he', 'footer.contact', "מוקד ההזמנות: ‎*3456, א'-ה' 09:00-21:00"],
    ['en', 'footer.contact', 'Bookings: *3456, Sun-Thu 09:00-21:00'],
  ],
  theatre: [
    ['he', 'order.serviceChargeName', 'דמי טיפול'],
    ['en', 'order.serviceChargeName', 'Handling fee'],
    ['he', 'seats.screen', 'במה'],
    ['en', 'seats.screen', 'Stage'],
    ['he', 'order.lateArrival', 'לא תתאפשר כניסה לאולם לאחר תחילת ההצגה.'],
    ['en', 'order.lateArrival', 'Latecomers will not be admitted after curtain-up.'],
  ],
};

/** The two tenants with their auth profiles, sales channels, price levels, forms, texts and mini sites. */
export function addTenants(ctx: DemoContext): Record<DemoBusinessKey, BusinessRefs> {
  const created = ctx.nowIso;
  const make = (key: DemoBusinessKey): BusinessRefs => {
    const b = DEMO_BUSINESSES[key];
    const id = ctx.ids.next('businesses');
    if (id !== b.id) throw new Error(`Business ${key} must get id ${b.id}`);
    ctx.sink.add('businesses', {
      id,
      slug: b.slug,
      name_he: b.nameHe,
      name_en: b.nameEn,
      kind: key,
      currency: 'ILS',
      time_zone: 'Asia/Jerusalem',
      country: 'IL',
      settings_json: JSON.stringify(SETTINGS[key]),
      created_at: created,
    });
    const authProfileId = ctx.ids.next('auth_profiles');
    ctx.sink.add('auth_profiles', { id: authProfileId, business_id: id, name: `${b.slug}-web` });
    const boxOfficeAuthProfileId = ctx.ids.next('auth_profiles');
    ctx.sink.add('auth_profiles', { id: boxOfficeAuthProfileId, business_id: id, name: `${b.slug}-box-office` });

    const channel = (kind: string, he: string, en: string) => {
      const cid = ctx.ids.next('sales_channels');
      ctx.sink.add('sales_channels', { id: cid, business_id: id, kind, name_he: he, name_en: en });
      return cid;
    };
    const channels = {
      web: channel('web', 'אתר האינטרנט', 'Website'),
      pos: [channel('pos', 'קופה 1', 'Box office 1'), channel('pos', 'קופה 2', 'Box office 2')] as const,
      kiosk: channel('kiosk', 'עמדת שירות עצמי', 'Self-service kiosk'),
    };

    const ticketGroups = new Map<TicketGroupKey, number>();
    TICKET_GROUPS[key].forEach(([tgKey, he, en, color], i) => {
      const tgId = ctx.ids.next('ticket_groups');
      ticketGroups.set(tgKey, tgId);
      ctx.sink.add('ticket_groups', { id: tgId, business_id: id, name_he: he, name_en: en, sort_order: i + 1, color });
    });

    for (const [locale, messageKey, text] of TEXT_OVERRIDES[key]) {
      ctx.sink.add('business_text_overrides', { business_id: id, locale, message_key: messageKey, text });
    }
    const site = DEMO_MINI_SITES[key];
    const miniSiteId = ctx.ids.next('mini_sites');
    ctx.sink.add('mini_sites', {
      id: miniSiteId,
      business_id: id,
      name_he: site.he,
      name_en: site.en,
      url: site.url,
      tagline_he: site.taglineHe,
      tagline_en: site.taglineEn,
      brand_color: site.color,
    });

    const refs: BusinessRefs = { key, id, slug: b.slug, authProfileId, boxOfficeAuthProfileId, channels, ticketGroups, miniSiteId };
    addFormConfigurations(ctx, refs);
    return refs;
  };
  return { cinema: make('cinema'), theatre: make('theatre') };
}

export function ticketGroupId(business: BusinessRefs, key: TicketGroupKey): number {
  const id = business.ticketGroups.get(key);
  if (id === undefined) throw new Error(`${business.slug} has no ticket group ${key}`);
  return id;
}
