#!/usr/bin/env bash
# Prints the path of an nginx binary for the hosting step of the test command (scripts/check-hosting.mjs),
# installing Debian's nginx when running as root and none is found. Order: $NGINX_PATH, /usr/sbin/nginx,
# apt-get (root only). The step runs nginx as a normal process on a free port with its own prefix and the
# build's configuration; it never uses the system configuration or service (apt's policy may start one:
# nothing here depends on it).
set -euo pipefail

if [ -n "${NGINX_PATH:-}" ]; then
  if [ -x "$NGINX_PATH" ]; then echo "$NGINX_PATH"; exit 0; fi
  echo "ensure-nginx: NGINX_PATH=$NGINX_PATH is not an executable" >&2
  exit 1
fi
if [ -x /usr/sbin/nginx ]; then echo /usr/sbin/nginx; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-nginx: installing nginx (apt-get)" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends nginx >&2
  if [ -x /usr/sbin/nginx ]; then echo /usr/sbin/nginx; exit 0; fi
fi
cat >&2 <<'MSG'
ensure-nginx: no nginx found. The hosting step (./nodew test --only hosting) needs one:
  - install Debian's package as root:  apt-get install nginx
  - or point NGINX_PATH at an nginx binary:  NGINX_PATH=/path/to/nginx ./nodew test
MSG
exit 1
