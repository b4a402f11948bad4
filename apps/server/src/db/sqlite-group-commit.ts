import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { withStatementCache, type StatementCache } from './sqlite-statement-cache';

/** A write waiting for the next group commit, and what its caller is told once the commit is done. */
interface PendingWrite {
  statement: SQLite.Statement;
  parameters: readonly unknown[];
  resolve(result: QueryResult<unknown>): void;
  reject(error: unknown): void;
}

/** Statements that open a transaction (Kysely's `begin`, writeTransaction's `begin immediate`, a savepoint outside one). */
const OPENS_TRANSACTION = /^\s*(begin|savepoint)\b/i;

/**
 * Kysely on one better-sqlite3 connection, with group commit: writes made outside a transaction (INSERT, UPDATE,
 * DELETE; each used to be its own transaction) are gathered until the event loop turns and then run one after
 * another in ONE transaction (BEGIN IMMEDIATE ... COMMIT). Each caller is answered with its own statement's outcome,
 * and only after the commit, so nothing is acknowledged before it is in the database. A commit costs far more than
 * the statements of a seat hold (it writes the log frames of the table page and of every index page touched), so
 * under load one commit for all the turn's writes takes most of the cost away (docs/performance-holds.md).
 *
 * What stays as it was:
 * - Statements run in the order they were issued, on the one connection, each to completion; a constraint error
 *   fails only its own statement (SQLite undoes that statement and keeps the transaction), so one caller's refusal
 *   is never another's. Should SQLite give up the whole transaction (an I/O error, a full disk), every write of the
 *   batch is refused with that error: none of them is in the database.
 * - Reads run at once and see what is committed. A read never sees a write that has not been answered yet, just as
 *   before a read issued ahead of a write did not.
 * - Explicit transactions (db.transaction(), writeTransaction's BEGIN IMMEDIATE) have the connection to themselves:
 *   from their BEGIN to their COMMIT or ROLLBACK, statements of other callers wait, and so does the group commit.
 *   Writes gathered before a BEGIN are committed first.
 * - One holder per seat: the conditional upserts of one batch run one after another in one transaction, each
 *   seeing the rows written before it; BEGIN IMMEDIATE takes the write lock, so another process waits (busy_timeout).
 */
export class GroupCommitSqliteDialect implements Dialect {
  constructor(private readonly sqlite: SQLite.Database) {}

  createDriver(): Driver {
    return new GroupCommitSqliteDriver(this.sqlite);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

class GroupCommitSqliteDriver implements Driver {
  private readonly statements: StatementCache;
  /** The connection whose explicit transaction is open; statements of any other wait until it ends. */
  private owner: GroupCommitConnection | null = null;
  private waiting: Array<() => void> = [];
  private pending: PendingWrite[] = [];
  private flushScheduled = false;
  private readonly begin: SQLite.Statement;
  private readonly commit: SQLite.Statement;
  private readonly rollback: SQLite.Statement;

  constructor(private readonly sqlite: SQLite.Database) {
    this.statements = withStatementCache(sqlite);
    this.begin = sqlite.prepare('begin immediate');
    this.commit = sqlite.prepare('commit');
    this.rollback = sqlite.prepare('rollback');
  }

  async init(): Promise<void> {}

  /** Every caller gets its own handle at once: only an open explicit transaction makes others wait (see execute). */
  async acquireConnection(): Promise<DatabaseConnection> {
    return new GroupCommitConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A transaction its owner left open would stop everyone else for good: end it (its work is not committed).
    if (this.owner === connection) {
      if (this.sqlite.inTransaction) this.rollback.run();
      this.transactionEnded();
    }
  }

  async destroy(): Promise<void> {
    if (!this.owner && this.pending.length > 0) this.flush();
    this.statements.close();
  }

  async execute(connection: GroupCommitConnection, query: CompiledQuery): Promise<QueryResult<unknown>> {
    // Checked again right after every wake-up: another waiter woken first may have begun a transaction meanwhile.
    while (this.owner && this.owner !== connection) await this.ownerDone();
    const statement = this.statements.prepare(query.sql);
    const wasInTransaction = this.sqlite.inTransaction;
    // BEGIN IMMEDIATE counts as a write for SQLite (it takes the write lock), but it is the start of a transaction.
    const opens = !wasInTransaction && OPENS_TRANSACTION.test(query.sql);
    if (this.owner !== connection && !opens && !statement.readonly) {
      return new Promise((resolve, reject) => {
        this.pending.push({ statement, parameters: query.parameters, resolve, reject });
        this.scheduleFlush();
      });
    }
    // Writes gathered before this transaction come first, as they were issued first.
    if (opens && this.pending.length > 0) this.flush();
    try {
      return run(statement, query.parameters);
    } finally {
      const inTransaction = this.sqlite.inTransaction;
      if (!wasInTransaction && inTransaction) this.owner = connection;
      else if (wasInTransaction && !inTransaction && this.owner === connection) this.transactionEnded();
    }
  }

  async *stream(connection: GroupCommitConnection, query: CompiledQuery): AsyncIterableIterator<QueryResult<unknown>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('Sqlite driver only supports streaming of select queries');
    while (this.owner && this.owner !== connection) await this.ownerDone();
    // A stream holds its statement until it is read through: a fresh one, never the cache's.
    for (const row of this.sqlite.prepare(query.sql).iterate(query.parameters) as Iterable<unknown>) yield { rows: [row] };
  }

  /** Resolves when the open explicit transaction ends (a plain promise: no extra turns between wake-up and check). */
  private ownerDone(): Promise<void> {
    return new Promise<void>((resume) => this.waiting.push(resume));
  }

  private transactionEnded(): void {
    this.owner = null;
    const resume = this.waiting;
    this.waiting = [];
    for (const r of resume) r();
    if (this.pending.length > 0) this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      // While an explicit transaction is open the writes wait for it (transactionEnded schedules them again).
      if (!this.owner && this.pending.length > 0) this.flush();
    });
  }

  /** Runs the gathered writes in one transaction and answers each caller with its own outcome once it is committed. */
  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    const only = batch[0];
    if (batch.length === 1 && only) {
      // One write alone is its own transaction, as SQLite runs it anyway.
      try {
        only.resolve(run(only.statement, only.parameters));
      } catch (error) {
        only.reject(error);
      }
      return;
    }
    const outcomes: Array<{ result: QueryResult<unknown> } | { error: unknown }> = [];
    let failed: { error: unknown } | null = null;
    try {
      this.begin.run();
      for (const write of batch) {
        try {
          outcomes.push({ result: run(write.statement, write.parameters) });
        } catch (error) {
          outcomes.push({ error });
          // SQLite gave up the whole transaction (not just this statement): none of the batch is written.
          if (!this.sqlite.inTransaction) throw error;
        }
      }
      this.commit.run();
    } catch (error) {
      failed = { error };
      if (this.sqlite.inTransaction) this.rollback.run();
    }
    batch.forEach((write, i) => {
      const outcome = failed ?? outcomes[i] ?? { error: new Error('write not run') };
      if ('result' in outcome) write.resolve(outcome.result);
      else write.reject(outcome.error);
    });
  }
}

class GroupCommitConnection implements DatabaseConnection {
  constructor(private readonly driver: GroupCommitSqliteDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute(this, query) as Promise<QueryResult<R>>;
  }

  streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    return this.driver.stream(this, query) as AsyncIterableIterator<QueryResult<R>>;
  }
}

/** One statement's outcome as Kysely expects it (as its own SQLite driver answers). */
function run(statement: SQLite.Statement, parameters: readonly unknown[]): QueryResult<unknown> {
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}
