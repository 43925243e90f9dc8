/**
 * `npm run bench:realcode`: the reviewer over the source of mature, heavily reviewed projects (test/bench/realcode/
 * projects.ts, fetched once into .cache/realcode/). Per project: files, lines, reviews that died, findings per 1,000
 * lines by severity, the most frequent rules, and — against the hand-labelled sample in
 * test/bench/realcode/labels/<project>.tsv (`file<TAB>line<TAB>rule<TAB>TRUE|DEBATABLE|FALSE<TAB>reason`) — how
 * many findings are real problems. Findings not labelled yet are listed with `--unlabelled`.
 *
 * Targets on mature code: no review dies; ≤ 2 findings and ≤ 0.5 medium-or-worse findings per 1,000 lines; of the
 * labelled findings ≥ 80 % TRUE or DEBATABLE (worth a reviewer's comment); every critical/high finding TRUE.
 *
 * Options: `--project <name>` or `--language <id>` narrow the run; `--unlabelled` lists findings without a label;
 * `--false` lists the findings still reported that are labelled FALSE, with the label's reason; `--json <file>` writes the rows.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SEVERITIES, type Finding, type Severity } from '../../shared/src/contract';
import { review } from '../../shared/src/review';
import { languageInfo } from '../../shared/src/review/languages/registry';
import { fetchProject, projectFiles } from './realcode/fetch';
import { REAL_PROJECTS, type RealProject } from './realcode/projects';

const LABELS_DIR = path.join(__dirname, 'realcode/labels');
/** Larger files are generated or bundled, not what a reviewer reads. */
const MAX_FILE_CHARS = 300_000;

type Verdict = 'TRUE' | 'DEBATABLE' | 'FALSE';

interface Label {
  verdict: Verdict;
  reason: string;
}

interface ProjectRow {
  project: string;
  language: string;
  files: number;
  lines: number;
  died: string[];
  bySeverity: Record<Severity, number>;
  byRule: Record<string, number>;
  labelled: Record<Verdict, number>;
  /** The labelled findings' verdicts per rule: where the remaining noise is. */
  verdictsByRule: Record<string, Record<Verdict, number>>;
  /** Critical or high findings labelled other than TRUE. */
  severeNotTrue: string[];
  unlabelled: string[];
  /** Reported findings labelled FALSE, with the label's reason. */
  dismissed: string[];
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

function labelsOf(project: string): Map<string, Label> {
  const file = path.join(LABELS_DIR, `${project}.tsv`);
  const labels = new Map<string, Label>();
  if (!existsSync(file)) return labels;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [name, at, rule, verdict, reason = ''] = line.split('\t');
    if (verdict !== 'TRUE' && verdict !== 'DEBATABLE' && verdict !== 'FALSE') throw new Error(`${project}.tsv: bad verdict in "${line}"`);
    labels.set(`${name}:${at}:${rule}`, { verdict, reason });
  }
  return labels;
}

async function reviewProject(project: RealProject): Promise<ProjectRow> {
  const dir = fetchProject(project, (line) => console.error(line));
  const extensions = languageInfo(project.language)?.extensions ?? [];
  const labels = labelsOf(project.name);
  const row: ProjectRow = {
    project: project.name, language: project.language, files: 0, lines: 0, died: [],
    bySeverity: { critical: 0, high: 0, medium: 0, low: 0 }, byRule: {}, labelled: { TRUE: 0, DEBATABLE: 0, FALSE: 0 }, verdictsByRule: {}, severeNotTrue: [], unlabelled: [], dismissed: [],
  };
  for (const file of projectFiles(project, dir, extensions)) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    if (code.length === 0 || code.length > MAX_FILE_CHARS) continue;
    let findings: Finding[];
    try {
      const result = await review({ code, language: project.language, filename: file });
      row.lines += result.line_count;
      findings = result.findings;
      if (result.partial) row.died.push(`${file} (partial)`);
    } catch (error) {
      row.died.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    row.files++;
    for (const finding of findings) {
      row.bySeverity[finding.severity]++;
      row.byRule[finding.rule_id] = (row.byRule[finding.rule_id] ?? 0) + 1;
      const key = `${file}:${finding.line}:${finding.rule_id}`;
      const label = labels.get(key);
      if (!label) {
        row.unlabelled.push(`${file}\t${finding.line}\t${finding.rule_id}\t${finding.severity}\t${finding.title}`);
        continue;
      }
      row.labelled[label.verdict]++;
      const verdicts = (row.verdictsByRule[finding.rule_id] ??= { TRUE: 0, DEBATABLE: 0, FALSE: 0 });
      verdicts[label.verdict]++;
      if ((finding.severity === 'critical' || finding.severity === 'high') && label.verdict !== 'TRUE') row.severeNotTrue.push(key);
      if (label.verdict === 'FALSE') row.dismissed.push(`${file}\t${finding.line}\t${finding.rule_id}\t${finding.severity}\t${label.reason}`);
    }
  }
  return row;
}

