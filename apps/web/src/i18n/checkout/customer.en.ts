/** English messages of the checkout's customer area (keys "customer.*" or "checkout.*"); merged into the site catalogue by ../en.ts. */
export const customerEn = {
} as const satisfies Record<string, string>;
