/**
 * Cookies written without `secure`: `cookies[:id] = { value: …, httponly: true }` (the signed, encrypted and
 * permanent jars too: signing a cookie does not keep it off plain HTTP), `response.set_cookie(name, { … })`, and a
 * session or token cookie written as a bare value, which carries no options at all.
 */
import { valueAt } from '../../../analysis/dataflow/engine';
import type { Detection, FileContext, FixPlan, Node, ScanRule } from '../../../core/rule';
import { namedChildrenOf } from '../../../core/syntax';
import { flagValue, secureFlagOf } from '../../../rules/cookie-flags';
import { fileCallsOf, identifiersNamed } from '../find';
import { argumentsOf, pairKey, positionalArguments } from './context';

/** A cookie named for what authenticates its holder: a session, a remember-me or API token, a user id. */
const SESSION_COOKIE = /session|token|remember|auth|login|sid|jwt|user_?id|account_?id|api_?key|secret|password|credential/i;
const JAR = /^(cookies|request\.cookie_jar|response\.cookies)(\.(permanent|signed|encrypted))*$/;

interface CookieWrite {
  /** The assignment or the set_cookie call. */
  node: Node;
  /** The value written (an options hash, or the bare value); absent for a call without options. */
  options: Node | undefined;
  /** The `key: value` pairs of the options. */
  pairs: Node[];
  /** The cookie's name as written (`:remember_token`). */
  name: string;
  /** Written to a jar (`cookies[…] = value`), where a bare value means no options at all. */
  jar: boolean;
}

const pairsOf = (node: Node | undefined) => (node?.type === 'hash' ? namedChildrenOf(node).filter((pair) => pair.type === 'pair') : []);

/** `cookies[…] = value` in any of the jars. */
function jarWrites(file: FileContext): CookieWrite[] {
  const root = file.tree?.rootNode;
  if (!root) return [];
  return identifiersNamed(root, file.code, ['cookies', 'cookie_jar']).flatMap((name) => {
    let jar: Node = name.parent?.type === 'call' && name.parent.childForFieldName('method')?.id === name.id ? name.parent : name;
    while (jar.parent?.type === 'call' && jar.parent.childForFieldName('receiver')?.id === jar.id) jar = jar.parent;
    const reference = jar.parent;
    const assignment = reference?.parent;
    if (reference?.type !== 'element_reference' || reference.childForFieldName('object')?.id !== jar.id || !JAR.test(jar.text)) return [];
    if (assignment?.type !== 'assignment' || assignment.childForFieldName('left')?.id !== reference.id) return [];
    const options = assignment.childForFieldName('right') ?? undefined;
    const key = namedChildrenOf(reference).find((child) => child.id !== jar.id);
    return [{ node: assignment, options, pairs: pairsOf(options), name: key?.text ?? '', jar: true }];
  });
}

/** `response.set_cookie("sid", value: sid, httponly: true)`, or with an options hash. */
function setCookieCalls(file: FileContext): CookieWrite[] {
  return fileCallsOf(file, ['set_cookie', 'set_cookie_header!', 'set_cookie_header']).map((call) => {
    const options = positionalArguments(call)[1];
    const pairs = options ? pairsOf(options) : argumentsOf(call).filter((arg) => arg.type === 'pair');
    return { node: call, options, pairs, name: positionalArguments(call)[0]?.text ?? '', jar: false };
  });
}

/** Written without `secure` (or with it off); a bare value counts when the cookie authenticates. */
function insecure(file: FileContext, write: CookieWrite): boolean {
  const secure = write.pairs.find((pair) => pairKey(pair) === 'secure');
  if (secure) return flagValue(file, secure.childForFieldName('value') ?? undefined) === false;
  if (write.pairs.length > 0) return true;
  if (!write.options) return false;
  const flag = secureFlagOf(file, write.options);
  if (flag === 'off' || flag === 'missing') return true;
  // `cookies.signed[:remember_token] = token`: no options at all, so no secure flag (unless force_ssl adds it).
  return write.jar && flag === 'unknown' && write.options.type !== 'hash' && !valueAt(file, write.options)?.fields && SESSION_COOKIE.test(write.name);
}

function secureFix(write: CookieWrite): FixPlan | undefined {
  const description = 'Send the cookie over HTTPS only';
  const off = write.pairs.find((pair) => pairKey(pair) === 'secure')?.childForFieldName('value');
  if (off) return off.type === 'false' ? { description, safety: 'suggestion', edits: [{ start: off.startIndex, end: off.endIndex, text: 'true' }] } : undefined;
  const last = write.pairs.at(-1);
  return last ? { description, safety: 'suggestion', edits: [{ start: last.endIndex, end: last.endIndex, text: ', secure: true' }] } : undefined;
}

export const insecureCookie: ScanRule = {
  id: 'ruby.security.insecure-cookie',
  fixes: { safety: 'suggestion', note: 'the cookie is no longer sent over plain HTTP' },
  specialist: 'security', severity: 'medium', languages: ['ruby'], cwe: 'CWE-614',
  title: 'Cookie set without secure',
  description: 'A cookie written without secure: true is also sent over unencrypted HTTP, where anyone on the network path can read it; signing or encrypting it does not stop that.',
  suggestion: 'Set secure: true (and httponly: true) on the cookie, or enable config.force_ssl so Rails marks every cookie secure.',
  scan: (file) => [...jarWrites(file), ...setCookieCalls(file)].filter((write) => insecure(file, write)).map((write): Detection => {
    const fix = secureFix(write);
    return { start: write.node.startIndex, end: write.node.endIndex, ...(fix ? { fix } : {}) };
  }),
};
