/**
 * Loads the tree-sitter runtime and grammars once per process. The runtime and the grammars come from the same
 * package (@vscode/tree-sitter-wasm) so their ABIs match; objects are never mixed with another runtime.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Language as TsLanguage, Parser, type Tree } from '@vscode/tree-sitter-wasm';
import type { GrammarBinding } from './rule';

let runtime: Promise<void> | undefined;
const languages = new Map<string, Promise<TsLanguage>>();
const parsers = new Map<string, Parser>();

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

export function loadGrammar(grammar: GrammarBinding): Promise<TsLanguage> {
  let loaded = languages.get(grammar.name);
  if (!loaded) {
    loaded = initRuntime().then(() => TsLanguage.load(path.join(wasmFolder(), grammar.wasm)));
    languages.set(grammar.name, loaded);
  }
  return loaded;
}

/** One parser per grammar: parsing is synchronous, so a parser is never used by two reviews at once. */
export async function parserFor(grammar: GrammarBinding): Promise<Parser> {
  const language = await loadGrammar(grammar);
  let parser = parsers.get(grammar.name);
  if (!parser) {
    parser = new Parser();
    parser.setLanguage(language);
    parsers.set(grammar.name, parser);
  }
  return parser;
}

/**
 * The parser runtime failed inside a call into it (a parse, a query). Raised for the stack running out there: the
 * WebAssembly frames it unwound leave the runtime's own stack pointer wrong.
 */
export class ParserRuntimeFault extends Error {
  constructor(cause: Error) {
    super(`${cause.name}: ${cause.message}`, { cause });
    this.name = 'ParserRuntimeFault';
  }
}

const STACK_OVERFLOW = /call stack size/i;

/** Runs one call into the parser runtime; the stack running out during it is the runtime's fault. */
export function inRuntime<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof RangeError && STACK_OVERFLOW.test(error.message)) throw new ParserRuntimeFault(error);
    throw error;
  }
}

/** Parses `code` (incrementally when `previous` is an edited older tree) in the parser runtime. */
export function parseText(parser: Parser, code: string, previous?: Tree): Tree | undefined {
  return inRuntime(() => parser.parse(code, previous) ?? undefined);
}

/**
 * Whether `error` is a failure of the tree-sitter runtime itself rather than of our code: a WebAssembly trap
 * (`memory access out of bounds`, `Aborted()`), or the stack running out inside a call into the runtime. Either can
 * leave the runtime's memory inconsistent, so the process or thread that hosts it must not parse again: the service
 * replaces the pool worker, the language server and the CLI their review thread. The stack running out in our own
 * code (a deep recursion of an analysis) is that analysis's failure: its specialist is left out, the review partial.
 */
export function isRuntimeFault(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof ParserRuntimeFault) return true;
  // WebAssembly.RuntimeError, told by name: Node's types declare the WebAssembly namespace without its values.
  if (error.name === 'RuntimeError') return true;
  if (error.message.startsWith('Aborted(')) return true;
  // Out of stack elsewhere: the runtime's only when the stack it unwound held WebAssembly frames.
  return error instanceof RangeError && STACK_OVERFLOW.test(error.message) && /wasm:\/\/|wasm-function\[/.test(error.stack ?? '');
}

/**
 * An error of the engine's own analysis: neither the review being cancelled nor the parser runtime failing. It is
 * the file's result (that part of the review is left out), never the host's.
 */
export function isAnalysisFailure(error: unknown): boolean {
  return !isRuntimeFault(error) && !(error instanceof Error && error.name === 'AbortError');
}
