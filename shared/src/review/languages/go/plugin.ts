/** The Go plugin: everything the engine knows about Go. */
import type { LanguagePlugin } from '../../core/rule';
import { lowerGo } from './lowering';
import { rules as permissions } from './rules/permissions';
import { rules as cors } from './rules/cors';
import { rules as jwt } from './rules/jwt';
import { rules as performance } from './rules/performance';
import { rules as quality } from './rules/quality';
import { rules as reliability } from './rules/reliability';
import { rules as security } from './rules/security';
import { business, calls, functions, imports } from './syntax';
import { randomFilledSecrets, withExtraScan } from './rules/random-secrets';
import { parameterise } from './rules/sql-fix';
import { goSpec } from './taint-spec';


const GO = `package main

import (
	"database/sql"
	"fmt"
	"net/http"
)

func handler(db *sql.DB, w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	rows, _ := db.Query(fmt.Sprintf("SELECT * FROM users WHERE id = %s", id))
	defer rows.Close()
	fmt.Fprintf(w, "<p>%s</p>", id)
}
`;

export const go: LanguagePlugin = {
  id: 'go',
  languages: [{ language: 'go', name: 'Go', extensions: ['.go'], editorIds: ['go'], comments: { line: ['//'], block: ['/*', '*/'] } }],
  grammars: [{ name: 'go', wasm: 'tree-sitter-go.wasm', language: 'go' }],
  flow: { lower: lowerGo, spec: goSpec, calls },
  syntax: { functions, imports, business },
  codegen: {
    // Rejecting an argument in Go means returning an error: the function's results would change.
    or: '||',
  },
  taint: {
    sql: {
      suggestion: 'Keep the SQL constant and pass values as arguments: db.Query("SELECT … WHERE id = ?", id); pick table and column names from an allow-list.',
      fix: parameterise,
      fixes: { safety: 'safe', note: 'the same query with the values bound; fmt goes when it was only used there' },
    },
    nosql: {
      suggestion: 'Build filters with bson.M/bson.D from typed values (string and number fields); never put input into $where or use a decoded document as the filter.',
    },
    command: {
      suggestion: 'Call exec.Command with a fixed program and separate arguments (no shell), validated against an allow-list.',
    },
    path: {
      suggestion: 'Keep only the file name (filepath.Base), or resolve under a fixed root, filepath.Clean it and reject results outside the root (strings.HasPrefix); os.Root or os.DirFS confine access.',
    },
    ldap: {
      suggestion: 'Escape values with ldap.EscapeFilter (and ldap.EscapeDN for names) before putting them into a filter.',
    },
    xpath: {
      suggestion: 'Check the value against a strict pattern or an allow-list before it goes into the expression, or compare it in Go after selecting the candidates with a constant XPath (node.SelectAttr(…) == value).',
    },
    xxe: {
      suggestion: 'Parse outside XML without XMLParseNoEnt, XMLParseDTDLoad, XMLParseDTDAttr or XMLParseDTDValid (parser.New() resolves no external entities), or decode it with encoding/xml.',
    },
    xss: {
      suggestion: 'Pass the plain string to the template and let html/template escape it; sanitise real HTML with bluemonday first.',
      name: 'xss-template-html',
    },
    template: {
      suggestion: 'Parse templates from constants or files you control and pass outside values in as data to Execute.',
    },
    redirect: {
      suggestion: 'Redirect only to local paths you build yourself, or parse the URL and check its host against an allow-list.',
    },
    ssrf: {
      suggestion: 'Parse the URL and only allow hosts from an allow-list; keep scheme and host fixed in code and disable redirects to other hosts.',
    },
    deserialization: {
      suggestion: 'Decode outside data as JSON into a concrete struct, or gob-decode only into concrete types and only data this service wrote.',
      severity: 'high',
    },
    log: {
      suggestion: 'Log outside values with %q, strip \\r and \\n (strings.ReplaceAll), or use structured fields (slog, zap, logrus.WithField).',
    },
    'trust-boundary': {
      suggestion: 'Validate the value against what the session may hold (an allow-list) before storing it, or keep request values out of the session.',
    },
    regex: {
      suggestion: 'Escape the value with regexp2.Escape, set MatchTimeout, or use Go\'s regexp package (RE2) for patterns from outside.',
    },
    'weak-random': {
      suggestion: 'Use crypto/rand: rand.Read into a byte slice (then hex or base64 it), or rand.Int(rand.Reader, max) for a number; rand.Text() (Go 1.24) for a token.',
      extend: (rule) => withExtraScan(rule, randomFilledSecrets),
    },
  },
  queryInLoop: { suggestion: 'Query once for all keys (WHERE id IN (…) or = ANY($1)) before the loop and index the rows in a map.' },
  rules: [...permissions, ...cors, ...jwt, ...security, ...reliability, ...performance, ...quality],
  warmUp: [{ language: 'go', code: GO }],
};
