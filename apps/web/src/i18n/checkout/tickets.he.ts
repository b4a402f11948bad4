import type { ticketsEn } from './tickets.en';

/** Hebrew messages of the checkout's tickets area: exactly the English keys. */
export const ticketsHe: Record<keyof typeof ticketsEn, string> = {
};
