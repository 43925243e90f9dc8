/**
 * Jackson's default typing. `activateDefaultTyping(validator, …)` makes a mapper read a class name from the data for
 * every value of a non-final declared type and instantiate it; the validator decides which classes it may name.
 * `LaissezFaireSubTypeValidator` (what the deprecated `enableDefaultTyping` uses) or a `BasicPolymorphicTypeValidator`
 * allowing `Object` admits every class on the classpath, the gadget chains of CVE-2017-7525 and its successors. A file
 * that turns that on has chosen it for the mappers it configures (in a field, a constructor, a `@Bean` method, which
 * the data flow does not follow from method to method): there, what its mappers read is deserialised by class name
 * (the `jackson-default-typing` rows of frameworks-spec.ts). A validator that allows a package or base type of the
 * application's own, or one the file does not build itself, is not judged permissive.
 */
import { memoized, type FileContext, type Node, type ScanRule } from '../../../core/rule';
import { queryNodes } from '../../../core/query';
import { namedChildrenOf } from '../../../core/syntax';
import { taintRule } from '../../../rules/taint-rule';
import { JACKSON_TYPING_ROWS } from '../frameworks-spec';

/** Calls that turn default typing on with the validator given first, and the deprecated ones that take none (laissez-faire). */
const ACTIVATING = /^(activateDefaultTyping|activateDefaultTypingAsProperty)$/;
const DEPRECATED = /^(enableDefaultTyping|enableDefaultTypingAsProperty)$/;
const PERMISSIVE_VALIDATOR = 'LaissezFaireSubTypeValidator';
/** Builder calls of BasicPolymorphicTypeValidator that admit every class when given `Object.class`. */
const ALLOWING = new Set(['allowIfBaseType', 'allowIfSubType']);

/** The variable declarations of the file by name, read once: a validator is often built into a local or a constant first. */
function declarations(file: FileContext): Map<string, Node> {
  return memoized(file, 'java.jackson-declarations', () => {
    const byName = new Map<string, Node>();
    for (const declarator of queryNodes(file, '(variable_declarator) @node')) {
      const name = declarator.childForFieldName('name')?.text;
      const value = declarator.childForFieldName('value');
      if (name && value && !byName.has(name)) byName.set(name, value);
    }
    return byName;
  });
}

/** Whether the validator expression admits every class: the laissez-faire one, or a builder chain allowing `Object`. */
function permissive(file: FileContext, node: Node, depth = 0): boolean {
  if (depth > 2) return false;
  switch (node.type) {
    case 'parenthesized_expression':
    case 'cast_expression': {
      const inner = node.childForFieldName('value') ?? namedChildrenOf(node).at(-1);
      return inner ? permissive(file, inner, depth + 1) : false;
    }
    case 'field_access':
      return node.childForFieldName('field')?.text === 'instance' && lastName(node.childForFieldName('object')) === PERMISSIVE_VALIDATOR;
    case 'object_creation_expression':
      return lastName(node.childForFieldName('type')) === PERMISSIVE_VALIDATOR;
    case 'identifier': {
      const value = declarations(file).get(node.text);
      return value ? permissive(file, value, depth + 1) : false;
    }
    case 'method_invocation':
      return chainAllowsObject(node);
    default:
      return false;
  }
}

/** The simple name a type or a qualified name ends with (`com.x.LaissezFaireSubTypeValidator` → the class). */
function lastName(node: Node | null): string | undefined {
  if (!node) return undefined;
  if (node.type === 'identifier' || node.type === 'type_identifier') return node.text;
  if (node.type === 'field_access') return node.childForFieldName('field')?.text;
  if (node.type === 'scoped_identifier' || node.type === 'scoped_type_identifier') return lastName(namedChildrenOf(node).at(-1) ?? null);
  return undefined;
}

/** A builder chain (`BasicPolymorphicTypeValidator.builder().allowIfBaseType(Object.class).build()`) with a call allowing `Object`. */
function chainAllowsObject(call: Node): boolean {
  for (let node: Node | null = call, guard = 0; node?.type === 'method_invocation' && guard < 16; node = node.childForFieldName('object'), guard++) {
    if (!ALLOWING.has(node.childForFieldName('name')?.text ?? '')) continue;
    const [first] = namedChildrenOf(node.childForFieldName('arguments')!);
    if (first?.type === 'class_literal' && lastName(namedChildrenOf(first)[0] ?? null) === 'Object') return true;
  }
  return false;
}

/** Whether the file turns on Jackson's default typing with a validator that admits every class. */
export function activatesPermissiveTyping(file: FileContext): boolean {
  return memoized(file, 'java.jackson-permissive-typing', () => {
    if (!/DefaultTyping/.test(file.code)) return false;
    const calls = queryNodes(file, '(method_invocation name: (identifier) @name (#match? @name "(enable|activate)DefaultTyping")) @node');
    return calls.some((call) => {
      const name = call.childForFieldName('name')?.text ?? '';
      if (DEPRECATED.test(name)) return true;
      const [validator] = namedChildrenOf(call.childForFieldName('arguments')!);
      return ACTIVATING.test(name) && validator !== undefined && permissive(file, validator);
    });
  });
}

/** The deserialisation rule, with Jackson mappers' reads as sinks in a file that activates permissive default typing. */
export function withJacksonTyping(rule: ScanRule): ScanRule {
  const { id, specialist, severity, languages, title, description, suggestion } = rule;
  const typed = taintRule({ id, specialist, severity, languages, title, description, suggestion, kind: 'deserialization', rows: JACKSON_TYPING_ROWS });
  return { ...rule, scan: (file) => [...rule.scan(file), ...(activatesPermissiveTyping(file) ? typed.scan(file) : [])] };
}
