/**
 * Loads the tree-sitter runtime and grammars once per process. The runtime and the grammars come from the same
 * package (@vscode/tree-sitter-wasm) so their ABIs match; objects are never mixed with another runtime.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Language as TsLanguage, Parser } from '@vscode/tree-sitter-wasm';
import type { Grammar } from './grammars';

let runtime: Promise<void> | undefined;
const languages = new Map<Grammar, Promise<TsLanguage>>();
const parsers = new Map<Grammar, Parser>();

/** The folder holding the `.wasm` files: next to the bundle in dist/, else the npm package. */
function wasmFolder(): string {
  const bundled = path.join(__dirname, 'grammars');
  if (existsSync(path.join(bundled, 'tree-sitter.wasm'))) return bundled;
  return path.dirname(require.resolve('@vscode/tree-sitter-wasm'));
}

function initRuntime(): Promise<void> {
  runtime ??= Parser.init({ locateFile: (file: string) => path.join(wasmFolder(), file) });
  return runtime;
}

export function loadGrammar(grammar: Grammar): Promise<TsLanguage> {
  let loaded = languages.get(grammar);
  if (!loaded) {
    loaded = initRuntime().then(() => TsLanguage.load(path.join(wasmFolder(), `tree-sitter-${grammar}.wasm`)));
    languages.set(grammar, loaded);
  }
  return loaded;
}

/** One parser per grammar: parsing is synchronous, so a parser is never used by two reviews at once. */
export async function parserFor(grammar: Grammar): Promise<Parser> {
  const language = await loadGrammar(grammar);
  let parser = parsers.get(grammar);
  if (!parser) {
    parser = new Parser();
    parser.setLanguage(language);
    parsers.set(grammar, parser);
  }
  return parser;
}

/**
 * Whether `error` is a failure of the tree-sitter runtime itself rather than of a rule: a WebAssembly trap
 * (`memory access out of bounds`, `Aborted()`), or the stack running out, which can happen inside a WebAssembly
 * call. Either can leave the runtime's memory inconsistent, so the process or thread that hosts it must not parse
 * again: the service replaces the pool worker, the language server its review thread.
 */
export function isRuntimeFault(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // WebAssembly.RuntimeError, told by name: Node's types declare the WebAssembly namespace without its values.
  if (error.name === 'RuntimeError') return true;
  return error.message.startsWith('Aborted(') || (error instanceof RangeError && /call stack size/i.test(error.message));
}
