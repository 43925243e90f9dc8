/**
 * The first review of a document opened right after `initialized`, as VS Code does: it waits for the document's own
 * settings (asked per document with `scopeUri`) and, in remote mode, for the API key. The test client holds its
 * configuration answers until the server has asked, so the review cannot start with the defaults by luck of timing.
 */
import assert from 'node:assert/strict';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { ReviewDocumentRequest } from '../../shared/src/protocol';
import { PYTHON_INJECTION } from '../fixtures/python-injection';
import { bearer, createKey, removeDir, startService, type RunningService } from '../service/harness';
import { LspTestClient } from './lsp-client';
import { INJECTION_AND_WEAK_HASH, WEAK_HASH_RULE } from './review-fixtures';

const SQLI_RULE = 'python.security.sql-injection';

const codes = (diagnostics: Diagnostic[]) => diagnostics.map((d) => d.code).sort();

/** The server asked for settings (the only document open is `uri`; asked for by its `scopeUri`). */
async function asked(client: LspTestClient, uri: string): Promise<void> {
  await client.waitFor(() => client.configurationScopes.length > 0, 'the settings to be asked for');
  assert.deepEqual(client.configurationScopes, [uri]);
}

async function reviewDone(client: LspTestClient, uri: string): Promise<void> {
  await client.waitFor(() => client.statuses.some((s) => s.uri === uri && s.state === 'done'), `the review of ${uri} to finish`);
}

const reviewsStarted = (client: LspTestClient, uri: string) => client.statuses.filter((s) => s.uri === uri && s.state === 'running').length;

describe('language server: settings before the first review', function () {
  this.timeout(60_000);
  let client: LspTestClient;
  beforeEach(() => {
    client = new LspTestClient();
  });
  afterEach(async () => client.close());

  it('does not review a file opened before the settings arrive when they say run: manual', async () => {
    await client.initialize({ mode: 'local', run: 'manual' });
    const release = client.holdConfiguration();
    const uri = 'file:///work/manual_first.py';
    await client.open(uri, 'python', PYTHON_INJECTION);
    await asked(client, uri);
    release();
    const status = await client.connection.sendRequest(ReviewDocumentRequest, { uri });
    assert.equal(status.state, 'done');
    assert.equal(reviewsStarted(client, uri), 1, 'only the review asked for ran');
    assert.deepEqual(codes(client.diagnostics.get(uri)!.at(-1)!.diagnostics), [SQLI_RULE]);
  });

  it('hides findings below minimumSeverity from the first publication on', async () => {
    await client.initialize({ mode: 'local', run: 'onSave', minimumSeverity: 'critical' });
    const release = client.holdConfiguration();
    const uri = 'file:///work/critical_first.py';
    await client.open(uri, 'python', INJECTION_AND_WEAK_HASH);
    await asked(client, uri);
    release();
    await reviewDone(client, uri);
    const published = client.diagnostics.get(uri)!.map((p) => codes(p.diagnostics));
    assert.deepEqual(published, [[SQLI_RULE]], `every publication: ${JSON.stringify(published)}`);
  });

  it('with run: onType reviews again after typing, the open once', async () => {
    await client.initialize({ mode: 'local', run: 'onType' });
    const uri = 'file:///work/on_type.py';
    await client.open(uri, 'python', PYTHON_INJECTION);
    await reviewDone(client, uri);
    await client.change(uri, `${PYTHON_INJECTION}\n# typed\n`);
    await client.waitFor(() => client.diagnostics.get(uri)?.some((p) => p.version === 2), 'the review of the typed text');
    await reviewDone(client, uri);
    assert.deepEqual(client.diagnostics.get(uri)!.map((p) => p.version), [1, 2]);
    assert.equal(reviewsStarted(client, uri), 2, 'the open is not reviewed twice');
  });

  it('reads each document\'s settings for its own folder (multi-root), and again after a change', async () => {
    await client.initialize({ mode: 'local', run: 'onSave' });
    client.folderSettings = {
      'file:///ws/strict/': { mode: 'local', run: 'onSave', minimumSeverity: 'critical' },
      'file:///ws/all/': { mode: 'local', run: 'onSave', minimumSeverity: 'low' },
    };
    const strict = 'file:///ws/strict/orders.py';
    const all = 'file:///ws/all/orders.py';
    await client.open(strict, 'python', INJECTION_AND_WEAK_HASH);
    await client.open(all, 'python', INJECTION_AND_WEAK_HASH);
    await reviewDone(client, strict);
    await reviewDone(client, all);
    assert.deepEqual(codes(client.diagnostics.get(strict)!.at(-1)!.diagnostics), [SQLI_RULE]);
    assert.deepEqual(codes(client.diagnostics.get(all)!.at(-1)!.diagnostics), [SQLI_RULE, WEAK_HASH_RULE]);

    client.folderSettings['file:///ws/strict/'] = { mode: 'local', run: 'onSave', minimumSeverity: 'medium' };
    const before = client.published(strict);
    await client.changeSettings({ mode: 'local', run: 'onSave' });
    await client.waitFor(() => client.diagnostics.get(strict)!.slice(before).some((p) => p.diagnostics.some((d) => d.code === WEAK_HASH_RULE)), 'the strict folder\'s new settings');
  });
});

