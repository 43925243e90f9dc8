/**
 * Hashes used where a password hash or a keyed signature belongs: md5/sha1/hash()/crypt() of a password, PIN or
 * secret. A digest of a cache key, an ETag or an e-mail for Gravatar protects nothing and is left alone; what the
 * value is comes from the names it is written with (and, one assignment back, the names of what it was given) or
 * from the function or class around it (`hashPassword`, `Sha1PasswordEncoder`).
 */
import type { Node, Rule, RuleMatch } from '../../../core/rule';
import { judgedValue } from '../../../rules/judged-value';
import { argumentsOf, assignedValues, calleeName, classAround, functionAround, namesIn, PHP } from './context';

/** Broken everywhere: collisions, and fast. */
const BROKEN = /^(md2|md4|md5|sha1|sha-1|ripemd\d*|crc32[bc]?|adler32|fnv1a?\d+|joaat|tiger\d.*|haval.*)$/i;
/** Sound digests, yet far too fast for a password. */
const FAST = /^(sha2?\d{3}(\/\d+)?|sha3-\d+|sha512\/\d+|whirlpool|xxh\w*|murmur\w*|blake\w*)$/i;
/** What a password hash is for. */
const PASSWORD = /(^|_)(pass(word|wd|phrase)?|pwd|pw|pin|pincode|passcode|credentials?)(_|$)/;
/** What a keyed digest signs with: a weak hash of it can be forged (length extension, collisions). */
const SECRET = /(^|_)(secret|signing_?key|hmac_?key|private_?key|api_?secret|app_?key|salt_?key)(_|$)/;
/** Functions and classes that hash or check passwords. */
const PASSWORD_CODE = /password|passwd|credential|(^|_)pin(_|$)/;

const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** The names the hashed value is written with, and those of what its variables were assigned. */
function valueNames(value: Node): string[] {
  const names = namesIn(value);
  const variables = value.type === 'variable_name' ? [value] : value.descendantsOfType('variable_name').filter((n): n is Node => n !== null);
  for (const variable of variables.slice(0, 8)) for (const assigned of assignedValues(variable.text, value).slice(0, 4)) names.push(...namesIn(assigned));
  return names.map(words);
}

/** The code around the call is about passwords: its function's or class's name, or an interface it implements. */
function inPasswordCode(call: Node): boolean {
  const fn = functionAround(call);
  const cls = classAround(call);
  const named = [fn?.childForFieldName('name')?.text, cls?.childForFieldName('name')?.text, ...(cls ? cls.namedChildren.filter((c) => c?.type === 'class_interface_clause' || c?.type === 'base_clause').map((c) => c!.text) : [])];
  return named.some((name) => !!name && PASSWORD_CODE.test(words(name)));
}

interface HashUse {
  algorithm: string;
  value: Node;
}

/** What the call hashes, with which algorithm (the judged constant for `hash()`). */
function hashUse(match: RuleMatch): HashUse | undefined {
  const call = match.target;
  const name = calleeName(call).toLowerCase();
  const args = argumentsOf(call);
  if (name === 'md5' || name === 'sha1') return args[0] ? { algorithm: name, value: args[0] } : undefined;
  if (name === 'hash' && args[0] && args[1]) {
    const algorithm = judgedValue(match.file, args[0]).constants.find((c): c is string => typeof c === 'string');
    return algorithm ? { algorithm, value: args[1] } : undefined;
  }
  return undefined;
}

function weakFor(use: HashUse, call: Node): 'password' | 'secret' | undefined {
  const names = valueNames(use.value);
  const password = names.some((name) => PASSWORD.test(name)) || inPasswordCode(call);
  if (password && (BROKEN.test(use.algorithm) || FAST.test(use.algorithm))) return 'password';
  if (BROKEN.test(use.algorithm) && names.some((name) => SECRET.test(name))) return 'secret';
  return undefined;
}

/** crypt() with a salt that selects DES, extended DES or MD5 crypt (or none: PHP then picks one of those). */
function weakCrypt(match: RuleMatch): boolean {
  const [value, salt] = argumentsOf(match.target);
  if (!value || !(valueNames(value).some((name) => PASSWORD.test(name)) || inPasswordCode(match.target))) return false;
  if (!salt) return true;
  const salts = judgedValue(match.file, salt).constants.filter((c): c is string => typeof c === 'string');
  return salts.length > 0 && salts.every((text) => !/^\$(2[abxy]|5|6|argon2i?d?|y|7)\$/.test(text));
}

export const cryptoRules: Rule[] = [
  {
    id: 'php.security.weak-hash',
    fixes: { safety: 'suggestion', note: 'stored hashes change format and must be checked with password_verify' },
    specialist: 'security', severity: 'high', languages: PHP, cwe: 'CWE-328',
    title: 'Password or secret hashed with a fast or broken hash',
    description: 'md5, sha1 and plain sha2 digests are fast: a leaked table of them is brute-forced offline in hours, and md5/sha1 of a secret plus data can be forged (length extension). Salting does not change that.',
    suggestion: 'Hash passwords with password_hash($password, PASSWORD_DEFAULT) and check them with password_verify(); sign data with hash_hmac(\'sha256\', $data, $key) and compare with hash_equals().',
    query: '(function_call_expression function: (name) @fn (#any-of? @fn "md5" "sha1" "hash" "MD5" "SHA1") arguments: (arguments)) @target',
    where: (m) => {
      const use = hashUse(m);
      return use !== undefined && weakFor(use, m.target) !== undefined;
    },
    detail: (m) => {
      const use = hashUse(m)!;
      const kind = weakFor(use, m.target);
      const judged = judgedValue(m.file, argumentsOf(m.target)[0]!);
      return kind === 'secret'
        ? { title: `Secret signed with ${use.algorithm}`, description: `\`${use.algorithm}\` of a secret and data is not a signature: it is open to length extension and ${use.algorithm} collisions. Use hash_hmac('sha256', $data, $key) and compare with hash_equals().` }
        : { title: `Password hashed with ${use.algorithm}`, description: `\`${use.algorithm}\`${judged.origin} is a fast digest: a leaked password table of them is brute-forced offline in hours, salted or not. Use password_hash() and password_verify().`, flow: judged.flow };
    },
    fix: (m) => {
      const use = hashUse(m);
      if (!use || weakFor(use, m.target) !== 'password') return undefined;
      return { description: 'Hash the password with password_hash', safety: 'suggestion', edits: [{ start: m.target.startIndex, end: m.target.endIndex, text: `password_hash(${use.value.text}, PASSWORD_DEFAULT)` }] };
    },
  },
  {
    id: 'php.security.weak-password-crypt',
    specialist: 'security', severity: 'high', languages: PHP, cwe: 'CWE-916',
    title: 'Password hashed with crypt() and a weak salt',
    description: 'crypt() with a two-character, `_` or `$1$` salt (or none) uses DES or MD5 crypt, which modern hardware breaks quickly.',
    suggestion: 'Use password_hash($password, PASSWORD_DEFAULT) and password_verify().',
    query: '(function_call_expression function: (name) @fn (#eq? @fn "crypt") arguments: (arguments)) @target',
    where: weakCrypt,
  },
];
