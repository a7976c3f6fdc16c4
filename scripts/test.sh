#!/usr/bin/env bash
# The whole test suite (README "Quick start" step 2): static checks, then every vitest project
# (API, realtime/worker, web logic, end-to-end in Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules ] || pnpm install --frozen-lockfile

# Services: URLs from the environment; else the local defaults when they answer; else the
# suite falls back to testcontainers (Docker) or embedded PGlite and skips Redis-only tests
# (and the browser tests without Chromium). In CI a skip would hide a suite that never ran:
# TRILHA_TEST_STRICT=1 turns each such skip into a failure naming what is missing
# (tests/support/requirements.ts).
case "${CI:-}" in "" | 0 | false) ;; *) export TRILHA_TEST_STRICT="${TRILHA_TEST_STRICT:-1}" ;; esac
probe() { node -e "require('net').connect($2,'$1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"; }
if [ -z "${TEST_DATABASE_URL:-}" ] && probe 127.0.0.1 5432; then export TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres; fi
if [ -z "${TEST_REDIS_URL:-}" ] && probe 127.0.0.1 6379; then export TEST_REDIS_URL=redis://127.0.0.1:6379; fi
echo "test services: postgres=${TEST_DATABASE_URL:-embedded/testcontainers} redis=${TEST_REDIS_URL:-none/testcontainers} strict=${TRILHA_TEST_STRICT:-0}"

echo "== typecheck"; pnpm -s typecheck
echo "== lint"; pnpm -s lint
echo "== OpenAPI document is current"; pnpm -s openapi --check
echo "== permissions doc is current"; pnpm -s docs:permissions --check
echo "== migrations match prisma/schema"; pnpm -s --filter @trilha/db migrate:check
if command -v docker-compose >/dev/null 2>&1; then
  echo "== docker-compose.yml is valid"; docker-compose -f docker-compose.yml config -q
fi
echo "== web build"; pnpm -s --filter @trilha/web build >/dev/null
echo "== web bundle"; pnpm -s exec tsx scripts/bundle-size.ts

echo "== vitest (all projects)"
exec pnpm -s exec vitest run "$@"
