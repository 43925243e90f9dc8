/** The language server over a real LSP connection: diagnostics, code actions, cancellation, settings, remote mode. */
import assert from 'node:assert/strict';
import { CodeActionRequest, CodeActionResolveRequest, DiagnosticSeverity, type CodeAction, type Diagnostic, type TextEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CODE_ACTION_KINDS, ReviewDocumentRequest } from '../../shared/src/protocol';
import { bearer, createKey, post, removeDir, startService, type RunningService } from '../service/harness';
import { LspTestClient } from './lsp-client';
import { PYTHON_INJECTION, PYTHON_INJECTION_LINE } from '../fixtures/python-injection';
import {
  INJECTION_AND_BARE_EXCEPT, INJECTION_AND_PASSWORD, INJECTION_AND_WEAK_HASH, PARAMETERISED_ORDER_QUERY, SECRET_RULE, WEAK_HASH_RULE,
} from './review-fixtures';

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

/** The edit of a whole-file action applied to `text`. */
function applyAction(text: string, action: CodeAction | undefined, uri: string): string {
  const edits = action?.edit?.changes?.[uri];
  assert.ok(edits, `"${action?.title}" carries an edit for ${uri}`);
  return applyEdits(text, edits);
}

/** Every rewrite action of a reviewed document (fix-all and the unverified one). */
async function rewriteActions(client: LspTestClient, uri: string): Promise<CodeAction[]> {
  return codeActions(client, uri, [], [CODE_ACTION_KINDS.verifiedRewrite, CODE_ACTION_KINDS.unverifiedRewrite]);
}

const byKind = (actions: CodeAction[], kind: string) => actions.filter((a) => a.kind === kind);

/** Opens `text`, waits for its finished review and returns its findings' rule ids as diagnostics. */
async function openReviewed(client: LspTestClient, uri: string, text: string): Promise<Diagnostic[]> {
  await client.open(uri, 'python', text);
  await reviewDone(client, uri);
  return client.diagnostics.get(uri)!.at(-1)!.diagnostics;
}

