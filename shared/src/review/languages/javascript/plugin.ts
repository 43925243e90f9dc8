/** The JavaScript plugin: everything the engine knows about JavaScript and TypeScript. */
import type { LanguagePlugin } from '../../core/rule';
import { lowerJavaScript } from './lowering';
import { rules as permissions } from './rules/permissions';
import { rules as cors } from './rules/cors';
import { rules as jwt } from './rules/jwt';
import { rules as performance } from './rules/performance';
import { rules as quality } from './rules/quality';
import { rules as reliability } from './rules/reliability';
import { rules as security } from './rules/security';
import { business, calls, functions, imports } from './syntax';
import { textFix } from './rules/html-sink';
import { parameterise, withMarkupNotes } from './rules/security';
import { secureRandomFix } from './rules/security-crypto';
import { javascriptSpec } from './taint-spec';
import { parsesAsJavaScript } from './reference-parser';

/** A single-quoted literal, the common style of JavaScript code. */
const stringLiteral = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

const JAVASCRIPT = `const express = require('express');
const app = express();
app.get('/users', (req, res) => {
  const id = req.query.id;
  db.query("SELECT * FROM users WHERE id = " + id);
  for (var i = 0; i < 3; i++) { console.log(i); }
  if (id == null) { return res.send('<p>' + req.query.name + '</p>'); }
  res.json(JSON.parse(req.body.data));
});
`;

const TYPESCRIPT = `import express from 'express';
const app = express();
app.get('/users', async (req: express.Request, res: express.Response): Promise<void> => {
  const id = req.query.id as string;
  const rows: any = await db.query(\`SELECT * FROM users WHERE id = \${id}\`);
  eval(req.body.code);
  res.send(rows);
});
`;

export const javascript: LanguagePlugin = {
  id: 'javascript',
  languages: [
    { language: 'javascript', name: 'JavaScript', extensions: ['.js', '.mjs', '.cjs', '.jsx'], editorIds: ['javascript', 'javascriptreact'], comments: { line: ['//'], block: ['/*', '*/'] } },
    { language: 'typescript', name: 'TypeScript', extensions: ['.ts', '.mts', '.cts', '.tsx'], editorIds: ['typescript', 'typescriptreact'], comments: { line: ['//'], block: ['/*', '*/'] } },
  ],
  grammars: [
    { name: 'javascript', wasm: 'tree-sitter-javascript.wasm', language: 'javascript' },
    { name: 'tsx', wasm: 'tree-sitter-tsx.wasm', language: 'typescript', extensions: ['.tsx'] },
    { name: 'typescript', wasm: 'tree-sitter-typescript.wasm', language: 'typescript' },
  ],
  flow: { lower: lowerJavaScript, spec: javascriptSpec, calls },
  syntax: { functions, imports, business, accepts: parsesAsJavaScript },
  codegen: {
    guardClause: (condition, message, indent) => `${indent}if (${condition}) throw new RangeError(${stringLiteral(message)});\n`,
    or: '||',
  },
  taint: {
    sql: {
      suggestion: 'Keep the SQL constant and pass values separately: db.query("SELECT … WHERE id = ?", [id]). Table and column names cannot be parameters: pick them from an allow-list.',
      fix: parameterise,
      fixes: { safety: 'checked', when: "every value sat in a '…' literal (bound as its text) or is known to be a number where SQL takes one: a bare value SQL read as a number (`length(name) > ${n}`) and a string bound in its place compare differently (SQLite compares text above every number); not offered for names, lists, LIMIT on MySQL or SQL that already holds a placeholder" },
    },
    nosql: {
      suggestion: 'Convert each value to the type you expect (String(x), Number(x)) or validate the body with a schema, and never pass request objects into $where.',
    },
    command: {
      suggestion: 'Use execFile/spawn with a fixed program and an argument array (no shell), and validate the arguments against an allow-list.',
    },
    code: {
      suggestion: 'Do not evaluate strings: parse data with JSON.parse, dispatch through a lookup table, and pass functions (not strings) to setTimeout.',
    },
    path: {
      suggestion: 'Resolve the path against a fixed base folder and reject results outside it (path.resolve + startsWith), or keep only the file name with path.basename.',
    },
    ldap: {
      suggestion: 'Escape every value put into a filter (ldap-escape) or validate it against a strict pattern.',
    },
    xpath: {
      suggestion: 'Pass values as XPath variables where the library supports them, or validate them against a strict pattern.',
    },
    xss: {
      suggestion: 'Set textContent for text, build elements with createElement, or sanitise the HTML with a vetted sanitiser (DOMPurify) first.',
      name: 'xss-html-sink',
      fix: textFix,
      fixes: { safety: 'checked', when: 'innerHTML (or insertAdjacentHTML) gets text written around plain values: no <, no entities, no escaping or rendering call, so textContent (insertAdjacentText) shows the same; a bare or computed value is a suggestion, markup gets no fix' },
      extend: withMarkupNotes,
    },
    template: {
      suggestion: 'Compile templates only from files or constants, and pass outside values in as data.',
    },
    redirect: {
      suggestion: 'Redirect only to relative paths you validate (starting with a single /) or to hosts on an allow-list.',
    },
    ssrf: {
      suggestion: 'Only fetch URLs from an allow-list of hosts (parse with new URL and compare the host), and never follow redirects to other hosts.',
    },
    deserialization: {
      suggestion: 'Exchange plain JSON (JSON.parse) and validate it with a schema; never deserialise functions.',
    },
    xxe: {
      suggestion: 'Parse outside XML without noent and dtdload (libxmljs resolves no external entities by default): libxmljs.parseXml(xml) or parseXml(xml, { noent: false }).',
    },
    log: {
      suggestion: 'Strip or escape \\r and \\n from outside values before logging them, or log them as structured fields.',
    },
    'trust-boundary': {
      suggestion: 'Validate the value against what the session may hold before storing it, or keep outside values out of the session.',
    },
    regex: {
      suggestion: 'Escape the value (lodash escapeRegExp) before building a pattern from it, or search with includes/indexOf.',
    },
    'weak-random': {
      suggestion: 'Use the crypto module: crypto.randomUUID(), crypto.randomBytes(32).toString("hex") or crypto.randomInt().',
      fix: secureRandomFix,
      fixes: { safety: 'checked', when: 'crypto is Node\'s crypto module imported in the file; the random string keeps its radix and length, its digits drawn from crypto.getRandomValues (relying on the global Web Crypto object is a suggestion)' },
    },
  },
  queryInLoop: { suggestion: 'Fetch everything in one query (WHERE id IN (…), a join, or the ORM\'s include/populate) before the loop and look items up in a Map.' },
  rules: [...permissions, ...cors, ...jwt, ...security, ...reliability, ...performance, ...quality],
  warmUp: [
    { language: 'javascript', code: JAVASCRIPT },
    { language: 'typescript', code: TYPESCRIPT },
    { language: 'typescript', code: TYPESCRIPT, filename: 'warm.tsx' },
  ],
};
