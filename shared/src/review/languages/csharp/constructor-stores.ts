/**
 * C# constructors store their arguments without `this.`: `Label = label;` in `BackupJob(string label)` writes the
 * instance property `Label`. The data flow sees a field write only through `this`, so the object a `new BackupJob(x)`
 * builds would come back without the value and a method reading `job.Label` would not see it. This tells whether a
 * bare name assigned in a constructor is such a member (declared by the class, not static, not shadowed by a
 * parameter or a local of the constructor).
 */
import type { Node } from '../../core/rule';
import { childrenOf, namedChildrenOf } from '../../core/syntax';

const isStatic = (member: Node) => childrenOf(member).some((c) => c.type === 'modifier' && c.text === 'static');

/** The instance fields and properties a class body declares. */
function instanceMembers(body: Node): Set<string> {
  const names = new Set<string>();
  for (const member of namedChildrenOf(body)) {
    if (isStatic(member)) continue;
    if (member.type === 'property_declaration') {
      const name = member.childForFieldName('name')?.text;
      if (name) names.add(name);
    } else if (member.type === 'field_declaration') {
      const declaration = namedChildrenOf(member).find((c) => c.type === 'variable_declaration');
      for (const declarator of declaration ? namedChildrenOf(declaration).filter((c) => c.type === 'variable_declarator') : []) {
        const name = declarator.childForFieldName('name')?.text;
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Whether a name is declared inside the constructor: a parameter, a local, a pattern or lambda variable. */
function declaredWithin(constructor: Node, name: string): boolean {
  const pending = [constructor];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (/^(parameter|variable_declarator|declaration_expression|declaration_pattern|foreach_statement|catch_declaration)$/.test(node.type)
      && node.childForFieldName('name')?.text === name) return true;
    pending.push(...namedChildrenOf(node));
  }
  return false;
}

/** Whether the identifier, the target of an assignment, names an instance member its enclosing constructor stores. */
export function storesInstanceMember(identifier: Node): boolean {
  let constructor: Node | undefined;
  for (let parent = identifier.parent; parent; parent = parent.parent) {
    // A lambda or local function inside the constructor may run later, on another object's behalf: not a store here.
    if (/^(lambda_expression|anonymous_method_expression|local_function_statement|method_declaration|property_declaration)$/.test(parent.type)) return false;
    if (parent.type === 'constructor_declaration') {
      constructor = parent;
      break;
    }
  }
  const body = constructor?.parent;
  if (!constructor || !body || body.type !== 'declaration_list' || isStatic(constructor)) return false;
  return instanceMembers(body).has(identifier.text) && !declaredWithin(constructor, identifier.text);
}
