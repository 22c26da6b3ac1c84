#!/usr/bin/env bash
# The whole suite: lint, typecheck, production build, unit + integration tests (PGlite; PostgreSQL too when
# TEST_DATABASE_URL is set), end-to-end tests in Debian's Chromium.
# Ends with one line "N passed, N failed" (the total over all suites).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
passed=0
failed=0
step() { # name, command...
  local name=$1 start=$SECONDS
  shift
  echo "── $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "✗ $name failed"; fi
  echo "   ($name: $((SECONDS - start)) s)"
}
count() { # json file, node expression giving "passed failed"
  [ -f "$1" ] || { failed=$((failed + 1)); return; }
  read -r p f < <(node -e "const r=require(require('path').resolve('$1')); console.log($2)")
  passed=$((passed + p))
  failed=$((failed + f))
}

# Debian's Chromium headless shell (end-to-end tests, tests/e2e/chromium.ts) and poppler's pdftotext (the
# tests read the PDFs the shop sends).
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || ! command -v pdftotext >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "── installing Debian's chromium-headless-shell and poppler-utils"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell poppler-utils) >/dev/null ||
      { echo "Could not install them. Run: sudo apt-get update && sudo apt-get install -y chromium-headless-shell poppler-utils"; exit 1; }
  else
    echo "Chromium's headless shell or pdftotext is missing. Run: sudo apt-get update && sudo apt-get install -y chromium-headless-shell poppler-utils"
    exit 1
  fi
fi

step "lint" npx biome check .
step "typecheck" npm run -s typecheck
# Before Vitest: server/production-app.test.ts asks the production build's pages what needs no browser.
step "build" npx react-router build

echo "── unit and integration tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}"
rm -f test-results/unit.json
start=$SECONDS
npx vitest run --reporter=default --reporter=json --outputFile=test-results/unit.json
echo "   (unit and integration tests: $((SECONDS - start)) s)"
# A file that fails to load has no test results of its own: count it as one failure.
count test-results/unit.json "r.numPassedTests + ' ' + (r.numFailedTests + r.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length)"

echo "── end-to-end tests (Chromium)"
rm -f "${E2E_OUTPUT:-test-results}/e2e.json"
start=$SECONDS
npx playwright test
echo "   (end-to-end tests: $((SECONDS - start)) s)"
count "${E2E_OUTPUT:-test-results}/e2e.json" "(r.stats.expected + r.stats.flaky) + ' ' + r.stats.unexpected"

node scripts/failed-tests.mjs test-results/unit.json "${E2E_OUTPUT:-test-results}/e2e.json"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
