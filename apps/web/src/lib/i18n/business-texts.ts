import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageLocale } from '@kupa/domain';
import { apiGet } from '../api/api-client';
import { isRecord, unexpectedAnswer } from '../api/answer-shape';

/** GET /api/businesses/{id}/texts: the texts the business replaced in `lang` (message id → plain text). */
export async function getBusinessTexts(businessId: number, lang: MessageLocale, signal?: AbortSignal): Promise<Record<string, string>> {
  const body = await apiGet(`/businesses/${businessId}/texts`, { lang }, signal);
  if (!isRecord(body) || !isRecord(body.texts)) throw unexpectedAnswer('business texts');
  return Object.fromEntries(Object.entries(body.texts).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/**
 * The overrides as literal messages laid over `messages` (ADR 0017): a venue's text is shown as it is, never parsed as
 * ICU, so the production bundle needs no parser and a brace in it breaks nothing.
 */
export function withBusinessTexts<T extends Readonly<Record<string, unknown>>>(
  messages: T,
  texts: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const literal = (value: string): MessageFormatElement[] => [{ type: TYPE.literal, value }];
  return { ...messages, ...Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, literal(text)])) };
}
