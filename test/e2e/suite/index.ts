/**
 * The main end-to-end suite, run inside a real VS Code extension host by test/e2e/run.sh (its own fresh window and
 * workspace copy, so the extension starts inactive): activation by a Python file, diagnostics after save, the quick
 * fix and the verified rewrite applied through VS Code's own code-action API and through the extension's command,
 * fix-all for a file that keeps an unfixable finding, suggestions and the unverified full rewrite (resolved on demand
 * in remote mode), the status item, the API key through SecretStorage against the real service on loopback (remote
 * mode), and a screenshot of the workbench with the diagnostics on screen. The TypeScript activation runs in
 * typescript.ts.
 *
 * Each test uses its own fixture file, waits by polling (never a fixed sleep) and puts back the settings it changed.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as vscode from 'vscode';
import {
  activeApi, assert, assertEqual, codeOf, describeDiagnostics, extension, fixtureText, loadConfig, open, replaceAndSave,
  reviewDiagnostics, runTests, save, SQL_RULE, STATUS_TEXT, waitFor, waitForDiagnostic, withSettings, type ReviewStatus, type Test,
} from './harness';

const VERIFIED_REWRITE = 'source.fixAll.codeReview';
const UNVERIFIED_REWRITE = 'source.codeReview.unverifiedRewrite';
const SECRET_RULE = 'python.security.hardcoded-secret';
const WEAK_HASH_RULE = 'python.security.weak-hash';
const config = loadConfig();

/** 0-based line of the first line containing `needle`. */
function lineOf(text: string, needle: string): number {
  const line = text.split('\n').findIndex((l) => l.includes(needle));
  assert(line >= 0, `fixture contains ${needle}`);
  return line;
}

/**
 * The fixture with its f-string query turned into a parameterised one, as the rule's fix and the rewrites do. The fix
 * may bind the value as it is or through str(), as the f-string formatted it; `actual` (the text under test) picks
 * which, so the tests pin the query and everything around it rather than that detail of the rule.
 */
function parameterised(text: string, fString: string, query: string, parameter: string, actual: string): string {
  assert(text.includes(fString), `fixture contains ${fString}`);
  const bound = actual.includes(`(str(${parameter}),)`) ? `str(${parameter})` : parameter;
  return text.replace(fString, `"${query}", (${bound},)`);
}

/** `resolve`: how many actions VS Code resolves (codeAction/resolve) before returning them. */
async function codeActions(uri: vscode.Uri, range: vscode.Range, kind: string, resolve?: number): Promise<vscode.CodeAction[]> {
  const args: unknown[] = [uri, range, kind, ...(resolve === undefined ? [] : [resolve])];
  return (await vscode.commands.executeCommand<vscode.CodeAction[] | undefined>('vscode.executeCodeActionProvider', ...args)) ?? [];
}

/** The one whole-file replacement an action carries for `uri`, as text. */
function rewrittenBy(action: vscode.CodeAction, uri: vscode.Uri): string {
  const edits = action.edit?.get(uri) ?? [];
  assertEqual(edits.length, 1, `"${action.title}" replaces the file in one edit`);
  return edits[0]!.newText;
}

/** The rewrite actions (fix-all and the unverified one) once the review of `document` offers `count` of them. */
function rewriteActionsOf(document: vscode.TextDocument, count: number): Promise<vscode.CodeAction[]> {
  let last: vscode.CodeAction[] = [];
  return waitFor(`${count} rewrite actions`, async () => {
    last = await codeActions(document.uri, new vscode.Range(0, 0, 0, 0), 'source');
    last = last.filter((a) => a.kind?.value === VERIFIED_REWRITE || a.kind?.value === UNVERIFIED_REWRITE);
    return last.length === count && last;
  }, 30_000, () => `offered: ${last.map((a) => `${a.kind?.value}: ${a.title}`).join(' | ')}`);
}

