/**
 * Whole-file consequences of a rewrite: an import whose every use the fixes replaced goes too. Go rejects a file
 * with an unused import (`fmt` left behind once a query no longer goes through fmt.Sprintf); elsewhere it is dead
 * weight a reviewer would remove. Read off the original tree and the fixes' edits, without parsing the rewrite.
 */
import { goPackageName } from './languages/go/lowering';
import type { Grammar } from './languages/grammars';
import { queryTreeNodes } from './core/query';
import type { Node, OffsetEdit, Tree } from './core/rule';

/** An import statement (or one spec of a grouped Go import) and the names it binds. */
interface ImportBinding {
  /** What to delete: the statement's whole lines. */
  statement: Node;
  names: string[];
}

const IMPORTS: Record<Grammar, string> = {
  go: '(import_spec) @node',
  python: '[(import_statement) (import_from_statement)] @node',
  javascript: '[(import_statement) (lexical_declaration) (variable_declaration)] @node',
  typescript: '[(import_statement) (lexical_declaration) (variable_declaration)] @node',
  tsx: '[(import_statement) (lexical_declaration) (variable_declaration)] @node',
  java: '(import_declaration) @node',
};

const NAMES: Record<Grammar, string> = {
  go: '[(identifier) (package_identifier)] @node',
  python: '(identifier) @node',
  javascript: '[(identifier) (shorthand_property_identifier)] @node',
  typescript: '[(identifier) (type_identifier) (shorthand_property_identifier)] @node',
  tsx: '[(identifier) (type_identifier) (shorthand_property_identifier)] @node',
  java: '[(identifier) (type_identifier)] @node',
};

function bindingsOf(grammar: Grammar, statement: Node): ImportBinding | undefined {
  switch (grammar) {
    case 'go': {
      const alias = statement.childForFieldName('name');
      const path = statement.childForFieldName('path')?.text.slice(1, -1);
      // A blank or dot import is there for its side effects or its names: never judged by use.
      if (!path || (alias && alias.type !== 'package_identifier')) return undefined;
      // In a grouped import the spec's own line goes; a lone `import "fmt"` goes with its keyword.
      const declaration = statement.parent?.type === 'import_spec_list' ? statement : statement.parent ?? statement;
      return { statement: declaration, names: [alias?.text ?? goPackageName(path)] };
    }
    case 'python': {
      if (statement.text.includes('*')) return undefined;
      const module = statement.childForFieldName('module_name');
      const names = statement.namedChildren
        .filter((child): child is Node => !!child && child.id !== module?.id && child.type !== 'comment')
        .map((child) => (child.type === 'aliased_import' ? child.childForFieldName('alias')?.text : child.text.split('.')[0]))
        .filter((name): name is string => !!name);
      return names.length > 0 ? { statement, names } : undefined;
    }
    case 'java': {
      if (statement.text.includes('*')) return undefined;
      const name = /([\w$]+)\s*;\s*$/.exec(statement.text)?.[1];
      return name ? { statement, names: [name] } : undefined;
    }
    default:
      return javaScriptBindings(statement);
  }
}

/** `import a, { b as c } from 'm'`, `const { a } = require('m')`: the local names; none for a side-effect import. */
function javaScriptBindings(statement: Node): ImportBinding | undefined {
  if (statement.type !== 'import_statement') {
    const declarators = statement.namedChildren.filter((c): c is Node => c?.type === 'variable_declarator');
    const value = declarators.length === 1 ? declarators[0]!.childForFieldName('value') : null;
    if (value?.type !== 'call_expression' || value.childForFieldName('function')?.text !== 'require') return undefined;
    const pattern = declarators[0]!.childForFieldName('name');
    if (pattern?.type === 'identifier') return { statement, names: [pattern.text] };
    if (pattern?.type !== 'object_pattern') return undefined;
    // `{ a, b: c }` binds a and c.
    const names = pattern.namedChildren.map((entry) => (entry?.type === 'pair_pattern' ? entry.childForFieldName('value') : entry)).filter((n): n is Node => n?.type === 'identifier' || n?.type === 'shorthand_property_identifier_pattern').map((n) => n.text);
    return names.length > 0 && names.length === pattern.namedChildren.length ? { statement, names } : undefined;
  }
  const clause = statement.namedChildren.find((c) => c?.type === 'import_clause');
  if (!clause) return undefined;
  const names = clause
    .descendantsOfType(['identifier'])
    .filter((n): n is Node => !!n && (n.parent?.type !== 'import_specifier' || n.parent.childForFieldName('alias')?.id === n.id || !n.parent.childForFieldName('alias')))
    .map((n) => n.text);
  return names.length > 0 ? { statement, names } : undefined;
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
export function unusedImportRemovals(grammar: Grammar | undefined, tree: Tree | undefined, code: string, edits: readonly OffsetEdit[]): OffsetEdit[] {
  if (!grammar || !tree || edits.length === 0) return [];
  const imports = queryTreeNodes(tree, IMPORTS[grammar]).map((statement) => bindingsOf(grammar, statement)).filter((b): b is ImportBinding => !!b);
  if (imports.length === 0) return [];
  const wanted = new Set(imports.flatMap((binding) => binding.names));
  const uses = new Map<string, number[]>();
  for (const node of queryTreeNodes(tree, NAMES[grammar])) {
    if (!wanted.has(node.text) || imports.some((binding) => binding.statement.startIndex <= node.startIndex && node.endIndex <= binding.statement.endIndex)) continue;
    uses.set(node.text, [...(uses.get(node.text) ?? []), node.startIndex]);
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
    const list = grammar === 'go' && binding.statement.type === 'import_spec' ? binding.statement.parent : null;
    if (list?.parent) {
      const group = groups.get(list.id) ?? { total: list.namedChildren.filter((c) => c?.type === 'import_spec').length, removed: [], declaration: list.parent };
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
