/**
 * `npm run bench:accuracy`: reviews every case of the labelled corpus (test/corpus) and prints, per language
 * family and per CWE, the true-positive rate, false-positive rate, their difference (Youden index, ×100),
 * precision and recall, and an overall row. A case is flagged when a finding with the case's CWE is reported.
 *
 * Options: `--language <family>` and `--cwe <CWE-n>` narrow the run; `--since <git revision>` scores only the cases
 * added after it (new cases are scored before the engine is tuned on them, then after); `--misses` lists the cases
 * scored wrong; `--json <file>` writes the table for tools. A business section follows: the scenarios of test/business
 * (detection, false alarms, the same rule caught across its phrasings); `--business` runs only that section.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { familyOf, loadCorpus } from '../corpus/corpus';
import { scoreCorpus, type AccuracyRow } from '../corpus/score';
import { loadScenarios } from '../business/scenarios';
import { scoreScenarios } from '../business/score';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

function format(row: AccuracyRow): string {
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`.padStart(5);
  return `${row.group.padEnd(24)} ${String(row.tp + row.fn).padStart(4)} ${String(row.fp + row.tn).padStart(4)}  ${pct(row.tpr)} ${pct(row.fpr)} ${row.youden.toFixed(0).padStart(6)} ${row.precision.toFixed(2).padStart(9)} ${row.recall.toFixed(2).padStart(7)}`;
}

/** The cases of a corpus folder (paths relative to it) as they were at a git revision. */
function casesAt(revision: string, folder: string): Set<string> {
  const root = path.join(__dirname, '..', folder);
  const listed = execFileSync('git', ['ls-tree', '-r', '--name-only', revision, '--', '.'], { cwd: root, encoding: 'utf8' });
  return new Set(listed.split('\n').filter(Boolean));
}

async function main(): Promise<void> {
  const language = option('--language');
  const cwe = option('--cwe');
  const since = option('--since');
  if (process.argv.includes('--business')) {
    await businessSection(language, since ? casesAt(since, 'business') : undefined);
    return;
  }
  const known = since ? casesAt(since, 'corpus') : undefined;
  const cases = loadCorpus().filter((c) => (!language || familyOf(c.language) === language) && (!cwe || c.cwe === cwe) && (!known || !known.has(c.id)));
  const started = performance.now();
  const { rows, misses } = await scoreCorpus(cases);
  const seconds = (performance.now() - started) / 1000;
  const order = (group: string) => (group === 'overall' ? '~' : group.startsWith('all ') ? `}${group}` : group);
  rows.sort((a, b) => order(a.group).localeCompare(order(b.group), 'en', { numeric: true }));
  console.log(`${cases.length} cases (${cases.filter((c) => c.vulnerable).length} vulnerable, ${cases.filter((c) => !c.vulnerable).length} safe), reviewed in ${seconds.toFixed(1)} s`);
  console.log(`${'group'.padEnd(24)}  vul safe    TPR   FPR Youden precision  recall`);
  let previousFamily = '';
  for (const row of rows) {
    const family = row.group.split(' ')[0]!;
    if (family !== previousFamily) console.log('');
    previousFamily = family;
    console.log(format(row));
  }
  if (process.argv.includes('--misses')) {
    console.log('\ncases scored wrong:');
    for (const miss of misses) console.log(`  ${miss}`);
  }
  const json = option('--json');
  if (json) writeFileSync(json, JSON.stringify({ rows, misses }, null, 2));
  const overall = rows.find((r) => r.group === 'overall');
  const weakest = rows.filter((r) => r.group.startsWith('all ')).sort((a, b) => a.youden - b.youden)[0];
  if (overall) console.log(`\noverall Youden ${overall.youden.toFixed(1)} (target ≥ 80), precision ${overall.precision.toFixed(3)} (target ≥ 0.90); weakest CWE ${weakest?.group.slice(4)} at ${weakest?.youden.toFixed(0)} (target ≥ 50)`);
  if (!cwe) await businessSection(language, since ? casesAt(since, 'business') : undefined);
}

/** The business section: the scenario corpus of test/business, scored on the business_logic specialist. */
async function businessSection(language: string | undefined, known: Set<string> | undefined): Promise<void> {
  const scenarios = loadScenarios().filter((s) => (!language || familyOf(s.language) === language) && (!known || !known.has(s.id)));
  if (scenarios.length === 0) return;
  const started = performance.now();
  const score = await scoreScenarios(scenarios);
  const seconds = (performance.now() - started) / 1000;
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
  console.log(`\nbusiness rules: ${scenarios.length} scenarios (${score.violations} violations, ${score.obeying} obeying), reviewed in ${seconds.toFixed(1)} s`);
  console.log(`${'language'.padEnd(12)} violations detected obeying false-alarms`);
  for (const [lang, [violations, detected, obeying, alarms]] of [...score.byLanguage].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${lang.padEnd(12)} ${String(violations).padStart(10)} ${pct(violations ? detected / violations : 0).padStart(8)} ${String(obeying).padStart(7)} ${pct(obeying ? alarms / obeying : 0).padStart(12)}`);
  }
  if (process.argv.includes('--misses')) {
    console.log('\nscenarios scored wrong:');
    for (const miss of score.misses) console.log(`  ${miss}`);
  }
  console.log(`\nbusiness detection ${pct(score.detection)} (target ≥ 90%), ${score.onMarkedLine} of ${score.detected} on the marked line; false alarms ${pct(score.falseAlarmRate)} (target ≤ 5%); same rule caught across phrasings ${pct(score.phrasing)} (target ≥ 85%)`);
}

if (require.main === module) void main();
