/**
 * Ancestor questions answered by one sweep over start offsets. tree-sitter's runtime finds a node's parent by
 * descending from the root, so walking `.parent` chains for every node of a large file is quadratic; containers
 * and items sorted by position give the same answers in O(n log n).
 */
import type { Node } from './rule';

const byPosition = (a: Node, b: Node) => a.startIndex - b.startIndex || b.endIndex - a.endIndex;

const contains = (outer: Node, inner: Node) => outer.startIndex <= inner.startIndex && inner.endIndex <= outer.endIndex;

/**
 * Calls `visit(item, ancestors)` for every item, where `ancestors` are the containers that strictly contain it,
 * outermost first. Containers must come from one tree (so they nest); an item may itself be a container.
 */
export function sweepAncestors(containers: readonly Node[], items: readonly Node[], visit: (item: Node, ancestors: readonly Node[]) => void): void {
  const sortedContainers = [...containers].sort(byPosition);
  const sortedItems = [...items].sort(byPosition);
  const stack: Node[] = [];
  let next = 0;
  for (const item of sortedItems) {
    while (next < sortedContainers.length && sortedContainers[next]!.startIndex <= item.startIndex) {
      const container = sortedContainers[next++]!;
      while (stack.length > 0 && !contains(stack[stack.length - 1]!, container)) stack.pop();
      stack.push(container);
    }
    while (stack.length > 0 && !contains(stack[stack.length - 1]!, item)) stack.pop();
    const ancestors = stack.length > 0 && stack[stack.length - 1]!.id === item.id ? stack.slice(0, -1) : stack;
    visit(item, ancestors);
  }
}

/** The innermost container strictly containing each item (by item id). */
export function innermostContainers(containers: readonly Node[], items: readonly Node[]): Map<number, Node | undefined> {
  const owners = new Map<number, Node | undefined>();
  sweepAncestors(containers, items, (item, ancestors) => owners.set(item.id, ancestors[ancestors.length - 1]));
  return owners;
}
