/**
 * Queries run on one subtree (a function, a statement) instead of the whole file. The core query cache
 * (query-cache.ts) only runs on the root; a scoped question about one function must not pay for the file.
 */
import { Query } from '@vscode/tree-sitter-wasm';
import { boundedMatches } from '../../../core/query';
import type { FileContext, Node } from '../../../core/rule';

const compiled = new Map<string, Query>();

/**
 * The captures of every match of `source` inside `node`, one record per match (first node per capture name).
 * `maxStartDepth` keeps the engine from descending (1: only the node's children start a match).
 */
export function subtreeMatches(file: FileContext, node: Node, source: string, maxStartDepth?: number): Array<Record<string, Node | undefined>> {
  const language = file.tree?.language;
  if (!language) return [];
  const key = `${language.name ?? ''}\u0000${source}`;
  let query = compiled.get(key);
  if (!query) compiled.set(key, (query = new Query(language, source)));
  return boundedMatches(query, node, maxStartDepth === undefined ? {} : { maxStartDepth }).map((match) => {
    const captures: Record<string, Node> = {};
    for (const capture of match.captures) captures[capture.name] ??= capture.node;
    return captures;
  });
}
