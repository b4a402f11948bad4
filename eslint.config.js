// @ts-check
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { kupaLintPlugin } from './tools/eslint/table-ownership-rule.js';
import tseslint from 'typescript-eslint';

// The may-import arrows of docs/architecture.md, as rules: web -> contracts -> domain; server -> contracts -> domain;
// inside the server: routes -> service -> repository -> db, and no module reads another module's repository.
const serverOnly = ['@kupa/server', '@kupa/server/*', 'fastify', 'fastify-*', '@fastify/*', 'kysely', 'pg', 'better-sqlite3'];

const WEB_OVER_HTTP = {
  group: [...serverOnly, 'node:*', '**/apps/server/**', 'zod'],
  message: 'The web app talks to the server over HTTP only (and keeps zod out of the bundle).',
};
const FOREIGN_REPOSITORY = {
  group: ['../*/*.repository', '../../*/*.repository'],
  message: "A module never reads another module's repository: call its service.",
};
const TEST_SUPPORT = {
  group: ['**/testing', '**/testing/**', '**/*-test-app', '**/*-test-fixture', '**/*-fixture'],
  message: 'Production code never imports test support: fixtures, test apps and race servers live in apps/server/src/testing.',
};
const ROUTES_ONLY_SERVICES = {
  group: ['**/*.repository', '**/db/*', 'kysely'],
  message: 'Routes call services, never repositories or the database.',
};
const REPOSITORIES_ONLY_DATABASE = {
  group: ['**/*.service', '**/*.routes', 'fastify'],
  message: 'Repositories know the database only.',
};

/**
 * A web feature imports another feature only through that feature's index.ts (its public surface); everything else
 * of a feature is its own. One zone per feature: from any other feature's files, except their index.ts.
 */
function webFeatureZones() {
  const features = readdirSync('apps/web/src/features', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return features.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message: 'Import another feature through its index.ts only (its public surface), never its inner files.',
  }));
}

/** The server's import rules by file kind: production modules, their routes, their repositories, and tests. */
function serverImportRules() {
  const production = { files: ['apps/server/src/*/**/*.ts'], ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/testing/**'] };
  const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    { files: ['apps/server/src/*/**/*.ts'], rules: rule(FOREIGN_REPOSITORY) },
    { ...production, rules: rule(FOREIGN_REPOSITORY, TEST_SUPPORT) },
    { ...production, files: ['apps/server/src/**/*.routes.ts'], rules: rule(FOREIGN_REPOSITORY, TEST_SUPPORT, ROUTES_ONLY_SERVICES) },
    {
      ...production,
      files: ['apps/server/src/**/*.repository.ts'],
      rules: rule(FOREIGN_REPOSITORY, TEST_SUPPORT, REPOSITORIES_ONLY_DATABASE),
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.kupa-data/**', 'coverage/**', 'e2e/artifacts/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kupa/*', 'node:*', 'react', 'react-*', 'zod', ...serverOnly],
              message: 'domain is pure TypeScript: no I/O, no framework.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass a Clock in; domain code never reads the time itself.' },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@kupa/web', 'node:*', 'react', 'react-*', ...serverOnly], message: 'contracts depend on domain and zod only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [WEB_OVER_HTTP] }],
    },
  },
  {
    // The app never imports its test support (apps/web/src/testing: the render harness, the DOM matchers).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [WEB_OVER_HTTP, { group: ['**/testing', '**/testing/**'], message: 'The app never imports test support.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'error' },
  },
  // The server's arrows. One no-restricted-imports per file kind, each listing every pattern that applies to it (a
  // later block's setting of a rule replaces an earlier one's, so the patterns are combined here, not stacked).
  ...serverImportRules(),
  {
    files: ['apps/server/src/db/migrations/**/*.ts', 'apps/server/src/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // No import cycles anywhere (type-only imports have no runtime effect and are not counted).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A server module reads and writes only its own tables (tools/eslint/table-owners.js), repositories included.
    files: ['apps/server/src/**/*.ts'],
    plugins: { kupa: kupaLintPlugin },
    rules: { 'kupa/table-ownership': 'error' },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webFeatureZones() }] },
  },
  {
    // Components stay small: logic goes to hooks and utils (the router is a route table, not a component).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/app/router.tsx'],
    rules: { 'max-lines': ['error', { max: 150 }] },
  },
);
