import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerAreaTestApp, type CustomerAreaTestApp } from '../customer-auth/customer-area-test-app';
import { CUSTOMER_AREA_NOW } from '../reservations/reservation-fixture';
import { testEngines } from '../testing/test-database';
import type { MessageSender, OutboundMessage } from './message-sender';
import { MAX_DELIVERY_ATTEMPTS } from './outbox-dispatcher';
import { enqueueOutboxMessage } from './outbox-writer';

/** A gateway that refuses messages to one recipient and records what it accepted. */
class FlakyGateway implements MessageSender {
  // It stands in for the sandbox gateway: the inbox (demo mode) is what this test reads.
  readonly sandbox = true;
  readonly accepted: OutboundMessage[] = [];
  async send(message: OutboundMessage): Promise<void> {
    if (message.recipient === '0500000000') throw new Error('gateway said no');
    this.accepted.push(message);
  }
}

describe.each(testEngines())('outbox delivery and the sandbox inbox on %s', (engine) => {
  let t: CustomerAreaTestApp;
  const gateway = new FlakyGateway();
  beforeAll(async () => {
    t = await createCustomerAreaTestApp(engine, CUSTOMER_AREA_NOW, { messageSender: gateway, env: { KUPA_MODE: 'demo' } });
  });
  afterAll(async () => t?.dispose());

  const enqueue = (recipient: string, body: string, channel: 'sms' | 'email' = 'sms') =>
    enqueueOutboxMessage(t.database.db, { businessId: 1, channel, recipient, template: 'test', body }, t.clock.now());
  const rowOf = (id: number) =>
    t.database.db
      .selectFrom('outbox')
      .select(['status', 'attempts', 'last_error', 'sent_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('hands pending messages to the sender and marks them sent', async () => {
    const id = await enqueue('0521112222', 'hello');
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await t.area.outbox.deliverPending()).toBe(1);
    expect(await rowOf(id)).toEqual({ status: 'sent', attempts: 1, last_error: null, sent_at: CUSTOMER_AREA_NOW.toISOString() });
    expect(gateway.accepted.map((m) => m.body)).toEqual(['hello']);
    // Sent messages are not sent again.
    expect(await t.area.outbox.deliverPending()).toBe(0);
  });

  it('retries a refused message and gives it up as failed after 5 attempts, without logging its content', async () => {
    const id = await enqueue('0500000000', 'secret body 424242');
    for (let i = 1; i < MAX_DELIVERY_ATTEMPTS; i++) {
      await t.area.outbox.deliverPending();
      expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: i, last_error: 'gateway said no' });
    }
    await t.area.outbox.deliverPending();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 5, last_error: 'gateway said no', sent_at: null });
    await t.area.outbox.deliverPending();
    expect((await rowOf(id)).attempts).toBe(5);
    const logs = t.logs.join('\n');
    expect(logs).toContain('outbox message not delivered');
    expect(logs).not.toContain('secret body');
    expect(logs).not.toContain('0500000000');
  });

  it('shows the latest 20 messages to a recipient in the sandbox inbox, newest first, by any spelling of the number', async () => {
    for (let i = 0; i < 22; i++) await enqueue('0523334444', `message ${i}`);
    await enqueue('someone@example.com', 'mail', 'email');
    const res = await t.app.inject({ method: 'GET', url: '/api/sandbox/outbox?recipient=%2B972-52-333-4444' });
    expect(res.statusCode).toBe(200);
    const messages = res.json().messages;
    expect(messages).toHaveLength(20);
    expect(messages[0]).toMatchObject({ channel: 'sms', template: 'test', body: 'message 21', status: 'pending' });
    expect(messages[19].body).toBe('message 2');
    const mail = await t.app.inject({ method: 'GET', url: '/api/sandbox/outbox?recipient=someone@example.com' });
    expect(mail.json().messages.map((m: { body: string }) => m.body)).toEqual(['mail']);
  });
});

describe('the outbox timer', () => {
  it('delivers on its own while the app runs, and stops with it', async () => {
    const t = await createCustomerAreaTestApp('sqlite', CUSTOMER_AREA_NOW, { outboxIntervalMs: 20 });
    try {
      const id = await enqueueOutboxMessage(
        t.database.db,
        { businessId: 1, channel: 'sms', recipient: '0521112222', template: 'test', body: 'x' },
        t.clock.now(),
      );
      const statusOf = async () =>
        (await t.database.db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
      for (let i = 0; i < 100 && (await statusOf()) !== 'sent'; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await statusOf()).toBe('sent');
    } finally {
      await t.dispose();
    }
  });
});
