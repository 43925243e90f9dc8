/**
 * Settings blocks: a library hands the block an options object and the block flips its switches
 * (`Nokogiri::XML(xml) { |config| config.strict.noent }`, `… do |c| c.nonet; c.huge end`). Such a block computes
 * nothing from data, so besides the function value it stays, the call also receives the switches it turns on as an
 * object (`{ strict: true, noent: true }`) under the named argument SETTINGS: sink rows read a parser's settings
 * there (`configured.keyword`) as they read an options hash given by keyword in other libraries.
 */
import type { Node } from '../../core/rule';
import type { Expr } from '../../core/ir';
import { namedChildrenOf } from '../../core/syntax';
import { methodName, receiverOf } from './rules/context';

/** The named argument that holds a settings block's switches: `&`, Ruby's sigil for a method's block. */
export const SETTINGS = '&';

/** The switches a chain of argument-free calls on `parameter` turns on (`config.strict.noent`), outermost last. */
function switchesOf(statement: Node, parameter: string): string[] | undefined {
  if (statement.type !== 'call' || statement.childForFieldName('arguments') || statement.childForFieldName('block')) return undefined;
  const receiver = receiverOf(statement);
  if (!receiver) return undefined;
  const inner = receiver.type === 'identifier' && receiver.text === parameter ? [] : switchesOf(receiver, parameter);
  return inner ? [...inner, methodName(statement)] : undefined;
}

/** The settings a block makes, as an object, when every statement of it only flips switches of its one parameter. */
export function settingsOf(block: Node): Expr | undefined {
  const parameters = block.childForFieldName('parameters');
  const [parameter, ...others] = parameters ? namedChildrenOf(parameters) : [];
  if (parameter?.type !== 'identifier' || others.length > 0) return undefined;
  const body = block.childForFieldName('body');
  const statements = body ? namedChildrenOf(body).filter((s) => s.type !== 'comment') : [];
  const switches = statements.map((statement) => switchesOf(statement, parameter.text));
  if (statements.length === 0 || switches.some((s) => s === undefined)) return undefined;
  const entries = switches.flatMap((names) => names!.map((name) => ({ key: name, value: { kind: 'literal' as const, value: true, node: block } })));
  return { kind: 'object', entries, node: block };
}
