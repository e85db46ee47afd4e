#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (a test tool's own browser download fails on these machines).
# Install it when it is missing, so the README's one test command works on a fresh machine.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get > /dev/null; then
  echo "Chromium is missing at $browser. Install Debian's chromium package (apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests…"
apt-get update -qq > /dev/null
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null