/** Saves `text` as the document's new content and returns the diagnostics of its review. */
async function resave(client: LspTestClient, uri: string, text: string): Promise<Diagnostic[]> {
  const before = client.published(uri);
  await client.change(uri, text);
  await client.save(uri);
  return client.nextDiagnostics(uri, before);
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
    assert.match(fixed, PARAMETERISED_ORDER_QUERY);
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
    assert.equal(actions[0]!.title, 'Apply 1 verified fix (file re-reviews clean)');
    const rewritten = applyEdits(SQLI, actions[0]!.edit!.changes![uri]!);
    await client.change(uri, rewritten);
    await client.save(uri);
    assert.deepEqual(await client.nextDiagnostics(uri, 1), []);
  });

  it('counts the verified fixes in the fix-all title of a rewrite that re-reviews clean', async () => {
    const uri = 'file:///work/clean_rewrite.py';
    await openReviewed(client, uri, INJECTION_AND_BARE_EXCEPT);
    const actions = await rewriteActions(client, uri);
    assert.deepEqual(actions.map((a) => [a.kind, a.title]), [[CODE_ACTION_KINDS.verifiedRewrite, 'Apply 2 verified fixes (file re-reviews clean)']]);
    assert.deepEqual(await resave(client, uri, applyAction(INJECTION_AND_BARE_EXCEPT, actions[0], uri)), []);
  });

  it('offers fix-all for a file that keeps an unfixable finding: the verified fixes applied, the rest left in place', async () => {
    const uri = 'file:///work/keeps_secret.py';
    const before = await openReviewed(client, uri, INJECTION_AND_PASSWORD);
    assert.deepEqual(before.map((d) => d.code).sort(), [SECRET_RULE, SQLI_RULE]);
    const actions = await rewriteActions(client, uri);
    // The full rewrite is the same code (a password has no fix), so nothing unverified is offered.
    assert.deepEqual(actions.map((a) => [a.kind, a.title]), [[CODE_ACTION_KINDS.verifiedRewrite, 'Apply 1 verified fix']]);
    const rewritten = applyAction(INJECTION_AND_PASSWORD, actions[0], uri);
    assert.match(rewritten, PARAMETERISED_ORDER_QUERY);
    assert.match(rewritten, /DB_PASSWORD = "Tr0ub4dor&3xyz"/);
    assert.deepEqual((await resave(client, uri, rewritten)).map((d) => d.code), [SECRET_RULE]);
    // Nothing left to fix: fix-all on save has nothing to do, rather than rewriting the file again.
    await client.waitFor(() => client.statuses.filter((s) => s.uri === uri && s.state === 'done').length >= 2, 'the second review');
    assert.deepEqual(await rewriteActions(client, uri), []);
  });

  it('offers "Apply all fixes (not verified)" only when the full rewrite differs; its edit applies every fix', async () => {
    const uri = 'file:///work/weak_hash.py';
    await openReviewed(client, uri, INJECTION_AND_WEAK_HASH);
    const actions = await rewriteActions(client, uri);
    assert.deepEqual(actions.map((a) => [a.kind, a.title]), [
      [CODE_ACTION_KINDS.verifiedRewrite, 'Apply 1 verified fix'],
      [CODE_ACTION_KINDS.unverifiedRewrite, 'Apply all fixes (not verified)'],
    ]);
    const verified = applyAction(INJECTION_AND_WEAK_HASH, byKind(actions, CODE_ACTION_KINDS.verifiedRewrite)[0], uri);
    assert.match(verified, PARAMETERISED_ORDER_QUERY);
    assert.match(verified, /hashlib\.md5\(data\)/, 'the suggestion is not in the verified rewrite');
    const full = applyAction(INJECTION_AND_WEAK_HASH, byKind(actions, CODE_ACTION_KINDS.unverifiedRewrite)[0], uri);
    assert.match(full, PARAMETERISED_ORDER_QUERY);
    assert.match(full, /hashlib\.sha256\(data\)/);
    // What codeActionsOnSave asks for: only the verified rewrite.
    assert.deepEqual((await codeActions(client, uri, [], ['source.fixAll'])).map((a) => a.kind), [CODE_ACTION_KINDS.verifiedRewrite]);
    assert.deepEqual(await resave(client, uri, full), []);
  });

  it('titles a suggestion quick fix as such and never prefers it; a safe quick fix stays preferred', async () => {
    const uri = 'file:///work/suggestion.py';
    const diagnostics = await openReviewed(client, uri, INJECTION_AND_WEAK_HASH);
    const actions = await codeActions(client, uri, diagnostics, ['quickfix']);
    const fixes = actions.filter((a) => !a.title.startsWith('Ignore'));
    assert.deepEqual(fixes.map((a) => [a.title, a.isPreferred]), [
      [`Suggestion: Use SHA-256 — may change behaviour (${WEAK_HASH_RULE})`, false],
      [`Pass the values as query parameters (${SQLI_RULE})`, true],
    ]);
    assert.match(applyAction(INJECTION_AND_WEAK_HASH, fixes[0], uri), /hashlib\.sha256\(data\)/);
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
    const uri = 'file:///work/manual.py';
    await client.open(uri, 'python', SQLI);
    await client.save(uri);
    // The open and the save read the settings before the request does: had they reviewed, they would have started first.
    const status = await client.connection.sendRequest('codeReview/reviewDocument', { uri });
    assert.equal((status as { state: string }).state, 'done');
    assert.equal(client.statuses.filter((s) => s.uri === uri && s.state === 'running').length, 1, 'only the review asked for ran');
    assert.equal(client.published(uri), 1);
    assert.equal(byRule(await client.nextDiagnostics(uri, 0), SQLI_RULE).length, 1);
  });

  it('tells the client how each sentence of the business context was read', async () => {
    const context = 'A discount can never be more than 40 percent. Our shop opened in 1998. Refunds must be approved by a manager.';
    await client.changeSettings({ mode: 'local', run: 'manual', businessContext: context });
    const uri = 'file:///work/discount.py';
    await client.open(uri, 'python', 'def price(total, discount_percent):\n    return total - total * discount_percent / 100\n');
    const status = await client.connection.sendRequest(ReviewDocumentRequest, { uri });
    assert.equal(status.state, 'done');
    assert.deepEqual(status.businessRules?.map((r) => r.status), ['understood', 'not_a_rule', 'not_understood'], JSON.stringify(status.businessRules));
    assert.match(status.businessRules?.[0]?.rules[0]?.reads ?? '', /discount.*at most 40/);
    assert.ok(status.businessRules?.[2]?.reason, 'a sentence not understood says why');
    await client.changeSettings({ mode: 'local', run: 'manual' });
    const plain = await client.connection.sendRequest(ReviewDocumentRequest, { uri });
    assert.equal(plain.businessRules, undefined, 'no business context, no reading');
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

  const ON_DEMAND_TITLE = 'Apply all fixes (not verified) — runs one more review (1 credit)';

  async function reviewCount(key: string): Promise<number> {
    const response = await fetch(`${service.url}/api/v1/reviews`, { headers: bearer(key) });
    return ((await response.json()) as { reviews: unknown[] }).reviews.length;
  }

  async function remoteClient(options?: { resolvesEdits: boolean }): Promise<string> {
    const key = createKey(service.dbPath, 'pro', 10);
    await client.initialize({ mode: 'remote', apiUrl: service.url, run: 'onSave' }, options);
    await client.connection.sendRequest('codeReview/setApiKey', { apiKey: key });
    return key;
  }

  it('offers the full rewrite the service says differs, and resolves its edit with one more review, once', async () => {
    const key = await remoteClient();
    const uri = 'file:///work/remote_full.py';
    await openReviewed(client, uri, INJECTION_AND_WEAK_HASH);
    const actions = await rewriteActions(client, uri);
    assert.deepEqual(actions.map((a) => [a.kind, a.title]), [
      [CODE_ACTION_KINDS.verifiedRewrite, 'Apply 1 verified fix'],
      [CODE_ACTION_KINDS.unverifiedRewrite, ON_DEMAND_TITLE],
    ]);
    assert.match(applyAction(INJECTION_AND_WEAK_HASH, actions[0], uri), /hashlib\.md5\(data\)/, 'the service was asked for the verified rewrite');
    const onDemand = actions[1]!;
    assert.equal(onDemand.edit, undefined, 'the edit waits for codeAction/resolve');
    assert.equal(await reviewCount(key), 1);

    const resolved = await client.connection.sendRequest(CodeActionResolveRequest.type, onDemand);
    const full = applyAction(INJECTION_AND_WEAK_HASH, resolved, uri);
    assert.match(full, PARAMETERISED_ORDER_QUERY);
    assert.match(full, /hashlib\.sha256\(data\)/);
    assert.equal(await reviewCount(key), 2, 'one more review through the service');

    // Known now: resolved again, or listed again, it costs nothing more.
    assert.equal(applyAction(INJECTION_AND_WEAK_HASH, await client.connection.sendRequest(CodeActionResolveRequest.type, onDemand), uri), full);
    const listed = byKind(await rewriteActions(client, uri), CODE_ACTION_KINDS.unverifiedRewrite);
    assert.deepEqual(listed.map((a) => a.title), ['Apply all fixes (not verified)']);
    assert.equal(applyAction(INJECTION_AND_WEAK_HASH, listed[0], uri), full);
    assert.equal(await reviewCount(key), 2);
  });

  it('returns no edit from resolve when the document changes before the full rewrite arrives', async () => {
    await remoteClient();
    const uri = 'file:///work/remote_stale.py';
    await openReviewed(client, uri, INJECTION_AND_WEAK_HASH);
    const onDemand = byKind(await rewriteActions(client, uri), CODE_ACTION_KINDS.unverifiedRewrite)[0];
    assert.ok(onDemand);
    assert.equal(onDemand.title, ON_DEMAND_TITLE);
    // The change reaches the server while the second review is under way.
    const resolving = client.connection.sendRequest(CodeActionResolveRequest.type, onDemand);
    await client.change(uri, `${INJECTION_AND_WEAK_HASH}# edited\n`);
    assert.equal((await resolving).edit, undefined);
    assert.ok(client.messages.some((m) => /file changed since its review/.test(m)), `messages: ${client.messages.join(' | ')}`);
  });

  it('does not offer an edit it cannot deliver to a client without codeAction/resolve', async () => {
    await remoteClient({ resolvesEdits: false });
    const uri = 'file:///work/remote_no_resolve.py';
    await openReviewed(client, uri, INJECTION_AND_WEAK_HASH);
    assert.deepEqual((await rewriteActions(client, uri)).map((a) => a.kind), [CODE_ACTION_KINDS.verifiedRewrite]);
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
