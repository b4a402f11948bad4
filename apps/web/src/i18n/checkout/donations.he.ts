import type { donationsEn } from './donations.en';

/** Hebrew messages of the donations page: exactly the English keys. */
export const donationsHe: Record<keyof typeof donationsEn, string> = {
  'donations.title': 'תרומות',
  'donations.intro': 'בחרו סכום, או תרמו סכום לבחירתכם. קבלה נשלחת לדוא״ל שלכם.',
  'donations.loading': 'טוענים את אפשרויות התרומה…',
  'donations.loadError.title': 'לא ניתן היה לטעון את אפשרויות התרומה',
  'donations.amounts.legend': 'סכום התרומה',
  'donations.custom.option': 'סכום אחר',
  'donations.custom.label': 'הסכום שלכם בשקלים',
  'donations.custom.range': 'מ-{min} עד {max}',
  'donations.custom.notANumber': 'יש להזין סכום בשקלים, למשל 50 או 72.50',
  'donations.continue': 'המשך לתרומה',
  'donations.receiptNote': 'הקבלה נושאת את שם התורם ואת מספר תעודת הזהות שלו, כפי שיתבקשו בטופס התשלום.',
};
