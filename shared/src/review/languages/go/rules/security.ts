/**
 * security rules for Go. Injection rules are taint rules over the data flow (sources, sinks and sanitisers in
 * dataflow/specs/go.ts): they report where outside input, or a parameter of unknown origin, reaches a sink.
 * Configuration rules (weak hashes and ciphers, TLS verification, cookie flags, hard-coded secrets) match the
 * syntax and judge the values they are given through constant propagation (a flag held in a variable or a package
 * constant, a hash algorithm chosen with a weak default); the ReDoS rule judges the constant pattern a
 * backtracking regexp2 is compiled from.
 */
import { unescape } from '../../../analysis/dataflow/lowering';
import { flagValue } from '../../../rules/cookie-flags';
import type { FileContext, Node, Rule } from '../../../core/rule';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { taintRule } from '../../../rules/taint-rule';
import { localPackageNames } from './context';
import { isEcbUse, verifiesItself, weakCipherOf, weakHashCall } from './crypto';
import { cookieCall, ginCookieDeleted, insecureCookie, literalSecureFlag, sessionOptionsInsecure } from './cookies';
import { argumentsOf, constantsOf, operandOf, originOf } from './values';
import { isCacheDigest, weakHashPurpose } from '../../../rules/hash-purpose';
import { unlessRequested } from '../../../rules/requested-mode';

const GO = ['go'] as const;
/**
 * A group that repeats without bound and holds a part that repeats without bound (`(\w+\s?)*`, `(a+)+`): a
 * backtracking engine tries exponentially many ways to split a long non-matching input between them.
 */
export function hasNestedQuantifier(pattern: string): boolean {
  const flat = pattern.replace(/\\./g, 'x').replace(/\[(?:\\.|[^\]])*\]/g, 'x');
  const open: number[] = [];
  for (let i = 0; i < flat.length; i++) {
    if (flat[i] === '(') open.push(i);
    else if (flat[i] === ')' && open.length > 0) {
      const start = open.pop()!;
      const inner = flat.slice(start + 1, i).replace(/^\?(?:[:=!>]|<?[=!]|P?<\w+>)/, '');
      const after = flat.slice(i + 1);
      if (/^(?:[*+]|\{\d+,\})/.test(after) && /[*+]|\{\d+,\}/.test(inner)) return true;
    }
  }
  return false;
}

/**
 * The constant text a pattern argument holds: what the data flow knows where it stands, else (package-level
 * declarations are not analysed as a body) the literal itself or the package constant it names.
 */
function patternTexts(file: FileContext, node: Node): string[] {
  const judged = judgedValue(file, node).constants.filter((c): c is string => typeof c === 'string');
  if (judged.length > 0) return judged;
  const literal = (n: Node | undefined): string | undefined =>
    n?.type === 'raw_string_literal' ? n.text.slice(1, -1) : n?.type === 'interpreted_string_literal' ? unescape(n.text.slice(1, -1)) : undefined;
  if (node.type !== 'identifier') return [literal(node)].filter((t): t is string => t !== undefined);
  const declared = file.tree ? descendantsOf(file.tree.rootNode, 'const_spec').filter((spec) => spec.childForFieldName('name')?.text === node.text) : [];
  return declared.map((spec) => literal(namedChildrenOf(spec.childForFieldName('value') ?? spec)[0])).filter((t): t is string => t !== undefined);
}

