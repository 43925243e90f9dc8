/** Which modules a Python file imports, read from its top-level import statements. */
import { memoized, type FileContext } from '../rule';
import { namedChildrenOf } from '../syntax';

export function importedModules(file: FileContext): ReadonlySet<string> {
  return memoized(file, 'python.imports', () => {
    const modules = new Set<string>();
    for (const statement of file.tree ? namedChildrenOf(file.tree.rootNode) : []) {
      if (statement.type === 'import_statement') {
        for (const name of namedChildrenOf(statement)) {
          const dotted = name.type === 'aliased_import' ? name.childForFieldName('name') : name;
          if (dotted) modules.add(dotted.text);
        }
      } else if (statement.type === 'import_from_statement') {
        const from = statement.childForFieldName('module_name');
        if (from) modules.add(from.text);
      }
    }
    return modules;
  });
}

export function importsModule(file: FileContext, module: string): boolean {
  return importedModules(file).has(module);
}
