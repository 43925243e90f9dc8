/**
 * Per-function measurements several quality rules share (cognitive complexity, nesting depth, length), computed
 * once per file from the tree, and rule factories so each language states only its node types.
 */
import type { Check, Language, Severity } from '../../contract';
import { memoized, type Detection, type FileContext, type LanguagePlugin, type Node, type ScanRule } from '../core/rule';
import type { FunctionSyntax } from '../core/syntax-facts';
import { sweepAncestors } from '../core/containment';
import { queryNodes } from '../core/query';
import { calledName, contains, descendantsOf } from '../core/syntax';
import { asksForDiagnostics } from './intentional-output';

export interface FunctionMetrics {
  node: Node;
  /** The node to point a finding at: the function's name, else its first line. */
  anchor: Node;
  complexity: number;
  maxNesting: number;
  deepest: Node | undefined;
  /** Lines the function spans, first to last. */
  lines: number;
}

/**
 * Lines of the function's own code: lines where one of its tokens starts, so blank lines, comments and the inside
 * of a multi-line string (a docstring, an embedded script) do not count, and neither do the functions nested in it
 * (each is measured on its own: an outer function that only wraps a long callback is not long).
 */
export function codeLines(fn: Node, syntax: FunctionSyntax): number {
  const { functionTypes, comments } = nodeKinds(syntax);
  const rows = new Set<number>();
  // A cursor walk: one node object per step would cost more than the count is worth on a large function.
  const cursor = fn.walk();
  try {
    let entering = true;
    for (;;) {
      if (entering) {
        const type = cursor.nodeType;
        const skipped = comments.has(type) || (cursor.currentDepth > 0 && functionTypes.has(type));
        if (!skipped) {
          if (STRING_LIKE.test(type)) rows.add(cursor.startPosition.row);
          else if (cursor.gotoFirstChild()) continue;
          else rows.add(cursor.startPosition.row);
        }
      }
      if (cursor.currentDepth > 0 && cursor.gotoNextSibling()) {
        entering = true;
        continue;
      }
      if (cursor.currentDepth === 0 || !cursor.gotoParent()) break;
      entering = false;
    }
  } finally {
    cursor.delete();
  }
  return rows.size;
}

const kindsOf = new WeakMap<FunctionSyntax, { functionTypes: ReadonlySet<string>; comments: ReadonlySet<string> }>();

function nodeKinds(syntax: FunctionSyntax): { functionTypes: ReadonlySet<string>; comments: ReadonlySet<string> } {
  let kinds = kindsOf.get(syntax);
  if (!kinds) kindsOf.set(syntax, (kinds = { functionTypes: new Set(syntax.functions), comments: new Set(syntax.comments) }));
  return kinds;
}

/** String, template and heredoc literals of every grammar: one line of code however many lines they hold. */
const STRING_LIKE = /string|template_literal|heredoc|nowdoc/;

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
      // Ruby's `if` block and its `if` keyword share a type name: only the block is one.
      if (!node.isNamed) continue;
      if (functionTypes.has(node.type)) functions.push(node);
      if (nestingTypes.has(node.type)) blocks.push(node);
      if (flatTypes.has(node.type)) flatParents.push(node);
    }
    const byId = new Map<number, FunctionMetrics>();
    for (const fn of functions) {
      byId.set(fn.id, {
        node: fn,
        anchor: fn.childForFieldName('name') ?? fn,
        complexity: 0,
        maxNesting: 0,
        deepest: undefined,
        lines: fn.endPosition.row - fn.startPosition.row + 1,
      });
    }
    // Blocks come outermost first, so the nearest enclosing block's depth is known: each block looks up only as far
    // as that block or its function (a chain of thousands of nested blocks stays linear).
    const measured = new Map<number, MeasuredBlock>();
    sweepAncestors([...functions, ...blocks, ...flatParents], blocks, (block, ancestors) => {
      let depth = 1;
      let owner: Node | undefined;
      let elseIf = false;
      // An else-if is a continuation of its chain, not a deeper level.
      let previous: Node = block;
      for (let i = ancestors.length - 1; i >= 0; i--) {
        const ancestor = ancestors[i]!;
        // Java, C#, Go: `else if` is an if in the `alternative` field of the if before it.
        if (ancestor.type === previous.type && nestingTypes.has(previous.type) && ancestor.childForFieldName('alternative')?.id === previous.id) {
          depth--;
          elseIf ||= previous === block;
        }
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
        if (ancestor.startIndex < previous.startIndex && nestingTypes.has(previous.type) && ancestor.firstNamedChild?.id === previous.id) {
          depth--;
          elseIf ||= previous === block && flatTypes.has(ancestor.type);
        }
        previous = ancestor;
      }
      measured.set(block.id, { depth, owner, elseIf });
      const metrics = owner && byId.get(owner.id);
      if (metrics && depth > metrics.maxNesting) {
        metrics.maxNesting = depth;
        metrics.deepest = block;
      }
    });
    addCognitiveComplexity(file, syntax, functions, blocks, measured, byId);
    return [...byId.values()];
  });
}

