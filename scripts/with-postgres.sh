#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL 15 cluster: initdb as the postgres user in a temp folder,
# on a free port; exports TEST_DATABASE_URL; stops and removes the cluster whatever happens.
#   bash scripts/with-postgres.sh npm test
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
[ -x "$PGBIN/initdb" ] || { echo "with-postgres: no PostgreSQL 15 server binaries in $PGBIN (apt-get install postgresql)"; exit 1; }
PGDIR=$(mktemp -d /tmp/entrepot-pg.XXXXXX)
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
RUN_AS=()
if [ "$(id -u)" = "0" ]; then chown postgres:postgres "$PGDIR"; RUN_AS=(runuser -u postgres --); fi
cleanup() {
  "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PGDIR"
}
trap cleanup EXIT
"${RUN_AS[@]}" "$PGBIN/initdb" -D "$PGDIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/log" -w \
  -o "-p $PORT -k $PGDIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL 15 on port $PORT"
"$@"
