/**
 * The primitive type an expression has at run time, when the syntax or the data flow settles it: literals,
 * typeof, arithmetic, comparisons, conversions, `.length`, and const variables holding one of those. TypeScript
 * annotations are not trusted: a cast or JSON.parse can make them lie, and only the run-time type matters here.
 */
import { constantsAt, valueAt } from '../../../analysis/dataflow/engine';
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { carriesExternalInput, definitionOf } from './flow';

export type Primitive = 'string' | 'number' | 'bigint' | 'boolean';

const COMPARISONS = ['<', '>', '<=', '>=', '==', '!=', '===', '!==', 'instanceof', 'in'];
const ARITHMETIC = ['-', '*', '/', '%', '**', '|', '&', '^', '<<', '>>'];
/** Calls that always return a number (the globals, Math and the index searches of arrays and strings). */
const NUMBER_CALLS = /^(Number|parseInt|parseFloat|Number\.parseInt|Number\.parseFloat|Math\.\w+|Date\.now)$/;
const NUMBER_METHODS = /^(indexOf|lastIndexOf|findIndex|findLastIndex|charCodeAt|codePointAt|getTime)$/;
const STRING_CALLS = /^(String|JSON\.stringify|encodeURIComponent|encodeURI|decodeURIComponent|decodeURI)$/;

/** `a?.length`, `a?.indexOf(x)`: undefined when `a` is missing, not a number. */
function isOptionalChain(node: Node): boolean {
  return node.text.includes('?.') && descendantsOf(node, 'optional_chain').length > 0;
}

/** The constants' common primitive type, when the data flow knows every value the expression may hold. */
function constantType(file: FileContext, node: Node): Primitive | undefined {
  const constants = constantsAt(file, node);
  if (!constants || constants.length === 0) return undefined;
  const types = new Set(constants.map((c) => (c === null ? 'null' : typeof c)));
  const only = types.size === 1 ? [...types][0] : undefined;
  return only === 'string' || only === 'number' || only === 'boolean' ? only : undefined;
}

/** The primitive type the data flow gives the value a name holds (`typeof x`, a declared `: number`), if any. */
function flowType(file: FileContext, node: Node): Primitive | undefined {
  const type = valueAt(file, node)?.type;
  return type === 'string' || type === 'number' || type === 'boolean' ? type : undefined;
}

/**
 * The value a name was declared with: a `const`, or a `let`/`var` the file never assigns again (ES5 code declares
 * its constants with `var`: `var funcTag = '[object Function]'`).
 */
function constValue(file: FileContext, identifier: Node): Node | undefined {
  const value = definitionOf(file, identifier);
  const declarator = value?.parent;
  const declaration = declarator?.parent;
  if (declarator?.type !== 'variable_declarator' || declarator.childForFieldName('name')?.text !== identifier.text) return undefined;
  if (declaration?.type === 'lexical_declaration' && declaration.childForFieldName('kind')?.text === 'const') return value;
  return !reassignedNames(file).has(identifier.text) ? value : undefined;
}

/** Names the file assigns to after their declaration (`x = …`, `x += …`, `x++`), anywhere: a conservative set. */
function reassignedNames(file: FileContext): ReadonlySet<string> {
  return memoized(file, 'javascript:reassigned-names', () => {
    const names = new Set<string>();
    const root = file.tree?.rootNode;
    if (!root) return names;
    for (const node of descendantsOf(root, ['assignment_expression', 'augmented_assignment_expression', 'update_expression'])) {
      const target = node.type === 'update_expression' ? node.childForFieldName('argument') : node.childForFieldName('left');
      if (target?.type === 'identifier') names.add(target.text);
      // `[a, b] = …`, `({ a } = …)`: every name in the pattern.
      else if (target && /pattern/.test(target.type)) for (const name of descendantsOf(target, ['identifier', 'shorthand_property_identifier_pattern'])) names.add(name.text);
    }
    return names;
  });
}

