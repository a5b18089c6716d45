#!/bin/sh
# The official postgres image's first start, in the part compose.yaml uses: as root, the data folder is given
# to postgres; as postgres, an empty one is initialised with POSTGRES_USER (default postgres) and
# POSTGRES_PASSWORD, POSTGRES_DB is created, then the server runs in the foreground.
set -eu
case "${1:-}" in -*) set -- postgres "$@" ;; esac
if [ "${1:-}" = postgres ] && [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ "${1:-}" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?is not set: the database has no password}"
  user=${POSTGRES_USER:-postgres}
  db=${POSTGRES_DB:-$user}
  password=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" > "$password"
  initdb --username="$user" --pwfile="$password" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$password"
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  pg_ctl -w -o "-c listen_addresses=''" start >/dev/null
  if [ "$db" != postgres ]; then createdb --username="$user" "$db"; fi
  pg_ctl -w -m fast stop >/dev/null
  echo "PostgreSQL init process complete; ready for start up."
fi
exec "$@"
