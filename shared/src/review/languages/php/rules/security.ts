/**
 * PHP's security rules besides the taint family: cookies without `secure`, TLS verification turned off, hard-coded
 * credentials, and hashes or tokens compared with `==` (type juggling). Flags and options are judged through
 * constant propagation, so an options array built elsewhere in the function counts as written in place.
 */
import type { FileContext, Node, Rule } from '../../../core/rule';
import { valueAt } from '../../../analysis/dataflow/engine';
import { single } from '../../../analysis/dataflow/value';
import { flagValue, secureFlagOf } from '../../../rules/cookie-flags';
import { judgedValue } from '../../../rules/judged-value';
import { looksLikeSecretName, looksLikeSecretValue } from '../../../rules/secret-names';
import { childrenOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { argumentsOf, calleeName, namedArgument, PHP, stringText } from './context';
import { cryptoRules } from './crypto';
import { unlessRequested } from '../../../rules/requested-mode';

/** `setcookie` and friends: where `secure` goes, as a position of the plain form and a key of the options form. */
const COOKIE_CALLS: Readonly<Record<string, { secure: number; options: number }>> = {
  setcookie: { secure: 5, options: 2 },
  setrawcookie: { secure: 5, options: 2 },
  session_set_cookie_params: { secure: 3, options: 0 },
};

/** Whether a cookie call leaves the cookie off plain HTTP: 'off' and 'missing' are findings. */
function cookieSecurity(call: Node, file: FileContext): 'on' | 'off' | 'missing' | 'unknown' {
  const layout = COOKIE_CALLS[calleeName(call).toLowerCase()];
  if (!layout) return 'unknown';
  const args = argumentsOf(call);
  const named = namedArgument(call, 'secure');
  if (named) return flagState(flagValue(file, named));
  // A cookie being deleted (an empty value) carries nothing to protect.
  if (layout.options === 2 && args[1] && stringText(args[1]) === '') return 'unknown';
  const options = args[layout.options];
  if (options && args.length === layout.options + 1) {
    // One argument where the options go: an options array, or the expiry (or lifetime) of the plain form.
    const value = options.type === 'array_creation_expression' ? undefined : valueAt(file, options);
    if (options.type === 'array_creation_expression' || value?.fields) return secureFlagOf(file, options);
    return value && (value.numeric || typeof single(value) === 'number') ? 'missing' : 'unknown';
  }
  const secure = args[layout.secure];
  if (!secure) return args.length <= layout.options ? (layout.options === 2 ? 'missing' : 'unknown') : 'missing';
  return flagState(flagValue(file, secure));
}

function flagState(value: boolean | undefined): 'on' | 'off' | 'unknown' {
  return value === true ? 'on' : value === false ? 'off' : 'unknown';
}

/** cURL options that turn certificate checks off: peer verification, and host verification at 0. */
const CURL_TLS = /^CURLOPT_SSL_VERIFY(PEER|HOST)$/;
/** Option keys of stream contexts, Guzzle, Symfony HttpClient and Laravel's Http client that check certificates. */
const TLS_KEYS = /^(verify_peer|verify_peer_name|verify_host|verify)$/;
const HTTP_CLIENT_CALLS = /^(request|requestAsync|get|post|put|patch|delete|head|send|withOptions|create|createForBaseUri|stream_context_create|stream_context_set_option)$/;

function isOff(file: FileContext, node: Node): boolean {
  const constants = judgedValue(file, node).constants;
  return constants.length > 0 && constants.every((c) => c === false || c === 0 || c === '0');
}

/** An `'verify' => false` entry of options given to an HTTP client or stream context (not any array). */
function disablesVerification(element: Node, file: FileContext): boolean {
  const [key, value] = namedChildrenOf(element);
  if (!key || !value || namedChildrenOf(element).length !== 2) return false;
  const keyText = stringText(key) ?? (key.type === 'name' ? key.text : undefined);
  if (!keyText) return false;
  if (CURL_TLS.test(keyText)) return isOff(file, value);
  if (!TLS_KEYS.test(keyText) || !isOff(file, value)) return false;
  if (keyText !== 'verify') return true;
  // Guzzle's `verify`: only in options handed to a client or a request.
  const call = enclosing(element, ['object_creation_expression', 'member_call_expression', 'scoped_call_expression', 'function_call_expression']);
  if (!call) return false;
  if (call.type === 'object_creation_expression') return /^(\\?[\w\\]*\\)?(Client|HttpClient)$/.test(namedChildrenOf(call)[0]?.text ?? '');
  return HTTP_CLIENT_CALLS.test(calleeName(call));
}

/** Literal values of hashes and tokens: what `==` must not compare. */
const HASH_CALLS = /^(md5|sha1|hash|hash_hmac|crypt|md5_file|sha1_file|hash_file|base64_encode|bin2hex|hash_pbkdf2)$/i;
const SECRET_VALUE = /(^|_)(hash|digest|token|signature|sig|hmac|mac|checksum|nonce|otp|csrf|secret|api_?key|password_?hash)(_|$)/;

function words(text: string): string {
  return text.replace(/^\$/, '').replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** A hash or token value: a call of a digest function, or a name that says so. */
function hashValue(node: Node): 'call' | 'name' | undefined {
  if (node.type === 'function_call_expression' && HASH_CALLS.test(calleeName(node))) return 'call';
  const name = node.type === 'variable_name' ? node.text : node.type === 'member_access_expression' ? node.childForFieldName('name')?.text : node.type === 'subscript_expression' ? stringText(namedChildrenOf(node)[1]) : undefined;
  return name && SECRET_VALUE.test(words(name)) ? 'name' : undefined;
}

/** A side that cannot juggle: a literal, or null/true/false. */
function isLiteral(node: Node): boolean {
  return /^(string|encapsed_string|integer|float|boolean|null)$/.test(node.type) && !namedChildrenOf(node).some((c) => c.type !== 'string_content' && c.type !== 'escape_sequence');
}

export const rules: Rule[] = [
  ...cryptoRules,
  {
    id: 'php.security.insecure-cookie',
    fixes: { safety: 'suggestion', note: 'the cookie is no longer sent over plain HTTP' },
    specialist: 'security', severity: 'medium', languages: PHP, cwe: 'CWE-614',
    title: 'Cookie sent over plain HTTP',
    description: 'A cookie set without the secure flag is also sent over unencrypted HTTP, where anyone on the network path can read it.',
    suggestion: "Pass the options array with 'secure' => true (and 'httponly' => true, 'samesite' => 'Lax'): setcookie($name, $value, ['expires' => $expires, 'path' => '/', 'secure' => true, 'httponly' => true]).",
    query: '(function_call_expression function: (name) @fn (#any-of? @fn "setcookie" "setrawcookie" "session_set_cookie_params") arguments: (arguments)) @target',
    where: (m) => {
      const state = cookieSecurity(m.target, m.file);
      return state === 'off' || state === 'missing';
    },
    fix: (m) => {
      // `setcookie($n, $v, [ … ])` without a secure entry: add one to the array written in place.
      const options = argumentsOf(m.target)[COOKIE_CALLS[calleeName(m.target).toLowerCase()]!.options];
      if (options?.type !== 'array_creation_expression' || cookieSecurity(m.target, m.file) !== 'missing') return undefined;
      const close = childrenOf(options).at(-1)!;
      const elements = namedChildrenOf(options).filter((c) => c.type === 'array_element_initializer');
      const last = elements.at(-1);
      const text = last ? `, 'secure' => true` : `'secure' => true`;
      const at = last ? last.endIndex : close.startIndex;
      return { description: "Add 'secure' => true", safety: 'suggestion', edits: [{ start: at, end: at, text }] };
    },
  },
  {
    id: 'php.security.tls-verification-disabled',
    fixes: { safety: 'suggestion', note: 'connections to hosts with invalid certificates now fail' },
    specialist: 'security', severity: 'high', languages: PHP, cwe: 'CWE-295',
    title: 'TLS certificate verification turned off',
    description: 'Without checking the server certificate, anyone on the network path can impersonate the server and read or change the traffic.',
    suggestion: 'Keep verification on (CURLOPT_SSL_VERIFYPEER true, CURLOPT_SSL_VERIFYHOST 2, Guzzle \'verify\' => true); for a private CA, point CURLOPT_CAINFO / \'verify\' at its bundle.',
    query: `
      (function_call_expression function: (name) @fn (#eq? @fn "curl_setopt") arguments: (arguments . (argument) . (argument (name) @option (#match? @option "^CURLOPT_SSL_VERIFY(PEER|HOST)$")) . (argument (_) @value))) @target
      (array_element_initializer) @target
      (member_call_expression name: (name) @method (#eq? @method "withoutVerifying")) @target
      (scoped_call_expression name: (name) @method (#eq? @method "withoutVerifying")) @target`,
    where: unlessRequested((m) => {
      if (m.captures.method) return true;
      if (m.captures.value) return isOff(m.file, m.captures.value);
      return disablesVerification(m.target, m.file);
    }),
    fix: (m) => {
      const value = m.captures.value ?? (m.target.type === 'array_element_initializer' ? namedChildrenOf(m.target)[1] : undefined);
      if (!value || !/^(boolean|integer)$/.test(value.type)) return undefined;
      const host = /HOST/.test(m.captures.option?.text ?? namedChildrenOf(m.target)[0]?.text ?? '');
      return { description: 'Verify the certificate', safety: 'suggestion', edits: [{ start: value.startIndex, end: value.endIndex, text: host ? '2' : 'true' }] };
    },
  },
  {
    id: 'php.security.hardcoded-secret',
    specialist: 'security', severity: 'high', languages: PHP, cwe: 'CWE-798', outOfScope: true,
    title: 'Hard-coded credential',
    description: 'A password, key or token is written in the source, so everyone who can read the code or its history can use it.',
    suggestion: "Read it from the environment (getenv('API_KEY'), Laravel's env()/config()) or a secrets manager, and rotate the exposed value.",
    query: `
      (assignment_expression left: (_) @name right: [(string) (encapsed_string)] @value) @target
      (const_element (name) @name [(string) (encapsed_string)] @value) @target
      (property_element name: (variable_name) @name default_value: [(string) (encapsed_string)] @value) @target
      (array_element_initializer [(string) (encapsed_string)] @name [(string) (encapsed_string)] @value) @target
      (function_call_expression function: (name) @fn (#eq? @fn "define") arguments: (arguments . (argument [(string) (encapsed_string)] @name) . (argument [(string) (encapsed_string)] @value))) @target`,
    where: (m) => {
      const name = m.captures.name!;
      const nameText = stringText(name) ?? name.text.replace(/^\$/, '').replace(/^.*->/, '');
      const value = stringText(m.captures.value);
      return value !== undefined && looksLikeSecretName(nameText) && looksLikeSecretValue(value);
    },
  },
  {
    id: 'php.security.loose-hash-comparison',
    fixes: { safety: 'checked', when: 'one side is a digest function\'s result, always a string, so === differs from == only where PHP would juggle two numeric-looking strings ("0e…" hashes) or another type' },
    specialist: 'security', severity: 'medium', languages: PHP, cwe: 'CWE-697',
    title: 'Hash or token compared with ==',
    description: '== compares numeric-looking strings as numbers: two different hashes such as "0e462097431906509019562988736854" and "0e830400451993494058024219903391" are equal, so a forged value passes the check (type juggling).',
    suggestion: 'Compare secrets with hash_equals($known, $given) (constant time, no juggling), or at least with ===.',
    query: '(binary_expression left: (_) @left operator: ["==" "!="] @op right: (_) @right) @target',
    where: (m) => {
      const left = m.captures.left!;
      const right = m.captures.right!;
      if (isLiteral(left) || isLiteral(right)) return false;
      return hashValue(left) !== undefined || hashValue(right) !== undefined;
    },
    fix: (m) => {
      const call = hashValue(m.captures.left!) === 'call' || hashValue(m.captures.right!) === 'call';
      const op = m.captures.op!;
      return { description: `Compare with ${op.text}=`, safety: call ? 'safe' : 'suggestion', edits: [{ start: op.startIndex, end: op.endIndex, text: `${op.text}=` }] };
    },
  },
];
