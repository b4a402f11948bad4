/** English messages of the checkout's tickets area (keys "tickets.*" or "checkout.*"); merged into the site catalogue by ../en.ts. */
export const ticketsEn = {
} as const satisfies Record<string, string>;
