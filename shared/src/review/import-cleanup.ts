/**
 * Whole-file consequences of a rewrite: an import whose every use the fixes replaced goes too. Go rejects a file
 * with an unused import (`fmt` left behind once a query no longer goes through fmt.Sprintf); elsewhere it is dead
 * weight a reviewer would remove. Read off the original tree and the fixes' edits, without parsing the rewrite.
 */
import { queryTreeNodes } from './core/query';
import type { Node, OffsetEdit, Tree } from './core/rule';
import type { ImportBinding, ImportSyntax } from './core/syntax-facts';

/** A query capturing every node of the given types this tree's grammar has (the others are left out). */
function nodesQuery(tree: Tree, types: readonly string[]): string {
  return `[${types.filter((type) => tree.language.idForNodeType(type, true) !== null).map((type) => `(${type})`).join(' ')}] @node`;
}

/** The statement's whole lines, with the line break after them. */
function lineRange(code: string, node: Node): OffsetEdit | undefined {
  const lineStart = code.lastIndexOf('\n', node.startIndex - 1) + 1;
  const lineEnd = code.indexOf('\n', node.endIndex);
  const end = lineEnd === -1 ? code.length : lineEnd + 1;
  // Something else shares the line (`import os; os.x()`): leave it.
  if (code.slice(lineStart, node.startIndex).trim() !== '' || code.slice(node.endIndex, lineEnd === -1 ? code.length : lineEnd).trim().replace(/^;/, '') !== '') return undefined;
  return { start: lineStart, end, text: '' };
}

const inside = (offset: number, edit: OffsetEdit) => edit.start <= offset && offset < edit.end;

/**
 * Edits removing the imports that `edits` leave unused: every use of each name the import binds lay inside a
 * replaced range, and no replacement text names it again. Removals that would touch a fix's edit are left out.
 */
export function unusedImportRemovals(syntax: ImportSyntax | undefined, tree: Tree | undefined, code: string, edits: readonly OffsetEdit[]): OffsetEdit[] {
  if (!syntax || !tree || edits.length === 0 || syntax.statements.length === 0) return [];
  const imports = queryTreeNodes(tree, nodesQuery(tree, syntax.statements)).map(syntax.bindings).filter((b): b is ImportBinding => !!b);
  if (imports.length === 0) return [];
  // Only a name the fixes replaced somewhere can have lost its last use.
  const replaced = edits.map((edit) => code.slice(edit.start, edit.end));
  const wanted = new Set(imports.flatMap((binding) => binding.names).filter((name) => replaced.some((text) => text.includes(name))));
  if (wanted.size === 0) return [];
  const uses = new Map<string, number[]>();
  // Each imported name is looked for in the text and confirmed on the tree (a name node, not a string or comment):
  // a query for every name node of a large file costs more than the few names imported.
  const types = new Set(syntax.names);
  const root = tree.rootNode;
  for (const name of wanted) {
    for (const match of code.matchAll(new RegExp(`(?<![\\w$])${name.replace(/[$]/g, '\\$')}(?![\\w$])`, 'g'))) {
      const node = root.descendantForIndex(match.index, match.index + name.length);
      if (!node || !types.has(node.type) || node.startIndex !== match.index || node.text !== name) continue;
      if (imports.some((binding) => binding.statement.startIndex <= node.startIndex && node.endIndex <= binding.statement.endIndex)) continue;
      uses.set(name, [...(uses.get(name) ?? []), node.startIndex]);
    }
  }
  const removals: OffsetEdit[] = [];
  const groups = new Map<number, { total: number; removed: OffsetEdit[]; declaration: Node }>();
  for (const binding of imports) {
    const orphaned = binding.names.every((name) => {
      const offsets = uses.get(name) ?? [];
      // A member of that name (`secrets.SystemRandom().random`) is not the imported name.
      const mentioned = new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`);
      return offsets.length > 0 && offsets.every((offset) => edits.some((edit) => inside(offset, edit))) && !edits.some((edit) => mentioned.test(edit.text));
    });
    const range = orphaned ? lineRange(code, binding.statement) : undefined;
    if (!range || edits.some((edit) => edit.start < range.end && range.start < edit.end)) continue;
    // The last spec of a grouped Go import takes the whole `import ( … )` with it.
    const list = syntax.group && binding.statement.type === syntax.group.member ? binding.statement.parent : null;
    if (list?.parent) {
      const group = groups.get(list.id) ?? { total: list.namedChildren.filter((c) => c?.type === syntax.group!.member).length, removed: [], declaration: list.parent };
      group.removed.push(range);
      groups.set(list.id, group);
    } else removals.push(range);
  }
  for (const group of groups.values()) {
    const whole = group.removed.length === group.total ? lineRange(code, group.declaration) : undefined;
    removals.push(...(whole ? [whole] : group.removed));
  }
  return removals;
}
