/** What several JavaScript/TypeScript rules ask of a file or a node: imports, request input, loops, async. */
import { memoized, type FileContext, type Node } from '../rule';
import { descendantsOf, enclosing, namedChildrenOf } from '../syntax';

export const FUNCTION_TYPES = ['function_declaration', 'function_expression', 'arrow_function', 'method_definition', 'generator_function_declaration', 'function'];
export const LOOP_TYPES = ['for_statement', 'for_in_statement', 'while_statement', 'do_statement'];

/** Modules the file imports or requires at top level. */
export function importedModules(file: FileContext): ReadonlySet<string> {
  return memoized(file, 'javascript.imports', () => {
    const modules = new Set<string>();
    const root = file.tree?.rootNode;
    if (!root) return modules;
    for (const statement of namedChildrenOf(root)) {
      if (statement.type === 'import_statement') {
        const source = statement.childForFieldName('source');
        if (source) modules.add(source.text.slice(1, -1));
      } else if (statement.type === 'lexical_declaration' || statement.type === 'variable_declaration') {
        for (const call of descendantsOf(statement, 'call_expression')) {
          if (call.childForFieldName('function')?.text !== 'require') continue;
          const argument = call.childForFieldName('arguments')?.namedChildren[0];
          if (argument?.type === 'string') modules.add(argument.text.slice(1, -1));
        }
      }
    }
    return modules;
  });
}

export function importsModule(file: FileContext, ...names: string[]): boolean {
  const modules = importedModules(file);
  return names.some((name) => modules.has(name) || modules.has(`node:${name}`));
}

const REQUEST_OBJECTS = /^(req|request|ctx\.request|ctx)$/;
const REQUEST_PARTS = /^(params|query|body|headers|cookies|files)$/;

/** True when the expression reads HTTP request input directly (req.params.x, req.query.y, req.body …). */
export function readsRequestInput(node: Node): boolean {
  const members = node.type === 'member_expression' ? [node, ...descendantsOf(node, 'member_expression')] : descendantsOf(node, 'member_expression');
  return members.some((member) => {
    const object = member.childForFieldName('object');
    const property = member.childForFieldName('property');
    return !!object && !!property && REQUEST_OBJECTS.test(object.text) && REQUEST_PARTS.test(property.text);
  });
}

export function enclosingFunction(node: Node): Node | undefined {
  return enclosing(node, FUNCTION_TYPES);
}

export function isAsyncFunction(fn: Node | undefined): boolean {
  return !!fn && fn.children.some((child) => child?.type === 'async');
}

/** Inside a loop body of the same function (a callback inside the loop counts: it runs per iteration too). */
export function isInLoop(node: Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (LOOP_TYPES.includes(current.type)) return true;
    if (FUNCTION_TYPES.includes(current.type)) {
      const call = current.parent?.parent;
      const callee = call?.type === 'call_expression' ? call.childForFieldName('function') : null;
      return callee?.type === 'member_expression' && /^(forEach|map|flatMap|filter|reduce|some|every)$/.test(callee.childForFieldName('property')?.text ?? '');
    }
  }
  return false;
}

/** Names of functions declared async in this file (declarations, methods, and const f = async () => …). */
export function asyncFunctionNames(file: FileContext): ReadonlySet<string> {
  return memoized(file, 'javascript.async-functions', () => {
    const names = new Set<string>();
    const root = file.tree?.rootNode;
    if (!root) return names;
    for (const fn of descendantsOf(root, ['function_declaration', 'method_definition'])) {
      if (isAsyncFunction(fn)) {
        const name = fn.childForFieldName('name');
        if (name) names.add(name.text);
      }
    }
    for (const declarator of descendantsOf(root, 'variable_declarator')) {
      const value = declarator.childForFieldName('value');
      const name = declarator.childForFieldName('name');
      if (name && value && (value.type === 'arrow_function' || value.type === 'function_expression' || value.type === 'function') && isAsyncFunction(value)) names.add(name.text);
    }
    return names;
  });
}

/** A string or a template without substitutions: a constant. */
export function isConstantString(node: Node): boolean {
  return node.type === 'string' || (node.type === 'template_string' && !node.namedChildren.some((c) => c?.type === 'template_substitution'));
}
