#!/bin/sh
# Stands in for Chromium to record, one per line, the arguments Playwright would launch it with
# (tests/e2e/harness/browser.ts `playwrightDisabledFeatures`), then exits.
printf '%s\n' "$@" > "$RECORD_ARGS_TO"
exit 1
