/**
 * The fix for predictable random numbers in secrets: `Random.Shared.Next(a, b)` or `new Random().Next(a, b)` becomes
 * `RandomNumberGenerator.GetInt32(a, b)` — the same range from a cryptographic generator. Only for an unseeded
 * generator (a seeded one is meant to repeat its values) and bounds known to be valid for GetInt32 (it throws where
 * Random.Next would return the lower bound: an empty range).
 */
import { valueAt } from '../../../analysis/dataflow/engine';
import type { FileContext, FixPlan, Node, OffsetEdit, TaintHit } from '../../../core/rule';
import { namedChildrenOf } from '../../../core/syntax';
import { argumentValues, memberName } from './context';

function constantNumber(file: FileContext, node: Node): number | undefined {
  const constants = valueAt(file, node)?.constants;
  return constants?.length === 1 && typeof constants[0] === 'number' ? constants[0] : undefined;
}

/** `Random.Shared.Next(…)` or `new Random().Next(…)` around the source: the call to replace. */
function nextCall(source: Node): Node | undefined {
  const unseeded = (source.type === 'member_access_expression' && /^(System\.)?Random\.Shared$/.test(source.text))
    || (source.type === 'object_creation_expression' && /^(System\.)?Random$/.test(source.childForFieldName('type')?.text ?? '') && argumentValues(source.childForFieldName('arguments')).length === 0);
  const access = source.parent;
  const call = access?.parent;
  if (!unseeded || access?.type !== 'member_access_expression' || memberName(access) !== 'Next' || call?.type !== 'invocation_expression' || call.childForFieldName('function')?.id !== access.id) return undefined;
  return call;
}

function replacement(file: FileContext, call: Node, generator: string): OffsetEdit | undefined {
  const args = argumentValues(call.childForFieldName('arguments'));
  const bounds = args.map((arg) => constantNumber(file, arg));
  if (bounds.some((b) => b === undefined || !Number.isInteger(b))) return undefined;
  const [low, high] = bounds as number[];
  let text: string;
  if (args.length === 0) text = `${generator}.GetInt32(int.MaxValue)`;
  else if (args.length === 1 && low! > 0) text = `${generator}.GetInt32(${args[0]!.text})`;
  else if (args.length === 2 && low! < high!) text = `${generator}.GetInt32(${args[0]!.text}, ${args[1]!.text})`;
  else return undefined;
  return { start: call.startIndex, end: call.endIndex, text };
}

export function secureRandomFix(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const root = hit.call.tree.rootNode;
  const imported = namedChildrenOf(root).some((c) => c.type === 'using_directive' && /\bSystem\.Security\.Cryptography\s*;/.test(c.text));
  const generator = imported ? 'RandomNumberGenerator' : 'System.Security.Cryptography.RandomNumberGenerator';
  const edits: OffsetEdit[] = [];
  for (const source of new Set(hit.taints.map((taint) => taint.source.node))) {
    const call = nextCall(source);
    const edit = call && replacement(file, call, generator);
    if (!edit) return undefined;
    if (!edits.some((e) => e.start === edit.start)) edits.push(edit);
  }
  return edits.length > 0 ? { description: 'Draw the number from RandomNumberGenerator', safety: 'safe', edits } : undefined;
}
