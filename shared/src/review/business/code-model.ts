/**
 * A language-neutral view of the functions in a file, for business rules: parameters, value-producing statements
 * (assignments and returns) in order, comparisons and arithmetic. One table of node types per grammar.
 */
import type { Language } from '../../contract';
import { memoized, type FileContext, type Node } from '../rules/rule';
import { innermostContainers } from '../rules/containment';
import { descendantsOf, fieldChildren, namedChildrenOf } from '../rules/syntax';

interface GrammarTable {
  functions: string[];
  /** [node type, field of the assigned name(s), field of the value] */
  assignments: Array<[string, string, string]>;
  returns: string;
  identifiers: string[];
  comparison: { type: string; operators?: string[] };
  arithmetic: string;
  floatLiteral: (node: Node) => boolean;
  calls: string;
  /** Arithmetic between a name and a float literal, operands captured as @left / @right. */
  floatArithmetic: string;
}

const JS_TABLE: GrammarTable = {
  functions: ['function_declaration', 'function_expression', 'arrow_function', 'method_definition'],
  assignments: [['assignment_expression', 'left', 'right'], ['augmented_assignment_expression', 'left', 'right'], ['variable_declarator', 'name', 'value']],
  returns: 'return_statement',
  identifiers: ['identifier', 'property_identifier', 'shorthand_property_identifier'],
  comparison: { type: 'binary_expression', operators: ['<', '<=', '>', '>='] },
  arithmetic: 'binary_expression',
  floatLiteral: (node) => node.type === 'number' && /\./.test(node.text),
  calls: 'call_expression',
  floatArithmetic: '(binary_expression left: [(identifier) (number)] @left operator: ["+" "-" "*" "/"] right: [(identifier) (number)] @right) @node',
};

const TABLES: Partial<Record<Language, GrammarTable>> = {
  javascript: JS_TABLE,
  typescript: JS_TABLE,
  python: {
    functions: ['function_definition'],
    assignments: [['assignment', 'left', 'right'], ['augmented_assignment', 'left', 'right']],
    returns: 'return_statement',
    identifiers: ['identifier'],
    comparison: { type: 'comparison_operator' },
    arithmetic: 'binary_operator',
    floatLiteral: (node) => node.type === 'float',
    calls: 'call',
    floatArithmetic: '(binary_operator left: [(identifier) (float)] @left operator: ["+" "-" "*" "/"] right: [(identifier) (float)] @right) @node',
  },
  go: {
    functions: ['function_declaration', 'method_declaration', 'func_literal'],
    assignments: [['assignment_statement', 'left', 'right'], ['short_var_declaration', 'left', 'right']],
    returns: 'return_statement',
    identifiers: ['identifier', 'field_identifier'],
    comparison: { type: 'binary_expression', operators: ['<', '<=', '>', '>='] },
    arithmetic: 'binary_expression',
    floatLiteral: (node) => node.type === 'float_literal',
    calls: 'call_expression',
    floatArithmetic: '(binary_expression left: [(identifier) (float_literal)] @left operator: ["+" "-" "*" "/"] right: [(identifier) (float_literal)] @right) @node',
  },
  java: {
    functions: ['method_declaration', 'constructor_declaration'],
    assignments: [['assignment_expression', 'left', 'right'], ['variable_declarator', 'name', 'value']],
    returns: 'return_statement',
    identifiers: ['identifier'],
    comparison: { type: 'binary_expression', operators: ['<', '<=', '>', '>='] },
    arithmetic: 'binary_expression',
    floatLiteral: (node) => node.type === 'decimal_floating_point_literal',
    calls: 'method_invocation',
    floatArithmetic: '(binary_expression left: [(identifier) (decimal_floating_point_literal)] @left operator: ["+" "-" "*" "/"] right: [(identifier) (decimal_floating_point_literal)] @right) @node',
  },
};

