import type { StaffRole } from '@kupa/domain';

// Known demo identities, printed by the README and used by login tests. The generator creates exactly these.

export const DEMO_BUSINESSES = {
  cinema: { id: 1, slug: 'kupa-cinemas', nameHe: 'סינמה קופה', nameEn: 'Kupa Cinemas' },
  theatre: { id: 2, slug: 'habama-theatre', nameHe: 'תיאטרון הבמה', nameEn: 'HaBama Theatre' },
} as const;

export type DemoBusinessKey = keyof typeof DEMO_BUSINESSES;

export interface DemoStaffUser {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The role in each of their businesses (ADR 0016). */
  role: StaffRole;
  /** Slugs of the businesses the user may see. */
  businesses: readonly string[];
}

export const DEMO_STAFF: readonly DemoStaffUser[] = [
  { username: 'cinema', password: 'kupa-cinema', firstName: 'אורי', lastName: 'שפירא', role: 'box-office', businesses: ['kupa-cinemas'] },
  {
    username: 'theatre',
    password: 'kupa-theatre',
    firstName: 'רונית',
    lastName: 'גולן',
    role: 'box-office',
    businesses: ['habama-theatre'],
  },
  {
    username: 'manager',
    password: 'kupa-manager',
    firstName: 'עמית',
    lastName: 'ברק',
    role: 'admin',
    businesses: ['kupa-cinemas', 'habama-theatre'],
  },
  // Added after the first three, so that their ids stay as they were.
  {
    username: 'cinema-manager',
    password: 'kupa-cinema-manager',
    firstName: 'שירה',
    lastName: 'אלון',
    role: 'manager',
    businesses: ['kupa-cinemas'],
  },
  { username: 'door', password: 'kupa-door', firstName: 'יונתן', lastName: 'פרץ', role: 'door', businesses: ['kupa-cinemas'] },
];

export interface DemoMember {
  business: DemoBusinessKey;
  memberNumber: string;
  /** Local form 05XXXXXXXX, as customers type it at login. */
  mobile: string;
  /** A valid Israeli ID number (check digit included). */
  ssn: string;
  firstName: string;
  lastName: string;
  email: string;
  /** memberships.code of the membership. */
  membershipCode: string;
  /** The customer area password (log in by e-mail and password), if the demo gives one. */
  password?: string;
}

/** Active members (valid from before today until well after it), each with a saved sandbox card. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    business: 'cinema',
    memberNumber: 'M100001',
    mobile: '0521234567',
    ssn: '031845621',
    firstName: 'נועה',
    lastName: 'כהן',
    email: 'noa.cohen@example.com',
    membershipCode: 'CINEMA-YEAR',
    password: 'Kupa-demo-2026',
  },
  {
    business: 'cinema',
    memberNumber: 'M100002',
    mobile: '0547654321',
    ssn: '027593417',
    firstName: 'יוסי',
    lastName: 'לוי',
    email: 'yossi.levi@example.com',
    membershipCode: 'CLUB-PLUS',
  },
  {
    business: 'theatre',
    memberNumber: 'M100003',
    mobile: '0501112233',
    ssn: '053218764',
    firstName: 'מיכל',
    lastName: 'אברהם',
    email: 'michal.avraham@example.com',
    membershipCode: 'SERIES',
  },
  {
    business: 'theatre',
    memberNumber: 'M100004',
    mobile: '0583334455',
    ssn: '039471057',
    firstName: 'דניאל',
    lastName: 'מזרחי',
    email: 'daniel.mizrahi@example.com',
    membershipCode: 'FRIENDS',
  },
];

/**
 * A cinema customer with an e-mail address and no mobile number on file (issue 9): a login by her ID number sends the
 * one-time code by e-mail, which the sandbox outbox shows. She buys nothing in the generated sales.
 */
export const DEMO_EMAIL_ONLY_CUSTOMER = {
  business: 'cinema',
  ssn: '200000008',
  firstName: 'דנה',
  lastName: 'שפירא',
  email: 'dana.shapira@example.com',
} as const satisfies Pick<DemoMember, 'business' | 'ssn' | 'firstName' | 'lastName' | 'email'>;

export interface DemoVoucher {
  business: DemoBusinessKey;
  /** The reference a buyer types in the voucher payment dialog or on a voucher ticket. */
  reference: string;
  /** The voucher class (vouchers-catalogue key). */
  classKey: 'giftCard' | 'compensation' | 'twoTickets';
  /** Value vouchers: the balance in agorot. */
  balanceAgorot?: number;
  /** Ticket vouchers: the tickets it holds. */
  tickets?: number;
  /** Days from the seed's today to the end date; negative for an expired voucher. */
  validForDays: number;
}

/** Fixed cinema vouchers for trying voucher payments and voucher tickets (never redeemed by the generated sales). */
export const DEMO_VOUCHERS: readonly DemoVoucher[] = [
  { business: 'cinema', reference: 'GIFT-1000-2026', classKey: 'giftCard', balanceAgorot: 10000, validForDays: 365 },
  { business: 'cinema', reference: 'GOODWILL-30', classKey: 'compensation', balanceAgorot: 3000, validForDays: 180 },
  { business: 'cinema', reference: 'GIFT-EXPIRED', classKey: 'giftCard', balanceAgorot: 5000, validForDays: -10 },
  { business: 'cinema', reference: 'TWO-TICKETS-2026', classKey: 'twoTickets', tickets: 2, validForDays: 365 },
];
