/**
 * rack-cors origin callbacks (`origins { |source, env| … }`, `origins ->(source, env) { … }`, `origins proc { … }`):
 * whether one says yes to every origin a browser can send. rack-cors takes any truthy answer, so `true`, the origin
 * itself and "an origin was sent" (`!source.nil?`, `source.present?`) all echo every caller with credentials; an early
 * `next false if source.blank?` only turns away requests that carry no Origin, which browsers do not make cross-site.
 */
import type { Node } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { argumentsOf, methodName, receiverOf } from './context';

type Presence = 'present' | 'absent';

const flip = (p: Presence | undefined): Presence | undefined => (p === 'present' ? 'absent' : p === 'absent' ? 'present' : undefined);

/** Which answer `node` gives about the origin `name`: "it was sent" or "it was not", when it only tests that. */
function presenceOf(node: Node, name: string): Presence | undefined {
  if (node.type === 'parenthesized_statements' && namedChildrenOf(node).length === 1) return presenceOf(namedChildrenOf(node)[0]!, name);
  if (node.type === 'identifier') return node.text === name ? 'present' : undefined;
  if (node.type === 'unary' && /^(!|not)$/.test(node.childForFieldName('operator')?.text ?? '')) {
    const operand = node.childForFieldName('operand') ?? namedChildrenOf(node)[0];
    return operand ? flip(presenceOf(operand, name)) : undefined;
  }
  if (node.type === 'call' && argumentsOf(node).length === 0) {
    const receiver = receiverOf(node);
    // `source.to_s.empty?` reads the same as `source.empty?`.
    const subject = receiver?.type === 'call' && methodName(receiver) === 'to_s' ? receiverOf(receiver) : receiver;
    if (subject?.type !== 'identifier' || subject.text !== name) return undefined;
    if (/^(present\?|presence)$/.test(methodName(node))) return 'present';
    return /^(nil\?|blank\?|empty\?)$/.test(methodName(node)) ? 'absent' : undefined;
  }
  if (node.type === 'binary') {
    const operator = node.childForFieldName('operator')?.text ?? '';
    const [left, right] = [node.childForFieldName('left'), node.childForFieldName('right')];
    const nothing = (n: Node | null) => n?.type === 'nil' || (n?.type === 'string' && namedChildrenOf(n).length === 0);
    const tested = left?.type === 'identifier' && left.text === name && nothing(right) ? left : right?.type === 'identifier' && right.text === name && nothing(left) ? right : undefined;
    if (!tested) return undefined;
    return operator === '!=' ? 'present' : operator === '==' ? 'absent' : undefined;
  }
  return undefined;
}

/** An early exit (`next false if source.blank?`): harmless to the verdict when it only fires on a missing origin. */
function exitsOnlyWithoutOrigin(statement: Node, name: string): boolean {
  const exits = descendantsOf(statement, ['next', 'return', 'break', 'redo', 'retry']);
  if (exits.length === 0 && !descendantsOf(statement, 'call').some((c) => /^(raise|fail|throw)$/.test(methodName(c)))) return true;
  if (!['if_modifier', 'unless_modifier'].includes(statement.type)) return false;
  const condition = statement.childForFieldName('condition');
  const presence = condition ? presenceOf(condition, name) : undefined;
  return (statement.type === 'if_modifier' ? presence : flip(presence)) === 'absent';
}

/** The parameters and statements of a block, a `-> { }` lambda or `proc { }` / `lambda { }`. */
function callbackParts(callback: Node): { origin?: string; statements: Node[] } | undefined {
  let block: Node | null = callback;
  let parameters: Node | null = null;
  if (callback.type === 'lambda') {
    parameters = callback.childForFieldName('parameters');
    block = callback.childForFieldName('body');
  } else if (callback.type === 'call' && /^(proc|lambda)$/.test(methodName(callback)) && !receiverOf(callback)) {
    block = callback.childForFieldName('block');
  }
  if (!block || !['block', 'do_block'].includes(block.type)) return undefined;
  parameters ??= block.childForFieldName('parameters');
  const body = block.childForFieldName('body');
  const first = parameters ? namedChildrenOf(parameters)[0] : undefined;
  return { ...(first?.type === 'identifier' ? { origin: first.text } : {}), statements: body ? namedChildrenOf(body).filter((s) => s.type !== 'comment') : [] };
}

/** The callback answers yes for every origin a browser sends: its last value is `true`, the origin or a test that one was sent. */
export function acceptsEveryOrigin(callback: Node): boolean {
  const parts = callbackParts(callback);
  const last = parts?.statements.at(-1);
  if (!parts || !last) return false;
  const origin = parts.origin;
  if (!parts.statements.slice(0, -1).every((s) => (origin ? exitsOnlyWithoutOrigin(s, origin) : descendantsOf(s, ['next', 'return', 'break']).length === 0))) return false;
  return last.type === 'true' || (origin !== undefined && presenceOf(last, origin) === 'present');
}
