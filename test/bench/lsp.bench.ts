/**
 * `npm run bench:lsp`: time from didSave to publishDiagnostics in local mode for 200-, 2,000- and 10,000-line
 * files (median of several saves), through the bundled server over stdio. Target: ≤ 150 ms median at 2,000 lines.
 */
import { LspTestClient } from '../lsp/lsp-client';
import { generateLines, type BenchLanguage } from './generate';

const SIZES = [200, 2_000, 10_000];
const LANGUAGES: Array<[BenchLanguage, string, string]> = [['python', 'python', 'py'], ['typescript', 'typescript', 'ts']];
const SAVES = 9;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main(): Promise<void> {
  const client = new LspTestClient();
  await client.initialize({ mode: 'local', run: 'onSave' });
  console.log('language     lines   chars     diagnostics   median didSave→publish ms');
  let target = NaN;
  for (const [language, languageId, extension] of LANGUAGES) {
    for (const lines of SIZES) {
      const uri = `file:///bench/${lines}.${extension}`;
      const text = generateLines(language, lines);
      await client.open(uri, languageId, text);
      await client.nextDiagnostics(uri, 0);
      const samples: number[] = [];
      let count = 0;
      for (let i = 0; i < SAVES; i++) {
        // A real edit each time, so every save reviews new text.
        await client.change(uri, `${text}\n${extension === 'py' ? '#' : '//'} edit ${i}\n`);
        const published = client.published(uri);
        const start = performance.now();
        await client.save(uri);
        count = (await client.nextDiagnostics(uri, published)).length;
        samples.push(performance.now() - start);
      }
      const ms = median(samples);
      if (process.env.BENCH_SAMPLES) console.log(samples.map((x) => x.toFixed(0)).join(" "));
      if (language === 'python' && lines === 2_000) target = ms;
      console.log(`${language.padEnd(12)} ${String(lines).padStart(6)}  ${String(text.length).padStart(7)}  ${String(count).padStart(12)}   ${ms.toFixed(1).padStart(10)}`);
    }
  }
  console.log(`\ntarget (2,000-line file ≤ 150 ms median): ${target <= 150 ? 'met' : 'NOT met'} — ${target.toFixed(1)} ms`);
  await client.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
