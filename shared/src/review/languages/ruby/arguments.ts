/** The arguments of a Ruby call: positional ones, `key: value` options by name, and whether `*args` spreads. */
import type { Node } from '../../core/rule';
import type { Expr } from '../../core/ir';
import { namedChildrenOf } from '../../core/syntax';
import { opaque } from '../../analysis/dataflow/lowering';
import type { Lowerer } from './lowerer';
import { pairKey } from './rules/context';
import type { Scope } from './scope';

export interface CallArguments {
  args: Expr[];
  named: Map<string, Expr>;
  /** `*args` given: positions after it are not known. */
  spread: boolean;
}

export function callArguments(l: Lowerer, call: Node, scope: Scope): CallArguments {
  const list = call.childForFieldName('arguments');
  const args: Expr[] = [];
  const named = new Map<string, Expr>();
  let spread = false;
  for (const arg of list ? namedChildrenOf(list) : []) {
    switch (arg.type) {
      case 'comment': case 'block_argument':
        continue;
      case 'pair': {
        const key = pairKey(arg);
        const value = arg.childForFieldName('value') ?? arg.childForFieldName('key');
        if (key !== undefined && value) named.set(key, l.expr(value, scope));
        else args.push(opaque(arg, value ? [l.expr(value, scope)] : []));
        continue;
      }
      case 'splat_argument':
        spread = true;
        args.push(opaque(arg, namedChildrenOf(arg).map((child) => l.expr(child, scope))));
        continue;
      default:
        args.push(l.expr(arg, scope));
    }
  }
  return { args, named, spread };
}

