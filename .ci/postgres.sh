#!/usr/bin/env bash
# Start (or reuse) a PostgreSQL server on 127.0.0.1:55432 owned by the postgres
# user (the server refuses to run as root), with a `directory` role and database.
set -euo pipefail
PORT=55432
DATA=/tmp/directory-pg
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

if ! su postgres -c "$BIN/pg_isready -h 127.0.0.1 -p $PORT" >/dev/null 2>&1; then
  if [ ! -f "$DATA/PG_VERSION" ]; then
    rm -rf "$DATA"
    mkdir -p "$DATA"
    chown postgres:postgres "$DATA"
    su postgres -c "$BIN/initdb -D $DATA -A trust -U postgres" >/dev/null
  fi
  su postgres -c "$BIN/pg_ctl -D $DATA -l $DATA/server.log -w -o '-h 127.0.0.1 -p $PORT -k /tmp' start" >/dev/null
fi

psql_admin() { su postgres -c "psql -h 127.0.0.1 -p $PORT -U postgres -tAc \"$1\""; }
[ "$(psql_admin "SELECT 1 FROM pg_roles WHERE rolname='directory'")" = "1" ] ||
  psql_admin "CREATE ROLE directory LOGIN PASSWORD 'directory'"
[ "$(psql_admin "SELECT 1 FROM pg_database WHERE datname='directory'")" = "1" ] ||
  psql_admin "CREATE DATABASE directory OWNER directory"
echo "PostgreSQL ready on 127.0.0.1:$PORT"
