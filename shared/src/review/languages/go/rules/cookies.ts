/** Cookies sent without Secure: net/http cookies, gin's SetCookie, session middleware options. */
import { valueAt } from '../../../analysis/dataflow/engine';
import { single } from '../../../analysis/dataflow/engine';
import { secureFlagOf, type SecureFlag } from '../../../rules/cookie-flags';
import type { FileContext, Node, RuleMatch } from '../../../core/rule';
import { namedChildrenOf } from '../../../core/syntax';
import { localPackageNames } from './context';
import { argumentsOf, constantsOf, operandOf } from './values';

/** A cookie (`&http.Cookie{…}`, a cookie variable) sent without Secure: `off` (false, or may be false) or `missing`. */
export function insecureCookie(file: FileContext, node: Node): 'off' | 'missing' | undefined {
  const cookie = operandOf(node);
  const value = valueAt(file, cookie);
  // Only a value known to be a cookie struct (net/http's, fiber's): what an unknown call returned is not judged.
  if (!value?.type || !/(^|\.)Cookie$/.test(value.type)) return undefined;
  // Deleting a cookie (a negative MaxAge, an empty value) sends nothing worth protecting.
  const maxAge = value.fields?.get('MaxAge');
  const content = value.fields?.get('Value');
  if ((maxAge && typeof single(maxAge) === 'number' && (single(maxAge) as number) < 0) || (content && single(content) === '')) return undefined;
  const flag = secureFlagOf(file, cookie, 'Secure');
  return flag === 'off' || flag === 'missing' ? flag : undefined;
}

/** What a cookie-setting call sends: gin's positional `secure`, or the cookie struct it is given. */
export function cookieCall(m: RuleMatch): { secure: Node } | { cookie: Node } | undefined {
  const fn = m.captures.fn!.text;
  const args = argumentsOf(m.target);
  // gin: c.SetCookie(name, value, maxAge, path, domain, secure, httpOnly).
  if (fn === 'SetCookie' && args.length === 7) return { secure: args[5]! };
  // net/http: http.SetCookie(w, cookie).
  if (fn === 'SetCookie' && args.length === 2 && localPackageNames(m.file, 'net/http').has(m.captures.receiver!.text)) return { cookie: args[1]! };
  // echo: c.SetCookie(cookie); fiber: c.Cookie(&fiber.Cookie{…}) (request reads `r.Cookie("name")` take a string, not a cookie).
  if (args.length === 1) return { cookie: args[0]! };
  return undefined;
}

/** Session middleware whose `Options` struct sets the session cookie's attributes (gorilla and gin-contrib sessions). */
export const SESSION_PACKAGES = ['github.com/gorilla/sessions', 'github.com/gin-contrib/sessions'];

/** `sessions.Options{…}` with Secure false or missing (a negative MaxAge deletes the session: nothing to protect). */
export function sessionOptionsInsecure(file: FileContext, literal: Node, pkg: Node): boolean {
  if (!SESSION_PACKAGES.some((path) => localPackageNames(file, path).has(pkg.text))) return false;
  const flag = literalSecureFlag(file, literal);
  return flag === 'off' || flag === 'missing';
}

/**
 * The Secure setting of a struct literal: through the flow where it stands in a function; at package level (not
 * analysed as a body) from its keyed elements, the value judged as a literal or a package constant.
 */
export function literalSecureFlag(file: FileContext, literal: Node): SecureFlag | 'deleted' {
  const value = valueAt(file, literal);
  if (value) {
    const maxAge = value.fields?.get('MaxAge');
    if (maxAge && typeof single(maxAge) === 'number' && (single(maxAge) as number) < 0) return 'deleted';
    return secureFlagOf(file, literal, 'Secure');
  }
  const elements = namedChildrenOf(literal.childForFieldName('body') ?? literal).filter((e) => e.type === 'keyed_element');
  const setting = (key: string) => {
    const element = elements.find((e) => e.childForFieldName('key')?.text === key);
    const inner = element?.childForFieldName('value');
    return inner ? namedChildrenOf(inner)[0] ?? inner : undefined;
  };
  const maxAge = setting('MaxAge');
  if (maxAge && constantsOf(file, maxAge).some((c) => typeof c === 'number' && c < 0)) return 'deleted';
  const secure = setting('Secure');
  if (!secure) return 'missing';
  const constants = constantsOf(file, secure);
  if (constants.includes(false)) return 'off';
  return constants.length > 0 && constants.every((c) => c === true) ? 'on' : 'unknown';
}

export function ginCookieDeleted(file: FileContext, args: readonly Node[]): boolean {
  const maxAge = constantsOf(file, args[2]!);
  const value = constantsOf(file, args[1]!);
  return maxAge.some((c) => typeof c === 'number' && c < 0) || (value.length === 1 && value[0] === '');
}
