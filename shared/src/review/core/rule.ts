/**
 * What a rule is: a small declarative record (Semgrep style). Most rules are a tree-sitter query plus an
 * optional predicate and fix; the few that need a whole-file view (complexity, duplication, secrets in text)
 * implement `scan` instead. Adding a rule = one record + one annotated fixture in test/rules/fixtures.
 */
import type { Node, Tree } from '@vscode/tree-sitter-wasm';
import type { Check, Language, Severity } from '../../contract';
import type { FileIR } from './ir';
import type { BusinessSyntax, CallSyntax, FunctionSyntax, ImportSyntax } from './syntax-facts';
import type { NamedSinkRow, ReturnRow, SinkKind, SinkRow, TaintSpec } from './taint-spec';

export type { Node, Tree };
/** A tree-sitter grammar's name (`GrammarBinding.name`). */
export type Grammar = string;

/** A replacement of [start, end) — UTF-16 offsets into the reviewed code. */
export interface OffsetEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * `safe`: the fixed code behaves as the original on every input except those that trigger the defect the finding
 * names, and any precondition that depends on was checked on the tree. `suggestion`: it may also change behaviour
 * on ordinary input (a different digest, a removed log line, markup shown as text), or a precondition could not be
 * checked. Only safe fixes enter the verified rewrite.
 */
export type FixSafety = 'safe' | 'suggestion';

export interface FixPlan {
  description: string;
  edits: OffsetEdit[];
  safety: FixSafety;
}

/** What a rule's fixes are, for docs/rules.md: always one class, or safe only when `when` holds on the tree. */
export type FixesDoc = { safety: FixSafety; note?: string } | { safety: 'checked'; when: string };

/** One place a rule fires, before it becomes a Finding. */
export interface Detection {
  start: number;
  end: number;
  fix?: FixPlan;
  /** Overrides of the rule's texts for this one place (e.g. to name the variable). */
  title?: string;
  description?: string;
  /** Overrides the rule's severity for this place (a value of unknown origin is not the rule's worst case). */
  severity?: Severity;
  /** The data flow behind a taint finding: source, each step, sink (offsets into the reviewed code). */
  flow?: readonly FlowStep[];
}

export interface FlowStep {
  start: number;
  end: number;
  note: string;
}

interface RuleMeta {
  /** `<language|javascript|generic>.<specialist>.<name>`; stable, never reused. */
  id: string;
  specialist: Check;
  severity: Severity;
  /** Languages whose code the rule reads; `'*'` for language-independent rules that also run on `unknown`. */
  languages: readonly Language[] | '*';
  title: string;
  description: string;
  suggestion: string;
  /** Security rules: the most specific CWE that fits, e.g. `CWE-89`. */
  cwe?: string;
  /** A rewrite cannot fix this by construction (e.g. missing rate limiting): reported as out of scope. */
  outOfScope?: boolean;
  /**
   * Off unless asked for by id: style that a project's own linter owns (`var`, nested ternaries). A reviewer that
   * re-lints a project against its own lint config is noise; who wants the rule turns it on.
   */
  optIn?: boolean;
  /**
   * Judges how a person wrote a line (`==` for `===`), not what the code does: a generated file's lines are its
   * generator's, so the rule does not run there even in a specialist that always runs.
   */
  handWritten?: boolean;
  /** Rules that offer fixes: what those fixes are (a test holds every fix to it). */
  fixes?: FixesDoc;
}

/** A query match: the first node of each capture name, and every node per name. */
export interface RuleMatch {
  captures: Readonly<Record<string, Node | undefined>>;
  all: Readonly<Record<string, readonly Node[]>>;
  /** The node the finding points at: capture `@target`, else the match's first capture. */
  target: Node;
  file: FileContext;
}

export interface QueryRule extends RuleMeta {
  /** A tree-sitter query; `#eq?`, `#match?`, `#any-of?` predicates run inside the query engine. */
  query: string;
  /** Only these grammars (e.g. JSX node types exist in javascript and tsx, not in typescript). */
  grammars?: readonly Grammar[];
  /** Extra checks the query language cannot express; false drops the match. */
  where?: (match: RuleMatch) => boolean;
  fix?: (match: RuleMatch) => FixPlan | undefined;
  /** Texts, severity or evidence for this one match (e.g. where a judged value came from). */
  detail?: (match: RuleMatch) => Pick<Detection, 'title' | 'description' | 'severity' | 'flow'>;
}

export interface ScanRule extends RuleMeta {
  scan: (file: FileContext) => Detection[];
  /**
   * Its findings in a function depend only on that function and the functions it calls (the data-flow rules): a
   * re-review of a rewrite recomputes them only where the rewrite changed code and carries the rest over.
   */
  perFunction?: boolean;
}

export type Rule = QueryRule | ScanRule;

export function isQueryRule(rule: Rule): rule is QueryRule {
  return 'query' in rule;
}

