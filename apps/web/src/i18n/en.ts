/**
 * English catalogue: the reference set of message ids. Every other catalogue is checked against it
 * (he must have exactly these keys; ru, ar and pl may be partial and fall back to these texts).
 * Keys are "<area>.<thing>"; placeholders use ICU MessageFormat.
 */
export const en = {
  'app.name': 'Kupa',
  'app.tagline': 'Tickets for cinemas and venues',
  'app.documentTitle': '{page} · Kupa',
  'app.skipToContent': 'Skip to main content',
  'app.homeLink': 'Kupa, back to what’s on',

  'nav.label': 'Main',
  'nav.whatsOn': 'What’s on',
  'nav.vouchers': 'Gift vouchers',
  'nav.memberships': 'Memberships',
  'nav.vod': 'Watch online',
  'nav.customerArea': 'My account',

  'language.label': 'Language',
  'language.he': 'עברית',
  'language.en': 'English',
  'language.ru': 'Русский',
  'language.ar': 'العربية',
  'language.pl': 'Polski',

  'footer.about': 'Kupa is open-source ticketing for cinemas and venues.',
  'footer.prices': 'Prices are in Israeli new shekels (₪). Times are local to the venue.',

  'common.backHome': 'Back to what’s on',
  'common.tryAgain': 'Try again',
  'common.today': 'Today',
  'common.tomorrow': 'Tomorrow',

  'notFound.title': 'This page could not be found',
  'notFound.body': 'The address may be mistyped, or the page may have moved.',

  'error.title': 'Error Occurred',
  'error.body': 'Something went wrong while showing this page. Please try again in a moment.',
  'error.reload': 'Reload the page',
  'error.network': 'We could not reach the box office. Please check your connection and try again.',

  'redirect.leaving': 'Taking you to {address}…',

  'comingSoon.heading': '{area}: coming soon',
  'comingSoon.body': 'We’re sorry, this part of Kupa is not available yet. It is coming in a later release.',
  'comingSoon.suggestion': 'In the meantime, you are welcome to browse what’s on.',
  'area.customer': 'My account',
  'area.customerLink': 'Signing in with a link',
  'area.memberships': 'Memberships',
  'area.vouchers': 'Gift vouchers',
  'area.vod': 'Watching online',
  'area.miniSite': 'Mini sites',
  'area.edocument': 'Electronic tickets',
  'area.liveDashboard': 'The staff dashboard',
  'area.order': 'Buying vouchers, memberships and donations',

  'listing.title': 'What’s on',
  'listing.subtitle': 'Showtimes for today and the next 13 days',
  'listing.filters': 'Filter showtimes',
  'listing.location': 'Location',
  'listing.allLocations': 'All locations',
  'listing.date': 'Date',
  'listing.allDates': 'All dates',
  'listing.dateOption': '{label}, {date}',
  'listing.view': 'Display',
  'listing.view.byDate': 'By date and showtime',
  'listing.view.byFeature': 'By film and date',
  'listing.loading': 'Loading showtimes…',
  'listing.count': '{count, plural, =0 {No showtimes} one {One showtime} other {# showtimes}}',
  'listing.empty.title': 'No showtimes found',
  'listing.empty.body': 'There are no upcoming showtimes for the chosen date and location.',
  'listing.empty.reset': 'Show all dates and locations',
  'listing.error.title': 'We could not load the showtimes',
  'listing.locationsError': 'The list of locations is not available right now.',

  'presentation.buy': 'Buy tickets',
  'presentation.watch': 'Watch',
  'presentation.priceFrom': 'From {price}',
  'presentation.place': '{venue} · {location}',
  'presentation.duration': '{minutes} min',
  'presentation.available': 'Seats available',
  'presentation.fewLeft': 'Last seats',
  'presentation.soldOut': 'Sold out',
  'presentation.online': 'Watch online',
  'presentation.vod': 'Video on demand',
  'presentation.3d': '3D',

  'order.loading': 'Loading the event…',
  'order.venue': 'Hall',
  'order.location': 'Location',
  'order.duration': 'Duration',
  'order.language': 'Language',
  'order.subtitles': 'Subtitles',
  'order.dubbing': 'Dubbing',
  'order.price': 'Ticket price',
  'order.priceRange': '{min} to {max}',
  'order.serviceCharge': 'Handling fee per ticket: {amount}',
  'order.availability': 'Availability',
  'order.details': 'Event details',
  'order.nextStep.title': 'Seat selection is coming next',
  'order.nextStep.body': 'We’re sorry, choosing seats and paying online is not available yet. It is coming in the next release of Kupa.',
  'order.nextStep.vod': 'We’re sorry, buying and watching online is not available yet. It is coming in a later release of Kupa.',
  'order.unavailable.title': 'This event is not available',
  'order.loadError.title': 'We could not load this event',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
export type PartialCatalogue = Partial<Catalogue>;
