/**
 * `npm run bench`: median latency of a full review (five specialists + rewrite + re-review) on generated files of
 * 1k, 10k and 50k characters per language, and, in the same run, ESLint's recommended config on the same
 * JavaScript files. Target: 50k characters of JavaScript in ≤ 100 ms median, faster than ESLint. The first-pass
 * column is the time to the findings (the five specialists, before the rewrite and its re-review). Every analysed
 * language's 50k row is also set against Java's, measured in the same run on a file of the same shapes (issue 15:
 * within 1.5×).
 */
import js from '@eslint/js';
import { ESLint } from 'eslint';
import { review } from '../../shared/src/review';
import { BENCH_LANGUAGES, generateFile, type BenchLanguage } from './generate';

const SIZES = [1_000, 10_000, 50_000];
const LANGUAGES = BENCH_LANGUAGES;
const WARMUP = 3;

function runsFor(size: number): number {
  return size >= 50_000 ? 21 : 41;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timeMedian(runs: number, task: () => Promise<unknown>): Promise<number> {
  return (await timeMedianWithFirstPass(runs, task)).total;
}

/** Median of the whole task and of the time until it reports its findings (`mark` called once per run). */
async function timeMedianWithFirstPass(runs: number, task: (mark: () => void) => Promise<unknown>): Promise<{ total: number; firstPass: number }> {
  for (let i = 0; i < WARMUP; i++) await task(() => undefined);
  const totals: number[] = [];
  const firstPasses: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    let marked: number | undefined;
    await task(() => {
      marked = performance.now() - start;
    });
    const total = performance.now() - start;
    totals.push(total);
    firstPasses.push(marked ?? total);
  }
  return { total: median(totals), firstPass: median(firstPasses) };
}

async function main(): Promise<void> {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [
      js.configs.recommended,
      { languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', console: 'readonly' } } },
    ],
  });
  console.log('language     chars   findings  rewrite     median ms  first pass   ESLint ms   ours/ESLint');
  const results: Array<{ language: BenchLanguage; size: number; ms: number; firstPassMs: number; eslintMs?: number }> = [];
  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      const code = generateFile(language, size);
      const filename = `bench.${language === 'typescript' ? 'ts' : language === 'javascript' ? 'js' : language}`;
      const sample = await review({ code, language, filename });
      const { total: ms, firstPass: firstPassMs } = await timeMedianWithFirstPass(runsFor(size), (mark) => review({ code, language, filename }, { onFindings: mark }));
      let eslintMs: number | undefined;
      if (language === 'javascript') {
        eslintMs = await timeMedian(runsFor(size), () => eslint.lintText(code, { filePath: 'bench.js' }));
      }
      results.push({ language, size, ms, firstPassMs, ...(eslintMs !== undefined ? { eslintMs } : {}) });
      const rewrite = sample.rewritten_code === null ? 'none' : sample.certified_clean ? 'clean' : 'partial';
      console.log(
        `${language.padEnd(12)} ${String(code.length).padStart(6)}  ${String(sample.findings.length).padStart(8)}  ${rewrite.padEnd(8)} ${ms.toFixed(1).padStart(10)}  ${firstPassMs.toFixed(1).padStart(10)}` +
          (eslintMs !== undefined ? `  ${eslintMs.toFixed(1).padStart(10)}  ${(ms / eslintMs).toFixed(2).padStart(12)}` : ''),
      );
    }
  }
  compareWithJava(results);
  await benchPathological();
  const target = results.find((r) => r.language === 'javascript' && r.size === 50_000)!;
  const meetsTarget = target.ms <= 100 && target.eslintMs !== undefined && target.ms < target.eslintMs;
  console.log(
    `\ntarget (50k JavaScript ≤ 100 ms and faster than ESLint): ${meetsTarget ? 'met' : 'NOT met'} — ` +
      `${target.ms.toFixed(1)} ms vs ESLint ${target.eslintMs?.toFixed(1)} ms`,
  );
}

function compareWithJava(results: ReadonlyArray<{ language: BenchLanguage; size: number; ms: number; firstPassMs: number }>): void {
  const at50k = results.filter((r) => r.size === 50_000);
  const java = at50k.find((r) => r.language === 'java');
  if (!java) return;
  console.log('\n50k against Java      median   first pass   (Java: ' + `${java.ms.toFixed(1)} ms, first pass ${java.firstPassMs.toFixed(1)} ms)`);
  for (const row of at50k) {
    if (row.language === 'java') continue;
    console.log(`${row.language.padEnd(20)} ${(row.ms / java.ms).toFixed(2).padStart(6)}×  ${(row.firstPassMs / java.firstPassMs).toFixed(2).padStart(9)}×`);
  }
}

/**
 * Issue 9: 50,000 characters that made tree-sitter's query cursor quadratic (or fault) or overflowed the data-flow
 * lowering. Target: each reviewed in under a second.
 */
const PATHOLOGICAL: Array<{ name: string; language: BenchLanguage; filename: string; code: string }> = [
  { name: '50,000 ( JavaScript', language: 'javascript', filename: 'open.js', code: '('.repeat(50_000) },
  { name: '50,000 [ Python', language: 'python', filename: 'open.py', code: '['.repeat(50_000) },
  { name: '50,000 { Java', language: 'java', filename: 'Open.java', code: '{'.repeat(50_000) },
  { name: 'x<T> chain TypeScript', language: 'typescript', filename: 'chain.ts', code: 'x<T>'.repeat(12_500) },
  { name: '<T> run TypeScript', language: 'typescript', filename: 'generic.ts', code: '<T>'.repeat(16_666) },
  { name: '{ } nested Java', language: 'java', filename: 'Deep.java', code: `class A { void f() { ${'{'.repeat(24_980)}${'}'.repeat(24_980)} } }\n` },
];

async function benchPathological(): Promise<void> {
  console.log('\npathological (issue 9)        chars   partial   median ms');
  let worst = 0;
  for (const { name, language, filename, code } of PATHOLOGICAL) {
    const sample = await review({ code, language, filename });
    const ms = await timeMedian(5, () => review({ code, language, filename }));
    worst = Math.max(worst, ms);
    console.log(`${name.padEnd(28)} ${String(code.length).padStart(6)}   ${String(sample.partial).padEnd(7)} ${ms.toFixed(1).padStart(10)}`);
  }
  console.log(`target (each pathological file < 1,000 ms): ${worst < 1_000 ? 'met' : 'NOT met'} — worst ${worst.toFixed(1)} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
