#!/usr/bin/env bash
# The browser tests drive Debian's Chromium. Install it when it is missing and we can.
set -euo pipefail
CHROMIUM="${MROK_CHROMIUM:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Chromium is missing: installing Debian's chromium package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if [ ! -x "$CHROMIUM" ]; then
  echo "The browser tests need Chromium at $CHROMIUM." >&2
  echo "Install Debian's package as root (apt-get install chromium) or set MROK_CHROMIUM to its path." >&2
  exit 1
fi
