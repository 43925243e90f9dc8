/**
 * A security rule whose findings come from the data flow: one rule per sink kind and language, reported where
 * the value reaches the sink, with the flow (source → steps → sink) as evidence. Severity follows the evidence:
 * outside input → the rule's severity; only a value of unknown origin (a parameter of a function nothing in the
 * file calls) → low, audit level; constants → nothing.
 */
import { SEVERITIES, type Severity } from '../../contract';
import { sinkHits, type ReportedHit } from '../analysis/dataflow/engine';
import { OPT_IN_KINDS, SINK_KINDS, type SinkKind } from '../core/taint-spec';
import { HOLE, type Taint, type Value } from '../analysis/dataflow/engine';
import { positionAt } from '../core/positions';
import { readsItsOwnOutput } from './own-output';
import type { Detection, FileContext, FixPlan, FlowStep, ScanRule } from '../core/rule';

export interface TaintRuleDefinition extends Omit<ScanRule, 'scan' | 'cwe'> {
  kind: SinkKind;
  /** Takes the hits of sink rows that name this rule (`rule` in the row); without it, the rows that name none. */
  rows?: string;
  /**
   * When a value of unknown origin is worth a (lower-severity) finding: `any` value (sinks dangerous with anything
   * not constant: eval, a shell, a deserialiser, HTML), only text `built` from it (a query or path assembled around
   * a parameter — a parameter passed on whole is the caller's to check), or never (`false`: logs, patterns,
   * sessions). Default by kind, see UNKNOWN_ORIGIN.
   */
  unknownOrigin?: 'any' | 'built' | false;
  fix?: (hit: ReportedHit, file: FileContext) => FixPlan | undefined;
}

/** Which values of unknown origin each kind reports (see TaintRuleDefinition.unknownOrigin). */
const UNKNOWN_ORIGIN: Partial<Record<SinkKind, 'any' | 'built' | false>> = {
  code: 'any', command: 'any', deserialization: 'any', template: 'any', xss: 'any',
  log: false, regex: false, 'trust-boundary': false, 'weak-random': false,
};

/** Text assembled from constant text and values (`"ls " + dir`), as opposed to a value passed on as it is. */
function builtFromParts(value: Value, depth = 0): boolean {
  const shape = value.shape;
  if (shape !== undefined && shape.includes(HOLE) && shape.replaceAll(HOLE, '').trim().length > 0) return true;
  // An options object whose field is built (`{ filter: "(uid=" + name + ")" }`).
  return depth < 2 && [...(value.fields?.values() ?? [])].some((field) => builtFromParts(field, depth + 1));
}

/**
 * Kinds whose sink has a safe form whatever the value (bound parameters, an argument vector, an escaping builder):
 * text assembled around a value there is the defect itself, reported without knowing where the value comes from.
 * Elsewhere (a path joined under a folder, a URL fetched, a template or code evaluated) a library's parameter is its
 * caller's value, what the API is for: such flows are reported only in audit mode (ReviewOptions.audit).
 */
const BUILT_IS_THE_DEFECT: ReadonlySet<SinkKind> = new Set<SinkKind>(['sql', 'nosql', 'ldap', 'xpath', 'command']);

/**
 * Whether a hit whose value has no known outside source is reported: the kind (or row) must count such values at
 * all, and then audit mode, text assembled where the sink has a safe form, or a row that needs sanitising whatever
 * the source decides.
 */
function reportedWithoutInput(kind: SinkKind, hit: ReportedHit, unknownOrigin: 'any' | 'built' | false, audit: boolean): boolean {
  if (!reportsUnknownOrigin(hit, unknownOrigin)) return false;
  const everywhere = 'withoutInput' in hit.row && hit.row.withoutInput === true;
  return audit || everywhere || (BUILT_IS_THE_DEFECT.has(kind) && builtFromParts(hit.value) && !(kind === 'sql' && bindsValues(hit)));
}

/** A literal list of values, or a name for one (`params`, `queryParams`, `bindings`, `values`). */
const BOUND_VALUES = /^(array|list|tuple|array_creation_expression|array_initializer|implicit_array_creation_expression|collection_expression)$/;
const BOUND_NAME = /(^|[._])(params|parameters|query_?params|bind(ings?|s)?|values|args|arguments)$/i;

