#!/usr/bin/env bash
# The whole test suite (README "Quick start" step 2): static checks, then every vitest project
# (API, realtime/worker, web logic, end-to-end in Chromium).
#
# The end-to-end project is the long pole and mostly waits (on Chromium, the platform, round
# trips), so it starts right after the web build, in the background, as two shards side by side
# (E2E_SHARDS), and the static checks and the other vitest projects run meanwhile at a lower CPU
# priority (nice): they fill the idle CPU without slowing it down. Every step runs even when an
# earlier one failed; a summary with each step's time comes last, and the exit status is non-zero
# when any step failed (docs/testing.md "Where the test time goes").
#
# With arguments (`pnpm test -- --project api`) the static checks run as usual and then one plain
# `vitest run <arguments>`.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules ] || pnpm install --frozen-lockfile

# Services: URLs from the environment; else the local defaults when they answer; else the
# platform's embedded PostgreSQL server (started below, for every step: scripts/test-postgres.ts)
# and no Redis: Redis-only tests skip (and the browser tests without Chromium). In CI a skip
# would hide a suite that never ran: TRILHA_TEST_STRICT=1 turns each such skip into a failure naming what is missing
# (tests/support/requirements.ts).
case "${CI:-}" in "" | 0 | false) ;; *) export TRILHA_TEST_STRICT="${TRILHA_TEST_STRICT:-1}" ;; esac
probe() { node -e "require('net').connect($2,'$1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"; }
if [ -z "${TEST_DATABASE_URL:-}" ] && probe 127.0.0.1 5432; then export TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres; fi
if [ -z "${TEST_REDIS_URL:-}" ] && probe 127.0.0.1 6379; then export TEST_REDIS_URL=redis://127.0.0.1:6379; fi
# vitest writes the background log to a file: keep its colours when this terminal has them.
[ -t 1 ] && export FORCE_COLOR="${FORCE_COLOR:-1}"

