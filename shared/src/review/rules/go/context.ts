/** What several Go rules ask: imported packages, loops, the package name. */
import { memoized, type FileContext, type Node } from '../rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../syntax';

export const FUNCTION_TYPES = ['function_declaration', 'method_declaration', 'func_literal'];

export function importedPackages(file: FileContext): ReadonlySet<string> {
  return memoized(file, 'go.imports', () => {
    const packages = new Set<string>();
    for (const declaration of file.tree ? namedChildrenOf(file.tree.rootNode).filter((n) => n.type === 'import_declaration') : []) {
      for (const spec of descendantsOf(declaration, 'import_spec')) {
        const path = spec.childForFieldName('path');
        if (path) packages.add(path.text.slice(1, -1));
      }
    }
    return packages;
  });
}

export function importsPackage(file: FileContext, prefix: string): boolean {
  return [...importedPackages(file)].some((name) => name === prefix || name.startsWith(`${prefix}/`));
}

export function packageName(file: FileContext): string | undefined {
  const clause = file.tree ? namedChildrenOf(file.tree.rootNode).find((n) => n.type === 'package_clause') : undefined;
  return clause ? namedChildrenOf(clause)[0]?.text : undefined;
}

export function isInLoop(node: Node): boolean {
  return enclosing(node, ['for_statement'], FUNCTION_TYPES) !== undefined;
}
