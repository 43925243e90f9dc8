/**
 * What a document is reviewed as (language from the extension when the editor names none the server knows, TSX for
 * every typescriptreact buffer) and what closing it does (its review stops, waiting or running, local or remote).
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LocalReviewer, ReviewSupersededError } from '../../shared/src/review-thread/local-reviewer';
import { PYTHON_INJECTION } from '../fixtures/python-injection';
import { LspTestClient } from './lsp-client';

const SQLI_RULE = 'python.security.sql-injection';
const DANGEROUS_HTML_RULE = 'javascript.security.react-dangerous-html';
/** 46,000 characters: a review that takes a while, so it is still running when the document closes. */
const BIG_PYTHON = PYTHON_INJECTION.repeat(200);

/** JSX that the TypeScript grammar cannot read: its finding shows only when the file is parsed as TSX. */
export const REACT_PAGE = `export function Page({ html }: { html: string }) {
  return (
    <div>
      <span dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
`;

const statusesOf = (client: LspTestClient, uri: string) => client.statuses.filter((s) => s.uri === uri).map((s) => s.state);

async function reviewDone(client: LspTestClient, uri: string): Promise<void> {
  await client.waitFor(() => client.statuses.some((s) => s.uri === uri && s.state === 'done'), `the review of ${uri} to finish`);
}

async function reviewedRules(client: LspTestClient, uri: string): Promise<string[]> {
  await reviewDone(client, uri);
  return client.diagnostics.get(uri)!.at(-1)!.diagnostics.map((d) => String(d.code));
}

describe('language server: what a document is reviewed as', function () {
  this.timeout(60_000);
  let client: LspTestClient;
  beforeEach(async () => {
    client = new LspTestClient();
    await client.initialize({ mode: 'local', run: 'onSave' });
  });
  afterEach(async () => client.close());

  it('takes the language from the file extension when the editor sends plaintext or no language id', async () => {
    await client.open('file:///work/plain.py', 'plaintext', PYTHON_INJECTION);
    await client.open('file:///work/none.py', '', PYTHON_INJECTION);
    assert.deepEqual(await reviewedRules(client, 'file:///work/plain.py'), [SQLI_RULE]);
    assert.deepEqual(await reviewedRules(client, 'file:///work/none.py'), [SQLI_RULE]);
  });

  it('parses a typescriptreact buffer as TSX whatever its name, untitled too', async () => {
    await client.open('untitled:Untitled-1', 'typescriptreact', REACT_PAGE);
    await client.open('file:///work/page.ts', 'typescriptreact', REACT_PAGE);
    assert.deepEqual(await reviewedRules(client, 'untitled:Untitled-1'), [DANGEROUS_HTML_RULE]);
    assert.deepEqual(await reviewedRules(client, 'file:///work/page.ts'), [DANGEROUS_HTML_RULE]);
  });
});

describe('language server: closing a document', function () {
  this.timeout(60_000);
  let client: LspTestClient;
  beforeEach(() => {
    client = new LspTestClient();
  });
  afterEach(async () => client.close());

  /** Opens a small file and waits for its review: whatever the closed one left behind has been sent by then. */
  async function reviewAnother(): Promise<void> {
    const other = 'file:///work/after_close.py';
    await client.open(other, 'python', PYTHON_INJECTION);
    await reviewDone(client, other);
  }

  it('drops a review still waiting for the document\'s settings', async () => {
    await client.initialize({ mode: 'local', run: 'onSave' });
    const release = client.holdConfiguration();
    const uri = 'file:///work/closed_waiting.py';
    await client.open(uri, 'python', PYTHON_INJECTION);
    await client.waitFor(() => client.configurationScopes.includes(uri), 'the settings to be asked for');
    await client.closeDocument(uri);
    release();
    await reviewAnother();
    assert.deepEqual(statusesOf(client, uri), [], 'the review never started');
    assert.deepEqual(client.diagnostics.get(uri)?.map((p) => p.diagnostics), [[]]);
  });

  it('stops a running local review and clears the diagnostics', async () => {
    await client.initialize({ mode: 'local', run: 'onSave' });
    const uri = 'file:///work/closed_running.py';
    await client.open(uri, 'python', BIG_PYTHON);
    await client.waitFor(() => statusesOf(client, uri).includes('running'), 'the review to start');
    await client.closeDocument(uri);
    await reviewAnother();
    assert.deepEqual(statusesOf(client, uri), ['running'], 'no result after the close');
    assert.deepEqual(client.diagnostics.get(uri)!.at(-1)!.diagnostics, []);
  });

  it('aborts a remote review in flight', async () => {
    const requests: http.ServerResponse[] = [];
    const aborted: boolean[] = [];
    // The service never answers: the request is in flight when the document closes.
    const service = http.createServer((request, response) => {
      requests.push(response);
      response.on('close', () => aborted.push(!response.writableEnded));
      request.resume();
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = service.address() as AddressInfo;
      await client.initialize({ mode: 'remote', apiUrl: `http://127.0.0.1:${port}`, run: 'onSave' });
      await client.connection.sendRequest('codeReview/setApiKey', { apiKey: 'crs_live_AAAAAAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB' });
      const uri = 'file:///work/closed_remote.py';
      await client.open(uri, 'python', PYTHON_INJECTION);
      await client.waitFor(() => requests.length === 1, 'the request to reach the service');
      await client.closeDocument(uri);
      await client.waitFor(() => aborted.length === 1, 'the request to end');
      assert.deepEqual(aborted, [true], 'the client hung up before any answer');
      assert.deepEqual(client.diagnostics.get(uri)?.map((p) => p.diagnostics), [[]]);
      assert.deepEqual(client.authenticationRequests, []);
      assert.deepEqual(client.messages, [], 'a cancelled review is no failure to report');
    } finally {
      service.closeAllConnections();
      await new Promise<void>((resolve) => service.close(() => resolve()));
    }
  });
});

describe('local reviewer: cancel', function () {
  this.timeout(60_000);
  it('stops the running review of a key and drops its waiting one', async () => {
    const reviewer = new LocalReviewer(path.join(__dirname, '../../dist/review-thread.js'));
    try {
      const running = reviewer.review('a.py', { code: BIG_PYTHON, language: 'python' });
      const waiting = reviewer.review('b.py', { code: PYTHON_INJECTION, language: 'python' });
      const other = reviewer.review('c.py', { code: PYTHON_INJECTION, language: 'python' });
      reviewer.cancel('a.py');
      reviewer.cancel('b.py');
      await Promise.all([assert.rejects(running, ReviewSupersededError), assert.rejects(waiting, ReviewSupersededError)]);
      assert.deepEqual((await other).result.findings.map((f) => f.rule_id), [SQLI_RULE], 'other keys are reviewed');
    } finally {
      reviewer.dispose();
    }
  });
});