/**
 * The query call binds values besides its text (`query(sql, params)`): its author parameterises, and what a function
 * of a library splices into the text around its parameters is names — tables, columns, placeholders it made. From a
 * value of unknown origin that is no finding; outside input reaching the text still is one.
 */
function bindsValues(hit: ReportedHit): boolean {
  const list = hit.argument.parent;
  if (!list) return false;
  return list.namedChildren.some((arg) => !!arg && arg.startIndex >= hit.argument.endIndex && (BOUND_VALUES.test(arg.type) || BOUND_NAME.test(arg.text)));
}

/** Whether a value of unknown origin reaching this hit's sink is worth a finding: by kind, narrowed by the row. */
function reportsUnknownOrigin(hit: ReportedHit, byKind: 'any' | 'built' | false): boolean {
  const wanted = 'unknownOrigin' in hit.row && hit.row.unknownOrigin !== undefined ? hit.row.unknownOrigin : byKind;
  return wanted === 'any' || (wanted === 'built' && builtFromParts(hit.value));
}

/**
 * Kinds where a value used whole is the operator's choice when it comes from the operator: the file to open, the
 * script or plugin to run, the program and arguments to start, the URL to fetch (`flask shell` running the file
 * `PYTHONSTARTUP` names, a tool restarting itself with its own `sys.argv`). Text assembled around such a value (a
 * name joined under a folder) still assumes a shape the value may break, and is reported. Data is not among them: a
 * document handed to a program is not expected to run code, so an unsafe loader of it stays a finding.
 */
const OPERATOR_CHOOSES_WHOLE: ReadonlySet<SinkKind> = new Set<SinkKind>(['path', 'code', 'include', 'reflection', 'command', 'ssrf']);

/**
 * Whether a hit is reported. Outside input from a remote user always is; the operator's own values (the
 * environment, the command line, files it reads) are, except used whole where choosing is the operator's right,
 * or read back by the program that wrote them (own-output.ts) (audit mode only); values of unknown origin as
 * reportedWithoutInput says.
 */
function reported(kind: SinkKind, hit: ReportedHit, unknownOrigin: 'any' | 'built' | false, file: FileContext): boolean {
  const audit = file.audit === true;
  if (!hit.fromInput) return reportedWithoutInput(kind, hit, unknownOrigin, audit);
  if (!onlyLocal(hit)) return true;
  if (kind === 'deserialization' && !audit && readsItsOwnOutput(file, hit.call)) return false;
  // Assembled: put after text the code chose (`"git checkout " + branch`); at the start it is the operator's program or folder.
  return audit || !OPERATOR_CHOOSES_WHOLE.has(kind) || hit.taints.some((taint) => taint.assembled === true);
}

/**
 * The severity of a finding whose value has no known outside source: audit level. A parameter nothing in the file
 * passes outside input to is, in a library, its caller's value; whether it can be exploited is the caller's story.
 */
const UNKNOWN_ORIGIN_SEVERITY: Severity = 'low';

/** One grade less severe, down to low. */
function lowered(severity: Severity): Severity {
  return SEVERITIES[Math.min(SEVERITIES.indexOf(severity) + 1, SEVERITIES.length - 1)]!;
}

export function taintRule(definition: TaintRuleDefinition): ScanRule {
  const { kind, rows, fix, unknownOrigin = UNKNOWN_ORIGIN[kind] ?? 'built', ...meta } = definition;
  return {
    ...meta,
    cwe: SINK_KINDS[kind].cwe,
    perFunction: true,
    scan: (file) => firstPerSource(kind, sinkHits(file, [kind])
      .filter((hit) => hit.row.rule === rows && reported(kind, hit, unknownOrigin, file)))
      .map((hit) => toDetection(hit, definition, file, fix?.(hit, file))),
  };
}

/**
 * For opt-in kinds (a random number used as a secret) one finding per source: the token generated once and then
 * stored, returned and put in a response is one problem.
 */
