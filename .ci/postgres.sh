#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on 127.0.0.1 for the test suite and prints its URL.
# initdb refuses root, so the cluster belongs to the `postgres` user.
set -euo pipefail
PGPORT="${PGPORT:-54329}"
PGDATA_DIR="${PGDATA_DIR:-/tmp/curate-pg-$PGPORT}"
BIN_DIR="$(dirname "$(readlink -f "$(command -v postgres)")")"
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
if ! as_pg "'$BIN_DIR/pg_ctl' -D '$PGDATA_DIR' status" >/dev/null 2>&1; then
  rm -rf "$PGDATA_DIR"
  mkdir -p "$PGDATA_DIR"
  [ "$(id -u)" = 0 ] && chown postgres "$PGDATA_DIR"
  as_pg "'$BIN_DIR/initdb' -D '$PGDATA_DIR' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
  as_pg "'$BIN_DIR/pg_ctl' -D '$PGDATA_DIR' -l '$PGDATA_DIR/server.log' -o \"-h 127.0.0.1 -p $PGPORT -k /tmp -c max_connections=200 -c fsync=off\" -w start" >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
