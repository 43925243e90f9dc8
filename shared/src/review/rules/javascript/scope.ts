/**
 * When `var` can become `let` without changing what the code does: every use of the name lies after the
 * declaration (no hoisting relied on) and inside the block that will scope it, and the name is declared once.
 */
import { memoized, type FileContext, type Node } from '../rule';
import { descendantsOf } from '../syntax';
import { enclosingFunction, LOOP_TYPES } from './context';

/** Every identifier of a function (or the program) by name, collected once per scope. */
function identifiersByName(file: FileContext, scope: Node): ReadonlyMap<string, Node[]> {
  return memoized(file, `javascript.identifiers:${scope.id}`, () => {
    const byName = new Map<string, Node[]>();
    for (const identifier of descendantsOf(scope, ['identifier', 'shorthand_property_identifier_pattern', 'shorthand_property_identifier'])) {
      let list = byName.get(identifier.text);
      if (!list) byName.set(identifier.text, (list = []));
      list.push(identifier);
    }
    return byName;
  });
}

function declaredNames(declaration: Node): Node[] {
  if (declaration.type === 'for_in_statement') {
    const left = declaration.childForFieldName('left');
    return !left ? [] : left.type === 'identifier' ? [left] : descendantsOf(left, ['identifier', 'shorthand_property_identifier_pattern']);
  }
  return descendantsOf(declaration, 'variable_declarator').flatMap((declarator) => {
    const name = declarator.childForFieldName('name');
    return !name ? [] : name.type === 'identifier' ? [name] : descendantsOf(name, ['identifier', 'shorthand_property_identifier_pattern']);
  });
}

/** Inside a loop body of its own function: `var x;` keeps its value across iterations, `let x;` starts over. */
function isInLoopBody(node: Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (LOOP_TYPES.includes(current.type)) return true;
    if (current.type.includes('function') || current.type === 'method_definition' || current.type === 'arrow_function') return false;
  }
  return false;
}

export function canBecomeLet(file: FileContext, declaration: Node): boolean {
  const scope = enclosingFunction(declaration) ?? file.tree?.rootNode;
  // `for (var …)` is scoped by the loop; any other var by the block that holds it.
  const block = declaration.type === 'for_in_statement' ? declaration : declaration.parent;
  if (!scope || !block) return false;
  const names = declaredNames(declaration);
  if (names.length === 0) return false;
  const loopCarried = declaration.type === 'variable_declaration' && block.type !== 'for_statement' && isInLoopBody(declaration)
    && descendantsOf(declaration, 'variable_declarator').some((d) => !d.childForFieldName('value'));
  if (loopCarried) return false;
  const identifiers = identifiersByName(file, scope);
  return names.every((name) => (identifiers.get(name.text) ?? []).every((use) =>
    use.id === name.id || (use.startIndex > declaration.startIndex && use.endIndex <= block.endIndex && !isDeclaredName(use))));
}

/** The name bound by another declarator or parameter: declaring it again with let would be a syntax error. */
function isDeclaredName(identifier: Node): boolean {
  const parent = identifier.parent;
  return !!parent && ((parent.type === 'variable_declarator' && parent.childForFieldName('name')?.id === identifier.id)
    || ['formal_parameters', 'required_parameter', 'optional_parameter', 'function_declaration', 'class_declaration'].includes(parent.type));
}
