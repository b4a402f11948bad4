#!/usr/bin/env bash
# Installs the npm dependencies when node_modules is missing or older than package-lock.json.
# better-sqlite3 compiles from source where no prebuilt binary can be downloaded: point node-gyp at the local Node headers.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${npm_config_nodedir:-}" ] && [ -f /usr/include/node/node_version.h ]; then
  export npm_config_nodedir=/usr
fi
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies (npm ci)..."
  npm ci --no-audit --no-fund
fi
