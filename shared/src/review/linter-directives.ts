/**
 * Other linters' disable comments that name a check we also make: a project that turned ESLint's `no-empty` off for a
 * line (`// eslint-disable-next-line no-empty`), a file (`/* eslint no-empty: 0 *\/`) or a range (`/* eslint-disable
 * no-console *\/` … `/* eslint-enable *\/`), Pylint's `broad-except`, Ruff's or Bandit's code (`# noqa: BLE001`,
 * `# nosec B324`), RuboCop's `Lint/RescueException` or golangci-lint's `//nolint:errcheck` has decided about that
 * check there. Only the checks listed here are silenced: a directive naming a rule we do not make says nothing about
 * ours, and a bare `eslint-disable` (all of ESLint's rules) silences only those of ours that ESLint also makes.
 */

/** Where a directive applies, from the comment's position. */
export type DirectiveScope = 'line' | 'next-line' | 'start' | 'end' | 'file' | 'block';

export interface LinterDirective {
  scope: DirectiveScope;
  /** Our rule ids it silences (full ids, for every language the tool reviews). */
  ids: ReadonlySet<string>;
}

/** Their rule name → our rule id after the language (`reliability.swallowed-error`). */
const ESLINT: Readonly<Record<string, readonly string[]>> = {
  'no-empty': ['reliability.swallowed-error'],
  'no-console': ['quality.debug-output'],
  'no-debugger': ['quality.debugger-statement'],
  eqeqeq: ['reliability.loose-equality'],
  'no-var': ['quality.var-declaration'],
  'no-eval': ['security.code-injection'],
  'no-implied-eval': ['security.code-injection'],
  'no-new-func': ['security.code-injection'],
  complexity: ['quality.complex-function'],
  'sonarjs/cognitive-complexity': ['quality.complex-function'],
  'max-depth': ['quality.deep-nesting'],
  'max-lines-per-function': ['quality.long-function'],
  'no-nested-ternary': ['quality.nested-ternary'],
  'no-unreachable': ['quality.unreachable-code'],
  radix: ['reliability.parseint-radix'],
  'use-isnan': ['reliability.nan-comparison'],
  'no-async-promise-executor': ['reliability.async-promise-executor'],
  '@typescript-eslint/no-floating-promises': ['reliability.unhandled-promise'],
  'sonarjs/no-identical-functions': ['quality.duplicate-function'],
  'react/no-danger': ['security.react-dangerous-html'],
  'security/detect-child-process': ['security.command-injection'],
  'security/detect-non-literal-fs-filename': ['security.path-traversal'],
  'security/detect-eval-with-expression': ['security.code-injection'],
  'security/detect-non-literal-regexp': ['security.regex-injection'],
};

/** Pylint's names and message ids, Ruff's and flake8's codes, Bandit's test ids (Ruff's S codes are Bandit's B codes). */
const PYTHON: Readonly<Record<string, readonly string[]>> = {
  'broad-except': ['reliability.swallowed-exception'],
  'broad-exception-caught': ['reliability.swallowed-exception'],
  W0703: ['reliability.swallowed-exception'],
  W0718: ['reliability.swallowed-exception'],
  BLE001: ['reliability.swallowed-exception'],
  S110: ['reliability.swallowed-exception'],
  'bare-except': ['reliability.bare-except'],
  W0702: ['reliability.bare-except'],
  E722: ['reliability.bare-except'],
  'dangerous-default-value': ['reliability.mutable-default-argument'],
  W0102: ['reliability.mutable-default-argument'],
  B006: ['reliability.mutable-default-argument'],
  'eval-used': ['security.code-injection'],
  W0123: ['security.code-injection'],
  'exec-used': ['security.code-injection'],
  W0122: ['security.code-injection'],
  S307: ['security.code-injection'],
  S102: ['security.code-injection'],
  'too-many-branches': ['quality.complex-function'],
  R0912: ['quality.complex-function'],
  C901: ['quality.complex-function'],
  'too-many-statements': ['quality.long-function'],
  R0915: ['quality.long-function'],
  'too-many-nested-blocks': ['quality.deep-nesting'],
  R1702: ['quality.deep-nesting'],
  unreachable: ['quality.unreachable-code'],
  W0101: ['quality.unreachable-code'],
  'wildcard-import': ['quality.wildcard-import'],
  W0401: ['quality.wildcard-import'],
  F403: ['quality.wildcard-import'],
  'consider-using-with': ['reliability.unclosed-file'],
  R1732: ['reliability.unclosed-file'],
  SIM115: ['reliability.unclosed-file'],
  'singleton-comparison': ['reliability.none-comparison', 'quality.boolean-comparison'],
  C0121: ['reliability.none-comparison', 'quality.boolean-comparison'],
  E711: ['reliability.none-comparison'],
  E712: ['quality.boolean-comparison'],
  'missing-timeout': ['reliability.request-without-timeout'],
  W3101: ['reliability.request-without-timeout'],
  T201: ['quality.debug-output'],
  T100: ['quality.debugger-statement'],
  S113: ['reliability.request-without-timeout'],
  S324: ['security.weak-hash'],
  S303: ['security.weak-hash'],
  S602: ['security.command-injection'],
  S604: ['security.command-injection'],
  S605: ['security.command-injection'],
  S608: ['security.sql-injection'],
  S301: ['security.unsafe-deserialization'],
  S506: ['security.unsafe-deserialization'],
  S501: ['security.tls-verification-disabled'],
  S311: ['security.insecure-randomness'],
  S105: ['security.hardcoded-secret'],
  S106: ['security.hardcoded-secret'],
  S107: ['security.hardcoded-secret'],
  S201: ['security.debug-mode'],
  S202: ['security.tar-extraction'],
};

