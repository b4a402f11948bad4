#!/usr/bin/env bash
# npm start: install what is missing, build the web app, and start Kupa on the embedded SQLite database
# (filled with demo data on first start). Configuration: see README.md; for real customers docs/security.md.
# Without KUPA_MODE, a start on the embedded database (no PostgreSQL DATABASE_URL, no KUPA_PUBLIC_URL) is a demo:
# KUPA_MODE=demo, with the sandbox inbox that shows every login code. The server says so loudly when it starts.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-dependencies.sh
echo "Building the web app..."
npm run build --silent
export NODE_ENV="${NODE_ENV:-production}"
if [[ -z "${KUPA_MODE:-}" && "${DATABASE_URL:-}" != postgres* && -z "${KUPA_PUBLIC_URL:-}" ]]; then
  export KUPA_MODE=demo
  echo "No KUPA_MODE, embedded database, no public URL: starting the DEMO (KUPA_MODE=demo). Not for real customers."
fi
exec npm run start --silent -w @kupa/server
