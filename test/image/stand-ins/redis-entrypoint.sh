#!/bin/sh
# The official redis image's start, in the part compose.yaml uses: as root, /data is given to redis and the
# server runs as redis; protected mode is off, as the official build's default.
set -eu
case "${1:-}" in -*) set -- redis-server "$@" ;; esac
if [ "${1:-}" = redis-server ] && [ "$(id -u)" = 0 ]; then
  chown -R redis:redis .
  exec setpriv --reuid=redis --regid=redis --init-groups "$0" "$@"
fi
case "${1:-} $*" in
  redis-server*protected-mode*) ;;
  redis-server*) set -- "$@" --protected-mode no ;;
esac
exec "$@"
