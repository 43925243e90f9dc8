/**
 * Per-function measurements several quality rules share (cyclomatic complexity, nesting depth, length), computed
 * once per file from the tree, and rule factories so each language states only its node types.
 */
import type { Check, Language, Severity } from '../../contract';
import { memoized, type Detection, type FileContext, type LanguagePlugin, type Node, type ScanRule } from '../core/rule';
import type { FunctionSyntax } from '../core/syntax-facts';
import { innermostContainers, sweepAncestors } from '../core/containment';
import { queryNodes } from '../core/query';
import { descendantsOf } from '../core/syntax';

export interface FunctionMetrics {
  node: Node;
  /** The node to point a finding at: the function's name, else its first line. */
  anchor: Node;
  complexity: number;
  maxNesting: number;
  deepest: Node | undefined;
  lines: number;
}

export function functionMetrics(file: FileContext, syntax: FunctionSyntax): FunctionMetrics[] {
  return memoized(file, `function-metrics:${syntax.functions.join(',')}`, () => {
    const root = file.tree?.rootNode;
    if (!root) return [];
    const functionTypes = new Set(syntax.functions);
    const nestingTypes = new Set(syntax.nesting);
    const flatTypes = new Set(syntax.flatParents ?? []);
    // One walk of the tree for the three kinds of node (each walk of a large file costs milliseconds).
    const functions: Node[] = [];
    const blocks: Node[] = [];
    const flatParents: Node[] = [];
    for (const node of descendantsOf(root, [...new Set([...functionTypes, ...nestingTypes, ...flatTypes])])) {
      if (functionTypes.has(node.type)) functions.push(node);
      if (nestingTypes.has(node.type)) blocks.push(node);
      if (flatTypes.has(node.type)) flatParents.push(node);
    }
    const byId = new Map<number, FunctionMetrics>();
    for (const fn of functions) {
      byId.set(fn.id, {
        node: fn,
        anchor: fn.childForFieldName('name') ?? fn,
        complexity: 1,
        maxNesting: 0,
        deepest: undefined,
        lines: fn.endPosition.row - fn.startPosition.row + 1,
      });
    }
    // Operators are filtered inside the query engine: only the decisions themselves reach JavaScript.
    const booleans = syntax.booleanOperators
      ? ` (${syntax.booleanOperators.type} operator: [${syntax.booleanOperators.operators.map((op) => JSON.stringify(op)).join(' ')}]) @node`
      : '';
    const decisions = queryNodes(file, `[${syntax.decisions.map((type) => `(${type})`).join(' ')}] @node${booleans}`);
    for (const [id, owner] of innermostContainers(functions, decisions)) {
      void id;
      if (owner) byId.get(owner.id)!.complexity++;
    }
    // Blocks come outermost first, so the nearest enclosing block's depth is known: each block looks up only as far
    // as that block or its function (a chain of thousands of nested blocks stays linear).
    const measured = new Map<number, { depth: number; owner: Node | undefined }>();
    sweepAncestors([...functions, ...blocks, ...flatParents], blocks, (block, ancestors) => {
      let depth = 1;
      let owner: Node | undefined;
      // An else-if is a continuation of its chain, not a deeper level.
      let previous: Node = block;
      for (let i = ancestors.length - 1; i >= 0; i--) {
        const ancestor = ancestors[i]!;
        if (functionTypes.has(ancestor.type)) {
          owner = ancestor;
          break;
        }
        const known = measured.get(ancestor.id);
        if (known) {
          depth += known.depth;
          owner = known.owner;
          break;
        }
        if (ancestor.startIndex < previous.startIndex && nestingTypes.has(previous.type) && ancestor.firstNamedChild?.id === previous.id) depth--;
        previous = ancestor;
      }
      measured.set(block.id, { depth, owner });
      const metrics = owner && byId.get(owner.id);
      if (metrics && depth > metrics.maxNesting) {
        metrics.maxNesting = depth;
        metrics.deepest = block;
      }
    });
    return [...byId.values()];
  });
}

interface MetricRuleOptions {
  id: string;
  languages: readonly Language[];
  syntax: FunctionSyntax;
  severity?: Severity;
}

const specialist: Check = 'quality';

export const COMPLEXITY_LIMIT = 10;
export const NESTING_LIMIT = 4;
export const FUNCTION_LINES_LIMIT = 60;

function at(node: Node, title: string, description: string): Detection {
  return { start: node.startIndex, end: node.startIndex === node.endIndex ? node.endIndex : Math.min(node.endIndex, node.startIndex + 200), title, description };
}

