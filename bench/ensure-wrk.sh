#!/usr/bin/env bash
# `make bench` drives the server with wrk (Debian's package). Install it when it is missing and we can.
set -euo pipefail
WRK="${MROK_WRK:-wrk}"
if command -v "$WRK" >/dev/null 2>&1; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "wrk is missing: installing Debian's wrk package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi
if ! command -v "$WRK" >/dev/null 2>&1; then
  echo "make bench needs wrk." >&2
  echo "Install Debian's package as root (apt-get install wrk) or set MROK_WRK to its path." >&2
  exit 1
fi
