#!/usr/bin/env bash
# The whole test suite: lint, type check, unit tests, production build, end-to-end tests in
# Debian's Chromium. Dependencies must be installed (npm install).
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Chromium is missing: installing Debian's chromium package"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium not found at $chromium. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

echo "== lint"
npx biome check --error-on-warnings .
echo "== type check"
npx react-router typegen
npx tsc --noEmit
echo "== unit and integration tests"
npx vitest run
echo "== build"
npm run build --silent
echo "== end-to-end tests"
npx playwright test
