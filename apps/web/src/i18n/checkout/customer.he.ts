import type { customerEn } from './customer.en';

/** Hebrew messages of the checkout's customer area: exactly the English keys. */
export const customerHe: Record<keyof typeof customerEn, string> = {
};
