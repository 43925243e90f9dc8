/**
 * Sinatra settings that hold a service: `set :pinger, WebhookPinger.new` in the application class, read back in a
 * route as `settings.pinger`. The read is a call of a library method to the flow, so `settings.pinger.ping(url)`
 * would not reach the class's `ping`; this gives the class such a setting is an instance of, so the call resolves
 * to the method the file defines.
 */
import type { Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import { positionalArguments } from './rules/context';

/** The class of the file whose `.new` the enclosing class's `set :name, …` stores, if it does so exactly once. */
export function settingClass(read: Node, name: string, classes: ReadonlySet<string>): string | undefined {
  let owner: Node | null = read.parent;
  while (owner && owner.type !== 'class') owner = owner.parent;
  const body = owner?.childForFieldName('body') ?? (owner ? namedChildrenOf(owner).find((c) => c.type === 'body_statement') : undefined);
  const found = (body ? namedChildrenOf(body) : []).flatMap((statement) => {
    if (statement.type !== 'call' || statement.childForFieldName('receiver') || statement.childForFieldName('method')?.text !== 'set') return [];
    const [key, value] = positionalArguments(statement);
    if (key?.type !== 'simple_symbol' || key.text.slice(1) !== name || value?.type !== 'call' || value.childForFieldName('method')?.text !== 'new') return [];
    const type = value.childForFieldName('receiver');
    return type?.type === 'constant' && classes.has(type.text) ? [type.text] : [];
  });
  return found.length === 1 ? found[0] : undefined;
}
