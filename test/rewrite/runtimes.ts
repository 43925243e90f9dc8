/**
 * The language toolchains on this machine that can run or check a rewrite, per language: `run` executes a program
 * (behaviour cases), `check` asks the language's own compiler or checker whether it accepts the text (rejected
 * cases). node (JavaScript, and TypeScript through esbuild), python3, go vet, javac, php, ruby, and C# with mono's
 * mcs. A toolchain that is missing is reported by the tests it skips.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformSync } from 'esbuild';
import type { Language } from '../../shared/src/contract';

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface Toolchain {
  /** Runs the text as a program, with these command-line arguments, and returns its exit and output. */
  run?: (code: string, args?: readonly string[]) => RunResult;
  /** Whether the language's own toolchain accepts the text. */
  check: (code: string) => RunResult;
}

function available(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

/** Runs `steps` in a fresh directory holding `code` as `file`; the last step's result is the answer. */
function inTempDir(file: string, code: string, steps: (dir: string, file: string) => RunResult): RunResult {
  const dir = mkdtempSync(path.join(tmpdir(), 'code-review-run-'));
  try {
    writeFileSync(path.join(dir, file), code);
    return steps(dir, path.join(dir, file));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function spawn(command: string, args: string[], cwd?: string, timeout = 20_000, env?: NodeJS.ProcessEnv): RunResult {
  const run = spawnSync(command, args, { cwd, encoding: 'utf8', timeout, ...(env ? { env } : {}) });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const typeScriptToJs = (code: string) => transformSync(code, { loader: 'ts', format: 'cjs' }).code;

const javascript: Toolchain = {
  run: (code, args = []) => inTempDir('main.js', code, (dir, file) => spawn(process.execPath, [file, ...args], dir)),
  check: (code) => inTempDir('main.js', code, (_dir, file) => spawn(process.execPath, ['--check', file])),
};

const typescript: Toolchain = {
  run: (code, args) => javascript.run!(typeScriptToJs(code), args),
  check: (code) => {
    try {
      transformSync(code, { loader: 'ts' });
      return { status: 0, stdout: '', stderr: '' };
    } catch (error) {
      return { status: 1, stdout: '', stderr: String(error) };
    }
  },
};

const python: Toolchain = {
  run: (code, args = []) => inTempDir('main.py', code, (dir, file) => spawn('python3', [file, ...args], dir)),
  check: (code) => inTempDir('main.py', code, (_dir, file) => spawn('python3', ['-m', 'py_compile', file])),
};

const go: Toolchain = {
  // vet type-checks the package: an unused import is a compile error in Go.
  check: (code) => inTempDir('main.go', code, (dir) => {
    writeFileSync(path.join(dir, 'go.mod'), 'module check\n\ngo 1.19\n');
    return spawn('go', ['vet', '.'], dir, 60_000, { ...process.env, GOFLAGS: '-mod=mod', GOPROXY: 'off', GOCACHE: path.join(dir, '.cache') });
  }),
};

const java: Toolchain = {
  // A Java file may hold any non-public class; a case with a public class fails on its original and is not compiled.
  check: (code) => inTempDir('Main.java', code, (dir, file) => spawn('javac', ['-d', path.join(dir, 'classes'), file], undefined, 60_000)),
};

const php: Toolchain = {
  run: (code, args = []) => inTempDir('main.php', code, (dir, file) => spawn('php', ['-n', file, ...args], dir)),
  check: (code) => inTempDir('main.php', code, (_dir, file) => spawn('php', ['-n', '-l', file])),
};

const ruby: Toolchain = {
  run: (code, args = []) => inTempDir('main.rb', code, (dir, file) => spawn('ruby', [file, ...args], dir)),
  check: (code) => inTempDir('main.rb', code, (_dir, file) => spawn('ruby', ['-c', file])),
};

const csharp: Toolchain = {
  run: (code, args = []) => inTempDir('Main.cs', code, (dir, file) => {
    const compiled = spawn('mcs', ['-out:main.exe', file], dir, 60_000);
    return compiled.status === 0 ? spawn('mono', ['main.exe', ...args], dir) : compiled;
  }),
  check: (code) => inTempDir('Main.cs', code, (dir, file) => spawn('mcs', ['-target:library', '-out:check.dll', file], dir, 60_000)),
};

const ALL: Partial<Record<Language, { toolchain: Toolchain; present: () => boolean }>> = {
  javascript: { toolchain: javascript, present: () => true },
  typescript: { toolchain: typescript, present: () => true },
  python: { toolchain: python, present: () => available('python3', ['--version']) },
  go: { toolchain: go, present: () => available('go', ['version']) },
  java: { toolchain: java, present: () => available('javac', ['-version']) },
  php: { toolchain: php, present: () => available('php', ['--version']) },
  ruby: { toolchain: ruby, present: () => available('ruby', ['--version']) },
  csharp: { toolchain: csharp, present: () => available('mcs', ['--version']) && available('mono', ['--version']) },
};

/** Languages whose programs the behaviour cases run (where the runtime is installed: CI installs them all). */
export const RUNNABLE_LANGUAGES = (Object.keys(ALL) as Language[]).filter((language) => ALL[language]!.toolchain.run);

/** The toolchains found on this machine, by language. */
export const TOOLCHAINS: Partial<Record<Language, Toolchain>> = Object.fromEntries(
  Object.entries(ALL).filter(([, entry]) => entry.present()).map(([language, entry]) => [language, entry.toolchain]),
);
