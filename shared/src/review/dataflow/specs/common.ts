/**
 * Rows every language shares: replacements whose constant pattern removes or escapes a sink kind's special
 * characters (`s.replace(/[\r\n]/g, "")`, `s.replaceAll("[\\r\\n]", "_")`), whatever the language's method.
 */
import type { TaintSpec } from '../spec';

export const textSpec: TaintSpec = {
  namedSinks: [
    {
      kind: 'weak-random',
      names: 'token|secret|passw|pwd|nonce|salt|otp|csrf|xsrf|api_?key|apikey|(secret|private|session|auth|signing|encryption|access|license|activation)_?key|(verification|verify|reset|otp|confirmation|confirm|activation|auth|invite|invitation|mfa|login|recovery|security|one_?time)_?(code|pin|link)|session_?id|^sid$|^pin$|^code$|^key$|passphrase',
      except: '(length|len|size|count|index|idx|type|name|field|header|prefix|delay|timeout|ttl|expiry|expires|expiration|age|interval|attempts|retries|url|path|file|format|label|jitter|backoff|ms|millis|seconds|duration|color|colour)$',
    },
  ],
  sanitizers: [
    { callee: ['*.replace', '*.replaceAll'], kinds: ['log', 'header'], ifArgument: { position: 0, matches: '\\\\[rn]|[\\r\\n]' } },
    { callee: ['*.replace', '*.replaceAll'], kinds: ['ldap'], ifArgument: { position: 0, matches: '(?=[\\s\\S]*\\*)(?=[\\s\\S]*\\()(?=[\\s\\S]*\\))' } },
    { callee: ['*.replace', '*.replaceAll'], kinds: ['xss'], ifArgument: { position: 0, matches: '(?=[\\s\\S]*<)(?=[\\s\\S]*[&>])' } },
  ],
};
