/**
 * The nodes around a token found in the source text: the smallest named node at an offset and its ancestors, up
 * to a given node or a number of levels. The business rules start from a few such tokens instead of walking trees.
 */
import type { Node } from '../../core/rule';

function climb(leaf: Node, until: Node, levels: number): Node[] {
  const path: Node[] = [leaf];
  for (let node: Node | null = leaf; node.id !== until.id && path.length <= levels; ) {
    node = node.parent;
    if (!node) break;
    path.push(node);
  }
  return path.reverse();
}

/** The named nodes from `from` (or `levels` above the token) down to the smallest named node spanning [start, end). */
export function pathTo(from: Node, start: number, end: number, levels = Infinity): Node[] {
  const leaf = from.namedDescendantForIndex(start, end);
  return leaf ? climb(leaf, from, levels) : [from];
}

/** The path to the node exactly at [start, end) if it has one of `types`, else undefined. */
export function pathToToken(from: Node, start: number, end: number, types: readonly string[], levels = Infinity): Node[] | undefined {
  const leaf = from.namedDescendantForIndex(start, end);
  if (!leaf || leaf.startIndex !== start || leaf.endIndex !== end || !types.includes(leaf.type)) return undefined;
  return climb(leaf, from, levels);
}