const RUBOCOP: Readonly<Record<string, readonly string[]>> = {
  'Lint/RescueException': ['reliability.rescue-exception'],
  'Lint/SuppressedException': ['reliability.swallowed-exception'],
  'Security/Eval': ['security.code-injection'],
  'Security/YAMLLoad': ['security.unsafe-deserialization'],
  'Security/MarshalLoad': ['security.unsafe-deserialization'],
  'Security/Open': ['security.command-injection'],
  'Lint/Debugger': ['quality.debugger-statement'],
  'Metrics/CyclomaticComplexity': ['quality.complex-method'],
  'Metrics/PerceivedComplexity': ['quality.complex-method'],
  'Metrics/BlockNesting': ['quality.deep-nesting'],
  'Metrics/MethodLength': ['quality.long-method'],
};

const GOLANGCI: Readonly<Record<string, readonly string[]>> = {
  errcheck: ['reliability.ignored-error'],
  gocognit: ['quality.complex-function'],
  gocyclo: ['quality.complex-function'],
  cyclop: ['quality.complex-function'],
  nestif: ['quality.deep-nesting'],
  funlen: ['quality.long-function'],
  dupl: ['quality.duplicate-function'],
};

function idsOf(table: Readonly<Record<string, readonly string[]>>, language: string, names: readonly string[]): Set<string> {
  const ids = new Set<string>();
  for (const name of names) for (const suffix of table[name] ?? []) ids.add(`${language}.${suffix}`);
  return ids;
}

/** Rule names in a directive: split at commas and spaces, up to a `--` reason (ESLint) or the end. */
function namesIn(text: string): string[] {
  return (text.split(/\s--\s|\s*-->|\*\//)[0] ?? '').split(/[\s,]+/).filter(Boolean);
}

/** Every rule of ours a table maps, for a directive that names none (all of the tool's rules). */
function allOf(table: Readonly<Record<string, readonly string[]>>, language: string): Set<string> {
  return idsOf(table, language, Object.keys(table));
}

/** `/* eslint no-empty: 0, eqeqeq: "off" *\/`: the rules turned off for the file. */
function eslintConfig(body: string): Set<string> | undefined {
  const match = /^eslint\s+(.+)$/s.exec(body);
  if (!match) return undefined;
  const off = [...match[1]!.matchAll(/([@\w/-]+)\s*:\s*(?:\[\s*)?(?:0|"off"|'off')/g)].map((m) => m[1]!);
  return off.length > 0 ? idsOf(ESLINT, 'javascript', off) : undefined;
}

/**
 * The directive in a comment's text (comment tokens stripped), or undefined. `ownLine`: the comment is alone on its
 * line (Pylint, RuboCop and golangci-lint then apply to what follows).
 */
export function linterDirective(body: string, ownLine: boolean): LinterDirective | undefined {
  const eslint = /^eslint-(disable-next-line|disable-line|disable|enable)\b(.*)$/s.exec(body);
  if (eslint) {
    const names = namesIn(eslint[2]!);
    const ids = names.length > 0 ? idsOf(ESLINT, 'javascript', names) : allOf(ESLINT, 'javascript');
    const scope = ({ 'disable-next-line': 'next-line', 'disable-line': 'line', disable: 'start', enable: 'end' } as const)[eslint[1] as 'disable'];
    return { scope, ids };
  }
  const config = eslintConfig(body);
  if (config) return { scope: 'file', ids: config };
  const pylint = /^pylint:\s*disable(-next)?\s*=\s*(.+)$/s.exec(body);
  if (pylint) return { scope: pylint[1] ? 'next-line' : ownLine ? 'block' : 'line', ids: idsOf(PYTHON, 'python', namesIn(pylint[2]!)) };
  const noqa = /^noqa\s*:\s*(.+)$/is.exec(body);
  if (noqa) return { scope: 'line', ids: idsOf(PYTHON, 'python', namesIn(noqa[1]!)) };
  // Bandit's `# nosec B602` (the bare marker is suppressions.ts' business).
  const nosec = /^nosec\b[\s:]*([A-Z]+\d.*)$/s.exec(body);
  if (nosec) return { scope: 'line', ids: idsOf(PYTHON, 'python', namesIn(nosec[1]!).map((code) => code.replace(/^B/, 'S'))) };
  const rubocop = /^rubocop\s*:\s*(disable|enable|todo)\s+(.+)$/s.exec(body);
  if (rubocop) {
    const ids = idsOf(RUBOCOP, 'ruby', namesIn(rubocop[2]!));
    return { scope: rubocop[1] === 'enable' ? 'end' : ownLine ? 'start' : 'line', ids };
  }
  const nolint = /^nolint:\s*([\w,-]+)/.exec(body);
  if (nolint) return { scope: ownLine ? 'next-line' : 'line', ids: idsOf(GOLANGCI, 'go', nolint[1]!.split(',')) };
  return undefined;
}

/** Whether a text may hold a directive (a cheap test before reading the file's comments). */
export const ANY_LINTER_DIRECTIVE = /eslint|pylint|noqa|nosec|rubocop|nolint/;

/** Every rule id the tables map to, for a test that each one is a rule of ours. */
export function mappedRuleIds(): string[] {
  return [...new Set([
    ...allOf(ESLINT, 'javascript'), ...allOf(PYTHON, 'python'), ...allOf(RUBOCOP, 'ruby'), ...allOf(GOLANGCI, 'go'),
  ])];
}
