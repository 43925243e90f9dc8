/** What several Go rules ask: imported packages and the names they are known by, loops, the package name. */
import { goImportPath, goPackageName } from '../lowering';
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';

export const FUNCTION_TYPES = ['function_declaration', 'method_declaration', 'func_literal'];

/** The file's import specs: Go imports only at the top of a file, so the walk stays in its import declarations. */
function importSpecs(file: FileContext): readonly Node[] {
  return memoized(file, 'go.import-specs', () =>
    (file.tree ? namedChildrenOf(file.tree.rootNode) : []).filter((n) => n.type === 'import_declaration').flatMap((declaration) => descendantsOf(declaration, 'import_spec')),
  );
}

export function importedPackages(file: FileContext): ReadonlySet<string> {
  return memoized(file, 'go.imports', () => {
    const packages = new Set<string>();
    for (const spec of importSpecs(file)) {
      const path = spec.childForFieldName('path');
      if (path) packages.add(path.text.slice(1, -1));
    }
    return packages;
  });
}

export function importsPackage(file: FileContext, prefix: string): boolean {
  return [...importedPackages(file)].some((name) => name === prefix || name.startsWith(`${prefix}/`));
}

/** The names the file knows a package by (`regexp2`, or its alias), for a path with or without a major version. */
export function localPackageNames(file: FileContext, path: string): ReadonlySet<string> {
  const names = new Set<string>();
  for (const spec of importSpecs(file)) {
    const imported = spec.childForFieldName('path')?.text.slice(1, -1);
    if (!imported || goImportPath(imported) !== path) continue;
    const alias = spec.childForFieldName('name');
    if (!alias) names.add(goPackageName(imported));
    else if (alias.type === 'package_identifier') names.add(alias.text);
  }
  return names;
}

/** The import path each local package name of the file stands for (`json` → encoding/json, an alias → its path). */
export function packagePaths(file: FileContext): ReadonlyMap<string, string> {
  return memoized(file, 'go.package-paths', () => {
    const paths = new Map<string, string>();
    for (const spec of importSpecs(file)) {
      const imported = spec.childForFieldName('path')?.text.slice(1, -1);
      if (!imported) continue;
      const alias = spec.childForFieldName('name');
      const local = alias ? (alias.type === 'package_identifier' ? alias.text : undefined) : goPackageName(imported);
      if (local) paths.set(local, goImportPath(imported));
    }
    return paths;
  });
}

export function packageName(file: FileContext): string | undefined {
  const clause = file.tree ? namedChildrenOf(file.tree.rootNode).find((n) => n.type === 'package_clause') : undefined;
  return clause ? namedChildrenOf(clause)[0]?.text : undefined;
}

export function isInLoop(node: Node): boolean {
  return enclosing(node, ['for_statement'], FUNCTION_TYPES) !== undefined;
}
