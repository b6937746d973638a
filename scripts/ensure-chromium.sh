#!/usr/bin/env bash
# Prints the path of a Chromium binary for the browser tests, installing Debian's chromium when
# running as root and none is found. Order: $CHROMIUM_PATH, /usr/bin/chromium, apt-get (root only).
# The e2e and the docs check run in Chromium's headless shell (e2e/support/chromium.ts): Debian's
# chromium-headless-shell is installed beside it the same way unless $HEADLESS_SHELL_PATH names one.
# The browser tests also need DejaVu Serif, the one system font they let Chromium see
# (e2e/support/chromium.ts): fonts-dejavu-core is installed with it, or on its own when missing.
set -euo pipefail

DEJAVU_SERIF=/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf

apt_install() {
  echo "ensure-chromium: installing $* (apt-get)" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends "$@" >&2
}

can_apt() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }

ensure_font() {
  if [ -f "$DEJAVU_SERIF" ] || [ -n "${VD_ONE_FONT:-}" ]; then return 0; fi
  if can_apt; then apt_install fonts-dejavu-core; fi
  # Without it, e2e/support/chromium.ts stops the browser tests with a clear message.
}

HEADLESS_SHELL=/usr/bin/chromium-headless-shell

ensure_shell() {
  if [ -n "${HEADLESS_SHELL_PATH:-}" ] || [ -x "$HEADLESS_SHELL" ]; then return 0; fi
  if can_apt; then apt_install chromium-headless-shell || echo "ensure-chromium: could not install chromium-headless-shell" >&2; fi
  # Without it, scripts/test-all.mjs stops with a message saying how to install it.
}

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then ensure_font; ensure_shell; echo "$CHROMIUM_PATH"; exit 0; fi
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2
  exit 1
fi
if [ -x /usr/bin/chromium ]; then ensure_font; ensure_shell; echo /usr/bin/chromium; exit 0; fi
if can_apt; then
  apt_install chromium chromium-headless-shell fonts-dejavu-core
  if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
fi
cat >&2 <<'MSG'
ensure-chromium: no Chromium found. The browser tests need one:
  - install Debian's packages as root:  apt-get install chromium chromium-headless-shell fonts-dejavu-core
  - or point CHROMIUM_PATH at a Chromium/Chrome binary:  CHROMIUM_PATH=/path/to/chrome ./nodew test
MSG
exit 1
