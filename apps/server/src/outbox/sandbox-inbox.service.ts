import { KupaError, normaliseIsraeliMobile } from '@kupa/domain';
import type { OutboxRepository } from './outbox.repository';

/** Messages the sandbox inbox shows per recipient. */
export const SANDBOX_INBOX_SIZE = 20;

export interface SandboxInboxMessage {
  channel: 'sms' | 'email';
  template: string;
  subject: string | null;
  body: string;
  status: string;
  created_at: string;
}

/**
 * The sandbox message inbox: how a demo user or an end-to-end test reads an SMS code or a ticket link without a real
 * gateway. It exists only when configured on (KUPA_SANDBOX_INBOX); otherwise every call is NOT_FOUND.
 */
export class SandboxInboxService {
  constructor(
    private readonly repository: OutboxRepository,
    private readonly enabled: boolean,
  ) {}

  /** The latest 20 messages to a mobile number (any usual spelling) or an e-mail address, newest first. */
  async messagesTo(recipient: string): Promise<SandboxInboxMessage[]> {
    if (!this.enabled) throw new KupaError('NOT_FOUND');
    const trimmed = recipient.trim();
    const spellings = new Set([trimmed, trimmed.toLowerCase()]);
    const mobile = normaliseIsraeliMobile(trimmed);
    if (mobile) spellings.add(mobile);
    const rows = await this.repository.recentTo([...spellings], SANDBOX_INBOX_SIZE);
    return rows.map(({ channel, template, subject, body, status, created_at }) => ({
      channel,
      template,
      subject,
      body,
      status,
      created_at,
    }));
  }
}
