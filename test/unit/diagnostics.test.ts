/** Finding → Diagnostic mapping and the settings normaliser: pure functions of the language server. */
import assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver';
import type { Finding } from '../../shared/src/contract';
import { findingToDiagnostic, isShown } from '../../server/src/diagnostics';
import { languageOf, reviewedAs, suppressionComment } from '../../server/src/languages';
import { DEFAULT_SETTINGS, normalizeSettings } from '../../server/src/settings';

const base: Finding = {
  severity: 'high', category: 'security', line: 2, title: 'Title', description: 'Why.', suggestion: 'Do this.', rule_id: 'x.security.y',
};
const lines = ['first', '    target line   ', 'third'];

describe('finding → diagnostic', () => {
  it('maps severities: critical/high → Error, medium → Warning, low → Information', () => {
    const severity = (s: Finding['severity']) => findingToDiagnostic({ ...base, severity: s }, lines, { findingIndex: 0, reviewVersion: 1 }).severity;
    assert.equal(severity('critical'), DiagnosticSeverity.Error);
    assert.equal(severity('high'), DiagnosticSeverity.Error);
    assert.equal(severity('medium'), DiagnosticSeverity.Warning);
    assert.equal(severity('low'), DiagnosticSeverity.Information);
  });

  it('uses the exact range when the finding has one, else the trimmed line', () => {
    const exact = findingToDiagnostic({ ...base, column: 5, end_line: 2, end_column: 11 }, lines, { findingIndex: 0, reviewVersion: 1 });
    assert.deepEqual(exact.range, { start: { line: 1, character: 4 }, end: { line: 1, character: 10 } });
    const trimmed = findingToDiagnostic(base, lines, { findingIndex: 0, reviewVersion: 1 });
    assert.deepEqual(trimmed.range, { start: { line: 1, character: 4 }, end: { line: 1, character: 15 } });
  });

  it('names the source and rule and carries title, description and suggestion', () => {
    const diagnostic = findingToDiagnostic(base, lines, { findingIndex: 3, reviewVersion: 7 });
    assert.equal(diagnostic.source, 'Code Review');
    assert.equal(diagnostic.code, 'x.security.y');
    assert.equal(diagnostic.message, 'Title: Why.\nSuggestion: Do this.');
    assert.deepEqual(diagnostic.data, { findingIndex: 3, reviewVersion: 7 });
  });

  it('shows a taint finding\'s flow as related information, one clickable step each, in order', () => {
    const flow: Finding = {
      ...base,
      dataflow: [
        { line: 1, column: 7, end_line: 1, end_column: 20, note: 'source: request parameter `name`' },
        { line: 2, column: 5, end_line: 2, end_column: 30, note: 'assigned to `query`' },
        { line: 3, column: 16, end_line: 3, end_column: 21, note: 'sink: reaches an SQL query' },
      ],
    };
    const diagnostic = findingToDiagnostic(flow, lines, { findingIndex: 0, reviewVersion: 1 }, 'file:///work/a.py');
    assert.deepEqual(diagnostic.relatedInformation?.map((r) => [r.location.uri, r.location.range.start.line, r.location.range.start.character, r.message]), [
      ['file:///work/a.py', 0, 6, '1. source: request parameter `name`'],
      ['file:///work/a.py', 1, 4, '2. assigned to `query`'],
      ['file:///work/a.py', 2, 15, '3. sink: reaches an SQL query'],
    ]);
    assert.equal(findingToDiagnostic(base, lines, { findingIndex: 0, reviewVersion: 1 }, 'file:///work/a.py').relatedInformation, undefined, 'no flow, no related information');
  });

  it('hides findings below the minimum severity', () => {
    assert.equal(isShown({ ...base, severity: 'low' }, 'medium'), false);
    assert.equal(isShown({ ...base, severity: 'medium' }, 'medium'), true);
    assert.equal(isShown({ ...base, severity: 'critical' }, 'high'), true);
  });
});

describe('language server settings and languages', () => {
  it('falls back to defaults for missing or invalid values', () => {
    assert.deepEqual(normalizeSettings(undefined), DEFAULT_SETTINGS);
    assert.deepEqual(normalizeSettings({ mode: 'cloud', run: 'always', minimumSeverity: 'x', checks: ['quality', 'nope'] }), { ...DEFAULT_SETTINGS, checks: ['quality'] });
    assert.equal(normalizeSettings({ mode: 'remote', apiUrl: ' http://h:1 ' }).apiUrl, 'http://h:1');
  });

  it('keeps a business context within the API limit in UTF-16 units, never cutting an emoji in half', () => {
    assert.equal(normalizeSettings({ businessContext: 'a'.repeat(2000) }).businessContext.length, 2000);
    assert.equal(normalizeSettings({ businessContext: 'a'.repeat(2001) }).businessContext.length, 2000);
    // 1999 units of text then an emoji: its high surrogate is unit 2000, its low one unit 2001.
    const cut = normalizeSettings({ businessContext: `${'a'.repeat(1999)}😀` }).businessContext;
    assert.equal(cut, 'a'.repeat(1999));
    assert.equal(normalizeSettings({ businessContext: '😀'.repeat(1000) }).businessContext, '😀'.repeat(1000));
  });

  it('maps language ids and writes suppressions in each comment syntax', () => {
    assert.equal(languageOf('typescriptreact', undefined), 'typescript');
    assert.equal(languageOf('plaintext', undefined), undefined);
    assert.equal(suppressionComment('python', 'r.x.y'), '# code-review-ignore r.x.y');
    assert.equal(suppressionComment('go', 'r.x.y'), '// code-review-ignore r.x.y');
    assert.equal(suppressionComment('sql', 'r.x.y'), '-- code-review-ignore r.x.y');
    assert.equal(suppressionComment('json', 'r.x.y'), undefined, 'JSON has no comments');
  });

  it('falls back on the file extension for a language id it does not know, with the CLI\'s table', () => {
    assert.deepEqual(reviewedAs('file:///w/app.py', 'plaintext'), { language: 'python', filename: 'app.py' });
    assert.deepEqual(reviewedAs('file:///w/App.TSX', ''), { language: 'typescript', filename: 'App.TSX' });
    assert.deepEqual(reviewedAs('file:///w/notes.txt', 'plaintext'), { filename: 'notes.txt' });
    assert.deepEqual(reviewedAs('file:///w/app.py', 'go'), { language: 'go', filename: 'app.py' }, 'the editor\'s id decides');
  });

  it('names a typescriptreact buffer .tsx, within the 255-character filename limit', () => {
    assert.deepEqual(reviewedAs('untitled:Untitled-1', 'typescriptreact'), { language: 'typescript', filename: 'Untitled-1.tsx' });
    assert.deepEqual(reviewedAs('file:///w/page.tsx', 'typescriptreact'), { language: 'typescript', filename: 'page.tsx' });
    assert.equal(reviewedAs('file:///w/page.ts', 'typescriptreact').filename, 'page.ts.tsx');
    assert.equal(reviewedAs('file:///w/page.ts', 'typescript').filename, 'page.ts', 'plain TypeScript keeps its name');
    const fits = 'a'.repeat(251);
    assert.equal(reviewedAs(`untitled:${fits}`, 'typescriptreact').filename, `${fits}.tsx`, '255 characters: whole');
    assert.equal(reviewedAs(`untitled:${fits}b`, 'typescriptreact').filename, `${fits}.tsx`, '256 would not fit: the name is cut');
  });
});
