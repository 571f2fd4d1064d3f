#!/usr/bin/env bash
# Every test: unit, component and API tests (Vitest), then the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsc -p tsconfig.json --noEmit
npx vitest run
if [ -f vitest.e2e.config.ts ]; then
  node scripts/ensure-chromium.mjs
  npx vite build --logLevel warn
  npx vitest run --config vitest.e2e.config.ts
fi
