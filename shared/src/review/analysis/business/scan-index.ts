/**
 * Where the money rules start, found cheaply once per review: the few tokens they care about (float literals, `double`/`float64`/`float` types, Python float()). Those
 * tokens are rare, so they are located in the source text and each is confirmed against the tree: a match inside a
 * string or comment resolves to that string or comment and is dropped. A full query over a large tree costs more.
 */
import type { FileContext, Node } from '../../core/rule';
import { memoized } from '../../core/rule';
import { fieldChildren, namedChildrenOf } from '../../core/syntax';
import { isCall, tableFor } from './grammar';
import type { BusinessSyntax } from '../../core/syntax-facts';

export interface BusinessIndex {
  floats: Node[];
  /** Names bound to a float literal: `TAX_RATE = 0.2`. */
  constants: Array<{ name: Node; value: Node }>;
  /** Declarations typed as binary floating point: `double price`, `amount: float`, `Price float64`. */
  declarations: Array<{ node: Node; name: Node; type: Node }>;
  /** Python float() calls: of `converted`, or assigned to `target`. */
  conversions: Array<{ node: Node; converted?: Node; target?: Node }>;
}

const FLOAT_TOKEN = /(?<![\w.$])\d*\.\d[\d_]*(?:[eE][+-]?\d+)?[fFdD]?(?![\w.])/g;


/** The named nodes exactly at each match of `pattern` in the source. */
function tokens(file: FileContext, pattern: RegExp, types: readonly string[]): Node[] {
  const root = file.tree?.rootNode;
  if (!root) return [];
  const found: Node[] = [];
  for (const match of file.code.matchAll(pattern)) {
    const node = root.namedDescendantForIndex(match.index, match.index + match[0].length);
    if (node && types.includes(node.type) && node.startIndex === match.index) found.push(node);
  }
  return found;
}

/** `NAME = 0.2` in any of the grammars: the name bound to the float literal, if that is what its parent does. */
function constantOf(float: Node, table: BusinessSyntax): Node | undefined {
  let holder = float.parent;
  if (holder?.type === 'expression_list') {
    if (holder.namedChildCount !== 1) return undefined;
    holder = holder.parent;
  }
  if (!holder) return undefined;
  const shape = table.assignments.find((s) => s.type === holder.type);
  if (!shape || (shape.operator && (holder.childForFieldName('operator')?.text ?? '=') !== '=')) return undefined;
  const names = fieldChildren(holder, shape.left).flatMap((n) => (n.type === 'expression_list' ? namedChildrenOf(n) : [n]));
  const name = names.length === 1 ? names[0] : undefined;
  return name && table.identifiers.includes(name.type) ? name : undefined;
}

const DECLARATIONS: Readonly<Record<string, 'declarator' | 'name' | 'first'>> = {
  field_declaration: 'declarator', local_variable_declaration: 'declarator', formal_parameter: 'name',
  parameter_declaration: 'name', var_spec: 'name', parameter: 'name', variable_declaration: 'declarator', property_declaration: 'name',
  typed_parameter: 'first', typed_default_parameter: 'name', assignment: 'first', simple_parameter: 'name', property_promotion_parameter: 'name',
};

/** The names a float type declares: `double a, b;`, `price float64`, `amount: float`. */
function declaredNames(holder: Node, how: 'declarator' | 'name' | 'first'): Node[] {
  // C# lists its declarators as plain children (`double a, b;`), Java under a `declarator` field.
  const declarators = how === 'declarator' ? [...fieldChildren(holder, 'declarator'), ...namedChildrenOf(holder).filter((c) => c.type === 'variable_declarator')] : [];
  // Java declares through declarators; Go's struct fields name themselves.
  if (declarators.length > 0) return declarators.map((d) => d.childForFieldName('name')).filter((n): n is Node => !!n);
  // PHP names its properties in elements: `public float $price = 0.0, $tax;`.
  if (how !== 'first') return [...fieldChildren(holder, 'name'), ...namedChildrenOf(holder).filter((c) => c.type === 'property_element').map((e) => e.childForFieldName('name')).filter((n): n is Node => !!n)];
  const first = namedChildrenOf(holder)[0];
  return first?.type === 'identifier' ? [first] : [];
}

function addTypeUse(index: BusinessIndex, type: Node, table: BusinessSyntax): void {
  let holder = type.parent;
  // Python wraps annotations in a `type` node, PHP nullable ones in `optional_type`: go through to the declaration.
  if (holder?.type === 'type' || holder?.type === 'optional_type') holder = holder.parent;
  if (!holder) return;
  const how = DECLARATIONS[holder.type];
  const annotation = holder.childForFieldName('type');
  if (how && annotation && annotation.startIndex <= type.startIndex && type.endIndex <= annotation.endIndex) {
    for (const name of declaredNames(holder, how)) index.declarations.push({ node: holder, name, type });
    return;
  }
  // The callee is the call's `function`, or its method name where calls split it (Ruby's `Float(x)`, `x.to_f`).
  const callee = holder.childForFieldName('function') ?? (table.callFields ? holder.childForFieldName(table.callFields.name) : null);
  if (table.floatConversions?.includes(type.text) && isCall(holder, table) && callee?.id === type.id) {
    const args = holder.childForFieldName('arguments');
    // `price.to_f` converts its receiver.
    const receiver = !args && table.callFields ? holder.childForFieldName(table.callFields.object) ?? undefined : undefined;
    const converted = args && args.namedChildCount === 1 ? namedChildrenOf(args)[0] : receiver;
    const parent = holder.parent;
    const target = parent?.type === 'assignment' && parent.childForFieldName('right')?.id === holder.id ? parent.childForFieldName('left') : undefined;
    index.conversions.push({ node: holder, ...(converted ? { converted } : {}), ...(target?.type === 'identifier' ? { target } : {}) });
  }
}

export function businessIndex(file: FileContext): BusinessIndex {
  return memoized(file, 'business.index', () => {
    const index: BusinessIndex = { floats: [], constants: [], declarations: [], conversions: [] };
    const table = tableFor(file);
    const root = file.tree?.rootNode;
    if (!table || !root) return index;
    index.floats = tokens(file, FLOAT_TOKEN, table.floats.length > 0 ? table.floats : ['number']);
    for (const float of index.floats) {
      const name = constantOf(float, table);
      if (name) index.constants.push({ name, value: float });
    }
    const typePattern = table.floatTypeTokens;
    if (typePattern) {
      for (const type of tokens(file, typePattern, ['identifier', 'type_identifier', 'floating_point_type', 'predefined_type', 'primitive_type', 'constant'])) addTypeUse(index, type, table);
    }
    return index;
  });
}