describe('language server: the API key before the first remote review', function () {
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

  async function reviewCount(key: string): Promise<number> {
    const response = await fetch(`${service.url}/api/v1/reviews`, { headers: bearer(key) });
    return ((await response.json()) as { reviews: unknown[] }).reviews.length;
  }

  it('runs the first review remotely, asking a client that answers ApiKeyRequest for the key', async () => {
    const key = createKey(service.dbPath, 'pro', 10);
    client.apiKey = key;
    await client.initialize({ mode: 'remote', apiUrl: service.url, run: 'onSave' }, { initializationOptions: { apiKeyRequest: true } });
    const release = client.holdConfiguration();
    const uri = 'file:///work/remote_first.py';
    await client.open(uri, 'python', PYTHON_INJECTION);
    await asked(client, uri);
    release();
    await reviewDone(client, uri);
    assert.deepEqual(codes(client.diagnostics.get(uri)!.at(-1)!.diagnostics), [SQLI_RULE]);
    assert.equal(await reviewCount(key), 1, 'the review went through the service');
    assert.equal(client.apiKeyRequests, 1);
    assert.deepEqual(client.authenticationRequests, []);
    // The client's own SetApiKeyRequest with the same key re-runs nothing.
    await client.connection.sendRequest('codeReview/setApiKey', { apiKey: key });
    await client.connection.sendRequest(ReviewDocumentRequest, { uri });
    assert.equal(reviewsStarted(client, uri), 2, 'the second review is the one asked for');
  });

  it('waits for the key a client sends after opening the first file', async () => {
    const key = createKey(service.dbPath, 'pro', 10);
    await client.initialize({ mode: 'remote', apiUrl: service.url, run: 'onSave' });
    const uri = 'file:///work/remote_key_late.py';
    await client.open(uri, 'python', PYTHON_INJECTION);
    await client.waitFor(() => reviewsStarted(client, uri) === 1, 'the review to start');
    await client.connection.sendRequest('codeReview/setApiKey', { apiKey: key });
    await reviewDone(client, uri);
    assert.deepEqual(client.authenticationRequests, [], 'no key was asked of the user');
    assert.equal(await reviewCount(key), 1, 'one review, charged once');
    assert.equal(reviewsStarted(client, uri), 1);
  });

  it('reports the missing key of a client that sends none, and reviews once it does', async () => {
    await client.initialize({ mode: 'remote', apiUrl: service.url, run: 'onSave' });
    const uri = 'file:///work/remote_no_key.py';
    await client.open(uri, 'python', PYTHON_INJECTION);
    await client.waitFor(() => client.authenticationRequests.length > 0, 'the missing key to be reported');
    assert.match(client.authenticationRequests[0]!, /needs an API key/);
    const key = createKey(service.dbPath, 'pro', 10);
    await client.connection.sendRequest('codeReview/setApiKey', { apiKey: key });
    await reviewDone(client, uri);
    assert.equal(await reviewCount(key), 1);
  });
});
