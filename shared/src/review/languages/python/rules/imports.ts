/** Which modules and names a Python file imports (top-level import statements), and edits that add an import. */
import { memoized, type FileContext, type Node, type OffsetEdit } from '../../../core/rule';
import { namedChildrenOf } from '../../../core/syntax';

interface Imports {
  modules: Set<string>;
  /** Dotted names usable as written thanks to a plain `import x` / `import x.y`. */
  bound: Set<string>;
  /** Local name → qualified name: `from hashlib import md5 as m` gives m → hashlib.md5; `import numpy as np` np → numpy. */
  names: Map<string, string>;
  /** The last top-level import statement, where new imports go. */
  last: Node | undefined;
  /** Top-level `from module import a, b` statements by module, for adding a name to them. */
  fromStatements: Map<string, Node>;
}

function imports(file: FileContext): Imports {
  return memoized(file, 'python.imports', () => {
    const result: Imports = { modules: new Set(), bound: new Set(), names: new Map(), last: undefined, fromStatements: new Map() };
    for (const statement of file.tree ? namedChildrenOf(file.tree.rootNode) : []) {
      if (statement.type === 'import_statement') {
        result.last = statement;
        for (const name of namedChildrenOf(statement)) {
          const dotted = name.type === 'aliased_import' ? name.childForFieldName('name') : name;
          if (!dotted) continue;
          result.modules.add(dotted.text);
          const alias = name.type === 'aliased_import' ? name.childForFieldName('alias')?.text : undefined;
          if (alias) result.names.set(alias, dotted.text);
          else for (let end = dotted.text.indexOf('.'); ; end = dotted.text.indexOf('.', end + 1)) {
            result.bound.add(end === -1 ? dotted.text : dotted.text.slice(0, end));
            if (end === -1) break;
          }
        }
      } else if (statement.type === 'import_from_statement') {
        result.last = statement;
        const from = statement.childForFieldName('module_name');
        if (!from) continue;
        result.modules.add(from.text);
        if (!statement.descendantsOfType('wildcard_import').length) result.fromStatements.set(from.text, statement);
        for (const name of statement.childrenForFieldName('name')) {
          if (!name) continue;
          const dotted = name.type === 'aliased_import' ? name.childForFieldName('name') : name;
          const local = name.type === 'aliased_import' ? name.childForFieldName('alias')?.text : dotted?.text;
          if (dotted && local) result.names.set(local, `${from.text}.${dotted.text}`);
        }
      } else if (statement.type === 'future_import_statement') {
        result.last = statement;
      }
    }
    return result;
  });
}

export function importedModules(file: FileContext): ReadonlySet<string> {
  return imports(file).modules;
}

/** The file imports `module` itself or something from it (`import os.path`, `from flask import Flask`). */
export function importsModule(file: FileContext, module: string): boolean {
  for (const imported of imports(file).modules) {
    if (imported === module || imported.startsWith(`${module}.`)) return true;
  }
  return false;
}

/** The qualified name a local name was imported as, e.g. `md5` → `hashlib.md5`. */
export function importedName(file: FileContext, local: string): string | undefined {
  return imports(file).names.get(local);
}

/** Every name the file's imports bind, with what it stands for: `np` → `numpy`, `md5` → `hashlib.md5`, `os` → `os`. */
export function importMap(file: FileContext): ReadonlyMap<string, string> {
  return memoized(file, 'python.import-map', () => {
    const { names, bound } = imports(file);
    const map = new Map<string, string>();
    for (const name of bound) if (!name.includes('.')) map.set(name, name);
    for (const [local, qualified] of names) map.set(local, qualified);
    return map;
  });
}

/** `import module` is in effect at top level, so `module.x` resolves. */
export function bindsModule(file: FileContext, module: string): boolean {
  return imports(file).bound.has(module);
}

/**
 * An edit adding `statement` (e.g. `import secrets`) after the file's last top-level import, else before its
 * first statement (after a module docstring). Two fixes adding the same import conflict (same insertion point),
 * so the rewrite applies one of them per review.
 */
export function addImport(file: FileContext, statement: string): OffsetEdit | undefined {
  const root = file.tree?.rootNode;
  if (!root) return undefined;
  const last = imports(file).last;
  const code = file.code;
  if (last) {
    const lineEnd = code.indexOf('\n', last.endIndex);
    if (lineEnd === -1) return { start: code.length, end: code.length, text: `\n${statement}` };
    return { start: lineEnd + 1, end: lineEnd + 1, text: `${statement}\n` };
  }
  const statements = namedChildrenOf(root).filter((n) => n.type !== 'comment');
  const first = statements[0];
  if (!first) return { start: code.length, end: code.length, text: `${code.endsWith('\n') || code === '' ? '' : '\n'}${statement}\n` };
  const docstring = first.type === 'expression_statement' && namedChildrenOf(first)[0]?.type === 'string';
  if (docstring) {
    const lineEnd = code.indexOf('\n', first.endIndex);
    if (lineEnd === -1) return { start: code.length, end: code.length, text: `\n${statement}\n` };
    return { start: lineEnd + 1, end: lineEnd + 1, text: `${statement}\n` };
  }
  const lineStart = code.lastIndexOf('\n', first.startIndex - 1) + 1;
  return { start: lineStart, end: lineStart, text: `${statement}\n\n` };
}

/** Edits making `module.x` usable: none when `import module` is there, else an added import. */
export function ensureModule(file: FileContext, module: string): OffsetEdit[] | undefined {
  if (imports(file).bound.has(module)) return [];
  // The name is taken by something else: adding the import would shadow it.
  if (imports(file).names.has(module.split('.')[0]!)) return undefined;
  const edit = addImport(file, `import ${module}`);
  return edit ? [edit] : undefined;
}

/** Edits making `name` (from `module`) usable: none when imported, else added to a `from module import …` or a new one. */
export function ensureFromImport(file: FileContext, module: string, name: string): OffsetEdit[] | undefined {
  const current = imports(file).names.get(name);
  if (current === `${module}.${name}`) return [];
  if (current !== undefined) return undefined;
  const statement = imports(file).fromStatements.get(module);
  const names = statement?.childrenForFieldName('name').filter((n): n is Node => n !== null) ?? [];
  const last = names[names.length - 1];
  if (last) return [{ start: last.endIndex, end: last.endIndex, text: `, ${name}` }];
  const edit = addImport(file, `from ${module} import ${name}`);
  return edit ? [edit] : undefined;
}
