/**
 * Whole-file analyses ask for nodes through small queries compiled once per grammar: the query engine filters by
 * node type and operator natively, so only the nodes wanted cross into JavaScript.
 */
import { Query } from '@vscode/tree-sitter-wasm';
import type { FileContext, Node, Tree } from './rule';

const compiled = new Map<string, Query>();

function queryFor(tree: Tree | undefined, source: string): Query | undefined {
  if (!tree) return undefined;
  const key = `${tree.language.name ?? ''}\u0000${source}`;
  let query = compiled.get(key);
  if (!query) compiled.set(key, (query = new Query(tree.language, source)));
  return query;
}

/** Every node captured as `@node` by `source` in the file. */
export function queryNodes(file: FileContext, source: string): Node[] {
  return queryTreeNodes(file.tree, source);
}

/** Every node captured as `@node` by `source` in a tree. */
export function queryTreeNodes(tree: Tree | undefined, source: string): Node[] {
  const query = queryFor(tree, source);
  if (!query || !tree) return [];
  return query.captures(tree.rootNode).filter((capture) => capture.name === 'node').map((capture) => capture.node);
}

/** The captures of every match of `source`, one record per match. */
export function queryMatches(file: FileContext, source: string): Array<Record<string, Node>> {
  const query = queryFor(file.tree, source);
  if (!query || !file.tree) return [];
  return query.matches(file.tree.rootNode).map((match) => Object.fromEntries(match.captures.map((capture) => [capture.name, capture.node])));
}
