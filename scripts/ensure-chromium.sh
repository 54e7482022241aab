#!/usr/bin/env bash
# Browser tests drive Debian's Chromium: test tools cannot download their own browser here.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM. Install Debian's chromium package or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian's Chromium for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
