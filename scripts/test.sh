#!/usr/bin/env bash
# npm test: every check on a fresh machine. Installs the dependencies and Chromium when missing, builds the
# web app for the browser tests, then runs lint, typecheck and all tests (unit, API on SQLite, and on
# PostgreSQL when KUPA_TEST_DATABASE_URL is set, and e2e in Chromium), then every benchmark in its quick mode (a few
# seconds each: a benchmark that no longer runs fails here; its figures are printed, never asserted).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-dependencies.sh
bash scripts/ensure-chromium.sh
echo "Building the web app..."
npm run build --silent
npm run validate
echo "Running every benchmark in quick mode..."
npm run bench -- --quick
bash scripts/audit.sh
