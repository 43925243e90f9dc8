/**
 * `npm run bench`: median latency of a full review (five specialists + rewrite + re-review) on generated files of
 * 1k, 10k and 50k characters per language, and, in the same run, ESLint's recommended config on the same
 * JavaScript files. Target: 50k characters of JavaScript in ≤ 100 ms median, faster than ESLint.
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
  for (let i = 0; i < WARMUP; i++) await task();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

async function main(): Promise<void> {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [
      js.configs.recommended,
      { languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', console: 'readonly' } } },
    ],
  });
  console.log('language     chars   findings  rewrite     median ms   ESLint ms   ours/ESLint');
  const results: Array<{ language: BenchLanguage; size: number; ms: number; eslintMs?: number }> = [];
  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      const code = generateFile(language, size);
      const filename = `bench.${language === 'typescript' ? 'ts' : language === 'javascript' ? 'js' : language}`;
      const sample = await review({ code, language, filename });
      const ms = await timeMedian(runsFor(size), () => review({ code, language, filename }));
      let eslintMs: number | undefined;
      if (language === 'javascript') {
        eslintMs = await timeMedian(runsFor(size), () => eslint.lintText(code, { filePath: 'bench.js' }));
      }
      results.push({ language, size, ms, ...(eslintMs !== undefined ? { eslintMs } : {}) });
      const rewrite = sample.rewritten_code === null ? 'none' : sample.certified_clean ? 'clean' : 'partial';
      console.log(
        `${language.padEnd(12)} ${String(code.length).padStart(6)}  ${String(sample.findings.length).padStart(8)}  ${rewrite.padEnd(8)} ${ms.toFixed(1).padStart(10)}` +
          (eslintMs !== undefined ? `  ${eslintMs.toFixed(1).padStart(10)}  ${(ms / eslintMs).toFixed(2).padStart(12)}` : ''),
      );
    }
  }
  await benchPathological();
  const target = results.find((r) => r.language === 'javascript' && r.size === 50_000)!;
  const meetsTarget = target.ms <= 100 && target.eslintMs !== undefined && target.ms < target.eslintMs;
  console.log(
    `\ntarget (50k JavaScript ≤ 100 ms and faster than ESLint): ${meetsTarget ? 'met' : 'NOT met'} — ` +
      `${target.ms.toFixed(1)} ms vs ESLint ${target.eslintMs?.toFixed(1)} ms`,
  );
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
