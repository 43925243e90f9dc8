#!/usr/bin/env bash
# The language toolchains the rewrite tests run and compile with (test/rewrite/runtimes.ts): PHP, Ruby and C#
# (mono's mcs) from Debian's packages, installed when missing. python3, javac and node come with the machine.
set -euo pipefail

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

wanted=()
command -v php >/dev/null 2>&1 || wanted+=(php-cli)
command -v ruby >/dev/null 2>&1 || wanted+=(ruby)
{ command -v mcs >/dev/null 2>&1 && command -v mono >/dev/null 2>&1; } || wanted+=(mono-mcs)
if [ "${#wanted[@]}" -gt 0 ]; then
  as_root apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "${wanted[@]}" >&2
fi
echo "install-toolchains: php $(php -r 'echo PHP_VERSION;'), $(ruby --version | cut -d' ' -f1-2), $(mcs --version)" >&2
