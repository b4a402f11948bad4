import { normaliseIsraeliMobile } from '@kupa/domain';
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
 * gateway. Its route exists only in demo mode (KUPA_MODE=demo): anyone who can reach it reads every login code.
 */
export class SandboxInboxService {
  constructor(private readonly repository: OutboxRepository) {}

  /** The latest 20 messages to a mobile number (any usual spelling) or an e-mail address, newest first. */
  async messagesTo(recipient: string): Promise<SandboxInboxMessage[]> {
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
