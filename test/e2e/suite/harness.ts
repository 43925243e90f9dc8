/** A small test runner for the extension host: sequential tests, polling helpers, a final "N passed, N failed". */
import * as vscode from 'vscode';

export interface Test {
  name: string;
  run: () => Promise<void>;
}

export async function runTests(tests: readonly Test[]): Promise<void> {
  let passed = 0;
  let failed = 0;
  for (const test of tests) {
    const started = Date.now();
    try {
      await test.run();
      passed++;
      console.log(`  ✔ ${test.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed++;
      console.log(`  ✖ ${test.name}\n    ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  if (failed > 0) throw new Error(`${failed} end-to-end test(s) failed`);
}

/** Polls until `probe` returns a value (not undefined/false), or fails with `what`. */
export async function waitFor<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`assertion failed: ${message}`);
}

export function reviewDiagnostics(uri: vscode.Uri, rule?: string): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Code Review' && (!rule || (typeof d.code === 'object' ? d.code.value : d.code) === rule));
}

export function workspaceFile(name: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('no workspace folder is open');
  return vscode.Uri.joinPath(folder.uri, name);
}

export async function open(name: string): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(workspaceFile(name));
  return vscode.window.showTextDocument(document);
}

export async function setText(editor: vscode.TextEditor, text: string): Promise<void> {
  const document = editor.document;
  const edit = new vscode.WorkspaceEdit();
  edit.replace(document.uri, new vscode.Range(0, 0, document.lineCount, 0), text);
  assert(await vscode.workspace.applyEdit(edit), 'edit applied');
  assert(await document.save(), 'document saved');
}
