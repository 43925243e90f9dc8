/**
 * Rows every language shares: replacements whose constant pattern removes or escapes a sink kind's special
 * characters (`s.replace(/[\r\n]/g, "")`, `s.replaceAll("[\\r\\n]", "_")`), whatever the language's method.
 */
import type { TaintSpec } from '../../core/taint-spec';

/**
 * A pattern whose matches, replaced, leave no line break: `[\r\n]`, `\s`, a space or control class, or everything but
 * the printable characters (`[^[:print:]]`, `[^\x20-\x7e]`), or a Unicode class of controls or spaces (`\p{Cntrl}`).
 */
export const LINE_BREAKS = '\\\\[rnRsv]|[\\r\\n]|\\[\\[:(space|cntrl):\\]\\]|\\[\\^\\[:print:\\]\\]|\\[\\^(\\\\x20| )-(\\\\x7[eE]|~)\\]|\\\\p\\{(Cntrl|Space|Cc|C|javaISOControl|javaWhitespace|IsControl)\\}';

export const textSpec: TaintSpec = {
  namedSinks: [
    {
      kind: 'weak-random',
      names: 'token|secret|passw|pwd|nonce|salt|otp|csrf|xsrf|api_?key|apikey|(secret|private|session|auth|signing|encryption|access|license|activation)_?key|(verification|verify|reset|otp|confirmation|confirm|activation|auth|invite|invitation|mfa|login|recovery|security|one_?time)_?(code|pin|link)|session_?id|^sid$|^pin$|^code$|^key$|passphrase',
      except: '(length|len|size|count|index|idx|type|name|field|header|prefix|delay|timeout|ttl|expiry|expires|expiration|age|interval|attempts|retries|url|path|file|format|label|jitter|backoff|ms|millis|seconds|duration|color|colour|boundary|delimiter|separator|sample|shuffle)$',
    },
  ],
  namedSanitizers: [
    { names: '(escape|encode|sanitize|clean|quote).*(html|xml|markup)|(html|xml).*(escape|encode|sanitize)', kinds: ['xss', 'template', 'log', 'header'] },
    { names: '(escape|encode|sanitize|quote).*(ldap|filter|dn$)|(ldap|filter).*(escape|encode)', kinds: ['ldap'] },
    { names: '(escape|encode|sanitize|quote).*(sql|query|literal)|sql.*(escape|quote)', kinds: ['sql'] },
    { names: '(escape|encode|sanitize|quote).*(shell|arg|cmd|command)|shell.*(escape|quote)', kinds: ['command'] },
    { names: '(escape|encode|sanitize).*xpath|xpath.*(escape|encode)', kinds: ['xpath'] },
    { names: '(escape|quote).*(regex|regexp|pattern)', kinds: ['regex'] },
    { names: '(sanitize|clean|safe).*(file_?name|path)', kinds: ['path'] },
    { names: '(sanitize|clean|safe).*(ur[il]|redirect|location|next)|(ur[il]|redirect).*(sanitize|clean)', kinds: ['redirect'] },
    { names: '(strip|remove|escape|sanitize).*(newline|crlf|linebreak|log)', kinds: ['log', 'header'] },
  ],
  sanitizers: [
    { callee: ['*.replace', '*.replaceAll'], kinds: ['log', 'header'], ifArgument: { position: 0, matches: LINE_BREAKS } },
    { callee: ['*.replace', '*.replaceAll'], kinds: ['ldap'], ifArgument: { position: 0, matches: '(?=[\\s\\S]*\\*)(?=[\\s\\S]*\\()(?=[\\s\\S]*\\))' } },
    { callee: ['*.replace', '*.replaceAll'], kinds: ['xss'], ifArgument: { position: 0, matches: '(?=[\\s\\S]*<)(?=[\\s\\S]*[&>])' } },
  ],
};