function firstPerSource(kind: SinkKind, hits: ReportedHit[]): ReportedHit[] {
  if (!OPT_IN_KINDS.includes(kind)) return hits;
  const seen = new Set<number>();
  return hits.filter((hit) => {
    const sources = hit.taints.map((taint) => taint.source.node.id);
    if (sources.every((id) => seen.has(id))) return false;
    for (const id of sources) seen.add(id);
    return true;
  });
}

/** Outside input first, then the shortest path. */
function strongest(taints: readonly Taint[]): Taint {
  return [...taints].sort((a, b) => (a.source.origin === b.source.origin ? a.steps.length - b.steps.length : a.source.origin === 'input' ? -1 : 1))[0]!;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The last variable the value was assigned to on its way, to name it in the text. */
function lastVariable(taint: Taint): string | undefined {
  for (let i = taint.steps.length - 1; i >= 0; i--) {
    const match = /^assigned to `([^`]+)`$/.exec(taint.steps[i]!.note);
    if (match) return match[1];
  }
  return undefined;
}

/** Only the operator's own values (the environment, the command line, files it reads) reach the sink: no remote user chooses them. */
function onlyLocal(hit: ReportedHit): boolean {
  return hit.fromInput && hit.taints.every((t) => t.source.origin !== 'input' || t.source.local === true);
}

/**
 * The rule's title names outside input; a flow from the operator's own values, or from a value of unknown origin,
 * says so in the title too (a list of findings shows titles, not descriptions).
 */
function titleFor(title: string, local: boolean, fromInput: boolean): string {
  const origin = local ? "the operator's own input" : fromInput ? undefined : 'a value of unknown origin';
  if (!origin) return title;
  return capitalised(title.replace(/outside input/i, origin));
}

function toDetection(hit: ReportedHit, rule: TaintRuleDefinition, file: FileContext, fix: FixPlan | undefined): Detection {
  const taint = strongest(hit.taints);
  const { source } = taint;
  const sourceLine = positionAt(file.lineStarts, source.node.startIndex).line;
  const words = SINK_KINDS[hit.kind].words;
  const variable = lastVariable(taint);
  const through = variable ? ` through \`${variable}\`` : '';
  // Only the operator's own values (the environment) reach it: no remote user can choose them.
  const local = onlyLocal(hit);
  // Every path runs through a callee chosen at run time: likely, not certain, so one grade below the rule's.
  const guessed = hit.taints.every((t) => t.guessed === true);
  const guessedCall = guessed ? taint.steps.find((step) => step.note.startsWith('through '))?.note : undefined;
  const guess = guessed ? ` It gets there ${guessedCall ?? 'through a call'} whose target is chosen at run time, assumed to pass it on.` : '';
  const description = local
    ? `${capitalised(source.description)} (line ${sourceLine}) reaches ${words} here${through}. Whoever sets it runs the program and can usually do as much anyway, so this matters only where the program has more rights than its caller (setuid, a service reading another user's configuration, a CI job on a pull request). ${rule.description}`
    : hit.fromInput
    ? `${capitalised(source.description)} (line ${sourceLine}) reaches ${words} here${through}.${guess} ${rule.description}`
    : `${capitalised(words)} here is built from ${source.description} (line ${sourceLine})${through}, a value of unknown origin: no outside input reaches it within this file, so whether it can be exploited depends on the callers. ${rule.description}`;
  const flow: FlowStep[] = [{ start: source.node.startIndex, end: source.node.endIndex, note: `source: ${source.description}` }];
  for (const step of taint.steps) {
    const last = flow.at(-1)!;
    if (last.start === step.node.startIndex && last.end === step.node.endIndex) continue;
    flow.push({ start: step.node.startIndex, end: step.node.endIndex, note: step.note });
  }
  flow.push({ start: hit.argument.startIndex, end: hit.argument.endIndex, note: `sink: reaches ${words}` });
  return {
    start: hit.call.startIndex,
    end: hit.call.endIndex,
    title: titleFor(rule.title, local, hit.fromInput),
    description,
    flow,
    ...(local ? { severity: 'low' as const } : !hit.fromInput ? { severity: UNKNOWN_ORIGIN_SEVERITY } : guessed ? { severity: lowered(rule.severity) } : {}),
    ...(fix ? { fix } : {}),
  };
}
