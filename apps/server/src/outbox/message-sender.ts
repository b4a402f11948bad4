/** One message handed to a gateway: an SMS or an e-mail from the outbox. */
export interface OutboundMessage {
  id: number;
  businessId: number | null;
  channel: 'sms' | 'email';
  recipient: string;
  template: string;
  subject: string | null;
  body: string;
}

/**
 * The port to an SMS or e-mail gateway. `send` resolves when the gateway accepted the message and rejects when it
 * did not (the dispatcher retries). An implementation never logs the body: it may hold a login code or a ticket link.
 */
export interface MessageSender {
  /** True only for a gateway that delivers nothing to anyone (demo mode refuses any other, see config.ts). */
  readonly sandbox?: boolean;
  send(message: OutboundMessage): Promise<void>;
}

/**
 * The default sender without a real gateway: it accepts every message and sends nothing, so the rows just become
 * 'sent'. Demo users and end-to-end tests read the messages in the sandbox inbox (GET /api/sandbox/outbox).
 */
export class SandboxMessageSender implements MessageSender {
  readonly sandbox = true;
  async send(): Promise<void> {
    // Nothing leaves the machine, and nothing of the message is logged.
  }
}
