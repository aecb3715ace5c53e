#!/usr/bin/env bash
# The whole test suite: lint, type check, unit tests, production build, end-to-end tests in
# Debian's Chromium. Dependencies must be installed (npm install).
set -euo pipefail
cd "$(dirname "$0")/.."

# The end-to-end tests run in Debian's Chromium headless shell (tests/e2e/chromium.ts), or in the
# browser CHROMIUM_PATH names.
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable browser." >&2
    exit 1
  fi
elif [ ! -x /usr/bin/chromium-headless-shell ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Chromium's headless shell is missing: installing Debian's chromium-headless-shell package"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  elif [ -x /usr/bin/chromium ]; then
    echo "Using /usr/bin/chromium (Debian's chromium-headless-shell package runs the tests faster)."
  else
    echo "Chromium not found. Install it (Debian: sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

# The IMAP tests read a real mailbox: Debian's Dovecot, started by the tests themselves with their own
# configuration in a temporary folder (tests/support/imap-server.ts); no system service is needed.
if [ ! -x /usr/sbin/dovecot ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Dovecot is missing: installing Debian's dovecot-imapd package"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dovecot-imapd >/dev/null
  else
    echo "Dovecot not found: the IMAP tests are skipped (Debian: sudo apt-get install dovecot-imapd)."
  fi
fi

echo "== lint"
npx biome check --error-on-warnings .
# The type check (one core) and the production build run side by side, before the unit tests;
# each one's output is shown once both are done (docs/decisions/0085-a-faster-test-suite.md).
npx react-router typegen
stages=$(mktemp -d)
# A type check still running when the script stops early is stopped with it. The trap runs under
# `set -e` too: with nothing left to stop, `kill` fails, and its status would become the script's.
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$stages"' EXIT
(npx tsc --noEmit >"$stages/typecheck" 2>&1) &
typecheck=$!
build_status=0
npm run build --silent >"$stages/build" 2>&1 || build_status=$?
typecheck_status=0
wait "$typecheck" || typecheck_status=$?
echo "== type check"
cat "$stages/typecheck"
echo "== build"
cat "$stages/build"
if [ "$typecheck_status" != 0 ]; then exit "$typecheck_status"; fi
if [ "$build_status" != 0 ]; then exit "$build_status"; fi
echo "== unit and integration tests"
npx vitest run
echo "== end-to-end tests"
npx playwright test
