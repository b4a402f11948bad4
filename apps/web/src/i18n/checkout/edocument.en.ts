/** English messages of the checkout's edocument area (keys "edocument.*" or "checkout.*"); merged into the site catalogue by ../en.ts. */
export const edocumentEn = {
} as const satisfies Record<string, string>;