export function complexityRule({ id, languages, syntax, severity = 'medium' }: MetricRuleOptions): ScanRule {
  return {
    id, languages, severity, specialist,
    title: 'Function is too complex',
    description: `Cyclomatic complexity above ${COMPLEXITY_LIMIT}: too many paths to test and reason about.`,
    suggestion: 'Split the function: extract branches into well-named helpers, or replace condition chains with a lookup table.',
    outOfScope: true,
    scan: (file) =>
      functionMetrics(file, syntax)
        .filter((m) => m.complexity > COMPLEXITY_LIMIT)
        .map((m) => at(m.anchor, `Function is too complex (complexity ${m.complexity})`,
          `Cyclomatic complexity is ${m.complexity}, above the limit of ${COMPLEXITY_LIMIT}: too many paths to test and reason about.`)),
  };
}

export function nestingRule({ id, languages, syntax, severity = 'medium' }: MetricRuleOptions): ScanRule {
  return {
    id, languages, severity, specialist,
    title: 'Code is nested too deeply',
    description: `More than ${NESTING_LIMIT} levels of nested blocks make the control flow hard to follow.`,
    suggestion: 'Return early for edge cases (guard clauses) and extract inner loops or branches into functions.',
    outOfScope: true,
    scan: (file) =>
      functionMetrics(file, syntax)
        .filter((m) => m.maxNesting > NESTING_LIMIT && m.deepest)
        .map((m) => at(m.deepest!, `Code is nested ${m.maxNesting} levels deep`,
          `This block sits ${m.maxNesting} levels deep, above the limit of ${NESTING_LIMIT}; deep nesting hides the control flow.`)),
  };
}

export function functionLengthRule({ id, languages, syntax, severity = 'low' }: MetricRuleOptions): ScanRule {
  return {
    id, languages, severity, specialist,
    title: 'Function is too long',
    description: `Functions longer than ${FUNCTION_LINES_LIMIT} lines usually do several jobs.`,
    suggestion: 'Split the function into smaller functions that each do one job.',
    outOfScope: true,
    scan: (file) =>
      functionMetrics(file, syntax)
        .filter((m) => m.lines > FUNCTION_LINES_LIMIT)
        .map((m) => at(m.anchor, `Function is too long (${m.lines} lines)`,
          `This function spans ${m.lines} lines, above the limit of ${FUNCTION_LINES_LIMIT}; long functions usually do several jobs.`)),
  };
}

/** Bodies of at least this many lines that repeat token for token are reported as duplicates. */
export const DUPLICATE_MIN_LINES = 6;

export function duplicateFunctionRule({ id, languages, syntax, severity = 'low' }: MetricRuleOptions): ScanRule {
  return {
    id, languages, severity, specialist,
    title: 'Duplicated function body',
    description: `This function's body repeats another function's body, so every fix must be made twice.`,
    suggestion: 'Keep one implementation and call it from both places, passing what differs as parameters.',
    outOfScope: true,
    scan: (file) => {
      const seen = new Map<string, Node>();
      const detections: Detection[] = [];
      for (const metrics of functionMetrics(file, syntax)) {
        const body = metrics.node.childForFieldName('body');
        if (!body || body.endPosition.row - body.startPosition.row + 1 < DUPLICATE_MIN_LINES) continue;
        const key = body.text.replace(/\s+/g, ' ');
        const first = seen.get(key);
        if (!first) {
          seen.set(key, metrics.anchor);
          continue;
        }
        detections.push(at(metrics.anchor, 'Duplicated function body',
          `This function's body repeats the one at line ${first.startPosition.row + 1}, so every fix must be made twice.`));
      }
      return detections;
    },
  };
}

/**
 * The four function-shape rules of a plugin: `<id>.quality.complex-<unit>`, `deep-nesting`, `long-<unit>` and
 * `duplicate-<unit>`, where unit is what the language calls its functions.
 */
export function functionShapeRules(plugin: LanguagePlugin): ScanRule[] {
  const { id: scope, syntax: { functions: syntax } } = plugin;
  const languages = plugin.languages.map((info) => info.language);
  const unit = syntax.unit;
  return [
    complexityRule({ id: `${scope}.quality.complex-${unit}`, languages, syntax }),
    nestingRule({ id: `${scope}.quality.deep-nesting`, languages, syntax }),
    functionLengthRule({ id: `${scope}.quality.long-${unit}`, languages, syntax }),
    duplicateFunctionRule({ id: `${scope}.quality.duplicate-${unit}`, languages, syntax }),
  ];
}
