import type { PartialCatalogue } from './en';

/** Arabic: partial; missing keys fall back to English. */
export const ar: PartialCatalogue = {
  'app.name': 'كوبا',
  'nav.whatsOn': 'العروض',
  'language.label': 'اللغة',
  'common.backHome': 'العودة إلى العروض',
  'common.tryAgain': 'حاول مرة أخرى',
  'notFound.title': 'تعذر العثور على هذه الصفحة',
  'error.title': 'حدث خطأ',
  'error.reload': 'إعادة تحميل الصفحة',
  'listing.title': 'العروض',
  'presentation.buy': 'شراء التذاكر',
  'presentation.soldOut': 'نفدت التذاكر',
  'seats.title': 'اختيار المقاعد',
  'seats.legend.title': 'دليل الرموز',
  'seats.legend.selected': 'محدد',
  'seats.legend.taken': 'محجوز',
  'seats.legend.available': 'متاح',
  'seat.a11y.position': 'الصف {row} المقعد {seat}',
  'seat.a11y.separator': '، ',
  'seat.state.available': 'متاح',
  'seat.state.taken': 'محجوز',
  'seat.state.selected': 'محدد',
};
