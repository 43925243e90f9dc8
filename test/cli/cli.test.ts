/** The built `code-review` binary, run as a user would: real files, real process, exit codes and outputs. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as Sarif from 'sarif';
import { AnalyzeResponseSchema } from '../../shared/src/contract';
import { PARAMETERISED_CALL, PYTHON_INJECTION, PYTHON_INJECTION_LINE } from '../fixtures/python-injection';

const CLI = path.join(__dirname, '../../dist/cli.js');

const INJECTION = PYTHON_INJECTION;
const CLEAN = 'def add(a: int, b: int) -> int:\n    return a + b\n';

function run(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('code-review CLI', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'code-review-cli-'));
    writeFileSync(path.join(dir, 'orders.py'), INJECTION);
    writeFileSync(path.join(dir, 'math.py'), CLEAN);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('exits 0 on a clean file and 1 on findings, printing them', () => {
    const clean = run(['review', 'math.py'], dir);
    assert.equal(clean.code, 0, clean.stderr);
    assert.match(clean.stdout, /no findings in 1 file/);
    const dirty = run(['review', 'orders.py'], dir);
    assert.equal(dirty.code, 1);
    assert.match(dirty.stdout, new RegExp(`${PYTHON_INJECTION_LINE}:5\\s+critical\\s+SQL query built from outside input\\s+python\\.security\\.sql-injection`));
    assert.ok(!dirty.stdout.includes('\u001b['), 'no colours when stdout is not a terminal');
  });

  it('runs an opt-in rule only when --enable-rule names it, and refuses an id that is not opt-in', () => {
    writeFileSync(path.join(dir, 'legacy.js'), 'function total(items) {\n  var sum = 0;\n  for (const item of items) sum += item.price;\n  return sum;\n}\nmodule.exports = { total };\n');
    const rulesOf = (args: string[]) => (JSON.parse(run(['review', 'legacy.js', '--format', 'json', ...args], dir).stdout) as { findings: { rule_id: string; line: number; severity: string }[] }).findings.map((f) => `${f.rule_id}:${f.line}:${f.severity}`);
    assert.deepEqual(rulesOf([]), [], 'var is style the project\'s linter owns: off by default');
    assert.deepEqual(rulesOf(['--enable-rule', 'javascript.quality.var-declaration']), ['javascript.quality.var-declaration:2:low']);
    const refused = run(['review', 'legacy.js', '--enable-rule', 'javascript.security.sql-injection'], dir);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /--enable-rule: "javascript\.security\.sql-injection" is not an opt-in rule; opt-in rules: .*javascript\.quality\.var-declaration/);
  });

  it('reports a path built from a value of unknown origin (a library function\'s parameter) only with --audit, at low severity', () => {
    writeFileSync(path.join(dir, 'store.py'), 'import os\n\n\ndef load(folder, name):\n    with open(folder + "/" + name + ".json") as f:\n        return f.read()\n');
    const rulesOf = (args: string[]) => (JSON.parse(run(['review', 'store.py', '--format', 'json', ...args], dir).stdout) as { findings: { rule_id: string; line: number; severity: string }[] }).findings.map((f) => `${f.rule_id}:${f.line}:${f.severity}`);
    assert.deepEqual(rulesOf([]), [], 'the caller\'s value: not by default');
    assert.deepEqual(rulesOf(['--audit']), ['python.security.path-traversal:5:low']);
  });

  it('compares findings with --fail-on', () => {
    assert.equal(run(['review', 'orders.py', '--fail-on', 'critical'], dir).code, 1);
    writeFileSync(path.join(dir, 'debug.py'), 'def f():\n    print("x")\n    return 1\n');
    const result = run(['review', 'debug.py', '--format', 'json'], dir);
    const severities = (JSON.parse(result.stdout) as { findings: { severity: string }[] }).findings.map((f) => f.severity);
    assert.deepEqual(severities, ['low'], 'the print is a low finding');
    assert.equal(run(['review', 'debug.py', '--fail-on', 'critical'], dir).code, 0);
    assert.equal(run(['review', 'debug.py', '--fail-on', 'low'], dir).code, 1);
  });

  it('prints one JSON object for one file and an array for several, with the response fields but billing', () => {
    const one = JSON.parse(run(['review', 'orders.py', '--format', 'json'], dir).stdout) as Record<string, unknown>;
    assert.ok(!Array.isArray(one));
    assert.doesNotThrow(() => AnalyzeResponseSchema.omit({ credits_used: true, credits_remaining: true }).strict().parse(one));
    assert.equal((one.findings as { rule_id: string }[])[0]!.rule_id, 'python.security.sql-injection');
    const many = JSON.parse(run(['review', '.', '--format', 'json'], dir).stdout) as unknown[];
    assert.ok(Array.isArray(many));
    assert.equal(many.length, 2);
  });

  it('prints SARIF 2.1.0 with rules, results, regions and fixes', () => {
    const log = JSON.parse(run(['review', 'orders.py', '--format', 'sarif'], dir).stdout) as Sarif.Log;
    assert.equal(log.version, '2.1.0');
    const run0 = log.runs[0]!;
    assert.equal(run0.tool.driver.name, 'Code Review');
    assert.equal(run0.tool.driver.rules?.[0]?.id, 'python.security.sql-injection');
    const result = run0.results![0]!;
    assert.equal(result.ruleId, 'python.security.sql-injection');
    assert.equal(result.ruleIndex, 0);
    assert.equal(result.level, 'error');
    assert.equal(result.locations![0]!.physicalLocation!.artifactLocation!.uri, 'orders.py');
    assert.equal(result.locations![0]!.physicalLocation!.region!.startLine, PYTHON_INJECTION_LINE);
    assert.equal(result.fixes?.[0]?.artifactChanges[0]?.replacements[0]?.deletedRegion.startLine, PYTHON_INJECTION_LINE);
    assert.deepEqual(run0.tool.driver.rules?.[0]?.properties?.tags, ['security', 'external/cwe/cwe-89']);
    // The flow as evidence: from the request read to the query, in order.
    const steps = result.codeFlows?.[0]?.threadFlows[0]?.locations ?? [];
    assert.match(steps[0]?.location?.message?.text ?? '', /^source: request input `id`/);
    assert.equal(steps[0]?.location?.physicalLocation?.region?.startLine, PYTHON_INJECTION_LINE - 1);
    assert.equal(steps.at(-1)?.location?.message?.text, 'sink: reaches an SQL query');
    assert.equal(steps.at(-1)?.location?.physicalLocation?.region?.startLine, PYTHON_INJECTION_LINE);
    assert.deepEqual(steps.map((s) => s.executionOrder), steps.map((_, i) => i + 1));
  });

  it('writes the verified rewrite in place with --fix', () => {
    run(['review', 'orders.py', '--fix'], dir);
    const fixed = readFileSync(path.join(dir, 'orders.py'), 'utf8');
    assert.match(fixed, PARAMETERISED_CALL);
    assert.equal(run(['review', 'orders.py'], dir).code, 0, 'the rewrite reviews clean');
  });

  it('takes the language from --language over the extension, and reviews an unknown extension as unknown', () => {
    writeFileSync(path.join(dir, 'orders.txt'), INJECTION);
    const unknown = JSON.parse(run(['review', 'orders.txt', '--format', 'json'], dir).stdout) as { language: string; findings: unknown[] };
    assert.equal(unknown.language, 'unknown');
    assert.deepEqual(unknown.findings, []);
    const python = JSON.parse(run(['review', 'orders.txt', '--language', 'python', '--format', 'json'], dir).stdout) as { language: string; findings: unknown[] };
    assert.equal(python.language, 'python');
    assert.equal(python.findings.length, 1);
  });

  it('exits 2 with one line for usage and input errors', () => {
    for (const args of [
      ['review'],
      ['review', 'missing.py'],
      ['review', 'orders.py', '--format', 'xml'],
      ['review', 'orders.py', '--checks', 'security,style'],
      ['review', 'orders.py', '--language', 'cobol'],
      ['review', 'orders.py', '--bogus'],
      ['frobnicate'],
    ]) {
      const result = run(args, dir);
      assert.equal(result.code, 2, args.join(' '));
      assert.equal(result.stderr.trim().split('\n').length, 1, result.stderr);
      assert.match(result.stderr, /^code-review: /);
    }
  });

  it('refuses a file over 50,000 characters and accepts one of exactly 50,000', () => {
    const line = 'x = 1\n';
    const exact = line.repeat(Math.floor(50_000 / line.length)).padEnd(50_000, '#');
    writeFileSync(path.join(dir, 'big.py'), exact);
    assert.equal(run(['review', 'big.py'], dir).code, 0);
    writeFileSync(path.join(dir, 'big.py'), `${exact}#`);
    const over = run(['review', 'big.py'], dir);
    assert.equal(over.code, 2);
    assert.match(over.stderr, /50001 characters; the limit is 50000/);
  });

  it('skips empty files in a folder walk, notes oversized ones, and still reviews and fixes the rest', () => {
    mkdirSync(path.join(dir, 'pkg'));
    writeFileSync(path.join(dir, 'pkg', '__init__.py'), '');
    writeFileSync(path.join(dir, 'pkg', 'big.py'), 'x = 1\n'.repeat(10_000));
    writeFileSync(path.join(dir, 'pkg', 'orders.py'), INJECTION);
    const result = run(['review', 'pkg', '--fix', '--format', 'json'], dir);
    assert.equal(result.code, 1, result.stderr);
    assert.equal(result.stderr, `code-review: skipped ${path.join('pkg', 'big.py')}: 60000 characters; the limit is 50000\n`);
    const reviewed = JSON.parse(result.stdout) as { filename: string };
    assert.equal(reviewed.filename, path.join('pkg', 'orders.py'), 'only the reviewable file');
    assert.match(readFileSync(path.join(dir, 'pkg', 'orders.py'), 'utf8'), PARAMETERISED_CALL);
    // Named explicitly, the same files are errors.
    assert.equal(run(['review', path.join('pkg', '__init__.py')], dir).code, 2);
    assert.equal(run(['review', path.join('pkg', 'big.py')], dir).code, 2);
  });

  it('writes no rewrite with --fix when the run fails on a later file', () => {
    writeFileSync(path.join(dir, 'empty.py'), '');
    const result = run(['review', 'orders.py', 'empty.py', '--fix'], dir);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /empty\.py: the file is empty/);
    assert.equal(readFileSync(path.join(dir, 'orders.py'), 'utf8'), INJECTION, 'orders.py was not rewritten');
  });

  it('says a file of a language without rules was not analysed, and exits 3 unless something fails first', () => {
    writeFileSync(path.join(dir, 'search.swift'), 'func search(code: String) {\n  print(code)\n}\n');
    const text = run(['review', 'search.swift'], dir);
    assert.equal(text.code, 3, text.stderr);
    assert.match(text.stdout, /search\.swift {2}score 100\/100 · risk low · not analysed: language-independent checks only/);
    assert.match(text.stdout, /Not analysed: the security, reliability, business logic, performance and quality checks for 3 lines of Swift could not run/);
    assert.match(text.stdout, /⚠ 1 file was not analysed/);
    const json = JSON.parse(run(['review', 'search.swift', '--format', 'json'], dir).stdout) as { coverage: string; passed: boolean };
    assert.deepEqual([json.coverage, json.passed], ['language-independent', false]);
    const sarif = JSON.parse(run(['review', 'search.swift', '--format', 'sarif'], dir).stdout) as Sarif.Log;
    const notification = sarif.runs[0]!.invocations?.[0]?.toolExecutionNotifications?.[0];
    assert.equal(notification?.locations?.[0]?.physicalLocation?.artifactLocation?.uri, 'search.swift');
    assert.match(notification?.message.text ?? '', /^Not analysed/);
    assert.equal(run(['review', 'search.swift', 'orders.py'], dir).code, 1, 'findings at or above --fail-on come first');
    assert.equal(run(['review', 'math.py'], dir).code, 0);
  });

  it('counts columns after a byte order mark as an editor does, and keeps the mark when fixing', () => {
    // str(…) is a builtin type: `is None` keeps behaviour, so --fix applies it (a value of unknown type would be a suggestion).
    const code = 'ok = str(value) == None\n';
    writeFileSync(path.join(dir, 'plain.py'), code);
    writeFileSync(path.join(dir, 'marked.py'), `\uFEFF${code}`);
    type Result = { findings: { column: number; fix: { edits: { column: number }[] } }[] };
    const plain = JSON.parse(run(['review', 'plain.py', '--format', 'json'], dir).stdout) as Result;
    const marked = JSON.parse(run(['review', 'marked.py', '--format', 'json'], dir).stdout) as Result;
    assert.equal(marked.findings[0]!.column, 6);
    assert.deepEqual(marked.findings, plain.findings);
    const sarif = JSON.parse(run(['review', 'marked.py', '--format', 'sarif'], dir).stdout) as Sarif.Log;
    assert.equal(sarif.runs[0]!.results![0]!.locations![0]!.physicalLocation!.region!.startColumn, 6);
    assert.equal(sarif.runs[0]!.results![0]!.fixes![0]!.artifactChanges[0]!.replacements[0]!.deletedRegion.startColumn, 17);
    run(['review', 'marked.py', '--fix'], dir);
    assert.equal(readFileSync(path.join(dir, 'marked.py'), 'utf8'), '\uFEFFok = str(value) is None\n');
  });

  it('reviews C# by its extension in full, and --fix writes the parameterised command', () => {
    const controller = [
      'using Microsoft.AspNetCore.Mvc;',
      'using Microsoft.Data.SqlClient;',
      '',
      'public class UsersController : ControllerBase',
      '{',
      '    private readonly SqlConnection _connection;',
      '',
      '    public UsersController(SqlConnection connection) => _connection = connection;',
      '',
      '    [HttpGet("users")]',
      '    public IActionResult Find([FromQuery] string name)',
      '    {',
      '        using var command = new SqlCommand("SELECT Id FROM Users WHERE Name = \'" + name + "\'", _connection);',
      '        return Ok(command.ExecuteScalar());',
      '    }',
      '}',
      '',
    ].join('\n');
    writeFileSync(path.join(dir, 'UsersController.cs'), controller);
    const result = JSON.parse(run(['review', 'UsersController.cs', '--format', 'json'], dir).stdout) as { coverage: string; findings: { rule_id: string; line: number }[] };
    assert.equal(result.coverage, 'full');
    assert.deepEqual(result.findings.map((f) => `${f.rule_id}:${f.line}`), ['csharp.security.sql-injection:13']);
    run(['review', 'UsersController.cs', '--fix'], dir);
    const fixed = readFileSync(path.join(dir, 'UsersController.cs'), 'utf8');
    assert.ok(fixed.includes('new SqlCommand("SELECT Id FROM Users WHERE Name = @p0", _connection);\n        command.Parameters.AddWithValue("@p0", name ?? "");'), fixed);
    assert.equal(run(['review', 'UsersController.cs'], dir).code, 0, 'the rewrite reviews clean');
  });

  it('reviews a folder holding the class shape that used to end the run (issue 16): every file is reported', () => {
    mkdirSync(path.join(dir, 'pkg'));
    writeFileSync(path.join(dir, 'pkg', 'encoder.py'), 'import json\n\nclass JSONEncoder(json.JSONEncoder):\n    def default(self, o):\n        if self.indent:\n            return self.encode_more(o)\n        return super().default(o)\n');
    writeFileSync(path.join(dir, 'pkg', 'orders.py'), INJECTION);
    const result = run(['review', 'pkg', '--format', 'json'], dir);
    assert.equal(result.code, 1, result.stderr);
    const files = (JSON.parse(result.stdout) as { filename: string; partial: boolean }[]).map((r) => [r.filename, r.partial]);
    assert.deepEqual(files, [[path.join('pkg', 'encoder.py'), false], [path.join('pkg', 'orders.py'), false]]);
  });
});

