#!/usr/bin/env bash
# Every test: unit, component and API tests (Vitest), then the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsc -p tsconfig.json --noEmit
npx eslint .
npx vitest run
# Hostile input against a real server process (PGlite, and PostgreSQL when DATABASE_URL is set).
npx vitest run --config vitest.hostile.config.ts
if [ -f vitest.e2e.config.ts ]; then
  node scripts/ensure-chromium.mjs
  npx vite build --logLevel warn
  # Bundle budget of /apply: at most 200 KB gzip of JavaScript before its form is interactive
  # (exact gzip sizes from the manifest; see scripts/bundle-report.mjs).
  node scripts/bundle-report.mjs
  npx vitest run --config vitest.e2e.config.ts
fi
