#!/usr/bin/env bash
# The test suite: everything on SQLite, the dashboard in Debian's Chromium, then the component tests
# again on PostgreSQL when TEST_DATABASE_URL names a server (each test makes and drops its own database there).
set -euo pipefail
cd "$(dirname "$0")/.."
# A deprecated Node API throws instead of warning, in the tests and in every process they start.
export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--throw-deprecation"
run() { node --import tsx --test --test-reporter=spec "$@"; }

echo "# SQLite"
TEST_DB=sqlite run $(find test/unit test/component test/generated -name '*.test.ts' | sort)
echo "# The dashboard in Chromium (/usr/bin/chromium), ${SECONDS} s in"
TEST_DB=sqlite run $(find test/browser -name '*.test.ts' | sort)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "# PostgreSQL at ${TEST_DATABASE_URL}, ${SECONDS} s in"
  TEST_DB=postgres run $(find test/component test/generated -name '*.test.ts' | sort)
else
  echo "# PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://user@host:port/db to run the component tests there too)"
fi
