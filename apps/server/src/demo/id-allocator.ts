import type { TableName } from './row-sink';

/** Hands out explicit ids per table, 1, 2, 3, ...: deterministic and known before insert, so no RETURNING is needed. */
export class IdAllocator {
  private readonly last = new Map<TableName, number>();

  next(table: TableName): number {
    const id = (this.last.get(table) ?? 0) + 1;
    this.last.set(table, id);
    return id;
  }
}
