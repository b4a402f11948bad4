import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache';

describe('withStatementCache', () => {
  const open: SQLite.Database[] = [];
  const memory = () => {
    const db = new SQLite(':memory:');
    open.push(db);
    db.exec('create table t (n integer); insert into t values (1), (2), (3)');
    return db;
  };
  afterEach(() => {
    for (const db of open.splice(0)) if (db.open) db.close();
  });

  it('prepares a text once and hands the same statement out again', () => {
    const cached = withStatementCache(memory());
    const a = cached.prepare('select n from t order by n');
    expect(cached.prepare('select n from t order by n')).toBe(a);
    expect(cached.prepare('select n from t where n > ?')).not.toBe(a);
    expect(a.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('prepares a fresh statement while the cached one is being read', () => {
    const cached = withStatementCache(memory());
    const sql = 'select n from t order by n';
    const first = cached.prepare(sql);
    const seen: number[] = [];
    for (const row of first.iterate([]) as Iterable<{ n: number }>) {
      const inner = cached.prepare(sql);
      expect(inner).not.toBe(first);
      seen.push(row.n, (inner.all([]) as { n: number }[]).length);
    }
    expect(seen).toEqual([1, 3, 2, 3, 3, 3]);
    expect(cached.prepare(sql)).toBe(first);
  });

  it('keeps the most recently used texts within its size', () => {
    const cached = withStatementCache(memory(), 2);
    const one = cached.prepare('select 1');
    const two = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(one);
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(one);
    expect(cached.prepare('select 2')).not.toBe(two);
  });

  it('sees a table changed after the statement was prepared', () => {
    const db = memory();
    const cached = withStatementCache(db);
    expect(cached.prepare('select * from t where n = 1').all([])).toEqual([{ n: 1 }]);
    db.exec('alter table t add column m integer default 7');
    expect(cached.prepare('select * from t where n = 1').all([])).toEqual([{ n: 1, m: 7 }]);
  });
});
