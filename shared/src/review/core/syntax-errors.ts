/**
 * The syntax gate of the rewrite: where a tree has ERROR or MISSING nodes. A rewrite whose tree has more of them
 * than the original's is text the language's parser would reject (or read differently), whatever our rules say.
 */
import type { Node, Tree } from '@vscode/tree-sitter-wasm';

export interface SyntaxErrorRange {
  start: number;
  end: number;
}

export function syntaxErrors(tree: Tree | undefined): SyntaxErrorRange[] {
  if (!tree || !tree.rootNode.hasError) return [];
  const found: SyntaxErrorRange[] = [];
  const stack: Node[] = [tree.rootNode];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.isMissing || node.isError) {
      found.push({ start: node.startIndex, end: node.endIndex });
      if (node.isMissing) continue;
    }
    // Only subtrees that hold an error are walked: a valid file costs one property read.
    for (const child of node.children) if (child && (child.hasError || child.isMissing)) stack.push(child);
  }
  return found.sort((a, b) => a.start - b.start);
}