function binaryType(file: FileContext, node: Node, depth: number): Primitive | undefined {
  const operator = node.childForFieldName('operator')?.text ?? '';
  if (COMPARISONS.includes(operator)) return 'boolean';
  const left = primitiveType(file, node.childForFieldName('left'), depth);
  const right = primitiveType(file, node.childForFieldName('right'), depth);
  // `+` with a string on either side concatenates; with numbers on both it adds.
  if (operator === '+') return left === 'string' || right === 'string' ? 'string' : left === right && (left === 'number' || left === 'bigint') ? left : undefined;
  // `x - 1` is a number whatever x is (a BigInt x throws before any comparison); likewise with a BigInt operand.
  if (operator === '>>>') return 'number';
  if (ARITHMETIC.includes(operator)) return left === 'number' || right === 'number' ? 'number' : left === 'bigint' || right === 'bigint' ? 'bigint' : undefined;
  return undefined;
}

function callType(file: FileContext, node: Node): Primitive | undefined {
  const callee = node.childForFieldName('function');
  if (!callee) return undefined;
  if (NUMBER_CALLS.test(callee.text)) return 'number';
  if (STRING_CALLS.test(callee.text)) return 'string';
  const method = callee.type === 'member_expression' ? callee.childForFieldName('property')?.text ?? '' : '';
  // A method of an object from outside (a parsed JSON body) could be anything; arrays and strings are not.
  if (NUMBER_METHODS.test(method) && !isOptionalChain(node) && !carriesExternalInput(file, callee)) return 'number';
  return undefined;
}

export function primitiveType(file: FileContext, node: Node | null | undefined, depth = 0): Primitive | undefined {
  if (!node || depth > 3) return undefined;
  switch (node.type) {
    case 'string':
    case 'template_string':
      return 'string';
    case 'number':
      return node.text.endsWith('n') ? 'bigint' : 'number';
    case 'true':
    case 'false':
      return 'boolean';
    case 'parenthesized_expression': {
      const inner = namedChildrenOf(node);
      return inner.length === 1 ? primitiveType(file, inner[0], depth) : undefined;
    }
    case 'unary_expression': {
      const operator = node.childForFieldName('operator')?.text;
      const argument = primitiveType(file, node.childForFieldName('argument'), depth + 1);
      if (operator === 'typeof') return 'string';
      if (operator === '!') return 'boolean';
      // Unary plus never yields a BigInt (it throws); minus and ~ keep their operand's numeric type.
      if (operator === '+') return 'number';
      return (operator === '-' || operator === '~') && (argument === 'number' || argument === 'bigint') ? argument : undefined;
    }
    case 'binary_expression':
      return binaryType(file, node, depth + 1);
    case 'call_expression':
      return callType(file, node);
    case 'member_expression':
      // An array's, a string's or a function's length: a number, unless the object came from outside.
      return node.childForFieldName('property')?.text === 'length' && !isOptionalChain(node) && !carriesExternalInput(file, node) ? 'number' : constantType(file, node);
    case 'identifier': {
      const known = constantType(file, node) ?? flowType(file, node);
      if (known) return known;
      const value = constValue(file, node);
      return value ? primitiveType(file, value, depth + 1) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The text an expression always holds, when the syntax settles it: a plain string literal, or a name declared with
 * one (and never assigned again).
 */
export function constantText(file: FileContext, node: Node | null | undefined, depth = 0): string | undefined {
  if (!node || depth > 3) return undefined;
  if (node.type === 'string') return node.text.includes('\\') ? undefined : node.text.slice(1, -1);
  if (node.type === 'template_string') return namedChildrenOf(node).every((c) => c.type === 'string_fragment') ? node.text.slice(1, -1) : undefined;
  if (node.type === 'parenthesized_expression') {
    const inner = namedChildrenOf(node);
    return inner.length === 1 ? constantText(file, inner[0], depth + 1) : undefined;
  }
  if (node.type !== 'identifier') return undefined;
  const constants = constantsAt(file, node);
  if (constants?.length === 1 && typeof constants[0] === 'string') return constants[0];
  return constantText(file, constValue(file, node), depth + 1);
}