export const rules: Rule[] = [
  taintRule({
    id: 'go.security.xss-response', kind: 'xss', rows: 'xss-response',
    specialist: 'security', severity: 'high', languages: GO,
    title: 'Outside input written into the response',
    description: 'Writing a request value straight into the response (w.Write, fmt.Fprintf(w, …), text/template, echo c.HTML) lets markup in it run script in the page (reflected cross-site scripting).',
    suggestion: 'Render HTML with html/template, or escape the value with html.EscapeString; send plain text with a text/plain Content-Type.',
  }),
  {
    id: 'go.security.redos',
    specialist: 'security', severity: 'medium', languages: GO, cwe: 'CWE-1333',
    title: 'Backtracking regular expression with nested repetition',
    description: 'regexp2 backtracks: a pattern that repeats a repeating group, such as (\\w+\\s?)*, takes exponential time on a long input that almost matches, so one request can occupy a CPU (ReDoS).',
    suggestion: 'Use Go\'s regexp package (RE2, linear time) for this pattern, rewrite it without nested repetition, or set MatchTimeout on the regexp2 value.',
    query: `(call_expression function: (selector_expression operand: (identifier) @pkg field: (field_identifier) @fn (#any-of? @fn "Compile" "MustCompile")) arguments: (argument_list . (_) @pattern)) @target`,
    where: (m) => localPackageNames(m.file, 'github.com/dlclark/regexp2').has(m.captures.pkg!.text) && patternTexts(m.file, m.captures.pattern!).some(hasNestedQuantifier),
    detail: (m) => {
      const judged = judgedValue(m.file, m.captures.pattern!);
      return { description: `The regexp2 pattern repeats a repeating group${judged.origin}; regexp2 backtracks, so a long input that almost matches takes exponential time (ReDoS).`, flow: judged.flow };
    },
  },
  {
    id: 'go.security.weak-hash',
    specialist: 'security', severity: 'medium', languages: GO, cwe: 'CWE-328',
    title: 'Weak hash algorithm (MD5/SHA-1)',
    description: 'MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.',
    suggestion: 'Use crypto/sha256 (or better); for passwords use golang.org/x/crypto/bcrypt or argon2.',
    query: `
      (call_expression function: (selector_expression operand: (_) @hash field: (field_identifier) @fn (#any-of? @fn "New" "Sum"))) @target
      (call_expression function: (index_expression) @hash) @target`,
    where: (m) => weakHashCall(m) !== undefined && !isCacheDigest(m.target),
    detail: (m) => {
      const weak = weakHashCall(m)!;
      return { description: `The digest is ${weak.name}${weak.origin}. MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.`, flow: weak.flow, ...weakHashPurpose(m.target) };
    },
  },
  {
    id: 'go.security.weak-cipher',
    specialist: 'security', severity: 'high', languages: GO, cwe: 'CWE-327',
    title: 'Broken cipher or ECB mode',
    description: 'DES, 3DES, RC4, Blowfish, CAST5 and (X)TEA are broken or have 64-bit blocks, and a block cipher applied block by block (ECB mode) shows which plaintext blocks are equal.',
    suggestion: 'Use AES-GCM (aes.NewCipher, then cipher.NewGCM, with a random nonce per message) or golang.org/x/crypto/chacha20poly1305.',
    query: `
      (call_expression function: (selector_expression operand: (identifier) @pkg field: (field_identifier) @fn (#any-of? @fn "NewCipher" "NewTripleDESCipher" "NewSaltedCipher" "NewCipherWithRounds"))) @target
      (call_expression function: (selector_expression operand: (_) @block field: (field_identifier) @fn (#any-of? @fn "Encrypt" "Decrypt")) arguments: (argument_list . (_) . (_) .)) @target`,
    where: (m) => (m.captures.pkg ? weakCipherOf(m.file, m.target) !== undefined : isEcbUse(m.file, m.target, m.captures.block!)),
    detail: (m) => ({
      description: m.captures.pkg
        ? `The cipher is ${weakCipherOf(m.file, m.target)!}: it is broken or too weak to protect data today.`
        : `\`${m.captures.block!.text}\` is a block cipher applied to each block on its own in a loop, with no mode of operation: that is ECB mode, where equal plaintext blocks give equal ciphertext blocks, so patterns in the data show through.`,
    }),
  },
  {
    id: 'go.security.insecure-cookie',
    fixes: { safety: 'safe', note: 'the cookie is no longer sent over plain HTTP' },
    specialist: 'security', severity: 'medium', languages: GO, cwe: 'CWE-614',
    title: 'Cookie sent over plain HTTP',
    description: 'A cookie without the Secure attribute is also sent over unencrypted HTTP, where anyone on the network path can read it.',
    suggestion: 'Set Secure: true (and HttpOnly: true, SameSite) on session and authentication cookies; with gin pass secure=true to c.SetCookie.',
    query: `
      (call_expression function: (selector_expression operand: (_) @receiver field: (field_identifier) @fn (#any-of? @fn "SetCookie" "Cookie")) arguments: (argument_list)) @target
      (composite_literal type: (qualified_type package: (package_identifier) @pkg name: (type_identifier) @options (#eq? @options "Options"))) @target`,
    where: (m) => {
      if (m.captures.options) return sessionOptionsInsecure(m.file, m.target, m.captures.pkg!);
      const sent = cookieCall(m);
      if (!sent) return false;
      // secure=false written in place, held by a variable on some path, or a package constant (a package-level
      // declaration the flow does not analyse).
      if ('secure' in sent) return !ginCookieDeleted(m.file, argumentsOf(m.target)) && (flagValue(m.file, sent.secure) === false || constantsOf(m.file, sent.secure).includes(false));
      return insecureCookie(m.file, sent.cookie) !== undefined;
    },
    detail: (m) => {
      if (m.captures.options) {
        const missing = literalSecureFlag(m.file, m.target) === 'missing';
        return { description: `The session store's cookie options ${missing ? 'have no Secure field' : 'set Secure: false'}, so the session cookie is also sent over unencrypted HTTP, where anyone on the network path can read it.` };
      }
      const sent = cookieCall(m)!;
      if ('secure' in sent) {
        const { origin, flow } = originOf(m.file, sent.secure);
        return { description: `The cookie is set with secure=false${origin}, so the browser also sends it over unencrypted HTTP, where anyone on the network path can read it.`, flow };
      }
      const missing = insecureCookie(m.file, sent.cookie) === 'missing';
      return { description: `The cookie ${missing ? 'has no Secure field' : 'is set with Secure: false'}, so the browser also sends it over unencrypted HTTP, where anyone on the network path can read it.` };
    },
    fix: (m) => {
      if (m.captures.options) return undefined;
      const sent = cookieCall(m);
      if (sent && 'secure' in sent) return sent.secure.type === 'false' ? { description: 'Send the cookie over HTTPS only', safety: 'safe', edits: [{ start: sent.secure.startIndex, end: sent.secure.endIndex, text: 'true' }] } : undefined;
      // `Secure: false` written in the literal passed here.
      const literal = sent ? operandOf(sent.cookie) : undefined;
      const element = literal?.type === 'composite_literal' ? namedChildrenOf(literal.childForFieldName('body')!).find((e) => e.type === 'keyed_element' && e.childForFieldName('key')?.text === 'Secure') : undefined;
      const value = element?.childForFieldName('value');
      return value?.text === 'false' ? { description: 'Send the cookie over HTTPS only', safety: 'safe', edits: [{ start: value.startIndex, end: value.endIndex, text: 'true' }] } : undefined;
    },
  },
  {
    id: 'go.security.tls-verification-disabled',
    fixes: { safety: 'safe', note: 'only servers with invalid certificates are refused' },
    specialist: 'security', severity: 'high', languages: GO, cwe: 'CWE-295',
    title: 'TLS certificate verification disabled',
    description: 'InsecureSkipVerify accepts any certificate, so anyone on the network path can impersonate the server.',
    suggestion: 'Remove InsecureSkipVerify; to trust a private CA, set RootCAs to a pool with its certificate.',
    query: `
      (keyed_element key: (literal_element (identifier) @key (#eq? @key "InsecureSkipVerify")) value: (literal_element (_) @value)) @target
      (assignment_statement left: (expression_list . (selector_expression field: (field_identifier) @key (#eq? @key "InsecureSkipVerify")) .) right: (expression_list . (_) @value .)) @target`,
    // A value that may be true on some path (`skip := true`, a package constant) turns the check off there.
    where: unlessRequested((m) => (m.captures.value!.type === 'true' || (m.captures.value!.type !== 'false' && constantsOf(m.file, m.captures.value!).includes(true))) && !verifiesItself(m.target)),
    detail: (m) => {
      const { origin, flow } = originOf(m.file, m.captures.value!);
      const always = m.captures.value!.type === 'true' || constantsOf(m.file, m.captures.value!).every((c) => c === true);
      return { description: `InsecureSkipVerify ${always ? 'is' : 'may be'} true${origin}: ${always ? '' : 'where it is, '}any certificate is accepted, so anyone on the network path can impersonate the server.`, flow };
    },
    fix: (m) => (m.captures.value!.type === 'true' ? { description: 'Verify certificates', safety: 'safe', edits: [{ start: m.captures.value!.startIndex, end: m.captures.value!.endIndex, text: 'false' }] } : undefined),
  },
  {
    id: 'go.security.hardcoded-secret',
    specialist: 'security', severity: 'high', languages: GO, cwe: 'CWE-798', outOfScope: true,
    title: 'Hard-coded credential',
    description: 'A password, key or token is written in the source, so everyone who can read the code or its history can use it.',
    suggestion: 'Read it from the environment (os.Getenv) or a secrets manager, and rotate the exposed value.',
    query: `
      (const_spec name: (identifier) @name value: (expression_list (interpreted_string_literal) @value)) @target
      (var_spec name: (identifier) @name value: (expression_list (interpreted_string_literal) @value)) @target
      (short_var_declaration left: (expression_list (identifier) @name) right: (expression_list (interpreted_string_literal) @value)) @target
      (keyed_element key: (literal_element (identifier) @name) value: (literal_element (interpreted_string_literal) @value)) @target`,
    where: (m) => looksLikeSecretName(m.captures.name!.text) && looksLikeSecretValue(m.captures.value!.text.slice(1, -1)),
  },
];
