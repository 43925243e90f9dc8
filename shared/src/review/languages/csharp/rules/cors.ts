/** Cross-origin resource sharing that lets any site read credentialed responses (CWE-942). */
import { queryNodes } from '../../../core/query';
import type { Detection, FileContext, Node, Rule } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { judgedValue } from '../../../rules/judged-value';
import { argumentValues, CS, enclosingFunction, literalText, memberName } from './context';
import { echoedOriginWrites } from './cors-headers';

const DESCRIPTION = 'A hostile page the user visits can send requests with their cookies and read the answers: their data, CSRF tokens, anything the session can see.';

/** CorsPolicyBuilder calls that decide the origins, and the one that allows credentials. */
const BUILDER_CALLS = `(invocation_expression function: (member_access_expression name: (identifier) @name (#any-of? @name "SetIsOriginAllowed" "WithOrigins" "AllowAnyOrigin" "AllowCredentials"))) @node`;

/**
 * The policy builder a call configures: the start of its call chain. A variable or lambda parameter (`policy` in
 * `options.AddPolicy("spa", policy => { policy.AllowCredentials(); … })`) is keyed by the function it is used in, so
 * separate statements on it configure one policy.
 */
function configuredBuilder(call: Node): string {
  let current: Node | null | undefined = call;
  while (current?.type === 'invocation_expression') current = current.childForFieldName('function')?.childForFieldName('expression');
  if (current?.type === 'identifier') return `${enclosingFunction(call)?.id ?? 'top'}:${current.text}`;
  return `node:${current?.id ?? call.id}`;
}

/** A predicate that says yes to every origin: it decides nothing (no branch, comparison or call) and returns `true`. */
function acceptsEveryOrigin(fn: Node): boolean {
  const body = fn.childForFieldName('body');
  if (!body) return false;
  if (body.type === 'boolean_literal') return body.text === 'true';
  if (descendantsOf(body, ['if_statement', 'switch_statement', 'binary_expression', 'invocation_expression', 'conditional_expression', 'element_access_expression']).length > 0) return false;
  const returns = descendantsOf(body, ['return_statement', 'arrow_expression_clause']);
  return returns.length > 0 && returns.every((r) => namedChildrenOf(r)[0]?.type === 'boolean_literal' && namedChildrenOf(r)[0]!.text === 'true');
}

/** The predicate given to SetIsOriginAllowed: a lambda in place, or a method of the file named as a method group. */
function predicateOf(file: FileContext, argument: Node): Node | undefined {
  if (argument.type === 'lambda_expression' || argument.type === 'anonymous_method_expression') return argument;
  const name = memberName(argument);
  if (!name || !file.tree) return undefined;
  const methods = descendantsOf(file.tree.rootNode, ['method_declaration', 'local_function_statement']).filter((m) => m.childForFieldName('name')?.text === name);
  return methods.length === 1 ? methods[0] : undefined;
}

interface Setting {
  call: Node;
  how: string;
  /** ASP.NET Core 2.2 and later throw on this combination when the policy is built. */
  refused: boolean;
}

function anyOrigin(file: FileContext, call: Node): Setting | undefined {
  const name = memberName(call.childForFieldName('function'));
  const args = argumentValues(call.childForFieldName('arguments'));
  if (name === 'AllowAnyOrigin') return { call, how: 'AllowAnyOrigin()', refused: true };
  if (name === 'WithOrigins' && args.some((arg) => (literalText(arg) ?? judgedValue(file, arg).constants.find((c) => c === '*')) === '*')) return { call, how: 'WithOrigins("*")', refused: true };
  const predicate = name === 'SetIsOriginAllowed' && args[0] ? predicateOf(file, args[0]) : undefined;
  return predicate && acceptsEveryOrigin(predicate) ? { call, how: 'an origin predicate that returns true for every origin', refused: false } : undefined;
}

/**
 * ASP.NET Core CORS policies: SetIsOriginAllowed(_ => true) with AllowCredentials() echoes any caller's Origin with
 * credentials allowed. AllowAnyOrigin() or WithOrigins("*") with AllowCredentials() is reported too: ASP.NET Core
 * 2.2 and later refuse it at startup, but older versions echo the origin, and the usual way around the startup error
 * is the predicate that accepts everything.
 */
function policyFindings(file: FileContext): Detection[] {
  if (!/AllowCredentials/.test(file.code)) return [];
  const builders = new Map<string, Node[]>();
  for (const call of queryNodes(file, BUILDER_CALLS)) {
    const key = configuredBuilder(call);
    builders.set(key, [...(builders.get(key) ?? []), call]);
  }
  return [...builders.values()].flatMap((calls): Detection[] => {
    if (!calls.some((call) => memberName(call.childForFieldName('function')) === 'AllowCredentials')) return [];
    return calls.flatMap((call) => anyOrigin(file, call) ?? []).map((setting): Detection => {
      const refused = setting.refused ? ' ASP.NET Core 2.2 and later refuse this combination at startup (older versions echo any origin); do not work around it with SetIsOriginAllowed(_ => true).' : '';
      return {
        start: setting.call.childForFieldName('function')!.childForFieldName('name')!.startIndex, end: setting.call.endIndex,
        description: `The CORS policy allows credentials and ${setting.how}.${refused} ${DESCRIPTION}`,
      };
    });
  });
}

export const rules: Rule[] = [
  {
    id: 'csharp.security.permissive-cors',
    specialist: 'security', severity: 'high', languages: CS, cwe: 'CWE-942',
    title: 'CORS lets any site make credentialed requests',
    description: `The response allows credentials and accepts any origin (an origin predicate that returns true, a wildcard, or the request's own Origin echoed back). ${DESCRIPTION}`,
    suggestion: 'Allow-list the trusted origins: policy.WithOrigins("https://app.example.com").AllowCredentials(), or a SetIsOriginAllowed predicate that looks the origin up in that list; echo a request\'s Origin only after finding it there.',
    scan: (file) => {
      if (!/cors|AllowCredentials|access-?control-?allow/i.test(file.code)) return [];
      const echoes = echoedOriginWrites(file).map((at): Detection => ({
        start: at.startIndex, end: at.endIndex,
        description: `Access-Control-Allow-Origin is set to the request's own Origin, unchecked, and credentials are allowed. ${DESCRIPTION}`,
      }));
      return [...policyFindings(file), ...echoes];
    },
  },
];