/** A nesting block's depth in its function, the function, and whether it continues an if chain (else-if). */
interface MeasuredBlock {
  depth: number;
  owner: Node | undefined;
  elseIf: boolean;
}

type Measured = ReadonlyMap<number, MeasuredBlock>;

/**
 * Cognitive complexity, as SonarSource defines it for the paths through a function: each if, loop, catch, ternary
 * and switch adds one plus the levels it is nested in; an else-if adds one, flat; a switch counts once however many
 * arms it has (a table of cases is easy to read). Unlike SonarSource, the boolean operators inside a condition add
 * nothing (a condition of many terms is one decision, read at once: a table of byte comparisons or a validator of
 * ten `&&` terms is not hard to follow), `else` adds nothing, a logging guard (`if (debug.on()) debug.log(…)`) adds
 * nothing, and nested functions are measured on their own.
 */
function addCognitiveComplexity(file: FileContext, syntax: FunctionSyntax, functions: readonly Node[], blocks: readonly Node[], measured: Measured, byId: ReadonlyMap<number, FunctionMetrics>): void {
  const functionTypes = new Set(syntax.functions);
  const caseTypes = new Set(syntax.cases ?? []);
  const elseIfTypes = new Set(syntax.elseIf ?? []);
  const decisions = queryNodes(file, `[${syntax.decisions.map((type) => `(${type})`).join(' ')}] @node`);
  const countedSwitches = new Set<number>();
  sweepAncestors([...functions, ...blocks], decisions, (decision, ancestors) => {
    let enclosing: Node | undefined;
    let owner: Node | undefined;
    for (let i = ancestors.length - 1; i >= 0 && !owner; i--) {
      const ancestor = ancestors[i]!;
      if (functionTypes.has(ancestor.type)) owner = ancestor;
      else enclosing ??= ancestor;
    }
    const metrics = owner && byId.get(owner.id);
    if (!metrics) return;
    // Levels of the function's own blocks around a node (an enclosing block of an outer function is not one).
    const levels = (block: Node | undefined) => (block && measured.get(block.id)?.owner?.id === owner!.id ? measured.get(block.id)!.depth : 0);
    if (elseIfTypes.has(decision.type)) {
      metrics.complexity++;
      return;
    }
    if (caseTypes.has(decision.type)) {
      // The arms' switch is the block around them; it counts once.
      const key = enclosing?.id ?? decision.id;
      if (countedSwitches.has(key)) return;
      countedSwitches.add(key);
      metrics.complexity += 1 + Math.max(0, levels(enclosing) - 1);
      return;
    }
    const own = measured.get(decision.id);
    // `if (debug.on()) log(…)`: instrumentation, not a path of the function's logic.
    if (own && isLoggingGuard(decision)) return;
    if (own) {
      metrics.complexity += own.elseIf ? 1 : 1 + Math.max(0, own.depth - 1);
      return;
    }
    // A catch belongs to its try: it sits at the try's level, not inside it.
    const level = levels(enclosing) - (enclosing && decision.parent?.id === enclosing.id && !isBody(enclosing, decision) ? 1 : 0);
    metrics.complexity += 1 + Math.max(0, level);
  });
}

/** Calls that only report (a logger's levels, prints). */
const LOGGING_CALL = /^(log|logf|debug|debugf|trace|tracef|info|infof|warn|warning|fine|finer|finest|print|println|printf|puts|pp|dump)$/i;

/** An `if` without `else` that asks whether diagnostics are wanted and then only logs. */
function isLoggingGuard(decision: Node): boolean {
  const condition = decision.childForFieldName('condition');
  const body = decision.childForFieldName('consequence') ?? decision.childForFieldName('body');
  if (!condition || !body || decision.childForFieldName('alternative') || !asksForDiagnostics(condition)) return false;
  const statements = /block|body|statement_list|compound|then/.test(body.type) ? body.namedChildren.filter((n): n is Node => !!n && !/comment/.test(n.type)) : [body];
  return statements.length > 0 && statements.every((statement) => LOGGING_CALL.test(calledName(statement) ?? ''));
}

/** Whether `child` is (in) the block's body rather than a clause of the block itself (a catch of its try). */
function isBody(block: Node, child: Node): boolean {
  return block.childForFieldName('body')?.id === child.id || block.childForFieldName('consequence')?.id === child.id;
}

