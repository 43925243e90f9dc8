/** The language server over a real LSP connection: diagnostics, code actions, cancellation, settings, remote mode. */
import assert from 'node:assert/strict';
import { CodeActionRequest, DiagnosticSeverity, type CodeAction, type Diagnostic, type TextEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CODE_ACTION_KINDS } from '../../shared/src/protocol';
import { bearer, createKey, post, removeDir, startService, type RunningService } from '../service/harness';
import { LspTestClient } from './lsp-client';
import { PARAMETERISED_CALL, PYTHON_INJECTION, PYTHON_INJECTION_LINE } from '../fixtures/python-injection';

const SQLI = PYTHON_INJECTION;
const SQLI_RULE = 'python.security.sql-injection';

function byRule(diagnostics: Diagnostic[], rule: string): Diagnostic[] {
  return diagnostics.filter((d) => d.code === rule);
}

function applyEdits(text: string, edits: TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///x', 'python', 1, text), edits);
}

/** Waits until the document's review (rewrite included) is done: diagnostics come first, the rewrite after. */
async function reviewDone(client: LspTestClient, uri: string): Promise<void> {
  await client.waitFor(() => client.statuses.some((s) => s.uri === uri && s.state === 'done'), `the review of ${uri} to finish`);
}

async function codeActions(client: LspTestClient, uri: string, diagnostics: Diagnostic[], only?: string[]): Promise<CodeAction[]> {
  const result = await client.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri },
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    context: { diagnostics, ...(only ? { only } : {}) },
  });
  return (result ?? []) as CodeAction[];
}