function perKloc(count: number, lines: number): string {
  return (lines === 0 ? 0 : (1000 * count) / lines).toFixed(2);
}

async function main(): Promise<void> {
  const only = option('--project');
  const language = option('--language');
  const projects = REAL_PROJECTS.filter((p) => (!only || p.name === only) && (!language || p.language === language));
  const rows: ProjectRow[] = [];
  console.log(`${'project'.padEnd(24)} ${'files'.padStart(5)} ${'lines'.padStart(6)} died  per kloc  medium+/kloc  ${SEVERITIES.map((s) => s.slice(0, 4).padStart(5)).join('')}  labelled  TRUE  TRUE+DEB  top rules`);
  for (const project of projects) {
    const row = await reviewProject(project);
    rows.push(row);
    const total = SEVERITIES.reduce((sum, s) => sum + row.bySeverity[s], 0);
    const mediumPlus = row.bySeverity.critical + row.bySeverity.high + row.bySeverity.medium;
    const labelled = row.labelled.TRUE + row.labelled.DEBATABLE + row.labelled.FALSE;
    const pct = (n: number) => (labelled === 0 ? '   -' : `${Math.round((100 * n) / labelled)}%`.padStart(4));
    const top = Object.entries(row.byRule).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([rule, n]) => `${rule} ${n}`).join(', ');
    console.log(
      `${row.project.padEnd(24)} ${String(row.files).padStart(5)} ${String(row.lines).padStart(6)} ${String(row.died.length).padStart(4)} ${perKloc(total, row.lines).padStart(9)} ${perKloc(mediumPlus, row.lines).padStart(13)}  ` +
      `${SEVERITIES.map((s) => String(row.bySeverity[s]).padStart(5)).join('')}  ${String(labelled).padStart(8)}  ${pct(row.labelled.TRUE)}  ${pct(row.labelled.TRUE + row.labelled.DEBATABLE).padStart(7)}  ${top}`,
    );
    for (const died of row.died) console.log(`  died: ${died}`);
    for (const key of row.severeNotTrue) console.log(`  critical/high not TRUE: ${key}`);
  }
  const lines = rows.reduce((sum, r) => sum + r.lines, 0);
  const total = rows.reduce((sum, r) => sum + SEVERITIES.reduce((s, sev) => s + r.bySeverity[sev], 0), 0);
  const mediumPlus = rows.reduce((sum, r) => sum + r.bySeverity.critical + r.bySeverity.high + r.bySeverity.medium, 0);
  console.log(`\nall: ${rows.reduce((s, r) => s + r.files, 0)} files, ${lines} lines, ${rows.reduce((s, r) => s + r.died.length, 0)} died, ${perKloc(total, lines)} findings and ${perKloc(mediumPlus, lines)} medium-or-worse per 1,000 lines`);
  const byRule = new Map<string, Record<Verdict, number>>();
  for (const row of rows) {
    for (const [rule, verdicts] of Object.entries(row.verdictsByRule)) {
      const sum = byRule.get(rule) ?? { TRUE: 0, DEBATABLE: 0, FALSE: 0 };
      for (const verdict of ['TRUE', 'DEBATABLE', 'FALSE'] as const) sum[verdict] += verdicts[verdict];
      byRule.set(rule, sum);
    }
  }
  const labelledAll = [...byRule.values()].reduce((s, v) => s + v.TRUE + v.DEBATABLE + v.FALSE, 0);
  const worthIt = [...byRule.values()].reduce((s, v) => s + v.TRUE + v.DEBATABLE, 0);
  console.log(`labelled: ${labelledAll} findings, ${labelledAll === 0 ? '-' : Math.round((100 * worthIt) / labelledAll)}% TRUE or DEBATABLE (target ≥ 80 %); the labelled FALSE by rule:`);
  for (const [rule, v] of [...byRule.entries()].filter(([, v]) => v.FALSE > 0).sort((a, b) => b[1].FALSE - a[1].FALSE)) {
    console.log(`  ${rule.padEnd(48)} FALSE ${String(v.FALSE).padStart(3)}  DEBATABLE ${String(v.DEBATABLE).padStart(3)}  TRUE ${String(v.TRUE).padStart(3)}`);
  }
  if (process.argv.includes('--unlabelled')) {
    for (const row of rows) for (const line of row.unlabelled) console.log(`${row.project}\t${line}`);
  }
  if (process.argv.includes('--false')) {
    for (const row of rows) for (const line of row.dismissed) console.log(`${row.project}\t${line}`);
  }
  const json = option('--json');
  if (json) writeFileSync(json, JSON.stringify(rows, null, 2));
}

void main();
