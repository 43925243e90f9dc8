/**
 * The extension's end-to-end tests, run inside the real VS Code workbench by test/e2e/run.sh: activation,
 * diagnostics after save, the quick fix and the verified rewrite applied through VS Code's own commands, the API key
 * through SecretStorage, remote mode against the real service on loopback, and the status item's text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import { assert, open, reviewDiagnostics, runTests, setText, waitFor, workspaceFile, type Test } from './harness';

const EXTENSION_ID = 'code-review.code-review';
const RULE = 'python.security.sql-injection';
const PARAMETERISED = 'cursor.execute("SELECT id, total FROM orders WHERE id = ?", (order_id,))';

interface ExtensionApi {
  status: { text: string };
  reviewActiveFile(): Promise<{ state: string; message?: string; score?: number } | undefined>;
}

interface E2eConfig {
  serviceUrl: string;
  apiKey: string;
}

const config = JSON.parse(readFileSync(path.join(__dirname, 'e2e-config.json'), 'utf8')) as E2eConfig;

async function api(): Promise<ExtensionApi> {
  const extension = vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID);
  assert(extension, `extension ${EXTENSION_ID} is installed`);
  return waitFor('the extension to activate', () => extension.isActive && extension.exports);
}

async function setting(key: string, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration('codeReview').update(key, value, vscode.ConfigurationTarget.Workspace);
}

const original = readFileSync(workspaceFile('orders.py').fsPath, 'utf8');

const tests: Test[] = [
  {
    name: 'activates on a Python file and publishes the finding: rule, line, severity',
    run: async () => {
      const editor = await open('orders.py');
      await api();
      const [diagnostic] = await waitFor('the SQL injection diagnostic', () => {
        const found = reviewDiagnostics(editor.document.uri, RULE);
        return found.length > 0 && found;
      });
      assert(diagnostic!.range.start.line === 5, `line 6 (got ${diagnostic!.range.start.line + 1})`);
      assert(diagnostic!.severity === vscode.DiagnosticSeverity.Error, 'severity Error');
      assert(diagnostic!.message.startsWith('SQL query built from untrusted values'), diagnostic!.message);
    },
  },
  {
    name: 'reviews again after save: the finding moves with the code',
    run: async () => {
      const editor = await open('orders.py');
      await setText(editor, `# header comment\n${original}`);
      await waitFor('the diagnostic on line 7', () => reviewDiagnostics(editor.document.uri, RULE).some((d) => d.range.start.line === 6));
    },
  },
  {
    name: 'shows score and risk in the language status item',
    run: async () => {
      await open('orders.py');
      const extension = await api();
      await waitFor('status text', () => /^Code Review: \d+\/100 · critical risk$/.test(extension.status.text) || undefined, 30_000)
        .catch(() => { throw new Error(`status item says "${extension.status.text}"`); });
    },
  },
  {
    name: 'applies the quick fix through executeCodeActionProvider + applyEdit, and the re-review is clean',
    run: async () => {
      const editor = await open('orders.py');
      await setText(editor, original);
      const [diagnostic] = await waitFor('the diagnostic', () => {
        const found = reviewDiagnostics(editor.document.uri, RULE).filter((d) => d.range.start.line === 5);
        return found.length > 0 && found;
      });
      const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', editor.document.uri, diagnostic!.range, vscode.CodeActionKind.QuickFix.value);
      const fix = actions.find((a) => a.title.includes(RULE) && !a.title.startsWith('Ignore'));
      assert(fix?.edit, `a quick fix among: ${actions.map((a) => a.title).join(' | ')}`);
      assert(await vscode.workspace.applyEdit(fix.edit), 'quick fix applied');
      assert(editor.document.getText().includes(PARAMETERISED), `parameterised query in:\n${editor.document.getText()}`);
      await editor.document.save();
      await waitFor('no SQL injection diagnostic', () => reviewDiagnostics(editor.document.uri, RULE).length === 0);
    },
  },
  {
    name: 'applies the verified rewrite (source.fixAll.codeReview) with the Apply Verified Rewrite command',
    run: async () => {
      const editor = await open('rewrite.py');
      await waitFor('the diagnostic', () => reviewDiagnostics(editor.document.uri, RULE).length > 0);
      // Diagnostics come first; the verified rewrite is offered once its re-review is done.
      await waitFor('the verified rewrite to be offered', async () => {
        const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', editor.document.uri, new vscode.Range(0, 0, 0, 0), 'source.fixAll.codeReview');
        return actions.some((a) => a.kind?.value === 'source.fixAll.codeReview');
      });
      assert(await vscode.commands.executeCommand<boolean>('codeReview.applyRewrite'), 'the command applied the rewrite');
      assert(editor.document.getText().includes(PARAMETERISED), `rewritten text:\n${editor.document.getText()}`);
      await editor.document.save();
      await waitFor('no diagnostics', () => reviewDiagnostics(editor.document.uri).length === 0);
    },
  },
  {
    name: 'activates on a TypeScript file and reviews it',
    run: async () => {
      await open('prices.ts');
      const extension = await api();
      await waitFor('a TypeScript review', () => reviewDiagnostics(workspaceFile('prices.ts'), 'generic.business_logic.float-money').length > 0);
      await waitFor('status text', () => /^Code Review: \d+\/100/.test(extension.status.text));
    },
  },
  {
    name: 'remote mode: reviews through the service with the key set in SecretStorage, and fails without it',
    run: async () => {
      const editor = await open('remote.py');
      const extension = await api();
      try {
        await setting('apiUrl', config.serviceUrl);
        await setting('mode', 'remote');
        await vscode.commands.executeCommand('codeReview.setApiKey', config.apiKey);
        const done = await waitFor('a remote review', async () => {
          const status = await extension.reviewActiveFile();
          return status?.state === 'done' && status;
        });
        assert(done.state === 'done', 'remote review done');
        const [diagnostic] = reviewDiagnostics(editor.document.uri, RULE);
        assert(diagnostic?.range.start.line === 5, 'the remote finding is on line 6');
        const listed = await fetch(`${config.serviceUrl}/api/v1/reviews`, { headers: { authorization: `Bearer ${config.apiKey}` } });
        const page = (await listed.json()) as { reviews: unknown[] };
        assert(page.reviews.length >= 1, 'the service recorded the review');

        await vscode.commands.executeCommand('codeReview.clearApiKey');
        const failed = await waitFor('a failed remote review', async () => {
          const status = await extension.reviewActiveFile();
          return status?.state === 'failed' && status;
        });
        assert(/API key/.test(failed.message ?? ''), `asks for a key: ${failed.message}`);
        assert(reviewDiagnostics(editor.document.uri).length === 0, 'stale findings are cleared');
        assert(extension.status.text === 'Code Review: failed', `status: ${extension.status.text}`);
      } finally {
        await setting('mode', undefined);
        await setting('apiUrl', undefined);
      }
    },
  },
  {
    name: 'leaves the diagnostics on screen for the screenshot',
    run: async () => {
      const editor = await open('shown.py');
      await waitFor('diagnostics to show', () => reviewDiagnostics(editor.document.uri, RULE).length > 0);
      await vscode.commands.executeCommand('workbench.actions.view.problems');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      // The driver takes the screenshot when it sees this line; give it time before the workbench closes.
      console.log('E2E_SCREENSHOT_NOW');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    },
  },
];

export function run(): Promise<void> {
  return runTests(tests);
}
