// @ts-check
import path from 'node:path';
import { TABLE_OWNERS, UNRESTRICTED_FOLDERS } from './table-owners.js';

/** The Kysely calls that name a table as their first argument ('table' or 'table as alias'). */
const TABLE_CALLS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'mergeInto',
]);
const OWNERS = /** @type {Record<string, string>} */ (TABLE_OWNERS);

/** The server module of a file (its first folder under apps/server/src), or null outside the server's modules. */
function moduleOf(filename) {
  const parts = path.relative(process.cwd(), filename).split(path.sep);
  const at = parts.indexOf('src');
  if (parts[0] !== 'apps' || parts[1] !== 'server' || at !== 2 || parts.length < 5) return null;
  return parts[3] ?? null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const tableOwnershipRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A server module reads and writes only its own tables (tools/eslint/table-owners.js).' },
    schema: [],
    messages: {
      foreign: "Module '{{module}}' touches table '{{table}}' of module '{{owner}}': go through that module's code.",
      unowned: "Table '{{table}}' has no owner: name its module in tools/eslint/table-owners.js.",
    },
  },
  create(context) {
    const module = moduleOf(context.filename);
    if (module === null || UNRESTRICTED_FOLDERS.includes(module) || /\.test\.tsx?$/.test(context.filename)) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !TABLE_CALLS.has(callee.property.name)) return;
        const first = node.arguments[0];
        if (!first || first.type !== 'Literal' || typeof first.value !== 'string') return;
        const table = first.value.trim().split(/\s+/)[0] ?? '';
        const owner = OWNERS[table];
        if (owner === undefined) {
          context.report({ node: first, messageId: 'unowned', data: { table } });
          return;
        }
        if (owner !== module) context.report({ node: first, messageId: 'foreign', data: { module, table, owner } });
      },
    };
  },
};

export const kupaLintPlugin = { rules: { 'table-ownership': tableOwnershipRule } };
