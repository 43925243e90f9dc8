/** security rules for JavaScript and TypeScript: hashing, ciphers, randomness, TLS and credentials in code. */
import type { FixPlan, Node, Rule, RuleMatch } from '../rule';
import { descendantsOf } from '../syntax';
import { looksLikeSecretName, looksLikeSecretValue } from '../secret-names';
import { importBindings } from './context';

const JS = ['javascript', 'typescript'] as const;

/** Names of values that must be unguessable. */
const SECRET_PURPOSE = /token|secret|password|passwd|nonce|salt|otp|session_?id|sessionid|sessionkey|api_?key|apikey|reset_?code|verification|csrf|invite_?code|auth_?code/i;
/** …unless the name is about timing or presentation (`tokenRefreshDelayMs`, `sessionTimeout`). */
const HARMLESS_PURPOSE = /(timeout|delay|interval|ttl|duration|jitter|backoff|ms|seconds|length|count|index|color|colour)$/i;

/** Where a random value ends up: the name it is stored in or returned from, and the whole value expression. */
function destination(call: Node): { name: string; value: Node } | undefined {
  let value: Node = call;
  for (let current = call.parent; current; value = current, current = current.parent) {
    switch (current.type) {
      case 'variable_declarator': {
        const name = current.childForFieldName('name');
        return name?.type === 'identifier' ? { name: name.text, value } : undefined;
      }
      case 'assignment_expression': {
        const left = current.childForFieldName('left');
        const name = left?.type === 'member_expression' ? left.childForFieldName('property') : left;
        return name ? { name: name.text, value } : undefined;
      }
      case 'pair':
        return { name: current.childForFieldName('key')?.text.replace(/['"]/g, '') ?? '', value };
      case 'field_definition':
      case 'public_field_definition':
        return { name: (current.childForFieldName('property') ?? current.childForFieldName('name'))?.text ?? '', value };
      case 'return_statement': {
        let fn = current.parent;
        while (fn && !['function_declaration', 'function_expression', 'arrow_function', 'method_definition'].includes(fn.type)) fn = fn.parent;
        const name = fn?.childForFieldName('name') ?? (fn?.parent?.type === 'variable_declarator' ? fn.parent.childForFieldName('name') : null);
        return name ? { name: name.text, value } : undefined;
      }
      case 'arrow_function': {
        // An arrow body returns its expression: `const makeToken = () => Math.random()…`.
        const name = current.parent?.type === 'variable_declarator' ? current.parent.childForFieldName('name') : null;
        return name ? { name: name.text, value } : undefined;
      }
      default:
        if (/_statement$|_declaration$|^(statement_block|program|class_body|method_definition|function_expression)$/.test(current.type)) return undefined;
    }
  }
  return undefined;
}

const isMathRandom = (node: Node) => node.type === 'call_expression' && node.childForFieldName('function')?.text === 'Math.random';

/** `Math.random().toString(36).slice(2)`, possibly several joined with `+`: an opaque random string. */
function isRandomString(node: Node): boolean {
  if (node.type === 'binary_expression' && node.childForFieldName('operator')?.text === '+') {
    return isRandomString(node.childForFieldName('left')!) && isRandomString(node.childForFieldName('right')!);
  }
  let current: Node | null = node;
  while (current?.type === 'call_expression' && /^(slice|substring|substr)$/.test(current.childForFieldName('function')?.childForFieldName('property')?.text ?? '')) {
    current = current.childForFieldName('function')!.childForFieldName('object');
  }
  if (current?.type !== 'call_expression') return false;
  const callee = current.childForFieldName('function');
  const receiver = callee?.type === 'member_expression' ? callee.childForFieldName('object') : null;
  return callee?.childForFieldName('property')?.text === 'toString' && !!receiver && isMathRandom(receiver);
}

function secureRandomFix(m: RuleMatch, value: Node): FixPlan | undefined {
  if (!isRandomString(value)) return undefined;
  // crypto.randomUUID exists on Node's crypto module and on the global Web Crypto object; not on other bindings.
  const crypto = importBindings(m.file).get('crypto');
  if (crypto && !(crypto.module === 'crypto' && crypto.imported === '*')) return undefined;
  return { description: 'Use crypto.randomUUID()', edits: [{ start: value.startIndex, end: value.endIndex, text: 'crypto.randomUUID()' }] };
}

export const rules: Rule[] = [
  {
    id: 'javascript.security.weak-hash',
    specialist: 'security', severity: 'medium', languages: JS, cwe: 'CWE-328',
    title: 'Weak hash algorithm (MD5/SHA-1)',
    description: 'MD5 and SHA-1 have practical collision attacks; they must not protect integrity, signatures or passwords.',
    suggestion: 'Use SHA-256 or better (crypto.createHash("sha256")); for passwords use scrypt, bcrypt or argon2.',
    query: `(call_expression
      function: [(identifier) @fn (member_expression property: (property_identifier) @fn)] (#any-of? @fn "createHash" "digest")
      arguments: (arguments . (string (string_fragment) @algorithm (#match? @algorithm "^([mM][dD][45]|[sS][hH][aA]-?1)$")))) @target`,
    // HMAC-MD5/SHA-1 stay sound (HMAC does not rely on collision resistance), so createHmac is not reported.
    where: (m) => m.captures.fn!.text === 'createHash' || /(^|\.)subtle$/.test(m.target.childForFieldName('function')?.childForFieldName('object')?.text ?? ''),
    fix: (m) => {
      const algorithm = m.captures.algorithm!;
      return { description: 'Use SHA-256', edits: [{ start: algorithm.startIndex, end: algorithm.endIndex, text: m.captures.fn!.text === 'digest' ? 'SHA-256' : 'sha256' }] };
    },
  },
  {
    id: 'javascript.security.weak-cipher',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-327',
    title: 'Broken or weak cipher',
    description: 'DES, 3DES, RC4, RC2, Blowfish and ECB mode leak or expose the plaintext with known attacks.',
    suggestion: 'Use an authenticated cipher such as aes-256-gcm with a random IV per message.',
    query: `(call_expression
      function: [(identifier) @fn (member_expression property: (property_identifier) @fn)] (#any-of? @fn "createCipheriv" "createDecipheriv" "createCipher" "createDecipher")
      arguments: (arguments . (string (string_fragment) @algorithm))) @target`,
    where: (m) => /^(des|rc[245]|blowfish|bf|cast5?|idea|seed)([-\d]|$)|-ecb$/i.test(m.captures.algorithm!.text),
  },
  {
    id: 'javascript.security.insecure-randomness',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-338',
    title: 'Math.random() used for a secret value',
    description: 'Math.random() is predictable; tokens, ids, passwords or nonces made from it can be guessed by an attacker.',
    suggestion: 'Use the crypto module: crypto.randomUUID(), crypto.randomBytes(32).toString("hex") or crypto.randomInt().',
    query: `(call_expression function: (member_expression object: (identifier) @math (#eq? @math "Math") property: (property_identifier) @random (#eq? @random "random"))) @target`,
    where: (m) => {
      const found = destination(m.target);
      if (!found || !SECRET_PURPOSE.test(found.name) || HARMLESS_PURPOSE.test(found.name)) return false;
      // One finding per value, however many Math.random() calls it joins.
      return descendantsOf(found.value, 'call_expression').find(isMathRandom)?.id === m.target.id || found.value.id === m.target.id;
    },
    fix: (m) => {
      const found = destination(m.target);
      return found ? secureRandomFix(m, found.value) : undefined;
    },
  },
  {
    id: 'javascript.security.tls-verification-disabled',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-295',
    title: 'TLS certificate verification disabled',
    description: 'With certificate checks off, anyone on the network path can impersonate the server and read or change the traffic.',
    suggestion: 'Keep rejectUnauthorized: true; to trust a private CA, pass its certificate in the ca option instead.',
    query: `
      (pair key: [(property_identifier) (string)] @key (#match? @key "^['\\"]?(rejectUnauthorized|strictSSL)['\\"]?$") value: (false) @value) @target
      (assignment_expression
        left: [
          (member_expression object: (member_expression property: (property_identifier) @env (#eq? @env "env")) property: (property_identifier) @key)
          (subscript_expression object: (member_expression property: (property_identifier) @env (#eq? @env "env")) index: (string) @key)]
        (#match? @key "^['\\"]?NODE_TLS_REJECT_UNAUTHORIZED['\\"]?$")
        right: [(string) (number)] @value) @target`,
    where: (m) => m.captures.value!.type === 'false' || /^(['"]0['"]|0)$/.test(m.captures.value!.text),
    fix: (m) => {
      const value = m.captures.value!;
      return { description: 'Verify certificates', edits: [{ start: value.startIndex, end: value.endIndex, text: value.type === 'false' ? 'true' : "'1'" }] };
    },
  },
  {
    id: 'javascript.security.hardcoded-secret',
    specialist: 'security', severity: 'high', languages: JS, cwe: 'CWE-798', outOfScope: true,
    title: 'Hard-coded credential',
    description: 'A password, key or token is written in the source, so everyone who can read the code or its history can use it.',
    suggestion: 'Read it from the environment or a secrets manager at run time (process.env.NAME), and rotate the exposed value.',
    query: `
      (variable_declarator name: (identifier) @name value: (string (string_fragment) @value)) @target
      (pair key: [(property_identifier) (string)] @name value: (string (string_fragment) @value)) @target
      (assignment_expression left: (member_expression property: (property_identifier) @name) right: (string (string_fragment) @value)) @target
      (_ property: (property_identifier) @name value: (string (string_fragment) @value)) @target
      (_ name: (property_identifier) @name value: (string (string_fragment) @value)) @target`,
    // Words and identifiers (`"access_token"`, `"loadRefreshToken"`) name a secret, they are not one.
    where: (m) => looksLikeSecretName(m.captures.name!.text) && looksLikeSecretValue(m.captures.value!.text)
      && !/^[A-Za-z]+([_.:-][A-Za-z]+)*$/.test(m.captures.value!.text),
  },
];