START=$(date +%s%N)
SUMMARY=()
FAILED=()
tenths() { echo "$(($1 / 10)).$(($1 % 10))"; }
seconds_since() { tenths $((($(date +%s%N) - $1) / 100000000)); } # since a `date +%s%N` stamp, as "12.3"
# CPU time (user + system, tenths of a second) of this script's finished child processes, from the
# shell's `times` (run in this shell, not a subshell: sets CPU): a step's own CPU is the difference
# across it; a background run reports its own tree's (see background) and counts in the total once
# it is waited for. PostgreSQL's server processes are not children and are not counted, nor are
# Chromium processes that their parent does not reap (docs/testing.md "Measuring it").
TIMES_FILE=$(mktemp)
times_tenths() { # the children's line of `times` ("0m1.250s 0m0.310s") → tenths of a second
  local m s t total=0
  for t in $1; do
    m=${t%%m*}
    s=${t#*m}
    s=${s%s}
    total=$((total + m * 600 + 10#${s%.*} * 10 + 10#${s#*.} / 100))
  done
  echo "$total"
}
read_cpu() {
  times >"$TIMES_FILE"
  CPU=$(times_tenths "$(tail -1 "$TIMES_FILE")")
}
record() { # name, exit status, start stamp, CPU at start
  read_cpu
  SUMMARY+=("$(printf '%-34s %7s s  %7s s CPU  %s' "$1" "$(seconds_since "$3")" "$(tenths $((CPU - $4)))" \
    "$([ "$2" = 0 ] && echo ok || echo FAILED)")")
  [ "$2" = 0 ] || FAILED+=("$1")
}
# step NAME COMMAND...: runs it (at the lower priority while the e2e project runs), records its time.
NICE=()
step() {
  local name=$1 t cpu rc=0
  shift
  echo "== $name"
  t=$(date +%s%N)
  read_cpu
  cpu=$CPU
  ${NICE[@]+"${NICE[@]}"} "$@" || rc=$?
  record "$name" "$rc" "$t" "$cpu"
}
web_build() { pnpm -s --filter @trilha/web build >/dev/null; }

E2E_DIR=$(mktemp -d)
REST_DIR=$(mktemp -d)
PG_DIR=$(mktemp -d)
PG_PID=
BG_PIDS=()
cleanup() {
  # Interrupted: stop the background runs (each its own process group: vitest, Chromium, the platform).
  for pid in ${BG_PIDS[@]+"${BG_PIDS[@]}"}; do kill -- -"$pid" 2>/dev/null || true; done
  # The embedded test PostgreSQL, last: it stops cleanly on SIGTERM.
  if [ -n "$PG_PID" ]; then
    kill -TERM -- -"$PG_PID" 2>/dev/null || true
    wait "$PG_PID" 2>/dev/null || true
  fi
  rm -rf "$E2E_DIR" "$REST_DIR" "$TIMES_FILE" "$PG_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  # Its own process group, so that the Ctrl+C meant for the tests does not stop it under them.
  set -m
  pnpm -s exec tsx scripts/test-postgres.ts "$PG_DIR/url" &
  PG_PID=$!
  set +m
  for _ in $(seq 600); do [ -s "$PG_DIR/url" ] || ! kill -0 "$PG_PID" 2>/dev/null && break; sleep 0.1; done
  [ -s "$PG_DIR/url" ] || { echo "the embedded test PostgreSQL did not start" >&2; exit 1; }
  TEST_DATABASE_URL=$(cat "$PG_DIR/url")
  export TEST_DATABASE_URL
fi
echo "test services: postgres=${PG_PID:+embedded, }${TEST_DATABASE_URL#*@} redis=${TEST_REDIS_URL:-none/testcontainers} strict=${TRILHA_TEST_STRICT:-0}"

# The build comes first: the e2e project serves it, and the bundle budget reads its manifest.
step "web build" web_build
BUILT=$([ ${#FAILED[@]} -eq 0 ] && echo 1 || true)
step "web bundle" pnpm -s exec tsx scripts/bundle-size.ts

# background DIR COMMAND...: starts COMMAND in the background, in a process group of its own (job
# control on for this one job), so that an interrupt can stop all of it (see cleanup); in the same
# session, so that `nice` ranks the other steps under it (with the kernel's autogroups, niceness only
# counts within a session). Output in DIR/log, exit status in DIR/rc, and in DIR/cpu the CPU of its
# whole process tree (user + system, from `times` in its own shell: the diff of this shell's CPU
# would also count whatever finished meanwhile). Sets BG_PID.
background() {
  local dir=$1
  shift
  set -m
  bash -c '"${@:2}" >"$1/log" 2>&1; echo $? >"$1/rc"; times | tail -1 >"$1/cpu"' bash "$dir" "$@" &
  BG_PID=$!
  set +m
  BG_PIDS+=("$BG_PID")
}
# finish NAME DIR PID START: waits for a background run, prints its output, records it.
finish() {
  echo "== $1 (output of the background run)"
  wait "$3" || true
  cat "$2/log"
  SUMMARY+=("$(printf '%-34s %7s s  %7s s CPU  %s' "$1" "$(seconds_since "$4")" \
    "$(tenths "$(times_tenths "$(cat "$2/cpu" 2>/dev/null)")")" "$([ "$(cat "$2/rc" 2>/dev/null)" = 0 ] && echo ok || echo FAILED)")")
  [ "$(cat "$2/rc" 2>/dev/null)" = 0 ] || FAILED+=("$1")
}
# The e2e shards: E2E_SHARDS vitest processes side by side (default 2), each with its own platform
# and Chromium (tests/e2e/global-setup.ts), the files split by measured duration
# (tests/e2e/timings.json). One file at a time mostly waits on round trips (docs/testing.md).
# Beside them, the content and assessment journeys (tests/e2e/multinode-journeys.ts) run once,
# through HAProxy in front of 2 API, 2 realtime and 2 worker processes (E2E_TOPOLOGY=multinode,
# docs/deployment.md "Several nodes"), and the shards leave them out. Without HAProxy (or with
# E2E_MULTINODE=0) the shards take every file, as before.
e2e_shards() {
  local n=${E2E_SHARDS:-2} i rc=0 pid pids=() multinode=
  if [ "${E2E_MULTINODE:-1}" = 1 ] && [ -x "${HAPROXY_PATH:-/usr/sbin/haproxy}" ]; then multinode=1; fi
  for i in $(seq "$n"); do
    E2E_SKIP_MULTINODE_JOURNEYS=$multinode pnpm -s exec vitest run --project e2e --shard="$i/$n" >"$E2E_DIR/shard.$i" 2>&1 &
    pids+=($!)
  done
  if [ -n "$multinode" ]; then
    E2E_TOPOLOGY=multinode pnpm -s exec vitest run --project e2e >"$E2E_DIR/multinode" 2>&1 &
    pids+=($!)
  fi
  # Each run by its pid: `wait -n` loses a status when two runs end at the same moment.
  for pid in "${pids[@]}"; do wait "$pid" || rc=1; done
  for i in $(seq "$n"); do
    echo "-- e2e shard $i/$n"
    cat "$E2E_DIR/shard.$i"
  done
  if [ -n "$multinode" ]; then
    echo "-- e2e through the multi-node proxy"
    cat "$E2E_DIR/multinode"
  fi
  return $rc
}
export -f e2e_shards
export E2E_DIR

if [ $# -eq 0 ]; then
  if [ -n "$BUILT" ]; then
    echo "== vitest e2e: started in the background (its output follows the other steps)"
    E2E_START=$(date +%s%N)
    background "$E2E_DIR" e2e_shards
    E2E_PID=$BG_PID
  else
    FAILED+=("vitest e2e (not run: no web build)")
  fi
  NICE=(nice -n 10)
  # The other projects wait mostly on PostgreSQL (each API file clones a database, every request
  # is a round trip): they run beside the static checks, which are mostly CPU, in TEST_WORKERS
  # files at a time (default 2; vitest's own default is one less than the cores: 1 here, and the
  # files then ran one after the other, 701 s, the long pole of the whole command: docs/testing.md).
  echo "== vitest (all projects but e2e): started in the background"
  REST_START=$(date +%s%N)
  background "$REST_DIR" "${NICE[@]}" pnpm -s exec vitest run --project '!e2e' --maxWorkers="${TEST_WORKERS:-2}"
  REST_PID=$BG_PID
fi

step "typecheck" pnpm -s typecheck
step "lint" pnpm -s lint
step "OpenAPI document is current" pnpm -s openapi --check
step "permissions doc is current" pnpm -s docs:permissions --check
step "generated domain lists are current" pnpm -s exec tsx scripts/gen-registries.ts --check
step "generated catalogue docs are current" pnpm -s exec tsx scripts/write-catalogue-docs.ts --check
# The check replays the migrations on scratch databases of the test server.
step "migrations match prisma/schema" env DATABASE_URL="$TEST_DATABASE_URL" pnpm -s --filter @trilha/db migrate:check
if command -v docker-compose >/dev/null 2>&1; then
  step "docker-compose.yml is valid" docker-compose -f docker-compose.yml config -q
  step "docker-compose.s3.yml (MinIO) is valid over it" docker-compose -f docker-compose.yml -f docker-compose.s3.yml config -q
fi

if [ $# -gt 0 ]; then
  step "vitest $*" pnpm -s exec vitest run "$@"
else
  finish "vitest (all projects but e2e)" "$REST_DIR" "$REST_PID" "$REST_START"
  [ -z "$BUILT" ] || finish "vitest e2e (${E2E_SHARDS:-2} shards)" "$E2E_DIR" "$E2E_PID" "$E2E_START"
  BG_PIDS=()
fi

echo
echo "== summary"
printf '  %s\n' "${SUMMARY[@]}"
read_cpu
printf '  %-34s %7s s  %7s s CPU\n' "total" "$(seconds_since "$START")" "$(tenths "$CPU")"
if [ ${#FAILED[@]} -gt 0 ]; then
  printf '  failed: %s\n' "${FAILED[@]}"
  exit 1
fi
