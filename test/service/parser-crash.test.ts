/**
 * Issue 9: code that used to break tree-sitter's WebAssembly runtime (`memory access out of bounds` in the query
 * cursor) or take it quadratic time gets an answer, and every review after it — any language, any account — is a
 * normal 200. A real `code-review serve` on a real socket.
 */
import assert from 'node:assert/strict';
import { LANGUAGES, type Language } from '../../shared/src/contract';
import { bearer, createKey, post, removeDir, startService, type RunningService } from './harness';

/** The inputs: 7,000+ characters of `<T>`, and the shapes that faulted or ran quadratic (50,000 characters). */
const PATHOLOGICAL: Array<{ name: string; language: Language; filename: string; code: string }> = [
  { name: '<T> repeated (7,200 characters)', language: 'typescript', filename: 'generic.ts', code: '<T>'.repeat(2_400) },
  { name: 'x<T> repeated (query cursor fault)', language: 'typescript', filename: 'chain.ts', code: 'x<T>'.repeat(12_500) },
  { name: '50,000 ( in JavaScript', language: 'javascript', filename: 'open.js', code: '('.repeat(50_000) },
  { name: '50,000 [ in Python', language: 'python', filename: 'open.py', code: '['.repeat(50_000) },
  { name: '50,000 { in Java', language: 'java', filename: 'Open.java', code: '{'.repeat(50_000) },
];

/** One ordinary file per language, each with a finding, so a broken engine cannot pass as "no issues". */
const ORDINARY: Partial<Record<Language, { code: string; rule: string }>> = {
  javascript: { code: 'const express = require("express");\nconst app = express();\napp.get("/calc", (req, res) => {\n  res.json(eval(req.query.expr));\n});\n', rule: 'javascript.security.code-injection' },
  typescript: { code: 'import express from "express";\nconst app = express();\napp.get("/calc", (req, res) => {\n  res.json(eval(String(req.query.expr)));\n});\n', rule: 'javascript.security.code-injection' },
  python: { code: 'from flask import Flask, request\n\napp = Flask(__name__)\n\n\n@app.route("/calc")\ndef calc():\n    return str(eval(request.args["expr"]))\n', rule: 'python.security.code-injection' },
  java: {
    code: 'import java.security.MessageDigest;\n\nclass A {\n  byte[] sum(byte[] b) throws Exception {\n    return MessageDigest.getInstance("MD5").digest(b);\n  }\n}\n',
    rule: 'java.security.weak-hash',
  },
  go: { code: 'package main\n\nimport "crypto/md5"\n\nfunc sum(b []byte) [16]byte {\n\treturn md5.Sum(b)\n}\n', rule: 'go.security.weak-hash' },
};

describe('service: code that broke the parser runtime (issue 9)', function () {
  this.timeout(180_000);
  let service: RunningService;
  before(async () => {
    // One worker: every review after the pathological ones runs in the same pool slot they ran in.
    service = await startService(['--workers', '1', '--log-level', 'warn']);
  });
  after(async () => {
    await service.stop();
    removeDir(service.dir);
  });

  it('answers each pathological input with 200, then 20 ordinary reviews in every language are 200', async () => {
    const attacker = createKey(service, 'pro', 1_000);
    for (const input of PATHOLOGICAL) {
      const reply = await post(service.url, { code: input.code, language: input.language, filename: input.filename }, bearer(attacker));
      assert.equal(reply.status, 200, `${input.name}: ${reply.text.slice(0, 300)}`);
      assert.equal(reply.json.status, 'complete', input.name);
    }
    for (const language of LANGUAGES) {
      // A key per language: 20 reviews each stay under the per-account rate limit.
      const key = createKey(service, 'pro', 100);
      const sample = ORDINARY[language];
      for (let i = 0; i < 20; i++) {
        const code = sample?.code ?? `value ${i}\n`;
        const reply = await post(service.url, { code, language }, bearer(key));
        assert.equal(reply.status, 200, `${language} review ${i}: ${reply.text.slice(0, 300)}`);
        if (sample) {
          const rules = (reply.json.findings as Array<{ rule_id: string }>).map((f) => f.rule_id);
          assert.ok(rules.includes(sample.rule), `${language} review ${i} still finds ${sample.rule}: ${rules.join(', ')}`);
        }
      }
    }
    assert.doesNotMatch(service.output(), /request failed/, 'no request failed');
  });
});
