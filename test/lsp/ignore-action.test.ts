/**
 * "Ignore this finding here" writes the comment the document's language and place allow: an expression container
 * among JSX children (a `//` line there is page text), a line comment elsewhere, nothing for JSON.
 */
import assert from 'node:assert/strict';
import { CodeActionRequest, type CodeAction, type Diagnostic } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { ReviewDocumentRequest } from '../../shared/src/protocol';
import { LspTestClient } from './lsp-client';

const DANGEROUS_HTML_RULE = 'javascript.security.react-dangerous-html';
const AWS_KEY_RULE = 'generic.security.aws-access-key';

const REACT_PAGE = `const AWS_KEY = 'AKIAIOSFODNN7EXAMPLE';

export function Page({ html }: { html: string }) {
  return (
    <div>
      <span dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
`;

async function reviewed(client: LspTestClient, uri: string, languageId: string, text: string): Promise<Diagnostic[]> {
  await client.open(uri, languageId, text);
  await client.waitFor(() => client.statuses.some((s) => s.uri === uri && s.state === 'done'), `the review of ${uri}`);
  return client.diagnostics.get(uri)!.at(-1)!.diagnostics;
}

async function ignoreActions(client: LspTestClient, uri: string, diagnostics: Diagnostic[]): Promise<CodeAction[]> {
  const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
    textDocument: { uri },
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    context: { diagnostics, only: ['quickfix'] },
  })) as CodeAction[] | null;
  return (actions ?? []).filter((a) => a.title.startsWith('Ignore this finding here'));
}

function applied(uri: string, languageId: string, text: string, action: CodeAction | undefined): string {
  const edits = action?.edit?.changes?.[uri];
  assert.ok(edits, `"${action?.title}" carries an edit`);
  return TextDocument.applyEdits(TextDocument.create(uri, languageId, 1, text), edits);
}

describe('language server: "Ignore this finding here"', function () {
  this.timeout(60_000);
  let client: LspTestClient;
  beforeEach(async () => {
    client = new LspTestClient();
    await client.initialize({ mode: 'local', run: 'onSave' });
  });
  afterEach(async () => client.close());

  it('inserts {/* … */} among JSX children and a // line outside JSX; the engine honours both', async () => {
    const uri = 'file:///work/page.tsx';
    const diagnostics = await reviewed(client, uri, 'typescriptreact', REACT_PAGE);
    assert.deepEqual(diagnostics.map((d) => d.code).sort(), [AWS_KEY_RULE, DANGEROUS_HTML_RULE]);
    const [jsx] = await ignoreActions(client, uri, diagnostics.filter((d) => d.code === DANGEROUS_HTML_RULE));
    const [code] = await ignoreActions(client, uri, diagnostics.filter((d) => d.code === AWS_KEY_RULE));
    const ignoredJsx = applied(uri, 'typescriptreact', REACT_PAGE, jsx);
    assert.ok(ignoredJsx.includes(`    <div>\n      {/* code-review-ignore ${DANGEROUS_HTML_RULE} */}\n      <span dangerouslySetInnerHTML`), ignoredJsx);
    const ignoredBoth = applied(uri, 'typescriptreact', ignoredJsx, code);
    assert.ok(ignoredBoth.startsWith(`// code-review-ignore ${AWS_KEY_RULE}\nconst AWS_KEY = `), ignoredBoth);

    await client.change(uri, ignoredBoth);
    const status = await client.connection.sendRequest(ReviewDocumentRequest, { uri });
    assert.equal(status.state, 'done');
    assert.equal(status.findingCount, 0, 'both findings are silenced');
  });

  it('offers no ignore action in JSON, which has no comments; YAML gets a # line', async () => {
    const json = 'file:///work/config.json';
    const jsonDiagnostics = await reviewed(client, json, 'json', '{\n  "aws": "AKIAIOSFODNN7EXAMPLE"\n}\n');
    assert.deepEqual(jsonDiagnostics.map((d) => d.code), [AWS_KEY_RULE]);
    assert.deepEqual(await ignoreActions(client, json, jsonDiagnostics), []);

    const yaml = 'file:///work/config.yaml';
    const yamlText = 'aws: AKIAIOSFODNN7EXAMPLE\n';
    const yamlDiagnostics = await reviewed(client, yaml, 'yaml', yamlText);
    const [ignore] = await ignoreActions(client, yaml, yamlDiagnostics);
    assert.equal(applied(yaml, 'yaml', yamlText, ignore), `# code-review-ignore ${AWS_KEY_RULE}\n${yamlText}`);
  });
});
