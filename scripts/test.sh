#!/usr/bin/env bash
# Every test: types, lint, unit, component and API tests (Vitest), the hostile suite, the build and
# its budget, then the browser tests in Debian's Chromium. Stops at the first stage that fails.
# Each Vitest suite writes a JSON report to test-results/ (`npm run test:timings` reads them).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results

# Types, lint and the build are independent of each other: run side by side (2 cores), each
# with its output kept and shown whole, in order; the first failure stops the run.
stage_dir=$(mktemp -d)
trap 'rm -rf "$stage_dir"' EXIT
run_side_by_side() {
  local names=() pids=() name status=0
  while [ $# -gt 0 ]; do
    name=$1; shift
    bash -c "$1" >"$stage_dir/$name.log" 2>&1 &
    names+=("$name"); pids+=($!); shift
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then
      [ -s "$stage_dir/${names[$i]}.log" ] && cat "$stage_dir/${names[$i]}.log"
    else
      echo "== ${names[$i]} failed:"; cat "$stage_dir/${names[$i]}.log"; status=1
    fi
  done
  return $status
}

# The compiled server (dist-server/) is what the tests that start server processes run.
run_side_by_side \
  typecheck 'npx tsc -p tsconfig.json --noEmit' \
  lint 'npx eslint .' \
  build 'npx vite build --logLevel warn && node scripts/build-server.mjs'

# Unit, component and API tests beside the hostile suite (hostile input against a real server
# process: PGlite, and PostgreSQL when DATABASE_URL is set). Both wait on server processes much
# of the time: side by side they keep the 2 cores busy (each alone used about 1.4-1.6 of them).
run_side_by_side \
  unit 'npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json' \
  hostile 'npx vitest run --config vitest.hostile.config.ts --reporter=default --reporter=json --outputFile.json=test-results/hostile.json'
if [ -f vitest.e2e.config.ts ]; then
  node scripts/ensure-chromium.mjs
  # Bundle budgets of /apply: at most 120 KB gzip of JavaScript before its form is interactive (the
  # entry; the server's form works without scripts) and 200 KB for the app's takeover at the first input
  # (exact gzip sizes from the manifest of the build above; see scripts/bundle-report.mjs).
  node scripts/bundle-report.mjs
  npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json=test-results/e2e.json
fi
