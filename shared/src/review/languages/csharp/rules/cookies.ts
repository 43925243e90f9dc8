/**
 * Cookies sent over plain HTTP: `Response.Cookies.Append` with options whose `Secure` is false or missing, a
 * classic `HttpCookie` added without `Secure`, and cookie authentication or a cookie policy with
 * `SecurePolicy = CookieSecurePolicy.None`. The options object is judged through the data flow (built in a helper,
 * its flag read from a field or a constant); a file that installs `CookiePolicyOptions { Secure = Always }` makes
 * every cookie it appends Secure.
 */
import { memoized, type FixPlan, type Node, type Rule, type RuleMatch } from '../../../core/rule';
import { isDeadCode } from '../../../analysis/dataflow/engine';
import { secureFlagOf } from '../../../rules/cookie-flags';
import { judgedValue, matchingConstants } from '../../../rules/judged-value';
import { queryNodes } from '../../../core/query';
import { namedChildrenOf } from '../../../core/syntax';
import { looksLikeSecretName } from '../../../rules/secret-names';
import { argumentValues, CS, literalText, memberName } from './context';

/** Cookie names that carry a session, a login or a token. */
const SENSITIVE_COOKIE = /sess|auth|token|login|remember|sid$|^id$|jwt|csrf|xsrf|identity|key|ticket|account|user/i;

/** The file installs a cookie policy that marks every cookie Secure. */
function securePolicyInstalled(m: RuleMatch): boolean {
  return memoized(m.file, 'csharp.secure-cookie-policy', () => queryNodes(m.file, '(assignment_expression left: [(identifier) @node (member_access_expression name: (identifier) @node)] (#eq? @node "Secure") right: (member_access_expression name: (identifier) @always (#eq? @always "Always")))').length > 0);
}

/** `new CookieOptions { … }` given in place: set `Secure = true` in it. */
function secureFix(options: Node | undefined): FixPlan | undefined {
  if (!options || (options.type !== 'object_creation_expression' && options.type !== 'implicit_object_creation_expression')) return undefined;
  const initializer = namedChildrenOf(options).find((c) => c.type === 'initializer_expression');
  if (!initializer) return undefined;
  const assignment = namedChildrenOf(initializer).find((c) => c.type === 'assignment_expression' && c.childForFieldName('left')?.text === 'Secure');
  const right = assignment?.childForFieldName('right');
  if (right) return right.text === 'false' ? { description: 'Send the cookie over HTTPS only', safety: 'suggestion', edits: [{ start: right.startIndex, end: right.endIndex, text: 'true' }] } : undefined;
  const open = initializer.startIndex + 1;
  const empty = namedChildrenOf(initializer).length === 0;
  return { description: 'Send the cookie over HTTPS only', safety: 'suggestion', edits: [{ start: open, end: open, text: empty ? ' Secure = true ' : ' Secure = true,' }] };
}

function insecureCookieWrite(m: RuleMatch): boolean {
  if (m.captures.value) return matchingConstants(judgedValue(m.file, m.captures.value), /^CookieSecurePolicy\.None$/).length > 0;
  const method = m.captures.method!.text;
  const receiver = m.captures.cookies!;
  const args = argumentValues(m.captures.args);
  if (method === 'Append' && /Cookies$/.test(memberName(receiver) ?? receiver.text)) {
    if (securePolicyInstalled(m)) return false;
    const options = args[2];
    if (options) {
      const flag = secureFlagOf(m.file, options, 'Secure', /^CookieOptions$/);
      return flag === 'off' || flag === 'missing';
    }
    // No options: ASP.NET Core's defaults leave Secure off; worth saying for a session or login cookie.
    const name = args[0] ? literalText(args[0]) ?? args[0].text : '';
    return SENSITIVE_COOKIE.test(name) || looksLikeSecretName(name);
  }
  // Classic ASP.NET: Response.Cookies.Add(cookie), Response.SetCookie(cookie), Response.AppendCookie(cookie).
  if (args.length !== 1 || !/(Cookies|Response)$/.test(receiver.text)) return false;
  const flag = secureFlagOf(m.file, args[0], 'Secure', /^HttpCookie$/);
  return flag === 'off' || flag === 'missing';
}

export const rules: Rule[] = [
  {
    id: 'csharp.security.insecure-cookie',
    fixes: { safety: 'suggestion', note: 'the browser no longer sends the cookie over plain HTTP' },
    specialist: 'security', severity: 'medium', languages: CS, cwe: 'CWE-614',
    title: 'Cookie sent over plain HTTP',
    description: 'The cookie is set without the Secure flag, so the browser also sends it over unencrypted HTTP, where anyone on the network path can read it.',
    suggestion: 'Set Secure = true (and HttpOnly, SameSite) on session and authentication cookies, or install app.UseCookiePolicy with Secure = CookieSecurePolicy.Always.',
    query: `
      (invocation_expression function: (member_access_expression expression: (_) @cookies name: (identifier) @method (#match? @method "^(Append|Add|Set|SetCookie|AppendCookie)$")) arguments: (argument_list) @args) @target
      (assignment_expression left: [(identifier) @property (member_access_expression name: (identifier) @property)] (#match? @property "^(SecurePolicy|Secure)$") right: (_) @value) @target`,
    // Dead code last: it runs the data flow, and most Add/Append/Set calls set no cookie.
    where: (m) => insecureCookieWrite(m) && !isDeadCode(m.file, m.target),
    fix: (m) => {
      if (m.captures.value) {
        const value = m.captures.value;
        return /CookieSecurePolicy\.None$/.test(value.text) ? { description: 'Always send the cookie over HTTPS only', safety: 'suggestion', edits: [{ start: value.startIndex, end: value.endIndex, text: 'CookieSecurePolicy.Always' }] } : undefined;
      }
      const args = argumentValues(m.captures.args);
      return secureFix(m.captures.method!.text === 'Append' ? args[2] : args[0]);
    },
  },
];