interface MetricRuleOptions {
  id: string;
  languages: readonly Language[];
  syntax: FunctionSyntax;
  severity?: Severity;
}

const specialist: Check = 'quality';

// Calibrated on mature projects' code (npm run bench:realcode, hand-labelled): below these, what was reported was a
// flat run of guards, a table of cases or a cohesive adapter that its maintainers would not split. Of the 54 labelled
// functions above 35 (boolean operators then counted), the 30 at 36–50 were half dismissed; measured on the paths
// alone, those above 40 were 23 worth a comment to 7 dismissed, and those at 36–40 two dismissed to one. SonarQube's
// default of 15 flags most of a mature codebase. Code lines exclude comments, blank lines and string bodies, as
// SonarQube's S138 does.
export const COMPLEXITY_LIMIT = 40;
export const NESTING_LIMIT = 5;
export const FUNCTION_LINES_LIMIT = 80;

function at(node: Node, title: string, description: string): Detection {
  return { start: node.startIndex, end: node.startIndex === node.endIndex ? node.endIndex : Math.min(node.endIndex, node.startIndex + 200), title, description };
}

export function complexityRule({ id, languages, syntax, severity = 'low' }: MetricRuleOptions): ScanRule {
  return {
    id, languages, severity, specialist,
    title: 'Function is too complex',
    description: `Cognitive complexity above ${COMPLEXITY_LIMIT}: nested branches, loops and conditions make the function hard to follow and to test.`,
    suggestion: 'Split the function: extract branches into well-named helpers, or replace condition chains with a lookup table.',
    outOfScope: true,
    scan: (file) =>
      functionMetrics(file, syntax)
        .filter((m) => m.complexity > COMPLEXITY_LIMIT)
        .map((m) => at(m.anchor, `Function is too complex (cognitive complexity ${m.complexity})`,
          `Cognitive complexity is ${m.complexity}, above the limit of ${COMPLEXITY_LIMIT}: each branch, loop and condition adds one, and more the deeper it is nested, so this function is hard to follow and to test.`)),
  };
}

export function nestingRule({ id, languages, syntax, severity = 'low' }: MetricRuleOptions): ScanRule {
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
    // Length alone was no defect on mature code: a long function that branches is complex-function's finding, a long
    // flat one (a table, option-by-option configuration, a spec's checks in order) reads fine. SonarQube's S138 and
    // ESLint's max-lines-per-function are off by default too.
    optIn: true,
    title: 'Function is too long',
    description: `Functions with more than ${FUNCTION_LINES_LIMIT} lines of code (comments, blank lines and nested functions not counted) usually do several jobs.`,
    suggestion: 'Split the function into smaller functions that each do one job.',
    outOfScope: true,
    scan: (file) =>
      functionMetrics(file, syntax)
        // Only a function that spans more lines than the limit can hold more lines of code than it.
        .filter((m) => m.lines > FUNCTION_LINES_LIMIT)
        .map((m) => ({ m, code: codeLines(m.node, syntax) }))
        .filter(({ code }) => code > FUNCTION_LINES_LIMIT)
        .map(({ m, code }) => at(m.anchor, `Function is too long (${code} lines of code)`,
          `This function has ${code} lines of code, above the limit of ${FUNCTION_LINES_LIMIT}; long functions usually do several jobs.`)),
  };
}

/**
 * Bodies of at least this many lines of code that repeat token for token are reported as duplicates: shorter ones
 * are closures over different variables or overloads for different types, which sharing would not simplify.
 */
export const DUPLICATE_MIN_LINES = 8;

/** Parents of a function written as an argument of a call. */
const INLINE_ARGUMENT = /^(arguments|argument_list|argument|block_argument)$/;

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
      const reported: Node[] = [];
      for (const metrics of functionMetrics(file, syntax)) {
        const body = metrics.node.childForFieldName('body');
        if (!body || body.endPosition.row - body.startPosition.row + 1 < DUPLICATE_MIN_LINES) continue;
        // A callback written at its call (`respondOrReport(() => ({ … error … }))`) is part of that call and closes over
        // its locals: sharing it means naming it and passing them in. Named functions and methods are compared, as
        // SonarQube's S4144 does.
        if (INLINE_ARGUMENT.test(metrics.node.parent?.type ?? '')) continue;
        // Inside a function already reported as a copy: the same finding again.
        if (reported.some((outer) => contains(outer, metrics.node))) continue;
        const key = body.text.replace(/\s+/g, ' ');
        const first = seen.get(key);
        if (!first) {
          seen.set(key, metrics.anchor);
          continue;
        }
        // Counted only for a copy (the same body has the same lines of code): most functions have none.
        if (codeLines(metrics.node, syntax) < DUPLICATE_MIN_LINES) continue;
        reported.push(metrics.node);
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
