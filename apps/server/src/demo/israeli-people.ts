import type { SeededRandom } from '@kupa/domain';

// Common Israeli first and last names with a Latin spelling for e-mail addresses.
const FIRST_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['נועה', 'noa'],
  ['תמר', 'tamar'],
  ['מאיה', 'maya'],
  ['שירה', 'shira'],
  ['יעל', 'yael'],
  ['אביגיל', 'avigail'],
  ['רוני', 'roni'],
  ['הילה', 'hila'],
  ['ליאת', 'liat'],
  ['מיכל', 'michal'],
  ['אורית', 'orit'],
  ['דנה', 'dana'],
  ['עדי', 'adi'],
  ['שני', 'shani'],
  ['רותם', 'rotem'],
  ['אסתר', 'ester'],
  ['רחל', 'rachel'],
  ['סיוון', 'sivan'],
  ['יוסי', 'yossi'],
  ['דוד', 'david'],
  ['משה', 'moshe'],
  ['אבי', 'avi'],
  ['איתי', 'itai'],
  ['עומר', 'omer'],
  ['יונתן', 'yonatan'],
  ['אריאל', 'ariel'],
  ['נדב', 'nadav'],
  ['גיא', 'guy'],
  ['אלון', 'alon'],
  ['רועי', 'roy'],
  ['עידו', 'ido'],
  ['אורי', 'uri'],
  ['דניאל', 'daniel'],
  ['חיים', 'haim'],
  ['יעקב', 'yaakov'],
  ['שלמה', 'shlomo'],
  ['מוחמד', 'muhammad'],
  ['אחמד', 'ahmad'],
  ['נור', 'nur'],
  ['רים', 'reem'],
  ['איגור', 'igor'],
  ['ולדימיר', 'vladimir'],
  ['אנה', 'anna'],
  ['אלנה', 'elena'],
];

const LAST_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['כהן', 'cohen'],
  ['לוי', 'levi'],
  ['מזרחי', 'mizrahi'],
  ['פרץ', 'peretz'],
  ['ביטון', 'biton'],
  ['דהן', 'dahan'],
  ['אברהם', 'avraham'],
  ['פרידמן', 'friedman'],
  ['אזולאי', 'azulay'],
  ['מלכה', 'malka'],
  ['כץ', 'katz'],
  ['יוסף', 'yosef'],
  ['דוד', 'david'],
  ['עמר', 'amar'],
  ['אוחיון', 'ohayon'],
  ['חדד', 'hadad'],
  ['גבאי', 'gabay'],
  ['בן דוד', 'bendavid'],
  ['שפירא', 'shapira'],
  ['רוזנברג', 'rosenberg'],
  ['גולן', 'golan'],
  ['ברק', 'barak'],
  ['אשכנזי', 'ashkenazi'],
  ['סעדה', 'saada'],
  ['חורי', 'khoury'],
  ['נסאר', 'nassar'],
  ['קוזלוב', 'kozlov'],
  ['וולך', 'wallach'],
  ['שושן', 'shushan'],
  ['טל', 'tal'],
  ['אלמוג', 'almog'],
  ['נחום', 'nahum'],
];

export const CITIES: ReadonlyArray<readonly [string, string]> = [
  ['תל אביב-יפו', '61'],
  ['ירושלים', '91'],
  ['חיפה', '31'],
  ['רמת גן', '52'],
  ['גבעתיים', '53'],
  ['ראשון לציון', '75'],
  ['פתח תקווה', '49'],
  ['הרצליה', '46'],
  ['רעננה', '43'],
  ['כפר סבא', '44'],
  ['מודיעין', '71'],
  ['באר שבע', '84'],
  ['נתניה', '42'],
  ['חולון', '58'],
  ['קריית אונו', '55'],
  ['נצרת', '16'],
];

const STREETS = [
  'הרצל',
  'ויצמן',
  'בן יהודה',
  'אבן גבירול',
  "ז'בוטינסקי",
  'רוטשילד',
  'הנביאים',
  'יפו',
  'העצמאות',
  'הגפן',
  'הזית',
  'שדרות ירושלים',
];

/** Appends the check digit to eight digits, giving a valid Israeli ID number (the Luhn-like rule of isValidIsraeliId). */
export function withIsraeliIdCheckDigit(eightDigits: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let step = Number(eightDigits.charAt(i)) * ((i % 2) + 1);
    if (step > 9) step -= 9;
    sum += step;
  }
  return eightDigits + String((10 - (sum % 10)) % 10);
}

export function randomIsraeliId(rng: SeededRandom): string {
  // Real numbers mostly start with 0, 2 or 3; the first digits need not be meaningful.
  let digits = String(rng.pick([0, 2, 3]));
  for (let i = 0; i < 7; i++) digits += String(rng.int(0, 9));
  return withIsraeliIdCheckDigit(digits);
}

export function randomMobile(rng: SeededRandom): string {
  let s = `05${rng.pick([0, 2, 3, 4, 8])}`;
  for (let i = 0; i < 7; i++) s += String(rng.int(0, 9));
  return s;
}

export interface Person {
  firstName: string;
  lastName: string;
  latinFirst: string;
  latinLast: string;
}

export function randomPerson(rng: SeededRandom): Person {
  const [firstName, latinFirst] = rng.pick(FIRST_NAMES);
  const [lastName, latinLast] = rng.pick(LAST_NAMES);
  return { firstName, lastName, latinFirst, latinLast };
}

export function randomAddress(rng: SeededRandom): { address1: string; address2: string | null; city: string; postalCode: string } {
  const [city, zipPrefix] = rng.pick(CITIES);
  return {
    address1: `${rng.pick(STREETS)} ${rng.int(1, 120)}`,
    address2: rng.chance(0.6) ? `דירה ${rng.int(1, 40)}` : null,
    city,
    postalCode: `${zipPrefix}${String(rng.int(0, 99999)).padStart(5, '0')}`,
  };
}

/** An Israeli private-car plate, "12-345-67" or the newer "123-45-678". */
export function randomLicensePlate(rng: SeededRandom): string {
  const n = (digits: number) => String(rng.int(0, 10 ** digits - 1)).padStart(digits, '0');
  return rng.chance(0.5) ? `${n(2)}-${n(3)}-${n(2)}` : `${n(3)}-${n(2)}-${n(3)}`;
}