/** What every rule may read about the file under review. */
export interface FileContext {
  code: string;
  language: Language | undefined;
  /** Absent for `unknown` and for languages without a grammar. */
  tree: Tree | undefined;
  /** The plugin of the file's language; absent for languages the engine does not analyse. */
  plugin: LanguagePlugin | undefined;
  businessContext: string | undefined;
  /** Start offset of each line (0-based line index). */
  lineStarts: readonly number[];
  /** Memo for analyses several rules share (function spans, complexity), keyed by the analysis' name. */
  memo: Map<string, unknown>;
  /** In a re-review of a rewrite: the ranges of this text the rewrite changed (see ScanRule.perFunction). */
  changed?: readonly (readonly [number, number])[];
  /** Audit mode (ReviewOptions.audit): flows from values of unknown origin are reported too. */
  audit?: boolean;
}

export function memoized<T>(file: FileContext, key: string, compute: () => T): T {
  if (file.memo.has(key)) return file.memo.get(key) as T;
  const value = compute();
  file.memo.set(key, value);
  return value;
}

/** How a language's files are named and commented, whether or not the engine analyses it. */
export interface LanguageInfo {
  /** The spec's language id (request field `language`). */
  language: Language;
  /** As people write it: "C#", "TypeScript". */
  name: string;
  /** File extensions, lower case with the dot (`.cs`). */
  extensions: readonly string[];
  /** VS Code language ids of documents in this language (`csharp`, `typescriptreact`). */
  editorIds: readonly string[];
  /**
   * Comment tokens: `line` start a comment that runs to the end of the line (the first is the one the editor
   * writes); `block` open and close one. Empty for a language without comments (JSON).
   */
  comments: { line: readonly string[]; block?: readonly [string, string] };
}

/** A tree-sitter grammar: the `.wasm` file it is loaded from, and which files of its language it reads. */
export interface GrammarBinding {
  /** The grammar's name in rules (`QueryRule.grammars`) and in the parser cache: `tsx`, `c_sharp`. */
  name: string;
  /** File name in the grammar package, copied into `dist/grammars/` by the build. */
  wasm: string;
  language: Language;
  /** Only files with these extensions (TSX); a binding without is the language's default grammar. */
  extensions?: readonly string[];
}

/** Code a rule or the editor writes into a file of this language. */
export interface CodeGeneration {
  /**
   * A guard clause as the first statement of a function body: `if (<condition>) throw …` with `message`; `indent` is
   * the body's indentation. Undefined when the language has no idiomatic way to reject an argument (Go returns
   * errors: rejecting there changes the function's results).
   */
  guardClause?: (condition: string, message: string, indent: string) => string;
  /** The boolean `or` of conditions in a guard: `||`, `or`. */
  or: string;
}

/** Where outside input (or a value of unknown origin) reaches a sink, as a taint rule's fix reads it. */
export interface TaintHit {
  kind: SinkKind;
  row: SinkRow | ReturnRow | NamedSinkRow;
  /** The sink: the call (or assignment) that receives the value. */
  call: Node;
  /** The argument that carries the taint. */
  argument: Node;
  /** Outside input reaches the sink; otherwise only a value of unknown origin does. */
  fromInput: boolean;
  taints: readonly { source: { node: Node } }[];
}

export type TaintFix = (hit: TaintHit, file: FileContext) => FixPlan | undefined;

/**
 * A plugin's own part in the taint rule family's rule for one sink kind (rules/taint-family.ts): the remedy in its
 * idiom, a fix with its declared safety, and for rules older than the family the name and severity they had.
 */
export interface TaintChoice {
  name?: string;
  severity?: Severity;
  suggestion?: string;
  fix?: TaintFix;
  fixes?: FixesDoc;
  /** The plugin's additions to the family's rule: a scan of a flow the data flow does not follow, a note per place. */
  extend?: (rule: ScanRule) => ScanRule;
}

/** Everything the engine knows about one language family (JavaScript's plugin reads TypeScript too). */
export interface LanguagePlugin {
  /** Folder name and rule id prefix: `javascript`, `csharp`. */
  id: string;
  /** The languages it reads, the first the plugin's own. */
  languages: readonly LanguageInfo[];
  grammars: readonly GrammarBinding[];
  /** The data flow: lowering of a parsed file to the IR, and the taint specification its analysis reads. */
  flow: {
    lower: (file: FileContext) => FileIR;
    spec: TaintSpec;
    calls: CallSyntax;
  };
  /** Syntax facts every specialist reads instead of node types of its own. */
  syntax: {
    functions: FunctionSyntax;
    imports: ImportSyntax;
    business: BusinessSyntax;
    /**
     * The language's reference parser, where one runs here: asked when the grammar reports a syntax error, code it
     * accepts is valid and the grammar lags behind the language (no syntax-error finding then).
     */
    accepts?: (code: string, language: Language) => boolean;
  };
  codegen: CodeGeneration;
  /** Its part in the taint rule family, per sink kind (a kind its specification has sinks for and no entry here gets the family's texts). */
  taint: Partial<Record<SinkKind, TaintChoice>>;
  /** Its part in the query-in-loop family (rules/query-in-loop.ts): the remedy in its idiom (the family's words when absent). */
  queryInLoop?: { suggestion: string };
  /** The language's own rules: what is truly its own (families written once live in `rules/`). */
  rules: readonly Rule[];
  /**
   * Short realistic files that exercise the engine's hot paths (data flow, fixes, the rewrite's re-review), reviewed
   * before a worker takes its first request: one per language and grammar worth warming.
   */
  warmUp: readonly { language: Language; code: string; filename?: string }[];
}
