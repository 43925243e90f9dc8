/**
 * Issue 9 in the editor: a document that used to break the review thread's parser runtime (or run for minutes)
 * gets an outcome, and the next document is reviewed as usual. A real language-server connection, local mode.
 */
import assert from 'node:assert/strict';
import { PYTHON_INJECTION } from '../fixtures/python-injection';
import { LspTestClient } from './lsp-client';

const SQLI_RULE = 'python.security.sql-injection';

describe('language server: code that broke the parser runtime (issue 9)', function () {
  this.timeout(120_000);
  let client: LspTestClient;
  beforeEach(async () => {
    client = new LspTestClient();
    await client.initialize({ mode: 'local', run: 'onSave' });
  });
  afterEach(async () => client.close());

  const finished = (uri: string) => client.statuses.find((s) => s.uri === uri && (s.state === 'done' || s.state === 'failed'));

  for (const [name, languageId, uri, text] of [
    ['x<T> repeated to 50,000 characters', 'typescript', 'file:///work/chain.ts', 'x<T>'.repeat(12_500)],
    ['<T> repeated to 7,200 characters', 'typescript', 'file:///work/generic.ts', '<T>'.repeat(2_400)],
    ['50,000 unclosed { in Java', 'java', 'file:///work/Open.java', '{'.repeat(50_000)],
  ] as const) {
    it(`${name}: the document gets an outcome, then the next document is reviewed`, async () => {
      await client.open(uri, languageId, text);
      const outcome = await client.waitFor(() => finished(uri), `an outcome for ${uri}`, 60_000);
      assert.equal(outcome.state, 'done', JSON.stringify(outcome));

      await client.open('file:///work/next.py', 'python', PYTHON_INJECTION);
      await client.waitFor(() => finished('file:///work/next.py'), 'the next review');
      assert.deepEqual(client.diagnostics.get('file:///work/next.py')!.at(-1)!.diagnostics.map((d) => String(d.code)), [SQLI_RULE]);
    });
  }
});
