#!/usr/bin/env bash
# Throwaway PostgreSQL and Redis for the tests of the PostgreSQL store, on 127.0.0.1 and fixed unusual ports, with
# their data in a temp folder. The same script runs on CI (.ci/run) and on a developer's machine:
#   scripts/test-services.sh start   # installs postgresql and redis-server from apt if missing, starts both
#   scripts/test-services.sh env     # prints `export DATABASE_URL=… REDIS_URL=…` (eval it)
#   scripts/test-services.sh stop    # stops both and removes their data
# The fault tests also use these, on the running services (their data is kept):
#   scripts/test-services.sh redis-stop | redis-start
#   scripts/test-services.sh pg-stop      # pg_ctl -m fast -w stop: sessions ended, returns once the server is gone
#   scripts/test-services.sh pg-start     # pg_ctl -w start with the options of `start`; nothing to do if running
#   scripts/test-services.sh pg-restart   # pg_ctl -m fast -w restart
# Ports: CODE_REVIEW_TEST_PG_PORT (default 55432) and CODE_REVIEW_TEST_REDIS_PORT (default 56379).
set -euo pipefail

PG_PORT="${CODE_REVIEW_TEST_PG_PORT:-55432}"
REDIS_PORT="${CODE_REVIEW_TEST_REDIS_PORT:-56379}"
STATE="${CODE_REVIEW_TEST_SERVICES_DIR:-${TMPDIR:-/tmp}/code-review-test-services}"
DATABASE_URL="postgres://postgres@127.0.0.1:${PG_PORT}/postgres"
REDIS_URL="redis://127.0.0.1:${REDIS_PORT}"

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

# PostgreSQL refuses to run as root: when we are root, its tools run as the `postgres` user the package creates.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$dir" ] || { echo "test-services: no PostgreSQL in /usr/lib/postgresql" >&2; exit 1; }
  echo "$dir"
}

install_missing() {
  local wanted=()
  ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || wanted+=(postgresql)
  command -v redis-server >/dev/null 2>&1 || wanted+=(redis-server)
  if [ "${#wanted[@]}" -gt 0 ]; then
    # stdout is what `eval "$(… start)"` runs: the package manager's output goes to stderr.
    as_root apt-get update >&2
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "${wanted[@]}" >&2
  fi
}

start() {
  install_missing
  stop quiet
  mkdir -p "$STATE"
  chmod 755 "$STATE"
  local bin
  bin="$(pg_bin)"
  mkdir -p "$STATE/pg"
  [ "$(id -u)" = 0 ] && chown postgres "$STATE/pg"
  as_pg "$bin/initdb" -D "$STATE/pg/data" -U postgres --auth=trust --no-sync >"$STATE/initdb.log" 2>&1 \
    || { cat "$STATE/initdb.log" >&2; exit 1; }
  start_pg
  mkdir -p "$STATE/redis"
  start_redis
  echo "test-services: PostgreSQL on 127.0.0.1:$PG_PORT, Redis on 127.0.0.1:$REDIS_PORT (data in $STATE)" >&2
  print_env
}

# Starts the PostgreSQL in $STATE/pg/data (created by `start`) and waits until it accepts connections; nothing to
# do when it is running already (a test's cleanup may call it after a stop that failed).
start_pg() {
  [ -d "$STATE/pg/data" ] || { echo "test-services: no PostgreSQL data in $STATE/pg (run: $0 start)" >&2; exit 1; }
  as_pg "$(pg_bin)/pg_ctl" -D "$STATE/pg/data" status >/dev/null 2>&1 && return 0
  as_pg "$(pg_bin)/pg_ctl" -D "$STATE/pg/data" -l "$STATE/pg/server.log" -w \
    -o "-h 127.0.0.1 -p $PG_PORT -k $STATE/pg -c fsync=off -c max_connections=300" start >/dev/null \
    || { cat "$STATE/pg/server.log" >&2; exit 1; }
}

# Fast shutdown (open sessions are ended, transactions rolled back) and waits until the server is gone.
stop_pg() {
  as_pg "$(pg_bin)/pg_ctl" -D "$STATE/pg/data" -m fast -w stop >/dev/null
}

start_redis() {
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$STATE/redis" --daemonize yes \
    --pidfile "$STATE/redis/redis.pid" --logfile "$STATE/redis/redis.log" --save '' --appendonly no
  for _ in $(seq 50); do
    redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break
    sleep 0.1
  done
  redis-cli -p "$REDIS_PORT" ping >/dev/null
}

stop() {
  if [ -f "$STATE/pg/data/postmaster.pid" ]; then
    as_pg "$(pg_bin)/pg_ctl" -D "$STATE/pg/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  if [ -f "$STATE/redis/redis.pid" ]; then
    redis-cli -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || kill "$(cat "$STATE/redis/redis.pid")" 2>/dev/null || true
  fi
  rm -rf "$STATE"
  [ "${1:-}" = quiet ] || echo "test-services: stopped" >&2
}

print_env() {
  echo "export DATABASE_URL=$DATABASE_URL"
  echo "export REDIS_URL=$REDIS_URL"
  # Where the tests find the PostgreSQL data folder and Redis dump to check no code reached the disk.
  echo "export CODE_REVIEW_TEST_PG_DATA=$STATE/pg/data"
  echo "export CODE_REVIEW_TEST_REDIS_DIR=$STATE/redis"
  echo "export CODE_REVIEW_TEST_PG_CTL=\"$(pg_bin)/pg_ctl\""
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  env) print_env ;;
  redis-stop) redis-cli -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true ;;
  redis-start) start_redis ;;
  pg-stop) stop_pg ;;
  pg-start) start_pg ;;
  pg-restart) as_pg "$(pg_bin)/pg_ctl" -D "$STATE/pg/data" -l "$STATE/pg/server.log" -m fast -w restart >/dev/null ;;
  *) echo "usage: scripts/test-services.sh start|stop|env|redis-stop|redis-start|pg-stop|pg-start|pg-restart" >&2; exit 2 ;;
esac
