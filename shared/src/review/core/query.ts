/**
 * Whole-file analyses ask for nodes through small queries compiled once per grammar: the query engine filters by
 * node type and operator natively, so only the nodes wanted cross into JavaScript.
 *
 * Every query on a tree runs through `boundedMatches`. tree-sitter's query cursor is quadratic on some shapes no
 * real source has (thousands of unclosed brackets in one ERROR node, thousands of nested blocks or generic
 * chains): each step re-scans the siblings or keeps a state per ancestor. On such a tree the queries together get
 * QUERY_BUDGET_MS of work; past it they stop and the rules that needed them fail (the review is `partial`), so a
 * pathological file is answered in well under a second and the cursor never grows far enough to fault.
 */
import { Query, type QueryCapture, type QueryMatch, type QueryOptions } from '@vscode/tree-sitter-wasm';
import { inRuntime } from './parser';
import type { FileContext, Node, Tree } from './rule';

/** Query time all queries on one tree may spend; an ordinary 50,000-character file spends a few ms. */
export const QUERY_BUDGET_MS = 400;

export class QueryBudgetExceededError extends Error {
  constructor() {
    super(`the syntax tree is too irregular to query: its queries exceeded ${QUERY_BUDGET_MS} ms`);
  }
}

/** Query time spent per tree so far (trees are per review pass, so this is per pass). */
const spentMs = new WeakMap<Tree, number>();

/**
 * Runs one query on `tree` within the tree's query budget. Throws QueryBudgetExceededError when the budget runs
 * out: a cut-off result would make rules report an arbitrary subset, so none is returned.
 */
function withinBudget<T>(tree: Tree, run: (bounds: QueryOptions) => T): T {
  const spent = spentMs.get(tree) ?? 0;
  if (spent >= QUERY_BUDGET_MS) throw new QueryBudgetExceededError();
  const start = performance.now();
  const stopAt = start + QUERY_BUDGET_MS - spent;
  let stopped = false;
  // tree-sitter calls this every hundred or so cursor steps; returning true halts the query.
  const progressCallback = () => (stopped ||= performance.now() > stopAt);
  try {
    const result = inRuntime(() => run({ progressCallback }));
    if (stopped) throw new QueryBudgetExceededError();
    return result;
  } finally {
    spentMs.set(tree, spent + (performance.now() - start));
  }
}

/** The matches of `query` in `node`, within the tree's query budget. */
export function boundedMatches(query: Query, node: Node, options: { maxStartDepth?: number } = {}): QueryMatch[] {
  return withinBudget(node.tree, (bounds) => query.matches(node, { ...options, ...bounds }));
}

/** The captures of `query` in `node` in document order, within the tree's query budget. */
function boundedCaptures(query: Query, node: Node): QueryCapture[] {
  return withinBudget(node.tree, (bounds) => query.captures(node, bounds));
}

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
  return boundedCaptures(query, tree.rootNode).filter((capture) => capture.name === 'node').map((capture) => capture.node);
}
