import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../db/write-transaction';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { auditTimesSince, insertAuditEntries, insertAuditEntry, type AuditEntry } from './audit-log';

describe.each(testEngines())('the audit log on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => database?.dispose());

  const entry = (over: Partial<AuditEntry>): AuditEntry => ({
    businessId: null,
    at: '2026-03-01T10:00:00.000Z',
    actorKind: 'buyer',
    actorId: null,
    action: 'probe.counted',
    entity: 'client-address',
    entityId: '192.0.2.1',
    ...over,
  });
  const rowsOf = (action: string) =>
    database.db
      .selectFrom('audit_log')
      .select(['business_id', 'actor_kind', 'actor_id', 'entity', 'entity_id', 'data_json'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  it('writes an entry with its facts as JSON, and none when it has no facts', async () => {
    await insertAuditEntry(database.db, entry({ action: 'probe.written', actorKind: 'staff', actorId: '7', data: { from: 1, to: 2 } }));
    await insertAuditEntry(database.db, entry({ action: 'probe.written', entityId: '192.0.2.9' }));
    expect(await rowsOf('probe.written')).toEqual([
      {
        business_id: null,
        actor_kind: 'staff',
        actor_id: '7',
        entity: 'client-address',
        entity_id: '192.0.2.1',
        data_json: '{"from":1,"to":2}',
      },
      { business_id: null, actor_kind: 'buyer', actor_id: null, entity: 'client-address', entity_id: '192.0.2.9', data_json: null },
    ]);
  });

  it('writes several entries at once, and nothing for none', async () => {
    await insertAuditEntries(database.db, []);
    await insertAuditEntries(database.db, [
      entry({ action: 'probe.many', entity: 'client-address', entityId: '192.0.2.2' }),
      entry({ action: 'probe.many', entity: 'member-key', entityId: 'abc' }),
    ]);
    expect((await rowsOf('probe.many')).map((r) => `${r.entity}:${r.entity_id}`)).toEqual(['client-address:192.0.2.2', 'member-key:abc']);
  });

  it('counts the times of one action for one entity after an instant only', async () => {
    await insertAuditEntries(database.db, [
      entry({ action: 'probe.limit', at: '2026-03-01T09:00:00.000Z' }),
      entry({ action: 'probe.limit', at: '2026-03-01T10:05:00.000Z' }),
      entry({ action: 'probe.limit', at: '2026-03-01T10:01:00.000Z' }),
      entry({ action: 'probe.limit', at: '2026-03-01T10:02:00.000Z', entityId: '192.0.2.3' }),
      entry({ action: 'probe.other', at: '2026-03-01T10:03:00.000Z' }),
      entry({ action: 'probe.limit', at: '2026-03-01T10:04:00.000Z', entity: 'customer', entityId: '192.0.2.1' }),
    ]);
    const of = { action: 'probe.limit', entity: 'client-address', entityId: '192.0.2.1', sinceIso: '2026-03-01T09:30:00.000Z' };
    expect(await auditTimesSince(database.db, of)).toEqual(['2026-03-01T10:01:00.000Z', '2026-03-01T10:05:00.000Z']);
  });

  it("writes in the caller's transaction: an entry of a transaction that fails is not kept", async () => {
    const failing = writeTransaction(database.db, database.dialect, async (trx) => {
      await insertAuditEntry(trx, entry({ action: 'probe.rolled-back' }));
      throw new Error('the change it reports failed');
    });
    await expect(failing).rejects.toThrow('the change it reports failed');
    expect(await rowsOf('probe.rolled-back')).toEqual([]);
  });
});
