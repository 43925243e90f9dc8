/**
 * Syntax facts: what a language plugin states about its grammar's node types so that the language-neutral parts
 * of the engine (data flow prefilter, function metrics, import clean-up, business logic) read any language. Types
 * only; each plugin fills them in (`languages/<id>/syntax.ts`).
 */
import type { Node } from '@vscode/tree-sitter-wasm';

/** A path of field names from a node down to one of its parts. */
export type FieldPath = readonly string[];

/**
 * Calls and names as the data flow's prefilter reads them (a sink call given only constants is not analysed), and
 * the parts of a call as rules that name calls the way the data flow does read them (rules/query-in-loop.ts).
 */
export interface CallSyntax {
  calls: readonly string[];
  names: readonly string[];
  /** The field path from a call to its receiver (`function` → `object` for `a.b(…)`). */
  receiver: readonly string[];
  /** Where `receiver` does not reach: the class of a static call (PHP's `A::b()`). */
  classReceiver?: FieldPath;
  /** The field path from a call with a receiver to the name it calls (`function` → `property` for `a.b(…)`). */
  member: FieldPath;
  /** The field path from a call without a receiver to what it calls (`function` for `f(…)`). */
  callee: FieldPath;
  /** Constructor calls among `calls` (`new T(…)`) and the field naming the type they construct. */
  constructors?: { types: readonly string[]; type: string };
  /** The field of a call holding its argument list. */
  arguments: string;
  /** Calls need no parentheses (Ruby's `run_query q`): any mention of a function's name but its definition counts as a call. */
  bareCalls?: boolean;
  /**
   * A query whose `@node` captures are sinks by themselves, with no name to find them by (Ruby's backticks, a
   * pattern with `#{…}` in it): their functions are always analysed.
   */
  sinkNodes?: string;
  /**
   * Names a method of the file is also called by, through the framework (`Job.perform_later(…)` runs `perform`):
   * a function calling one of them is a caller of the method when callers of a sink's function are looked for.
   */
  indirectCallers?: Readonly<Record<string, readonly string[]>>;
}

/** A loop, and which of its parts run once per iteration. */
export interface LoopSyntax {
  type: string;
  /** Only this field runs per iteration (the body of `for x in xs`: the iterable is evaluated once); absent: every part but `once`. */
  body?: string;
  /**
   * Parts evaluated once, before the first iteration (a `for` loop's initializer): a field, or else the first child
   * of that node type; dotted for a part of a part (Go's `for_clause.initializer`).
   */
  once?: readonly string[];
  /** The part that binds each element (`x` of `for x in xs`), written as in `once`. */
  element?: string;
}

/** What the function-shape rules measure (complexity, nesting, length), and the loops rules ask about. */
export interface FunctionSyntax {
  /** What the language calls its functions, in the rule ids (`java.quality.long-method`). */
  unit: 'function' | 'method';
  /** Node types that start a function, method or lambda with a body. */
  functions: readonly string[];
  /** Node types that add to the cognitive complexity: if, loops, case arms, catch, ternary, comprehension clauses. */
  decisions: readonly string[];
  /** Of the decisions, the arms of a switch or match: the switch counts once, however many arms it has. */
  cases?: readonly string[];
  /** Of the decisions, the clauses that continue an if chain (`elif`): one each, no deeper than the chain's `if`. */
  elseIf?: readonly string[];
  /** Node types that open a nesting level (if, loops, try, switch, with). */
  nesting: readonly string[];
  /** Else-if chains: a nesting node whose parent is this type does not deepen nesting (e.g. `else_clause`). */
  flatParents?: readonly string[];
  /** Node types of comments (not counted as code lines). */
  comments: readonly string[];
  loops: readonly LoopSyntax[];
  /** Blocks: code passed to a call that is no function of its own (Ruby's `do … end`); an iterating method's runs per element. */
  blocks?: readonly string[];
  /** The fields of a function or block that hold its parameters, the first that exists. */
  parameters: readonly string[];
}

/** An import statement (or one member of a grouped import) and the names it binds. */
export interface ImportBinding {
  /** What to delete: the statement's whole lines. */
  statement: Node;
  names: string[];
}

/** Imports, for removing one a rewrite left unused. */
export interface ImportSyntax {
  /** Node types of import statements (or of the members of a grouped import). */
  statements: readonly string[];
  /** Node types of the names that can use an import (those a grammar lacks are left out for it). */
  names: readonly string[];
  /** What `statement` binds; undefined for an import never judged by use (side effects, wildcards). */
  bindings: (statement: Node) => ImportBinding | undefined;
  /** A grouped import (`import ( … )`): its members' type and the list's; the last member removed takes the group. */
  group?: { member: string; list: string };
}

