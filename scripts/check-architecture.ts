/**
 * `npm run lint` runs this after ESLint: the engine's layers and the project's import graph, read with the
 * TypeScript compiler's own parser.
 *
 * - Layers of `shared/src/review/`, from the bottom: core ← analysis ← rules ← languages ← the pipeline (the files
 *   directly in `review/` and `specialists/`). A module imports only from its own layer or below (type imports too:
 *   a layer's types are part of what it depends on). A language folder imports no other language folder; only the
 *   registry names them all.
 * - The client bundles no engine code: it imports nothing from `shared/src/review/`.
 * - No import cycles anywhere (type-only imports, erased at run time, are left out of the cycle search).
 *
 * Prints every violation and exits 1 when there is one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
const ENGINE = path.join(ROOT, 'shared/src/review');
const LAYERS = ['core', 'analysis', 'rules', 'languages'] as const;

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

function edgesOf(file: string): Edge[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const edges: Edge[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const to = resolve(file, specifier.text);
    if (to) edges.push({ from: file, to, typeOnly: isTypeOnly(statement) });
  }
  return edges;
}

/** The engine layer of a file: 0 core … 3 languages, 4 the pipeline; undefined outside the engine. */
function layerOf(file: string): number | undefined {
  if (!file.startsWith(`${ENGINE}${path.sep}`)) return undefined;
  const top = path.relative(ENGINE, file).split(path.sep)[0]!;
  const index = (LAYERS as readonly string[]).indexOf(top);
  return index >= 0 ? index : LAYERS.length;
}

function languageFolderOf(file: string): string | undefined {
  const parts = path.relative(ENGINE, file).split(path.sep);
  return parts[0] === 'languages' && parts.length > 2 ? parts[1] : undefined;
}

function cycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) if (!edge.typeOnly) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component);
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}

function main(): number {
  const files = ['shared/src', 'server/src', 'service/src', 'client/src', 'scripts'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  const edges = files.flatMap(edgesOf);
  const problems: string[] = [];
  const rel = (file: string) => path.relative(ROOT, file);
  for (const edge of edges) {
    const from = layerOf(edge.from);
    const to = layerOf(edge.to);
    if (from !== undefined && to !== undefined && to > from) {
      problems.push(`${rel(edge.from)} imports ${rel(edge.to)}: ${LAYERS[from] ?? 'the pipeline'} may not depend on ${LAYERS[to] ?? 'the pipeline'}`);
    }
    const language = languageFolderOf(edge.from);
    const target = languageFolderOf(edge.to);
    if (language && target && language !== target) problems.push(`${rel(edge.from)} imports ${rel(edge.to)}: a language plugin may not use another's code`);
    if (edge.from.startsWith(path.join(ROOT, 'client')) && edge.to.startsWith(`${ENGINE}${path.sep}`)) {
      problems.push(`${rel(edge.from)} imports ${rel(edge.to)}: the extension client bundles no engine code`);
    }
  }
  for (const cycle of cycles(edges)) problems.push(`import cycle: ${cycle.map(rel).join(' → ')}`);
  for (const problem of problems) process.stderr.write(`architecture: ${problem}\n`);
  return problems.length > 0 ? 1 : 0;
}

process.exitCode = main();
