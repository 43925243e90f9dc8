/**
 * A program that reads back what it writes: a deserialiser whose matching serialiser the same file calls on the
 * same module (Jinja's bytecode cache writes with marshal.dump and loads with marshal.load; a tool's pickle cache).
 * From the operator's own place (a cache folder the operator configured) that is the program's own output, not a
 * document someone hands it; from a remote user it stays a finding whatever else the file does.
 */
import { partsOf } from '../core/call-parts';
import { descendantsOf } from '../core/syntax';
import { memoized, type FileContext, type Node } from '../core/rule';

/** The writers whose output each reader reads back. */
const WRITERS_OF: Readonly<Record<string, readonly string[]>> = {
  load: ['dump', 'dumps'],
  loads: ['dumps', 'dump'],
  unsafe_load: ['dump', 'safe_dump'],
  full_load: ['dump', 'safe_dump'],
  unserialize: ['serialize'],
  readObject: ['writeObject'],
  Deserialize: ['Serialize'],
};

/** Instance methods of a stream pair (`in.readObject()`, `out.writeObject(x)`): the receivers are two streams. */
const ON_A_STREAM: ReadonlySet<string> = new Set(['readObject', 'Deserialize']);

const callKey = (receiver: string | undefined, member: string) => `${receiver ?? ''}\u0000${member}`;

function callsOf(file: FileContext): ReadonlySet<string> {
  return memoized(file, 'own-output:calls', () => {
    const keys = new Set<string>();
    const calls = file.plugin?.flow.calls;
    if (!file.tree || !calls) return keys;
    for (const call of descendantsOf(file.tree.rootNode, [...calls.calls])) {
      const parts = partsOf(call, calls);
      if (!parts) continue;
      keys.add(callKey(parts.receiver?.text, parts.member));
      keys.add(callKey('*', parts.member));
    }
    return keys;
  });
}

/** Whether the deserialising call reads what a serialiser of the same file writes. */
export function readsItsOwnOutput(file: FileContext, call: Node): boolean {
  const calls = file.plugin?.flow.calls;
  const parts = calls ? partsOf(call, calls) : undefined;
  const writers = parts ? WRITERS_OF[parts.member] : undefined;
  if (!parts || !writers) return false;
  const receiver = ON_A_STREAM.has(parts.member) ? '*' : parts.receiver?.text;
  const known = callsOf(file);
  return writers.some((writer) => known.has(callKey(receiver, writer)));
}
