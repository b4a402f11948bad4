import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run validate` runs lint, the format check and the typecheck: each house rule below is shown failing on a
// small probe, so that a configuration change that silently stops enforcing it fails here.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIdsOf(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('house rules enforced by the tooling', () => {
  const probeDirs: string[] = [];
  afterAll(() => {
    for (const dir of probeDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("lint refuses a module touching another module's table, repositories included", async () => {
    const code = [
      "import type { Kysely } from 'kysely';",
      "import type { Database } from '../db/schema';",
      "export const read = (db: Kysely<Database>) => db.selectFrom('reservations as r').select('r.id').execute();",
      '',
    ].join('\n');
    expect(await ruleIdsOf(code, 'apps/server/src/outbox/outbox-probe.repository.ts')).toEqual(['kupa/table-ownership']);
    // The owner itself may.
    expect(await ruleIdsOf(code, 'apps/server/src/reservations/reservations-probe.repository.ts')).toEqual([]);
  });

  it("lint refuses a module reading another module's repository", async () => {
    const code = "import { OutboxRepository } from '../outbox/outbox.repository';\nexport const r = OutboxRepository;\n";
    expect(await ruleIdsOf(code, 'apps/server/src/seating/probe.ts')).toEqual(['no-restricted-imports']);
  });

  it("lint refuses a repository reading another module's repository (repositories are under the rule too)", async () => {
    const code = "import { OutboxRepository } from '../outbox/outbox.repository';\nexport const r = OutboxRepository;\n";
    expect(await ruleIdsOf(code, 'apps/server/src/seating/probe.repository.ts')).toEqual(['no-restricted-imports']);
  });

  it('lint refuses production code importing test support, and lets tests import it', async () => {
    const code = "import { createCommitTestApp } from '../testing/commit-test-app';\nexport const f = createCommitTestApp;\n";
    expect(await ruleIdsOf(code, 'apps/server/src/checkout/probe.ts')).toEqual(['no-restricted-imports']);
    expect(await ruleIdsOf(code, 'apps/server/src/checkout/probe.test.ts')).toEqual([]);
  });

  it("lint refuses a web feature importing another feature's inner files, and lets it use that feature's index.ts", async () => {
    const deep = "import { QuantityStepper } from '../../checkout/cart/components/QuantityStepper';\nexport const S = QuantityStepper;\n";
    const viaIndex = "import { QuantityStepper } from '../../checkout';\nexport const S = QuantityStepper;\n";
    expect(await ruleIdsOf(deep, 'apps/web/src/features/vouchers/components/probe.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleIdsOf(viaIndex, 'apps/web/src/features/vouchers/components/probe.ts')).toEqual([]);
  });

  it('lint refuses an import cycle', async () => {
    const dir = mkdtempSync(path.join(root, 'apps/server/src/shared/cycle-probe-'));
    probeDirs.push(dir);
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
    writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = (): number => (a ? 1 : 0);\n");
    const results = await eslint.lintFiles([path.join(dir, 'a.ts'), path.join(dir, 'b.ts')]);
    expect(results.flatMap((r) => r.messages.map((m) => m.ruleId))).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
  });

  it('validate runs the lint, the format check and the typecheck, each stopping it on failure', () => {
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const steps = (scripts.validate ?? '').split('&&').map((step) => step.trim());
    expect(steps).toEqual(expect.arrayContaining(['npm run lint', 'npm run format:check', 'npm run typecheck']));
    expect(scripts['format:check']).toBe('prettier --check .');
    expect(scripts.lint).toMatch(/^eslint --max-warnings=0 \.$/);
    expect(scripts.typecheck).toContain('tsc -p apps/server');
  });

  it('the typecheck refuses a status string outside its union, in a query as in a value', () => {
    const dir = mkdtempSync(path.join(root, 'apps/server/src/shared/state-probe-'));
    probeDirs.push(dir);
    const probe = path.join(dir, 'probe.ts');
    const options = ts.getParsedCommandLineOfConfigFile(
      path.join(root, 'apps/server/tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => undefined,
      },
    )?.options;
    let previous: ts.Program | undefined;
    const errorsOf = (...lines: string[]) => {
      const imports = [
        "import type { ReservationStatus } from '@kupa/domain';",
        "import type { Kysely } from 'kysely';",
        "import type { Database } from '../../db/schema';",
      ];
      writeFileSync(probe, [...imports, ...lines, ''].join('\n'));
      previous = ts.createProgram([probe], options ?? {}, undefined, previous);
      return ts
        .getPreEmitDiagnostics(previous)
        .filter((d) => d.file?.fileName === probe)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
    };
    const errors = errorsOf(
      "export const f = (db: Kysely<Database>) => db.updateTable('reservations').set({ status: 'paid' }).where('id', '=', 1);",
      "export const s: ReservationStatus = 'booked';",
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/'"paid"' is not assignable/);
    expect(errors[1]).toMatch(/'"booked"' is not assignable/);
    // The same probe with states of the unions passes.
    expect(
      errorsOf(
        "export const f = (db: Kysely<Database>) => db.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', 1);",
        "export const s: ReservationStatus = 'confirmed';",
      ),
    ).toEqual([]);
  });

  it('the format check refuses a file Prettier would change', async () => {
    const options = (await prettier.resolveConfig(path.join(root, 'apps/server/src/probe.ts'))) ?? {};
    const filepath = path.join(root, 'apps/server/src/probe.ts');
    expect(await prettier.check('export const x = {a:1}\n', { ...options, filepath })).toBe(false);
    expect(await prettier.check('export const x = { a: 1 };\n', { ...options, filepath })).toBe(true);
  });
});