/** snake_case and camelCase names as lower-case words: taxRate → [tax, rate]. */
export function wordsOf(name: string): string[] {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

export interface ValueStatement {
  node: Node;
  /** Names assigned (empty for a return). */
  targets: string[];
  value: Node;
  line: number;
}

export interface FunctionModel {
  node: Node;
  params: string[];
  statements: ValueStatement[];
  comparisons: Node[];
  arithmetic: Node[];
  calls: Node[];
  table: GrammarTable;
}

function lastIdentifier(node: Node, table: GrammarTable): string | undefined {
  if (table.identifiers.includes(node.type)) return node.text;
  const ids = descendantsOf(node, table.identifiers);
  return ids.at(-1)?.text;
}

export function identifiersIn(node: Node, table: GrammarTable): Node[] {
  return table.identifiers.includes(node.type) ? [node] : descendantsOf(node, table.identifiers);
}

function isArithmetic(node: Node): boolean {
  const operator = node.childForFieldName('operator')?.text;
  return operator === '+' || operator === '-' || operator === '*' || operator === '/';
}

/** Parameter names of every function: cheap, so rules can tell whether a file needs the full models at all. */
export function parameterNames(file: FileContext): ReadonlySet<string> {
  return memoized(file, 'business.parameters', () => {
    const table = file.language ? TABLES[file.language] : undefined;
    const root = file.tree?.rootNode;
    const names = new Set<string>();
    if (!table || !root) return names;
    for (const fn of descendantsOf(root, table.functions)) {
      const parameters = fn.childForFieldName('parameters') ?? fn.childForFieldName('parameter');
      if (parameters) for (const id of identifiersIn(parameters, table)) names.add(id.text);
    }
    return names;
  });
}

export function functionModels(file: FileContext): FunctionModel[] {
  return memoized(file, 'business.functions', () => {
    const table = file.language ? TABLES[file.language] : undefined;
    const root = file.tree?.rootNode;
    if (!table || !root) return [];
    const functions = descendantsOf(root, table.functions);
    const models = new Map<number, FunctionModel>();
    for (const fn of functions) {
      const parameters = fn.childForFieldName('parameters') ?? fn.childForFieldName('parameter');
      const params = parameters ? identifiersIn(parameters, table).map((id) => id.text) : [];
      models.set(fn.id, { node: fn, params, statements: [], comparisons: [], arithmetic: [], calls: [], table });
    }
    const assignmentTypes = table.assignments.map(([type]) => type);
    const nodes = descendantsOf(root, [...new Set([...assignmentTypes, table.returns, table.comparison.type, table.arithmetic, table.calls])]);
    const owners = innermostContainers(functions, nodes);
    for (const node of nodes) {
      const owner = owners.get(node.id);
      const model = owner && models.get(owner.id);
      if (!model) continue;
      if (node.type === table.returns) {
        const value = namedChildrenOf(node)[0];
        if (value) model.statements.push({ node, targets: [], value: value.type === 'expression_list' ? namedChildrenOf(value)[0] ?? value : value, line: node.startPosition.row + 1 });
      }
      const assignment = table.assignments.find(([type]) => type === node.type);
      if (assignment) {
        const value = node.childForFieldName(assignment[2]);
        const targets = fieldChildren(node, assignment[1]).map((n) => lastIdentifier(n, table)).filter((n): n is string => !!n);
        if (value && targets.length > 0) model.statements.push({ node, targets, value, line: node.startPosition.row + 1 });
      }
      if (node.type === table.comparison.type && (!table.comparison.operators || table.comparison.operators.includes(node.childForFieldName('operator')?.text ?? ''))) {
        model.comparisons.push(node);
      }
      if (node.type === table.arithmetic && isArithmetic(node)) model.arithmetic.push(node);
      if (node.type === table.calls) model.calls.push(node);
    }
    for (const model of models.values()) model.statements.sort((a, b) => a.node.startIndex - b.node.startIndex);
    return [...models.values()];
  });
}

/** True when the function checks `name` against a bound: a comparison, or a clamp such as max(0, q). */
export function isBoundChecked(model: FunctionModel, name: string): boolean {
  const mentions = (node: Node) => identifiersIn(node, model.table).some((id) => id.text === name);
  if (model.comparisons.some(mentions)) return true;
  return model.calls.some((call) => /(^|\.)(max|min|clamp|abs|requireNonNegative|checkArgument|assert\w*)$/i.test((call.childForFieldName('function') ?? call.childForFieldName('name'))?.text ?? '') && mentions(call));
}

export function tableFor(language: Language | undefined): GrammarTable | undefined {
  return language ? TABLES[language] : undefined;
}
