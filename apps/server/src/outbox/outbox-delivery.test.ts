import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerAreaTestApp, type CustomerAreaTestApp } from '../testing/customer-area-test-app';
import { CUSTOMER_AREA_NOW } from '../testing/reservation-fixture';
import { testEngines } from '../testing/test-database';
import type { MessageSender, OutboundMessage } from './message-sender';
import { MAX_DELIVERY_ATTEMPTS } from './outbox-dispatcher';
import { enqueueOutboxMessage, enqueueOutboxMessages } from './outbox-writer';

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

  it("writes an order's several messages in one statement, and none of them when their transaction rolls back", async () => {
    const messages = [
      {
        businessId: 1,
        channel: 'email' as const,
        recipient: 'buyer@example.test',
        template: 'tickets-link',
        subject: 'Tickets',
        body: 'e-mail body',
      },
      { businessId: 1, channel: 'sms' as const, recipient: '0529998888', template: 'tickets-link', body: 'sms body' },
    ];
    const bodies = () =>
      t.database.db
        .selectFrom('outbox')
        .select(['channel', 'recipient', 'subject', 'body', 'status'])
        .where('template', '=', 'tickets-link')
        .orderBy('id')
        .execute();
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await enqueueOutboxMessages(trx, messages, t.clock.now());
        throw new Error('the order was not confirmed');
      })
      .catch(() => undefined);
    expect(await bodies()).toEqual([]);
    await t.database.db.transaction().execute((trx) => enqueueOutboxMessages(trx, messages, t.clock.now()));
    expect(await bodies()).toEqual([
      { channel: 'email', recipient: 'buyer@example.test', subject: 'Tickets', body: 'e-mail body', status: 'pending' },
      { channel: 'sms', recipient: '0529998888', subject: null, body: 'sms body', status: 'pending' },
    ]);
    await t.database.db.transaction().execute((trx) => enqueueOutboxMessages(trx, [], t.clock.now()));
    expect(await bodies()).toHaveLength(2);
    await t.area.outbox.deliverPending();
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
    // Demo mode keeps the bodies whole after delivery: the inbox still shows a code that was sent.
    await enqueue('0523334444', 'Your Kupa login code: 654321.');
    await t.area.outbox.deliverPending();
    const afterDelivery = await t.app.inject({ method: 'GET', url: '/api/sandbox/outbox?recipient=0523334444' });
    expect(afterDelivery.json().messages[0]).toMatchObject({ body: 'Your Kupa login code: 654321.', status: 'sent' });
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

describe.each(testEngines())('what the outbox keeps of a message outside demo mode on %s', (engine) => {
  let t: CustomerAreaTestApp;
  const gateway = new FlakyGateway();
  beforeAll(async () => {
    t = await createCustomerAreaTestApp(engine, CUSTOMER_AREA_NOW, { messageSender: gateway });
  });
  afterAll(async () => t?.dispose());

  const enqueue = (recipient: string, body: string) =>
    enqueueOutboxMessage(t.database.db, { businessId: 1, channel: 'sms', recipient, template: 'test', body }, t.clock.now());
  const rowOf = (id: number) =>
    t.database.db.selectFrom('outbox').select(['status', 'body', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
  const LINK = 'Your Kupa tickets: https://tickets.kupa.test/edocument/SecretKey_0123456789ab';

  it('sends the whole message, then keeps it without the code or the e-ticket key', async () => {
    const code = await enqueue('0521112233', 'Your Kupa login code: 482913. It is valid for 10 minutes.');
    const link = await enqueue('0521112233', LINK);
    expect((await rowOf(code)).body).toContain('482913');
    await t.area.outbox.deliverPending();
    expect(gateway.accepted.map((m) => m.body)).toEqual(['Your Kupa login code: 482913. It is valid for 10 minutes.', LINK]);
    expect(await rowOf(code)).toMatchObject({ status: 'sent', body: 'Your Kupa login code: [redacted]. It is valid for 10 minutes.' });
    expect(await rowOf(link)).toMatchObject({ status: 'sent', body: 'Your Kupa tickets: https://tickets.kupa.test/edocument/[redacted]' });
  });

  it('keeps the whole message while it may still be retried, and none of its secrets once given up', async () => {
    const id = await enqueue('0500000000', 'Your Kupa login code: 777123.');
    await t.area.outbox.deliverPending();
    expect((await rowOf(id)).body).toContain('777123');
    for (let i = 1; i < MAX_DELIVERY_ATTEMPTS; i++) await t.area.outbox.deliverPending();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', body: 'Your Kupa login code: [redacted].' });
  });

  it('gives up a message still pending after 24 hours, without its secrets', async () => {
    const id = await enqueue('0521112244', LINK);
    // Not delivered: the gateway was not asked yet (as if every server had been down for a day).
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    await t.area.outbox.deliverPending();
    expect(await rowOf(id)).toEqual({
      status: 'failed',
      body: 'Your Kupa tickets: https://tickets.kupa.test/edocument/[redacted]',
      last_error: 'expired before delivery',
    });
    expect(gateway.accepted.map((m) => m.recipient)).not.toContain('0521112244');
  });
});
