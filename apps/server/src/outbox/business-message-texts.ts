import type { MessageTextOverrideKey } from '@kupa/contracts';
import type { OutboxMessage } from './outbox-writer';

/**
 * A business's own wording of the SMS and e-mails of its orders, in the language they are written in (ADR 0017): text
 * key → plain text, only the keys it set. The catalogue reads it (`BusinessTextsService.messageTexts`).
 */
export type BusinessMessageTexts = Readonly<Partial<Record<MessageTextOverrideKey, string>>>;

/**
 * The message with the business's signature at the end of its body: its e-mail signature after a blank line, its SMS
 * signature on a line of its own.
 */
export function signedMessage(message: OutboxMessage, texts: BusinessMessageTexts): OutboxMessage {
  const signature = message.channel === 'sms' ? texts['sms.signature'] : texts['email.signature'];
  if (!signature) return message;
  return { ...message, body: `${message.body}${message.channel === 'sms' ? '\n' : '\n\n'}${signature}` };
}

/** Every message of an order signed (applied once to all of them, whichever module wrote them). */
export function signedMessages(messages: readonly OutboxMessage[], texts: BusinessMessageTexts): OutboxMessage[] {
  return messages.map((m) => signedMessage(m, texts));
}
