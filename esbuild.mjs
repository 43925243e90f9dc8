// Bundles the entry points into dist/ and copies the tree-sitter runtime and grammar .wasm files beside them.
import { build } from 'esbuild';
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const entries = [
  { in: 'service/src/cli/main.ts', out: 'cli' },
  { in: 'service/src/review-worker.ts', out: 'review-worker' },
  { in: 'server/src/server.ts', out: 'server' },
  { in: 'shared/src/review-thread/thread.ts', out: 'review-thread' },
  { in: 'client/src/extension.ts', out: 'client' },
];

await build({
  entryPoints: entries,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // Native or self-locating packages stay in node_modules: better-sqlite3 loads a .node file, piscina its worker.
  external: ['vscode', 'better-sqlite3', 'piscina'],
  logLevel: 'warning',
  // parser.ts falls back to require.resolve only when run from source; the bundle reads dist/grammars.
  logOverride: { 'require-resolve-not-external': 'silent' },
});

// The grammars to ship are the language registry's: bundled alone and loaded here to read them.
const registry = await build({
  entryPoints: ['shared/src/review/languages/registry.ts'], bundle: true, platform: 'node', target: 'node20', format: 'cjs', write: false, logLevel: 'warning',
  external: ['@vscode/tree-sitter-wasm'],
});
const registryModule = { exports: {} };
new Function('module', 'exports', 'require', registry.outputFiles[0].text)(registryModule, registryModule.exports, require);
const wasmFolder = path.dirname(require.resolve('@vscode/tree-sitter-wasm'));
const grammars = path.join('dist', 'grammars');
mkdirSync(grammars, { recursive: true });
const wanted = new Set(['tree-sitter.wasm', ...registryModule.exports.GRAMMARS.map((grammar) => grammar.wasm)]);
for (const file of readdirSync(wasmFolder)) {
  if (wanted.has(file)) cpSync(path.join(wasmFolder, file), path.join(grammars, file));
}
const missing = [...wanted].filter((file) => !readdirSync(grammars).includes(file));
if (missing.length > 0) throw new Error(`grammar files not found in ${wasmFolder}: ${missing.join(', ')}`);
