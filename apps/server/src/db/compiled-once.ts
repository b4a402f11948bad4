import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import { prepareOnEachConnection } from './pg-named-statements';

type Slot = { arg: string; index: number | null } | { constant: unknown };

const MARK = '\u0000kupa-arg:';
/** Shapes kept per query: the IN lists of a hot path have a few lengths (seats in a row, a sofa's two halves). */
const SHAPES_KEPT = 64;

/**
 * A hot query that Kysely builds and compiles once per shape, then runs with new values. Building and compiling
 * cost more than SQLite takes to run such a statement (about 40 to 80 µs against 10, docs/performance-holds.md).
 * The arguments are single values (strings, numbers) and lists (an IN list, one row per item) whose lengths are
 * part of the query's shape.
 * `build` is called with markers in place of the values; the compiled query's parameters are then matched to the
 * markers, and every later call only puts its values in their places. Values `build` writes itself (constants,
 * null) stay as they were compiled. `build` must not look at the values beyond the lengths of lists, since it sees
 * markers, and must pass them as parameters (never sql.raw or sql.lit).
 */
export class CompiledOnce<DB, A extends object, R> {
  /** Per SQL dialect (its adapter's class: one process may use SQLite and PostgreSQL, as the tests do), per shape. */
  private readonly byDialect = new Map<unknown, Map<string, { query: CompiledQuery<R>; slots: Slot[] }>>();

  constructor(private readonly build: (db: Kysely<DB>, args: A) => Compilable<R>) {}

  async execute(db: Kysely<DB>, args: A): Promise<R[]> {
    const shape = Object.entries(args)
      .map(([key, value]) => (Array.isArray(value) ? `${key}[${value.length}]` : key))
      .join(',');
    const dialect = db.getExecutor().adapter.constructor;
    let shapes = this.byDialect.get(dialect);
    if (!shapes) this.byDialect.set(dialect, (shapes = new Map()));
    let compiled = shapes.get(shape);
    if (!compiled) {
      compiled = this.compile(db, args);
      if (shapes.size >= SHAPES_KEPT) shapes.clear();
      shapes.set(shape, compiled);
    }
    const values = args as Record<string, unknown>;
    const parameters = compiled.slots.map((slot) => {
      if ('constant' in slot) return slot.constant;
      const value = values[slot.arg];
      return slot.index === null ? value : (value as ReadonlyArray<unknown>)[slot.index];
    });
    const result = await db.executeQuery<R>({ ...compiled.query, parameters });
    return result.rows;
  }

  private compile(db: Kysely<DB>, args: A): { query: CompiledQuery<R>; slots: Slot[] } {
    const markers = Object.fromEntries(
      Object.entries(args).map(([key, value]) => [key, Array.isArray(value) ? value.map((_, i) => `${MARK}${key}#${i}`) : `${MARK}${key}`]),
    ) as unknown as A;
    const query = this.build(db, markers).compile();
    prepareOnEachConnection(query.sql);
    const slots = query.parameters.map((p): Slot => {
      if (typeof p !== 'string' || !p.startsWith(MARK)) return { constant: p };
      const [arg = '', index] = p.slice(MARK.length).split('#');
      return { arg, index: index === undefined ? null : Number(index) };
    });
    return { query, slots };
  }
}
