import type { edocumentEn } from './edocument.en';

/** Hebrew messages of the checkout's edocument area: exactly the English keys. */
export const edocumentHe: Record<keyof typeof edocumentEn, string> = {
};