describe('language server (stdio)', function () {
  this.timeout(60_000);
  let client: LspTestClient;
  beforeEach(async () => {
    client = new LspTestClient();
    await client.initialize({ mode: 'local', run: 'onSave' });
  });
  afterEach(async () => client.close());

  it('publishes a finding as a diagnostic on open and on save: rule, line, severity, source, message', async () => {
    const uri = 'file:///work/orders.py';
    await client.open(uri, 'python', SQLI);
    const diagnostics = byRule(await client.nextDiagnostics(uri, 0), SQLI_RULE);
    assert.equal(diagnostics.length, 1);
    const [diagnostic] = diagnostics;
    assert.equal(diagnostic!.range.start.line, PYTHON_INJECTION_LINE - 1, 'zero-based');
    assert.equal(diagnostic!.range.start.character, 4);
    assert.equal(diagnostic!.severity, DiagnosticSeverity.Error);
    assert.equal(diagnostic!.source, 'Code Review');
    assert.match(diagnostic!.message, /^SQL query built from outside input: Request input `id` \(line 6\) reaches an SQL query here.*\nSuggestion: /s);
    // Each step of the flow is a location the editor can jump to: the request read, the assignment, the sink.
    assert.deepEqual(diagnostic!.relatedInformation?.map((r) => [r.location.uri, r.location.range.start.line, r.message]), [
      [uri, 5, '1. source: request input `id`'],
      [uri, 5, '2. assigned to `order_id`'],
      [uri, PYTHON_INJECTION_LINE - 1, '3. sink: reaches an SQL query'],
    ]);

    await client.change(uri, SQLI.replace("f\"SELECT id, total FROM orders WHERE id = '{order_id}'\"", '"SELECT 1"'));
    await client.save(uri);
    assert.deepEqual(byRule(await client.nextDiagnostics(uri, 1), SQLI_RULE), []);
  });

  it('offers a quick fix whose edits, applied, make the re-review clean', async () => {
    const uri = 'file:///work/quickfix.py';
    await client.open(uri, 'python', SQLI);
    const diagnostics = byRule(await client.nextDiagnostics(uri, 0), SQLI_RULE);
    const actions = await codeActions(client, uri, diagnostics, ['quickfix']);
    const fix = actions.find((a) => a.title.includes(SQLI_RULE) && !a.title.startsWith('Ignore'));
    assert.ok(fix?.edit?.changes?.[uri], `actions: ${actions.map((a) => a.title).join(', ')}`);
    const fixed = applyEdits(SQLI, fix.edit.changes[uri]);
    assert.match(fixed, PARAMETERISED_CALL);
    await client.change(uri, fixed);
    await client.save(uri);
    assert.deepEqual(await client.nextDiagnostics(uri, 1), []);
  });

  it('offers the verified rewrite as source.fixAll.codeReview and it re-reviews clean', async () => {
    const uri = 'file:///work/rewrite.py';
    await client.open(uri, 'python', SQLI);
    await client.nextDiagnostics(uri, 0);
    await reviewDone(client, uri);
    const actions = await codeActions(client, uri, [], [CODE_ACTION_KINDS.verifiedRewrite]);
    assert.equal(actions.length, 1);
    assert.equal(actions[0]!.kind, 'source.fixAll.codeReview');
    const rewritten = applyEdits(SQLI, actions[0]!.edit!.changes![uri]!);
    await client.change(uri, rewritten);
    await client.save(uri);
    assert.deepEqual(await client.nextDiagnostics(uri, 1), []);
  });

  it('"Ignore this finding here" inserts a suppression the engine honours', async () => {
    const uri = 'file:///work/ignore.py';
    await client.open(uri, 'python', SQLI);
    const diagnostics = byRule(await client.nextDiagnostics(uri, 0), SQLI_RULE);
    const ignore = (await codeActions(client, uri, diagnostics, ['quickfix'])).find((a) => a.title.startsWith('Ignore this finding here'));
    const ignored = applyEdits(SQLI, ignore!.edit!.changes![uri]!);
    assert.match(ignored, /\n {4}# code-review-ignore python\.security\.sql-injection\n {4}cursor\.execute\(f"/);
    await client.change(uri, ignored);
    await client.save(uri);
    assert.deepEqual(byRule(await client.nextDiagnostics(uri, 1), SQLI_RULE), []);
  });

  it('offers nothing for a document edited since its review', async () => {
    const uri = 'file:///work/stale.py';
    await client.open(uri, 'python', SQLI);
    const diagnostics = await client.nextDiagnostics(uri, 0);
    await client.change(uri, `${SQLI}\n# edited\n`);
    assert.deepEqual(await codeActions(client, uri, diagnostics), []);
  });

  it('a newer review of a document supersedes an older one', async () => {
    const uri = 'file:///work/race.py';
    const big = SQLI.repeat(200);
    await client.open(uri, 'python', big);
    await client.change(uri, 'def ok():\n    return 1\n');
    await client.save(uri);
    await client.change(uri, SQLI);
    await client.save(uri);
    await client.waitFor(() => client.statuses.filter((s) => s.uri === uri && s.state === 'done').length >= 1 && client.published(uri) >= 1, 'a finished review');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const last = client.diagnostics.get(uri)!.at(-1)!;
    assert.equal(last.version, 3, 'the published diagnostics belong to the newest text');
    assert.deepEqual(byRule(last.diagnostics, SQLI_RULE).map((d) => d.range.start.line), [PYTHON_INJECTION_LINE - 1]);
    assert.ok(client.published(uri) <= 2, `superseded reviews were published: ${client.published(uri)}`);
  });

  it('re-reviews open documents with new settings (minimum severity, checks)', async () => {
    const uri = 'file:///work/settings.py';
    await client.open(uri, 'python', SQLI);
    assert.equal(byRule(await client.nextDiagnostics(uri, 0), SQLI_RULE).length, 1);
    const before = client.published(uri);
    await client.changeSettings({ mode: 'local', run: 'onSave', minimumSeverity: 'critical' });
    const after = await client.nextDiagnostics(uri, before);
    assert.ok(after.length > 0 && after.every((d) => d.severity === DiagnosticSeverity.Error), JSON.stringify(after));
  });

  it('runs only on demand in manual mode', async () => {
    await client.changeSettings({ mode: 'local', run: 'manual' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const uri = 'file:///work/manual.py';
    await client.open(uri, 'python', SQLI);
    await client.save(uri);
    await new Promise((resolve) => setTimeout(resolve, 800));
    assert.equal(client.published(uri), 0);
    const status = await client.connection.sendRequest('codeReview/reviewDocument', { uri });
    assert.equal((status as { state: string }).state, 'done');
    assert.equal(byRule(await client.nextDiagnostics(uri, 0), SQLI_RULE).length, 1);
  });
});

describe('language server, remote mode against the real service', function () {
  this.timeout(60_000);
  let service: RunningService;
  let client: LspTestClient;
  before(async () => {
    service = await startService(['--log-level', 'warn']);
  });
  after(async () => {
    await service.stop();
    removeDir(service.dir);
  });
  beforeEach(() => {
    client = new LspTestClient();
  });
  afterEach(async () => client.close());

  it('reviews through the service with the key the client hands over', async () => {
    const key = createKey(service.dbPath, 'pro', 10);
    await client.initialize({ mode: 'remote', apiUrl: service.url, run: 'onSave' });
    await client.connection.sendRequest('codeReview/setApiKey', { apiKey: key });
    const uri = 'file:///work/remote.py';
    await client.open(uri, 'python', SQLI);
    const diagnostics = byRule(await client.nextDiagnostics(uri, 0), SQLI_RULE);
    assert.equal(diagnostics[0]?.range.start.line, PYTHON_INJECTION_LINE - 1);
    const reviews = await fetch(`${service.url}/api/v1/reviews`, { headers: bearer(key) });
    assert.equal(((await reviews.json()) as { reviews: unknown[] }).reviews.length, 1, 'the review went through the service');
  });

  it('asks for a key on 401 and reports exhausted credits, clearing stale findings', async () => {
    await client.initialize({ mode: 'remote', apiUrl: service.url, run: 'onSave' });
    await client.connection.sendRequest('codeReview/setApiKey', { apiKey: 'crs_live_AAAAAAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB' });
    const uri = 'file:///work/unauthorized.py';
    await client.open(uri, 'python', SQLI);
    await client.waitFor(() => client.authenticationRequests.length > 0, 'an authentication request');
    assert.match(client.authenticationRequests[0]!, /rejected the API key/);

    const poor = createKey(service.dbPath, 'pro', 1);
    assert.equal((await post(service.url, { code: 'x = 1' }, bearer(poor))).status, 200);
    await client.connection.sendRequest('codeReview/setApiKey', { apiKey: poor });
    const failed = await client.waitFor(() => client.statuses.find((s) => s.uri === uri && s.state === 'failed' && /credits/.test(s.message ?? '')), 'a credits failure');
    assert.match(failed.message!, /needs 1 and 0 remain/);
    assert.deepEqual(client.diagnostics.get(uri)?.at(-1)?.diagnostics ?? [], []);
  });
});
