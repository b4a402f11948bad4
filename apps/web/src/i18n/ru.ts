import type { PartialCatalogue } from './en';

/** Russian: partial on purpose (spec 9: messages mostly empty); missing keys fall back to English. */
export const ru: PartialCatalogue = {
  'app.name': 'Kupa',
  'nav.whatsOn': 'Афиша',
  'language.label': 'Язык',
  'common.backHome': 'Вернуться к афише',
  'common.tryAgain': 'Попробовать ещё раз',
  'notFound.title': 'Страница не найдена',
  'error.title': 'Произошла ошибка',
  'error.reload': 'Перезагрузить страницу',
  'listing.title': 'Афиша',
  'presentation.buy': 'Купить билеты',
  'presentation.soldOut': 'Билеты распроданы',
  'seats.title': 'Выбор мест',
  'seats.legend.title': 'Обозначения',
  'seats.legend.selected': 'Выбрано',
  'seats.legend.taken': 'Занято',
  'seats.legend.available': 'Свободно',
  'seat.a11y.position': 'Ряд {row}, место {seat}',
  'seat.state.available': 'свободно',
  'seat.state.taken': 'занято',
  'seat.state.selected': 'выбрано',
};
