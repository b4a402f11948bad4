import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  RawNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * Counts, per table, the statements run through one Kysely instance (its transactions included) that write to it: a
 * cache of some tables remembers the count it loaded under and loads again once the count has moved, so that an
 * edit made through this process (a staff tool, a test's fixture) applies at once. Installed as a Kysely plugin by
 * db/connect.ts. Writes by another process are not seen: a cache of tables that other processes write also bounds
 * the age of what it keeps.
 *
 * A statement is counted when it has run (a write inside a transaction counts before the transaction commits; a
 * cache loaded between the two may keep the old rows until its age runs out). Statements compiled once and run many
 * times (db/compiled-once.ts) count at every run: the tables are noted per compiled query id.
 */
export class TableWrites implements KyselyPlugin {
  private readonly counts = new Map<string, number>();
  private readonly writing = new WeakMap<QueryId, readonly string[]>();

  /** How many statements have written to any of `tables` so far. */
  countOf(tables: readonly string[]): number {
    let count = 0;
    for (const table of tables) count += this.counts.get(table) ?? 0;
    return count;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(node);
    if (tables.length > 0) this.writing.set(queryId, tables);
    return node;
  }

  transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.writing.get(queryId);
    if (tables) for (const table of tables) this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
    return Promise.resolve(result);
  }
}

/** The tables a statement writes (insert, update, delete, merge; raw SQL by its text), without schema. */
export function writtenTables(node: RootOperationNode): string[] {
  if (InsertQueryNode.is(node)) return node.into ? [tableName(node.into)] : [];
  if (UpdateQueryNode.is(node)) return node.table ? namesOf([node.table]) : [];
  if (DeleteQueryNode.is(node)) return namesOf(node.from.froms);
  if (MergeQueryNode.is(node)) return namesOf([node.into]);
  if (RawNode.is(node)) return rawWrittenTables(node.sqlFragments.join('?'));
  return [];
}

const RAW_WRITE = /\b(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/gi;

function rawWrittenTables(text: string): string[] {
  return [...text.matchAll(RAW_WRITE)].map((match) => (match[1] ?? '').toLowerCase()).filter((name) => name !== '');
}

function namesOf(nodes: readonly OperationNode[]): string[] {
  return nodes.flatMap((node) => {
    const table = AliasNode.is(node) ? node.node : node;
    return TableNode.is(table) ? [tableName(table)] : [];
  });
}

function tableName(node: TableNode): string {
  return node.table.identifier.name;
}
