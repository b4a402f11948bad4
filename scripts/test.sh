#!/usr/bin/env bash
# npm test: every check on a fresh machine. Installs the dependencies and Chromium when missing, builds the
# web app for the browser tests, then runs lint, typecheck and all tests (unit, API on SQLite, and on
# PostgreSQL when KUPA_TEST_DATABASE_URL is set, and e2e in Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-dependencies.sh
bash scripts/ensure-chromium.sh
echo "Building the web app..."
npm run build --silent
npm run validate
bash scripts/audit.sh
