/** Cross-origin resource sharing that lets any site read credentialed responses (CWE-942). */
import { queryNodes } from '../../../core/query';
import type { Detection, FileContext, Node, Rule } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { flagValue } from '../../../rules/cookie-flags';
import { judgedValue } from '../../../rules/judged-value';
import { argumentsOf, keywordArgument, methodName } from './context';
import { echoedOriginWrites, stringText } from './cors-headers';
import { acceptsEveryOrigin } from './origin-blocks';

const RUBY = ['ruby'] as const;
const DESCRIPTION = 'A hostile page the user visits can send requests with their cookies and read the answers: their data, CSRF tokens, anything the session can see.';

/** A flag written in place, or judged through the flow (a class body's `use Rack::Cors do … end` is not in it). */
const isTrue = (file: FileContext, node: Node | undefined) => node?.type === 'true' || (node !== undefined && node.type !== 'false' && flagValue(file, node) === true);

/** A regular expression literal that two unrelated made-up origins both match. */
function matchesEveryOrigin(regex: Node): boolean {
  if (namedChildrenOf(regex).some((c) => c.type === 'interpolation')) return false;
  const source = namedChildrenOf(regex).filter((c) => c.type === 'string_content').map((c) => c.text).join('').replace(/\\A|\\z|\\Z/g, '');
  return ['https://qz7xk.invalid', 'http://10.9.8.7:31337'].every((origin) => {
    try {
      return new RegExp(source).test(origin);
    } catch {
      return false;
    }
  });
}

/** How an `origins …` call lets every origin in, in words; undefined when it does not (or it cannot be told). */
function everyOrigin(file: FileContext, call: Node): { how: string; refused: boolean } | undefined {
  const block = call.childForFieldName('block');
  if (block && acceptsEveryOrigin(block)) return { how: 'an `origins` block that accepts every origin', refused: false };
  for (const arg of argumentsOf(call)) {
    if (acceptsEveryOrigin(arg)) return { how: 'an `origins` callback that accepts every origin', refused: false };
    if (arg.type === 'regex' && matchesEveryOrigin(arg)) return { how: `\`origins ${arg.text}\`, which matches every origin`, refused: false };
    const text = stringText(arg) ?? (judgedValue(file, arg).constants.length === 1 ? judgedValue(file, arg).constants[0] : undefined);
    if (text === '*') return { how: "`origins '*'`", refused: true };
  }
  return undefined;
}

/**
 * rack-cors: an `allow do … end` whose `origins` lets every origin in and whose `resource` sends credentials. rack-cors
 * refuses `'*'` with credentials when the app boots; the usual ways around that (a block returning true, a match-all pattern)
 * echo any caller's Origin with credentials allowed.
 */
function rackCorsFindings(file: FileContext): Detection[] {
  if (!/\borigins\b/.test(file.code)) return [];
  const allows = queryNodes(file, '(call method: (identifier) @name (#eq? @name "allow") block: [(do_block) (block)]) @node');
  return allows.flatMap((allow): Detection[] => {
    const calls = descendantsOf(allow.childForFieldName('block')!, 'call').filter((c) => isDirect(allow, c));
    const credentialed = calls.some((c) => methodName(c) === 'resource' && isTrue(file, keywordArgument(c, 'credentials')));
    if (!credentialed) return [];
    return calls.filter((c) => methodName(c) === 'origins').flatMap((origins): Detection[] => {
      const every = everyOrigin(file, origins);
      if (!every) return [];
      const refused = every.refused ? " rack-cors refuses '*' with credentials at boot; working around it with a block or pattern that accepts everything would make this exploitable." : '';
      return [{ start: origins.startIndex, end: origins.endIndex, description: `The CORS policy allows credentials and ${every.how}.${refused} ${DESCRIPTION}` }];
    });
  });
}

/** The call belongs to this `allow` block, not to a nested call's block (`origins { … }` holds no settings of its own). */
function isDirect(allow: Node, call: Node): boolean {
  for (let current = call.parent; current; current = current.parent) {
    if (current.id === allow.id) return true;
    if (current.type === 'call' && methodName(current) === 'allow') return false;
  }
  return false;
}

export const rules: Rule[] = [
  {
    id: 'ruby.security.permissive-cors',
    specialist: 'security', severity: 'high', languages: RUBY, cwe: 'CWE-942',
    title: 'CORS lets any site make credentialed requests',
    description: `The response allows credentials and accepts any origin (a wildcard, an origins block or pattern that accepts everything, or the request's own Origin echoed back). ${DESCRIPTION}`,
    suggestion: "Allow-list the trusted origins: `origins 'https://app.example.com'` in the rack-cors `allow` block, or check `request.origin` against such a list before echoing it.",
    scan: (file) => {
      if (!/cors|access-control-allow|\borigins\b/i.test(file.code)) return [];
      const echoes = echoedOriginWrites(file).map((at): Detection => ({
        start: at.startIndex, end: at.endIndex,
        description: `Access-Control-Allow-Origin is set to the request's own Origin, unchecked, and credentials are allowed. ${DESCRIPTION}`,
      }));
      return [...rackCorsFindings(file), ...echoes];
    },
  },
];