function verifiedRewriteOf(document: vscode.TextDocument): Promise<vscode.CodeAction> {
  return waitFor('the verified rewrite (source.fixAll.codeReview) to be offered', async () =>
    (await codeActions(document.uri, new vscode.Range(0, 0, 0, 0), VERIFIED_REWRITE)).find((a) => a.kind?.value === VERIFIED_REWRITE && a.edit !== undefined));
}

/** Reviews the active editor until a review ends in `state` (a review superseded by a newer one reports "running"). */
async function reviewUntil(state: 'done' | 'failed'): Promise<ReviewStatus> {
  const api = await activeApi();
  let last: ReviewStatus | undefined;
  return waitFor(`a review that ends "${state}"`, async () => {
    last = await api.reviewActiveFile();
    return last?.state === state && last;
  }, 30_000, () => `last status: ${JSON.stringify(last)}`);
}

interface ServiceReview {
  request_id: string;
  filename: string | null;
  language: string;
  risk_level: string;
  score: number;
}

async function serviceReviews(filename: string): Promise<ServiceReview[]> {
  const response = await fetch(`${config.serviceUrl}/api/v1/reviews?limit=100`, { headers: { authorization: `Bearer ${config.apiKey}` } });
  assertEqual(response.status, 200, 'GET /api/v1/reviews status');
  const page = (await response.json()) as { reviews: ServiceReview[] };
  return page.reviews.filter((review) => review.filename === filename);
}

