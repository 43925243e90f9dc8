/**
 * The language runtimes on this machine that can run or check a rewrite: node for JavaScript (and TypeScript,
 * through esbuild), python3, go, javac. A runtime that is missing is reported once, with the tests it skips.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformSync } from 'esbuild';

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

function available(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

export const RUNTIMES = {
  node: true,
  python3: available('python3', ['--version']),
  go: available('go', ['version']),
  javac: available('javac', ['-version']),
};

/** Runs `code` as a program of `language` in a fresh directory; TypeScript is stripped of its types first. */
export function runProgram(language: 'javascript' | 'typescript' | 'python', code: string): RunResult {
  const dir = mkdtempSync(path.join(tmpdir(), 'code-review-run-'));
  try {
    const js = language === 'typescript' ? transformSync(code, { loader: 'ts', format: 'cjs' }).code : code;
    const file = path.join(dir, language === 'python' ? 'main.py' : 'main.js');
    writeFileSync(file, language === 'python' ? code : js);
    const run = spawnSync(language === 'python' ? 'python3' : process.execPath, [file], { cwd: dir, encoding: 'utf8', timeout: 20_000 });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether the language's own toolchain accepts the text: `node --check`, `py_compile`, `go vet`, `javac`. */
export function compiles(language: 'javascript' | 'typescript' | 'python' | 'go' | 'java', code: string): RunResult {
  const dir = mkdtempSync(path.join(tmpdir(), 'code-review-check-'));
  try {
    if (language === 'typescript') {
      try {
        transformSync(code, { loader: 'ts' });
        return { status: 0, stdout: '', stderr: '' };
      } catch (error) {
        return { status: 1, stdout: '', stderr: String(error) };
      }
    }
    // A Java file may hold any non-public class; a case with a public class fails on its original and is not compiled.
    const file = path.join(dir, { javascript: 'main.js', python: 'main.py', go: 'main.go', java: 'Main.java' }[language]);
    writeFileSync(file, code);
    if (language === 'go') {
      writeFileSync(path.join(dir, 'go.mod'), 'module check\n\ngo 1.19\n');
      // vet type-checks the package: an unused import is a compile error in Go.
      const vet = spawnSync('go', ['vet', '.'], { cwd: dir, encoding: 'utf8', timeout: 60_000, env: { ...process.env, GOFLAGS: '-mod=mod', GOPROXY: 'off', GOCACHE: path.join(dir, '.cache') } });
      return { status: vet.status, stdout: vet.stdout, stderr: vet.stderr };
    }
    if (language === 'java') {
      const javac = spawnSync('javac', ['-d', path.join(dir, 'classes'), file], { encoding: 'utf8', timeout: 60_000 });
      return { status: javac.status, stdout: javac.stdout, stderr: javac.stderr };
    }
    const run = language === 'python'
      ? spawnSync('python3', ['-m', 'py_compile', file], { encoding: 'utf8', timeout: 20_000 })
      : spawnSync(process.execPath, ['--check', file], { encoding: 'utf8', timeout: 20_000 });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
