#!/usr/bin/env bash
# npm start: install what is missing, build the web app, and start Kupa on the embedded SQLite database
# (filled with demo data on first start). Configuration: see README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-dependencies.sh
echo "Building the web app..."
npm run build --silent
export NODE_ENV="${NODE_ENV:-production}"
exec npm run start --silent -w @kupa/server
