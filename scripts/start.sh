#!/usr/bin/env bash
# npm start: install what is missing, build the web app and the server (compiled JavaScript, apps/server/dist), and
# start Kupa on the embedded SQLite database (filled with demo data on first start). Configuration: see README.md;
# for real customers docs/security.md.
# Without KUPA_MODE, a start on the embedded database (no PostgreSQL DATABASE_URL, no KUPA_PUBLIC_URL) is a demo:
# KUPA_MODE=demo, with the sandbox inbox that shows every login code. The server says so loudly when it starts.
# The server replaces this shell (exec): SIGTERM or SIGINT sent to `npm start` reaches it and it stops cleanly.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-dependencies.sh
# The web app is rebuilt when anything it is built from is newer than the last build.
web_index=apps/web/dist/index.html
if [[ ! -f "$web_index" ]] ||
  [[ -n "$(find apps/web packages package-lock.json -newer "$web_index" -not -path '*/node_modules/*' -not -path 'apps/web/dist/*' -print -quit)" ]]; then
  echo "Building the web app..."
  npm run build --silent
fi
echo "Building the server..."
npm run build --silent -w @kupa/server
export NODE_ENV="${NODE_ENV:-production}"
if [[ -z "${KUPA_MODE:-}" && "${DATABASE_URL:-}" != postgres* && -z "${KUPA_PUBLIC_URL:-}" ]]; then
  export KUPA_MODE=demo
  echo "No KUPA_MODE, embedded database, no public URL: starting the DEMO (KUPA_MODE=demo). Not for real customers."
fi
exec node apps/server/dist/main.js
