/**
 * The business-rule scenario corpus: one program per file under test/business/<language>/<domain>/, whose header
 * gives the business context, the rule it is about and, for a violation, the rule id the review must report:
 *
 *   // business: violation — <what breaks the rule>      (or `obeys — <why it is correct>`)
 *   // rule: <rule key>                                 (the same key across the rule's phrasings)
 *   // context: <the business_context, or (none)>
 *   // expect: <rule id>                                (violations only)
 *
 * `#` starts the header lines in Python and Ruby; in PHP they follow `<?php`. A violation marks the line a reviewer
 * would point at with a trailing `expect-line` comment.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../shared/src/contract';
import { languageOfFile } from '../../shared/src/review/languages/registry';

export const SCENARIO_DIR = __dirname;

export interface Scenario {
  /** Path relative to test/business. */
  id: string;
  file: string;
  code: string;
  language: Language;
  domain: string;
  violation: boolean;
  rule: string;
  /** The business_context the review gets; undefined for `(none)`. */
  context: string | undefined;
  /** The rule id a violation must be reported under. */
  expect: string | undefined;
  /** The 1-based line marked `expect-line`, when there is one. */
  expectLine: number | undefined;
  note: string;
}

const FIELD = /^\s*(?:\/\/|#)\s*(business|rule|context|expect):\s*(.*?)\s*$/;
const KIND = /^(violation|obeys)\b\s*(?:[—–-]\s*)?(.*)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return languageOfFile(full) ? [full] : [];
  });
}

function parse(root: string, file: string): Scenario | string {
  const id = path.relative(root, file);
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const fields = new Map<string, string>();
  for (const line of lines.slice(0, 6)) {
    const field = FIELD.exec(line);
    if (field) fields.set(field[1]!, field[2]!);
  }
  const kind = KIND.exec(fields.get('business') ?? '');
  const rule = fields.get('rule');
  const context = fields.get('context');
  if (!kind || !rule || context === undefined) return `${id}: the header needs "business: violation|obeys — note", "rule: <key>" and "context: <text or (none)>"`;
  const violation = kind[1] === 'violation';
  const expect = fields.get('expect');
  if (violation !== Boolean(expect)) return `${id}: ${violation ? 'a violation needs' : 'an obeying program has no'} "expect: <rule id>"`;
  const marked = lines.findIndex((line) => /(?:\/\/|#|\/\*)\s*expect-line\b/.test(line));
  const domain = path.basename(path.dirname(file));
  return {
    id, file, code, language: languageOfFile(file)!, domain, violation, rule,
    context: context === '(none)' || context === '' ? undefined : context,
    expect, expectLine: marked === -1 ? undefined : marked + 1, note: kind[2]!.trim(),
  };
}

/** Every scenario, or an error naming each file whose header does not parse. */
export function loadScenarios(root = SCENARIO_DIR): Scenario[] {
  const scenarios: Scenario[] = [];
  const errors: string[] = [];
  for (const file of walk(root).sort()) {
    if (path.dirname(file) === root) continue;
    const parsed = parse(root, file);
    if (typeof parsed === 'string') errors.push(parsed);
    else scenarios.push(parsed);
  }
  if (errors.length > 0) throw new Error(`business scenario headers:\n${errors.join('\n')}`);
  return scenarios;
}
