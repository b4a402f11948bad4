import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ComingSoonArea } from '../features/coming-soon/coming-soon-areas';
import { importPage } from '../lib/routing/lazy-page';
import { BootFallback } from './routes/BootFallback';
import { CatchAllRoute } from './routes/CatchAllRoute';
import { preloadOrderPage } from './routes/order-preload';
import { PageErrorBoundary } from './routes/PageErrorBoundary';
import { RootErrorBoundary } from './routes/RootErrorBoundary';
import { RootRoute } from './routes/RootRoute';

/** A route whose page a later release builds (spec 2 routes that must exist already). */
function comingSoon(path: string, area: ComingSoonArea): RouteObject {
  return {
    path,
    lazy: async () => {
      const { ComingSoonPage } = await importPage(() => import('../features/coming-soon/components/ComingSoonPage'));
      return { element: <ComingSoonPage area={area} /> };
    },
  };
}

/** The staff dashboard (spec 2 staff screens); /kupa-live and every path under it render the same lazy route. */
function liveDashboard(path: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { LiveDashboardRoute } = await importPage(() => import('../features/live-dashboard/components/LiveDashboardRoute'));
      return { Component: LiveDashboardRoute };
    },
  };
}

/** The membership list (spec 2 /memberships and /membership), with the checkout's messages. */
function membershipsList(path: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const [{ MembershipsPage }, { withCheckoutMessages }] = await Promise.all([
        importPage(() => import('../features/memberships/components/MembershipsPage')),
        importPage(() => import('../lib/i18n/CheckoutMessagesProvider')),
      ]);
      return { Component: withCheckoutMessages(MembershipsPage) };
    },
  };
}

/** One membership (spec 2 /membership/{membershipCode}[/{membershipPriceCode}]). */
function membershipPage(path: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const [{ MembershipPage }, { withCheckoutMessages }] = await Promise.all([
        importPage(() => import('../features/memberships/components/MembershipPage')),
        importPage(() => import('../lib/i18n/CheckoutMessagesProvider')),
      ]);
      return { Component: withCheckoutMessages(MembershipPage) };
    },
  };
}

/** The customer area (spec 2 /customer, /customer/{token}): a section id or a login link token after /customer/. */
function customerArea(path: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const [{ CustomerAreaPage }, { withCheckoutMessages }] = await Promise.all([
        importPage(() => import('../features/customer-area/components/CustomerAreaPage')),
        importPage(() => import('../lib/i18n/CheckoutMessagesProvider')),
      ]);
      return { Component: withCheckoutMessages(CustomerAreaPage) };
    },
  };
}

