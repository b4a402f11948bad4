#!/usr/bin/env bash
# The browser tests drive the system's Chromium (Debian package). Install it when missing and allowed.
set -euo pipefail
chromium="${KUPA_CHROMIUM:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium for the browser tests (apt-get install chromium)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $chromium." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install chromium) or set KUPA_CHROMIUM to its path." >&2
exit 1
