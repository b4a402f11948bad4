import type { PartialCatalogue } from './en';

/** Polish: partial; missing keys fall back to English. */
export const pl: PartialCatalogue = {
  'app.name': 'Kupa',
  'nav.whatsOn': 'Repertuar',
  'nav.vouchers': 'Bony podarunkowe',
  'nav.memberships': 'Karnety',
  'language.label': 'Język',
  'common.backHome': 'Wróć do repertuaru',
  'common.tryAgain': 'Spróbuj ponownie',
  'notFound.title': 'Nie znaleziono strony',
  'error.title': 'Wystąpił błąd',
  'error.reload': 'Odśwież stronę',
  'listing.title': 'Repertuar',
  'presentation.buy': 'Kup bilety',
  'presentation.soldOut': 'Wyprzedane',
  'seats.title': 'Wybór miejsc',
  'seats.legend.title': 'Legenda',
  'seats.legend.selected': 'Wybrane',
  'seats.legend.taken': 'Zajęte',
  'seats.legend.available': 'Wolne',
  'seat.a11y.position': 'Rząd {row}, miejsce {seat}',
  'seat.state.available': 'wolne',
  'seat.state.taken': 'zajęte',
  'seat.state.selected': 'wybrane',
};