/** A node type that assigns: where its targets and values are, and whether it carries an operator (`+=`). */
export interface AssignmentShape {
  type: string;
  left: string;
  right: string;
  /** The operator is a field (`operator`) of the node; absent means a plain `=`. */
  operator?: boolean;
}

/** A parameter as the business rules read it. */
export interface Param {
  name: string;
  node: Node;
  /** The declared type's text ('' when untyped). */
  type: string;
  /** Annotations and modifiers on the parameter (Java `@Min(1)`), '' when none. */
  modifiers: string;
}

/** The node types and accessors the business-logic analysis reads. */
export interface BusinessSyntax {
  functions: readonly string[];
  identifiers: readonly string[];
  /** Member access type → field of the accessed name (`a.b`). */
  members: Readonly<Record<string, string>>;
  /** The field of a member access that holds the object (`object`; Go's `operand`). */
  memberObject: string;
  /** Subscript type → field of the subscripted value (`a[i]`). */
  subscripts: Readonly<Record<string, string>>;
  /** The field of a subscript that holds the key (`index`; Python's `subscript`). */
  subscriptKey: string;
  binary: string;
  /** Python's `a < b <= c`; elsewhere comparisons are binary expressions. */
  comparisonChain?: string;
  unary: readonly string[];
  /** Wrappers whose value is their (last) named child: parentheses, await, casts, type assertions. */
  transparent: readonly string[];
  conditional: readonly string[];
  /** A conditional without a `condition` field holds its test as this named child (Python's `a if c else b`: 1). */
  conditionalTestChild?: number;
  call: string;
  /** A call whose callee is split into fields (Java's `object.name(…)`) instead of one `function` field. */
  callFields?: { name: string; object: string };
  /** Further call types, with their callee split into fields (PHP's `$o->m(…)` and `A::m(…)` beside `f(…)`). */
  methodCalls?: { types: readonly string[]; name: string; object: string };
  integers: readonly string[];
  floats: readonly string[];
  strings: readonly string[];
  assignments: readonly AssignmentShape[];
  returns: string;
  ifs: string;
  /** Containers whose children are alternative cases (switch bodies). */
  switches: readonly string[];
  /** Statements after which a branch does not continue. */
  exits: readonly string[];
  /** Object/dict/struct literal entries: [type, key field, value field]. */
  pairs: ReadonlyArray<readonly [string, string, string]>;
  /** Type names of binary floating point. */
  floatTypes: RegExp;
  /** The same type names as they are searched for in the source text (global); none when the language has none. */
  floatTypeTokens?: RegExp;
  /** Calls that convert to binary floating point by their callee's text (Python's `float(x)`). */
  floatConversions?: readonly string[];
  /**
   * Calls that parse text into a binary floating-point number that may be NaN, as `receiver.member` or a bare name
   * (`parseFloat`, `strconv.ParseFloat`), and the checks that rule NaN out (`Number.isFinite`, `math.isnan`). Absent
   * where text never parses to NaN (PHP's floatval, Ruby's to_f): no NaN rule there.
   */
  nan?: { parsers: readonly string[]; checks: RegExp };
  /**
   * TLS protocol versions, for rules/weak-tls-version.ts: the option keys, fields and properties that set a version
   * (`minVersion`, `MinVersion`, `minimum_version`), the calls whose first argument is the protocol
   * (`ssl.SSLContext`), the setters that take a handle, a setting and its value (`curl_setopt`), the values that name
   * a deprecated one (tested on a value's text and its constants), and a quick test of the file's text.
   */
  tlsVersions?: { settings: RegExp; contexts?: readonly string[]; settingCalls?: readonly string[]; weak: RegExp; mentions: RegExp };
  /** How `round(x, n)` rounds a half when no mode is given. */
  roundHalf: 'even' | 'up';
  parameters: (list: Node) => Param[];
  /** Not reachable from outside the file: private, underscore-named, unexported. */
  isPrivate: (fn: Node, name: string) => boolean;
  /** Declared parameter types a guard clause can compare with numbers (an untyped parameter matches `''`). */
  numericTypes?: RegExp;
  /** Statements that must stay first in a body (docstrings, `super(…)`): a guard goes after them. */
  staysFirst?: (statement: Node) => boolean;
}
