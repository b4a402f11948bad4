import type PgModule from 'pg';

/** SQL text → statement name, for the hot statements (db/compiled-once.ts) that PostgreSQL should parse once per connection. */
const names = new Map<string, string>();

/**
 * Marks a statement as hot: on PostgreSQL each pool connection parses and plans it once, under a name, and then only
 * binds new values (the extended protocol's named prepared statement), instead of a Parse of the whole text on every
 * call. The text must be the same for every call (values as parameters), as compiled-once statements are.
 */
export function prepareOnEachConnection(sql: string): void {
  if (!names.has(sql)) names.set(sql, `kupa_hot_${names.size + 1}`);
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Makes the pool's connections send hot statements as named prepared statements. Each new connection's `query`
 * is wrapped once (pool `connect` event); any other statement goes through unchanged.
 */
export function useNamedStatements(pool: PgModule.Pool): void {
  pool.on('connect', (client) => {
    const plain = client.query.bind(client) as QueryFn;
    const named: QueryFn = (config, values, callback) => {
      const name = typeof config === 'string' ? names.get(config) : undefined;
      if (name === undefined || typeof values === 'function') return plain(config, values, callback);
      return plain({ name, text: config, values }, callback);
    };
    client.query = named as typeof client.query;
  });
}
