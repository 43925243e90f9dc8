/**
 * Nodes a rule or the facts look for by name, found in the source text and each confirmed on the tree (as
 * business/scan-index.ts does for float tokens): a query that matched every call of the file and filtered them by
 * name would bring thousands of nodes out of the parser to keep a handful.
 */
import { memoized, type FileContext, type Node } from '../../core/rule';

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The identifiers spelled `names` in code (a word, not part of a longer name, an ivar or a symbol). */
export function identifiersNamed(root: Node, code: string, names: readonly string[]): Node[] {
  const found: Node[] = [];
  const pattern = new RegExp(`(?<![\\w$@:])(?:${names.map(escape).join('|')})(?![\\w?!])`, 'g');
  for (const match of code.matchAll(pattern)) {
    const node = root.descendantForIndex(match.index, match.index + match[0].length);
    if (node?.type === 'identifier' && node.startIndex === match.index && node.endIndex === match.index + match[0].length) found.push(node);
  }
  return found;
}

/** The calls of methods spelled `names`: `name(…)`, `x.name …`. */
export function callsOf(root: Node, code: string, names: readonly string[]): Node[] {
  const calls: Node[] = [];
  for (const name of identifiersNamed(root, code, names)) {
    const call = name.parent;
    if (call?.type === 'call' && call.childForFieldName('method')?.id === name.id) calls.push(call);
  }
  return calls;
}

/** `callsOf` for a rule, once per file and list of names. */
export function fileCallsOf(file: FileContext, names: readonly string[]): Node[] {
  const root = file.tree?.rootNode;
  if (!root) return [];
  return memoized(file, `ruby.calls:${names.join(',')}`, () => callsOf(root, file.code, names));
}