/** Every route of spec 2, lazily loaded so the first download stays small. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootRoute,
    errorElement: <RootErrorBoundary />,
    HydrateFallback: BootFallback,
    children: [
      {
        errorElement: <PageErrorBoundary />,
        children: [
          {
            // Pages that read the API share one query cache (see QueryLayout).
            lazy: async () => {
              const { QueryLayout } = await importPage(() => import('./providers/QueryLayout'));
              return { Component: QueryLayout };
            },
            children: [
              {
                index: true,
                lazy: async () => {
                  const { PresentationsPage } = await importPage(() => import('../features/presentations/components/PresentationsPage'));
                  return { Component: PresentationsPage };
                },
              },
              {
                path: 'order/:presentationId',
                // Starts the page's reads while its chunks load; navigation does not wait for them.
                loader: ({ params, request }) => {
                  preloadOrderPage(params.presentationId, request.url);
                  return null;
                },
                lazy: async () => {
                  const [{ OrderPage }, { withCheckoutMessages }] = await Promise.all([
                    importPage(() => import('../features/order/components/OrderPage')),
                    importPage(() => import('../lib/i18n/CheckoutMessagesProvider')),
                  ]);
                  return { Component: withCheckoutMessages(OrderPage) };
                },
              },
              {
                // A bought order's confirmation at its own address (reload, Back and Forward show it again).
                path: 'order/:presentationId/confirmation/:documentKey',
                lazy: async () => {
                  const [{ ConfirmationPage }, { withCheckoutMessages }] = await Promise.all([
                    importPage(() => import('../features/checkout/confirmation/components/ConfirmationPage')),
                    importPage(() => import('../lib/i18n/CheckoutMessagesProvider')),
                  ]);
                  return { Component: withCheckoutMessages(ConfirmationPage) };
                },
              },
              {
                // The checkout of gift vouchers, memberships and donations (kind: vouchers | memberships | donations).
                path: 'checkout/:kind',
                lazy: async () => {
                  const [{ ItemCheckoutPage }, { withCheckoutMessages }] = await Promise.all([
                    importPage(() => import('../features/item-order/components/ItemCheckoutPage')),
                    importPage(() => import('../lib/i18n/CheckoutMessagesProvider')),
                  ]);
                  return { Component: withCheckoutMessages(ItemCheckoutPage) };
                },
              },
              {
                // The e-ticket: its own chunk (with the QR code library), never in the first download.
                path: 'edocument/:documentKey',
                lazy: async () => {
                  const [{ EDocumentPage }, { withCheckoutMessages }] = await Promise.all([
                    importPage(() => import('../features/edocument/components/EDocumentPage')),
                    importPage(() => import('../lib/i18n/CheckoutMessagesProvider')),
                  ]);
                  return { Component: withCheckoutMessages(EDocumentPage) };
                },
              },
              {
                // The waiver page of an order (spec 2): a guardian signs for the children on its tickets.
                path: 'waiver/:documentKey',
                lazy: async () => {
                  const [{ WaiverPage }, { withCheckoutMessages }] = await Promise.all([
                    importPage(() => import('../features/waiver/components/WaiverPage')),
                    importPage(() => import('../lib/i18n/CheckoutMessagesProvider')),
                  ]);
                  return { Component: withCheckoutMessages(WaiverPage) };
                },
              },
              {
                // Gift vouchers on sale (spec 9 ByClass), then the checkout of a voucher order.
                path: 'system-vouchers',
                lazy: async () => {
                  const [{ SystemVouchersPage }, { withCheckoutMessages }] = await Promise.all([
                    importPage(() => import('../features/vouchers/components/SystemVouchersPage')),
                    importPage(() => import('../lib/i18n/CheckoutMessagesProvider')),
                  ]);
                  return { Component: withCheckoutMessages(SystemVouchersPage) };
                },
              },
              {
                // A gift voucher's page (its own chunk, with the QR code library).
                path: 'voucher/:reference',
                lazy: async () => {
                  const [{ VoucherPage }, { withCheckoutMessages }] = await Promise.all([
                    importPage(() => import('../features/vouchers/components/VoucherPage')),
                    importPage(() => import('../lib/i18n/CheckoutMessagesProvider')),
                  ]);
                  return { Component: withCheckoutMessages(VoucherPage) };
                },
              },
              membershipsList('memberships'),
              membershipsList('membership'),
              membershipPage('membership/:membershipCode'),
              membershipPage('membership/:membershipCode/:membershipPriceCode'),
              {
                // Donations (spec 2: donation order): the choice; the checkout page of the kind takes it from there.
                path: 'donations',
                lazy: async () => {
                  const [{ DonationsPage }, { withCheckoutMessages }] = await Promise.all([
                    importPage(() => import('../features/donations/components/DonationsPage')),
                    importPage(() => import('../lib/i18n/CheckoutMessagesProvider')),
                  ]);
                  return { Component: withCheckoutMessages(DonationsPage) };
                },
              },
              {
                // Video on demand (spec 2 route defaults): the titles on sale, and the player of a bought one.
                path: 'vod',
                lazy: async () => {
                  const [{ VodPage }, { withCheckoutMessages }] = await Promise.all([
                    importPage(() => import('../features/vod/components/VodPage')),
                    importPage(() => import('../lib/i18n/CheckoutMessagesProvider')),
                  ]);
                  return { Component: withCheckoutMessages(VodPage) };
                },
              },
              {
                path: 'vod/watch/:entitlementId',
                lazy: async () => {
                  const [{ WatchPage }, { withCheckoutMessages }] = await Promise.all([
                    importPage(() => import('../features/vod/components/WatchPage')),
                    importPage(() => import('../lib/i18n/CheckoutMessagesProvider')),
                  ]);
                  return { Component: withCheckoutMessages(WatchPage) };
                },
              },
              {
                // The mini sites (spec 2 /mini-site and /mini-site/{url}): each source's own branded page.
                path: 'mini-site',
                lazy: async () => {
                  const { MiniSiteIndexPage } = await importPage(() => import('../features/mini-site/components/MiniSiteIndexPage'));
                  return { Component: MiniSiteIndexPage };
                },
              },
              {
                path: 'mini-site/:url',
                lazy: async () => {
                  const { MiniSitePage } = await importPage(() => import('../features/mini-site/components/MiniSitePage'));
                  return { Component: MiniSitePage };
                },
              },
              customerArea('customer'),
              customerArea('customer/:tokenOrSection'),
              // kupa-live, the staff dashboard: one lazy chunk; the page comes from the rest of the path.
              liveDashboard('kupa-live'),
              liveDashboard('kupa-live/*'),
            ],
          },
          comingSoon('order', 'order'),
          { path: '*', Component: CatchAllRoute },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
