/**
 * What the end-to-end suites share: a tiny sequential runner for the extension host (one line per test, then exactly
 * "N passed, N failed"), polling helpers, and small wrappers around the VS Code API for the fixture workspace.
 * No test framework: the bundle must load inside the extension host with nothing but `vscode` external.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';

export const EXTENSION_ID = 'code-review.code-review';
export const DIAGNOSTIC_SOURCE = 'Code Review';
export const SQL_RULE = 'python.security.sql-injection';

export interface Test {
  name: string;
  run: () => Promise<void>;
  /** Default 90 s; a test that hangs fails instead of holding the run until the driver's timeout. */
  timeoutMs?: number;
}

/** The public surface `activate()` returns (a CodeReviewClient); only what the tests read. */
export interface ReviewStatus {
  uri: string;
  state: 'running' | 'done' | 'failed';
  score?: number;
  riskLevel?: string;
  findingCount?: number;
  certifiedClean?: boolean;
  message?: string;
}

export interface ExtensionApi {
  status: { readonly text: string };
  reviewActiveFile(): Promise<ReviewStatus | undefined>;
}

/** Written by test/e2e/run.sh next to the bundled suite. */
export interface E2eConfig {
  /** Base URL of the review service run.sh started on loopback. */
  serviceUrl: string;
  /** A Pro key of that service. */
  apiKey: string;
  /** The driver writes this file once it took the screenshot; null where no driver takes one (test-electron). */
  screenshotAckFile: string | null;
}

export function loadConfig(): E2eConfig {
  const file = path.join(__dirname, 'e2e-config.json');
  return JSON.parse(readFileSync(file, 'utf8')) as E2eConfig;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function runTests(suite: string, tests: readonly Test[]): Promise<void> {
  let passed = 0;
  let failed = 0;
  // The driver echoes the extension host's output from this line on (the workbench's own log goes to a file).
  console.log(`▶ ${suite} (extension host up ${process.uptime().toFixed(1)} s)`);
  for (const test of tests) {
    const started = Date.now();
    try {
      await withTimeout(test.run(), test.timeoutMs ?? 90_000, `test "${test.name}"`);
      passed++;
      console.log(`  ✔ ${test.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed++;
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.log(`  ✖ ${test.name} (${Date.now() - started} ms)\n      ${detail.split('\n').join('\n      ')}`);
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  if (failed > 0) throw new Error(`${failed} end-to-end test${failed === 1 ? '' : 's'} failed`);
}

/** Polls `probe` every 100 ms until it returns something other than undefined/false/null. */
export async function waitFor<T>(
  what: string,
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 30_000,
  describeLast?: () => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== null && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const extra = describeLast ? `; ${describeLast()}` : lastError ? `; last error: ${lastError instanceof Error ? lastError.message : JSON.stringify(lastError)}` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${extra}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`assertion failed: ${message}`);
}

export function assertEqual<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected) throw new Error(`assertion failed: ${what}\n  expected: ${JSON.stringify(expected)}\n  actual:   ${JSON.stringify(actual)}`);
}

export function codeOf(diagnostic: vscode.Diagnostic): string | undefined {
  const { code } = diagnostic;
  if (code === undefined) return undefined;
  return String(typeof code === 'object' ? code.value : code);
}

/** The extension's diagnostics of a document, optionally of one rule. */
export function reviewDiagnostics(uri: vscode.Uri, rule?: string): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === DIAGNOSTIC_SOURCE && (rule === undefined || codeOf(d) === rule));
}

export function describeDiagnostics(uri: vscode.Uri): string {
  const all = reviewDiagnostics(uri);
  if (all.length === 0) return `no Code Review diagnostics on ${path.basename(uri.path)}`;
  return `diagnostics on ${path.basename(uri.path)}: ${all.map((d) => `${codeOf(d)}@${d.range.start.line + 1}:${d.range.start.character + 1}/${vscode.DiagnosticSeverity[d.severity]}`).join(', ')}`;
}

/** Waits for a diagnostic of `rule` on the 0-based `line`. */
export function waitForDiagnostic(uri: vscode.Uri, rule: string, line: number, timeoutMs?: number): Promise<vscode.Diagnostic> {
  return waitFor(
    `${rule} on line ${line + 1} of ${path.basename(uri.path)}`,
    () => reviewDiagnostics(uri, rule).find((d) => d.range.start.line === line),
    timeoutMs,
    () => describeDiagnostics(uri),
  );
}

export function workspaceFile(name: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('no workspace folder is open');
  return vscode.Uri.joinPath(folder.uri, name);
}

export function fixtureText(name: string): string {
  return readFileSync(workspaceFile(name).fsPath, 'utf8');
}

export async function open(name: string): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(workspaceFile(name));
  return vscode.window.showTextDocument(document, { preview: false });
}

/** Replaces the whole document and saves it (a save is what triggers a review with `codeReview.run: onSave`). */
export async function replaceAndSave(document: vscode.TextDocument, text: string): Promise<void> {
  const edit = new vscode.WorkspaceEdit();
  edit.replace(document.uri, new vscode.Range(0, 0, document.lineCount, 0), text);
  assert(await vscode.workspace.applyEdit(edit), `edit of ${path.basename(document.uri.path)} applied`);
  assert(await document.save(), `${path.basename(document.uri.path)} saved`);
}

export async function save(document: vscode.TextDocument): Promise<void> {
  assert(await document.save(), `${path.basename(document.uri.path)} saved`);
}

export function extension(): vscode.Extension<ExtensionApi> {
  const found = vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID);
  assert(found, `extension ${EXTENSION_ID} is loaded in the extension host`);
  return found;
}

export async function activeApi(): Promise<ExtensionApi> {
  const ext = extension();
  const api = await waitFor('the extension to be active', () => ext.isActive && ext.exports);
  assert(typeof api.reviewActiveFile === 'function' && typeof api.status?.text === 'string', 'activate() returned the client API');
  return api;
}

/**
 * Sets `codeReview.*` workspace settings for the duration of `body`, then puts back what was there before, in
 * reverse order, even when `body` fails.
 */
export async function withSettings(values: ReadonlyArray<[string, unknown]>, body: () => Promise<void>): Promise<void> {
  const configuration = () => vscode.workspace.getConfiguration('codeReview');
  const previous: Array<[string, unknown]> = [];
  try {
    for (const [key, value] of values) {
      previous.push([key, configuration().inspect(key)?.workspaceValue]);
      await configuration().update(key, value, vscode.ConfigurationTarget.Workspace);
    }
    await body();
  } finally {
    for (const [key, value] of previous.reverse()) {
      await configuration().update(key, value, vscode.ConfigurationTarget.Workspace);
    }
  }
}

export const STATUS_TEXT = /^Code Review: (\d+)\/100 · (critical|high|medium|low) risk$/;
