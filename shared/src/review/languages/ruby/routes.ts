/** Names and routes as the lowering reads them: dotted qualified names, and the calls whose block is a handler. */
import type { Node } from '../../core/rule';
import { argumentsOf, methodName, positionalArguments } from './rules/context';
import { constantText } from './rules/strings';

/** Receiverless calls whose block is a request handler (Sinatra, Grape, Roda-style routes). */
const ROUTE_VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'route', 'link', 'unlink']);

/** `Admin::UsersController` → `Admin.UsersController`: qualified names are dotted in the IR and the specification. */
export function dotted(text: string): string {
  return text.replace(/^::/, '').replace(/::/g, '.');
}

/**
 * A receiverless route call with a path and a block (`get '/users/:id' do |id| … end`), or a Rake task (`task :name,
 * [:arg] => :environment do |t, args| … end`): a handler the framework calls with outside input.
 */
export function routeOf(statement: Node): { verb: string; path: string | undefined; block: Node } | undefined {
  if (statement.type !== 'call' || statement.childForFieldName('receiver')) return undefined;
  const verb = methodName(statement);
  const block = statement.childForFieldName('block');
  const first = positionalArguments(statement)[0] ?? argumentsOf(statement)[0];
  if (verb === 'task' && block && first) return { verb, path: undefined, block };
  // Roda's `route do |r| … end`: the block receives the request.
  if (verb === 'route' && block && !first) return { verb, path: undefined, block };
  if (!ROUTE_VERBS.has(verb) || !block || !first || !/^(string|regex|simple_symbol)$/.test(first.type)) return undefined;
  const path = first.type === 'string' ? constantText(first) : undefined;
  return { verb, path, block };
}