const tests: Test[] = [
  {
    name: 'is inactive until a Python file opens, then activates and returns its API',
    run: async () => {
      assert(!extension().isActive, 'the extension is not active before any reviewed language is open');
      await open('orders.py');
      await activeApi();
    },
  },
  {
    name: 'publishes the SQL injection after a save: rule id, line, column, severity Error',
    run: async () => {
      const { document } = await open('orders.py');
      const original = fixtureText('orders.py');
      const line = lineOf(original, 'cursor.execute(f"');
      await waitForDiagnostic(document.uri, SQL_RULE, line);
      try {
        // Two lines above the query: after the save the finding has to move down with it.
        await replaceAndSave(document, `# Lookups for the order history page.\n\n${original}`);
        const diagnostic = await waitForDiagnostic(document.uri, SQL_RULE, line + 2);
        assertEqual(codeOf(diagnostic), SQL_RULE, 'diagnostic code');
        assertEqual(diagnostic.severity, vscode.DiagnosticSeverity.Error, 'severity (critical → Error)');
        assertEqual(diagnostic.range.start.character, 4, 'starts at the call, after the indentation');
        assertEqual(diagnostic.range.end.line, line + 2, 'ends on the same line');
        assert(reviewDiagnostics(document.uri, SQL_RULE).every((d) => d.range.start.line === line + 2), `no stale finding left: ${describeDiagnostics(document.uri)}`);
      } finally {
        await replaceAndSave(document, original);
      }
      await waitForDiagnostic(document.uri, SQL_RULE, line);
    },
  },
  {
    name: 'shows "Code Review: <score>/100 · <risk> risk" in the status item after a local review',
    run: async () => {
      await open('orders.py');
      const api = await activeApi();
      const status = await reviewUntil('done');
      assertEqual(status.riskLevel, 'critical', 'risk of a file with an SQL injection');
      assert(typeof status.score === 'number' && status.score < 100, `score below 100 (got ${status.score})`);
      assert((status.findingCount ?? 0) >= 1, 'at least one finding');
      const expected = `Code Review: ${status.score}/100 · ${status.riskLevel} risk`;
      await waitFor(`status item text "${expected}"`, () => api.status.text === expected, 10_000, () => `it says "${api.status.text}"`);
      assert(STATUS_TEXT.test(api.status.text), `status text format: ${api.status.text}`);
    },
  },
  {
    name: 'quick fix via vscode.executeCodeActionProvider + workspace.applyEdit parameterises the query; the finding is gone after save',
    run: async () => {
      const { document } = await open('quickfix.py');
      const original = fixtureText('quickfix.py');
      const line = lineOf(original, 'cursor.execute(f"');
      const diagnostic = await waitForDiagnostic(document.uri, SQL_RULE, line);
      // Asked again until offered, as the light bulb asks again when diagnostics change: once in a few runs the first
      // request, sent the moment the diagnostic appears, came back empty (cause not pinned down; see the issue note).
      let actions: vscode.CodeAction[] = [];
      const preferred = () => actions.find((a) => a.isPreferred && a.title.includes(SQL_RULE));
      await waitFor(`a preferred quick fix for ${SQL_RULE}`, async () => {
        actions = await codeActions(document.uri, diagnostic.range, vscode.CodeActionKind.QuickFix.value);
        return preferred();
      }, 10_000, () => `offered: ${actions.map((a) => a.title).join(' | ')}`);
      const titles = actions.map((a) => a.title).join(' | ');
      const fix = preferred();
      assert(fix?.edit, `a preferred quick fix for ${SQL_RULE} among: ${titles}`);
      assertEqual(fix.kind?.value, vscode.CodeActionKind.QuickFix.value, 'quick fix kind');
      assert(actions.some((a) => a.title.startsWith('Ignore this finding here') && a.title.includes(SQL_RULE)), `an "Ignore this finding here" action among: ${titles}`);
      assert(await vscode.workspace.applyEdit(fix.edit), 'quick fix edit applied');
      const expected = parameterised(original, `f"SELECT id, name FROM customers WHERE email = '{email}'"`, 'SELECT id, name FROM customers WHERE email = ?', 'email', document.getText());
      assertEqual(document.getText(), expected, 'document after the quick fix');
      await save(document);
      await waitFor(`no ${SQL_RULE} after the re-review`, () => reviewDiagnostics(document.uri, SQL_RULE).length === 0, 30_000, () => describeDiagnostics(document.uri));
    },
  },
  {
    name: 'verified rewrite (source.fixAll.codeReview) via executeCodeActionProvider + applyEdit rewrites the file, which re-reviews clean',
    run: async () => {
      const { document } = await open('rewrite_action.py');
      const original = fixtureText('rewrite_action.py');
      await waitForDiagnostic(document.uri, SQL_RULE, lineOf(original, 'cursor.execute(f"'));
      const rewrite = await verifiedRewriteOf(document);
      assertEqual(rewrite.title, 'Apply 1 verified fix (file re-reviews clean)', 'fix-all title');
      assert(rewrite.edit, 'the rewrite carries an edit');
      assert(await vscode.workspace.applyEdit(rewrite.edit), 'rewrite edit applied');
      const expected = parameterised(original, `f"SELECT number, amount FROM invoices WHERE customer_id = '{customer_id}'"`,
        'SELECT number, amount FROM invoices WHERE customer_id = ?', 'customer_id', document.getText());
      assertEqual(document.getText(), expected, 'document after the verified rewrite');
      await save(document);
      await waitFor('no error-level findings after the re-review', () =>
        reviewDiagnostics(document.uri).filter((d) => d.severity === vscode.DiagnosticSeverity.Error).length === 0, 30_000, () => describeDiagnostics(document.uri));
    },
  },
  {
    name: 'fix-all (source.fixAll.codeReview) of a file that keeps an unfixable finding applies the verified fix and leaves the rest',
    run: async () => {
      const { document } = await open('fix_all.py');
      const original = fixtureText('fix_all.py');
      await waitForDiagnostic(document.uri, SECRET_RULE, lineOf(original, 'REPORTS_PASSWORD ='));
      await waitForDiagnostic(document.uri, SQL_RULE, lineOf(original, 'cursor.execute(f"'));
      const fixAll = await verifiedRewriteOf(document);
      assertEqual(fixAll.title, 'Apply 1 verified fix', 'fix-all title (the file does not re-review clean)');
      const expected = parameterised(original, `f"SELECT id, amount FROM refunds WHERE order_id = '{order_id}'"`, 'SELECT id, amount FROM refunds WHERE order_id = ?', 'order_id', rewrittenBy(fixAll, document.uri));
      assertEqual(rewrittenBy(fixAll, document.uri), expected, 'the verified rewrite: the query parameterised, the password left');
      assert(fixAll.edit && await vscode.workspace.applyEdit(fixAll.edit), 'fix-all edit applied');
      await save(document);
      await waitFor(`only ${SECRET_RULE} left after the re-review`, () => {
        const left = reviewDiagnostics(document.uri);
        return left.length === 1 && codeOf(left[0]!) === SECRET_RULE;
      }, 30_000, () => describeDiagnostics(document.uri));
    },
  },
  {
    name: 'a suggestion quick fix says so and is not preferred; "Apply all fixes (not verified)" applies it with the rest',
    run: async () => {
      const { document } = await open('suggestion.py');
      const original = fixtureText('suggestion.py');
      const diagnostic = await waitForDiagnostic(document.uri, WEAK_HASH_RULE, lineOf(original, 'hashlib.md5('));
      const quickFixes = await codeActions(document.uri, diagnostic.range, vscode.CodeActionKind.QuickFix.value);
      const suggestion = quickFixes.find((a) => a.title === `Suggestion: Use SHA-256 — may change behaviour (${WEAK_HASH_RULE})`);
      assert(suggestion, `the suggestion among: ${quickFixes.map((a) => a.title).join(' | ')}`);
      assert(!suggestion.isPreferred, 'a suggestion is never the preferred fix');

      const offered = await rewriteActionsOf(document, 2);
      const fixAll = offered.find((a) => a.kind?.value === VERIFIED_REWRITE);
      const full = offered.find((a) => a.kind?.value === UNVERIFIED_REWRITE);
      assert(fixAll && full?.edit, 'both rewrites are offered, the full one with its edit (local mode: no second review)');
      assertEqual(fixAll.title, 'Apply 1 verified fix', 'fix-all title');
      assertEqual(full.title, 'Apply all fixes (not verified)', 'unverified rewrite title');
      assert(rewrittenBy(fixAll, document.uri).includes('hashlib.md5('), 'the verified rewrite leaves the suggestion out');
      const expected = parameterised(original, `f"SELECT code, percent FROM coupons WHERE code = '{code}'"`, 'SELECT code, percent FROM coupons WHERE code = ?', 'code', rewrittenBy(full, document.uri))
        .replace('hashlib.md5(', 'hashlib.sha256(');
      assert(await vscode.workspace.applyEdit(full.edit), 'full rewrite applied');
      assertEqual(document.getText(), expected, 'document after Apply all fixes');
      await save(document);
      await waitFor('no findings after the re-review', () => reviewDiagnostics(document.uri).length === 0, 30_000, () => describeDiagnostics(document.uri));
    },
  },
  {
    name: 'command "Code Review: Apply Verified Rewrite" rewrites the file, and reports false once nothing is left to rewrite',
    run: async () => {
      const { document } = await open('rewrite_command.py');
      const original = fixtureText('rewrite_command.py');
      await waitForDiagnostic(document.uri, SQL_RULE, lineOf(original, 'cursor.execute(f"'));
      await verifiedRewriteOf(document);
      assertEqual(await vscode.commands.executeCommand<boolean>('codeReview.applyRewrite'), true, 'codeReview.applyRewrite result');
      const expected = parameterised(original, `f"DELETE FROM sessions WHERE token = '{token}'"`, 'DELETE FROM sessions WHERE token = ?', 'token', document.getText());
      assertEqual(document.getText(), expected, 'document after Apply Verified Rewrite');
      await save(document);
      await waitFor(`no ${SQL_RULE} after the re-review`, () => reviewDiagnostics(document.uri, SQL_RULE).length === 0, 30_000, () => describeDiagnostics(document.uri));
      await reviewUntil('done');
      assertEqual(await vscode.commands.executeCommand<boolean>('codeReview.applyRewrite'), false, 'codeReview.applyRewrite on a clean file');
      assertEqual(document.getText(), expected, 'a clean file is left alone');
    },
  },
  {
    name: 'remote mode against the service on loopback: Set API Key → reviewed by the service; Clear API Key → fails asking for a key',
    run: async () => {
      const { document } = await open('remote.py');
      const original = fixtureText('remote.py');
      const line = lineOf(original, 'cursor.execute(f"');
      await waitForDiagnostic(document.uri, SQL_RULE, line); // the local review, before remote mode
      const api = await activeApi();
      await vscode.commands.executeCommand('codeReview.clearApiKey');
      try {
        await withSettings([['apiUrl', config.serviceUrl], ['mode', 'remote']], async () => {
          // No key yet: the review fails, asks for a key, and the local findings are not left on screen as fresh.
          const keyless = await reviewUntil('failed');
          assert(/API key/.test(keyless.message ?? ''), `the failure asks for an API key: ${keyless.message}`);
          await waitFor('the stale diagnostics to be cleared', () => reviewDiagnostics(document.uri).length === 0, 10_000, () => describeDiagnostics(document.uri));
          const before = (await serviceReviews('remote.py')).length;

          await vscode.commands.executeCommand('codeReview.setApiKey', config.apiKey);
          // Only the service can bring the finding back now.
          const diagnostic = await waitForDiagnostic(document.uri, SQL_RULE, line);
          assertEqual(diagnostic.severity, vscode.DiagnosticSeverity.Error, 'remote finding severity');
          assertEqual(diagnostic.range.start.character, 4, 'remote finding column');
          const done = await reviewUntil('done');
          assertEqual(done.riskLevel, 'critical', 'remote review risk');
          await waitFor('status item text of the remote review', () => STATUS_TEXT.test(api.status.text), 10_000, () => `it says "${api.status.text}"`);
          const listed = await waitFor('the service to list the review of remote.py', async () => {
            const reviews = await serviceReviews('remote.py');
            return reviews.length > before && reviews;
          });
          assertEqual(listed[0]!.language, 'python', 'language the service recorded');
          assertEqual(listed[0]!.risk_level, 'critical', 'risk the service recorded');

          await vscode.commands.executeCommand('codeReview.clearApiKey');
          const cleared = await reviewUntil('failed');
          assert(/API key/.test(cleared.message ?? ''), `after Clear API Key the failure asks for a key: ${cleared.message}`);
          await waitFor('diagnostics cleared after Clear API Key', () => reviewDiagnostics(document.uri).length === 0, 10_000, () => describeDiagnostics(document.uri));
          await waitFor('status item "Code Review: failed"', () => api.status.text === 'Code Review: failed', 10_000, () => `it says "${api.status.text}"`);
        });
      } finally {
        await vscode.commands.executeCommand('codeReview.clearApiKey');
      }
      // Back in local mode (settings restored), the same file is reviewed offline again.
      await waitForDiagnostic(document.uri, SQL_RULE, line);
      assertEqual(vscode.workspace.getConfiguration('codeReview').get('mode'), 'local', 'mode restored');
    },
  },
  {
    name: 'remote mode: "Apply all fixes (not verified)" says it runs one more review, and VS Code resolves its edit through the service',
    run: async () => {
      const { document } = await open('remote_full.py');
      const original = fixtureText('remote_full.py');
      await waitForDiagnostic(document.uri, WEAK_HASH_RULE, lineOf(original, 'hashlib.md5('));
      try {
        await vscode.commands.executeCommand('codeReview.setApiKey', config.apiKey);
        await withSettings([['apiUrl', config.serviceUrl], ['mode', 'remote']], async () => {
          await reviewUntil('done');
          const onDemandTitle = 'Apply all fixes (not verified) — runs one more review (1 credit)';
          let offered: vscode.CodeAction[] = [];
          const unresolved = await waitFor('the on-demand full rewrite', async () => {
            offered = await codeActions(document.uri, new vscode.Range(0, 0, 0, 0), UNVERIFIED_REWRITE);
            return offered.find((a) => a.title === onDemandTitle);
          }, 30_000, () => `offered: ${offered.map((a) => a.title).join(' | ')}`);
          assertEqual(unresolved.edit, undefined, 'the edit waits until the action is resolved');
          const before = (await serviceReviews('remote_full.py')).length;
          const [resolved] = (await codeActions(document.uri, new vscode.Range(0, 0, 0, 0), UNVERIFIED_REWRITE, 1)).filter((a) => a.kind?.value === UNVERIFIED_REWRITE);
          assert(resolved?.edit, `VS Code resolved the edit of "${resolved?.title}"`);
          const expected = parameterised(original, `f"SELECT code, balance FROM gift_cards WHERE code = '{code}'"`, 'SELECT code, balance FROM gift_cards WHERE code = ?', 'code', rewrittenBy(resolved, document.uri))
            .replace('hashlib.md5(', 'hashlib.sha256(');
          assertEqual(rewrittenBy(resolved, document.uri), expected, 'the full rewrite from the service');
          assert((await serviceReviews('remote_full.py')).length > before, 'the service ran one more review for it');
          assertEqual(document.getText(), original, 'resolving alone leaves the document alone');
        });
      } finally {
        await vscode.commands.executeCommand('codeReview.clearApiKey');
      }
    },
  },
  {
    name: 'shows each taint finding\'s flow as related information: source, steps, sink, clickable in the file',
    run: async () => {
      const { document } = await open('shown.py');
      const text = fixtureText('shown.py');
      const sink = lineOf(text, 'cursor.execute(query)');
      const diagnostic = await waitForDiagnostic(document.uri, SQL_RULE, sink);
      const related = diagnostic.relatedInformation ?? [];
      assertEqual(JSON.stringify(related.map((r) => r.message)), JSON.stringify(['1. source: request input `id`', '2. assigned to `order_id`', '3. assigned to `query`', '4. sink: reaches an SQL query']), 'the steps of the flow');
      assertEqual(JSON.stringify(related.map((r) => r.location.range.start.line)), JSON.stringify([lineOf(text, 'order_id = request'), lineOf(text, 'order_id = request'), lineOf(text, 'query = f"'), sink]), 'where each step is');
      assert(related.every((r) => r.location.uri.toString() === document.uri.toString()), 'every step is in the reviewed file');
      const command = await waitForDiagnostic(document.uri, 'python.security.command-injection', lineOf(text, 'subprocess.run('));
      assert((command.relatedInformation?.length ?? 0) >= 2, `the command flow has its steps: ${JSON.stringify(command.relatedInformation?.map((r) => r.message))}`);
      const path = await waitForDiagnostic(document.uri, 'python.security.path-traversal', lineOf(text, 'return send_file('));
      assert(path.relatedInformation?.some((r) => r.message.includes('stored in `EXPORTS["custom"]`')), 'the path flow goes through the dict');
    },
  },
  {
    name: 'shows the diagnostics in the workbench (screenshot)',
    run: async () => {
      const editor = await open('shown.py');
      const line = lineOf(fixtureText('shown.py'), 'cursor.execute(query)');
      await waitForDiagnostic(editor.document.uri, SQL_RULE, line);
      await vscode.commands.executeCommand('workbench.action.closeOtherEditors');
      await vscode.commands.executeCommand('notifications.clearAll');
      await vscode.commands.executeCommand('workbench.action.closeAuxiliaryBar');
      await vscode.commands.executeCommand('workbench.actions.view.problems');
      await vscode.window.showTextDocument(editor.document, { preview: false });
      editor.selection = new vscode.Selection(line, 4, line, 4);
      editor.revealRange(new vscode.Range(line, 0, line, 0), vscode.TextEditorRevealType.InCenter);
      const ack = config.screenshotAckFile;
      if (!ack) return; // test-electron: nobody takes a screenshot
      // The driver sees this line, waits until the squiggle and the Problems entry are rendered, takes the
      // screenshot and answers through the ack file; the workbench must stay as it is until then.
      console.log('E2E_SCREENSHOT_REQUEST');
      const answer = await waitFor('the driver to take the screenshot', () => existsSync(ack) && readFileSync(ack, 'utf8').trim(), 60_000);
      assertEqual(answer, 'ok', 'screenshot of the diagnostics');
    },
  },
];

export function run(): Promise<void> {
  return runTests('Code Review end-to-end: main suite', tests);
}
