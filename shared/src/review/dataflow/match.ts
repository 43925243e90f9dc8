/**
 * Finds the specification rows that apply to a call, constructor or property read. Rows are indexed by the last
 * segment of their callee, so a lookup costs a map access and a few string compares.
 */
import { OPT_IN_KINDS, type CallbackRow, type Pattern, type PropagatorRow, type SanitizerRow, type SinkRow, type SourceRow, type TaintSpec, type TypeRow, type ValidatorRow } from './spec';

/** What the analysis knows about one call or read when it consults the specification. */
export interface CallShape {
  form: 'call' | 'new' | 'read' | 'write';
  /** The method, property or function name (last segment). */
  member: string;
  /** The callee's qualified name through imports and class names (`os.system`, `Runtime.getRuntime`, `File`). */
  qname: string | undefined;
  /** The receiver's type tag, when known. */
  receiverType: string | undefined;
  /** The receiver's source text, for rows that recognise receivers by name when their type is unknown. */
  receiverText: string | undefined;
  arity: number;
}

/** A matched row, and whether it still needs the argument's text to match (`shape`). */
export interface SinkMatch {
  row: SinkRow;
  byShape: boolean;
}

interface Indexed<T extends Pattern> {
  row: T;
  callees: readonly string[];
  receiver: RegExp | undefined;
}

class Table<T extends Pattern> {
  private readonly byMember = new Map<string, Indexed<T>[]>();

  constructor(rows: readonly T[]) {
    for (const row of rows) {
      const callees = typeof row.callee === 'string' ? [row.callee] : [...row.callee];
      const indexed: Indexed<T> = { row, callees, receiver: row.receiver ? new RegExp(row.receiver, 'i') : undefined };
      for (const member of new Set(callees.map(lastSegment))) {
        let list = this.byMember.get(member);
        if (!list) this.byMember.set(member, (list = []));
        list.push(indexed);
      }
    }
  }

  members(): IterableIterator<string> {
    return this.byMember.keys();
  }

  /**
   * Rows whose callee names this call, most specific first: by qualified name or receiver type, then `*.member`
   * rows, then `loose` ones matched only by the receiver's name.
   */
  find(shape: CallShape, candidates: ReadonlySet<string>): { row: T; loose: boolean }[] {
    const found: { row: T; loose: boolean; rank: number }[] = [];
    const keys = new Set([shape.member, '*', ...(shape.qname ? [lastSegment(shape.qname)] : [])]);
    const entries = [...keys].flatMap((key) => this.byMember.get(key) ?? []);
    for (const entry of new Set(entries)) {
      const { row } = entry;
      if ((row.form ?? 'call') !== shape.form || !arityMatches(row.arity, shape.arity)) continue;
      if (entry.callees.some((callee) => candidates.has(callee))) {
        // A `*.m` row with a receiver pattern still wants the receiver to look right.
        const wildcard = entry.callees.every((callee) => callee.startsWith('*.') || !candidates.has(callee));
        if (!wildcard || !entry.receiver || entry.receiver.test(shape.receiverType ?? shape.receiverText ?? '')) found.push({ row, loose: false, rank: wildcard ? 1 : 0 });
        continue;
      }
      if (entry.receiver && shape.receiverType === undefined && shape.receiverText !== undefined && entry.callees.some((callee) => lastSegment(callee) === shape.member) && entry.receiver.test(shape.receiverText)) {
        found.push({ row, loose: true, rank: 2 });
      }
    }
    return found.sort((a, b) => a.rank - b.rank);
  }
}

function lastSegment(callee: string): string {
  const dot = callee.lastIndexOf('.');
  return dot === -1 ? callee : callee.slice(dot + 1);
}

function arityMatches(arity: Pattern['arity'], count: number): boolean {
  if (arity === undefined) return true;
  if (typeof arity === 'number') return arity === count;
  return count >= arity[0] && count <= arity[1];
}

export class SpecIndex {
  private readonly sourceTable: Table<SourceRow>;
  private readonly sinkTable: Table<SinkRow>;
  private readonly sanitizerTable: Table<SanitizerRow>;
  private readonly validatorTable: Table<ValidatorRow>;
  private readonly propagatorTable: Table<PropagatorRow>;
  private readonly typeTable: Table<TypeRow>;
  private readonly callbackTable: Table<CallbackRow>;
  private readonly numeric: ReadonlySet<string>;
  private readonly shapeSinks = new Map<string, SinkRow[]>();
  /** Every name a sink row ends with (and opt-in sources): a function without one of them has nothing to report. */
  readonly sinkMembers: ReadonlySet<string>;

  constructor(readonly spec: TaintSpec) {
    this.sourceTable = new Table(spec.sources ?? []);
    this.sinkTable = new Table(spec.sinks ?? []);
    this.sanitizerTable = new Table(spec.sanitizers ?? []);
    this.validatorTable = new Table(spec.validators ?? []);
    this.propagatorTable = new Table(spec.propagators ?? []);
    this.typeTable = new Table(spec.types ?? []);
    this.callbackTable = new Table(spec.callbacks ?? []);
    this.numeric = new Set(spec.numericTypes ?? []);
    // A `Type.*` row (any property of a session) is found by the type's own name (`session`).
    const members = new Set<string>();
    for (const row of spec.sinks ?? []) {
      for (const callee of typeof row.callee === 'string' ? [row.callee] : row.callee) {
        const member = lastSegment(callee);
        members.add(member === '*' ? lastSegment(callee.slice(0, -2)).toLowerCase() : member);
      }
    }
    // Sources of opt-in kinds (a weak random generator) are what such a flow starts from: their functions too.
    for (const row of spec.sources ?? []) {
      if (!row.kinds || !row.kinds.every((kind) => OPT_IN_KINDS.includes(kind))) continue;
      for (const callee of typeof row.callee === 'string' ? [row.callee] : row.callee) members.add(lastSegment(callee));
    }
    this.sinkMembers = members;
    for (const row of spec.sinks ?? []) {
      if (!row.shape) continue;
      for (const callee of typeof row.callee === 'string' ? [row.callee] : row.callee) {
        const member = lastSegment(callee);
        let list = this.shapeSinks.get(member);
        if (!list) this.shapeSinks.set(member, (list = []));
        if (!list.includes(row)) list.push(row);
      }
    }
  }

  /**
   * The names a call can be known by: its qualified name, `Type.member` for its receiver's types (and their
   * supertypes, those the file declares included), `*.member`.
   */
  candidates(shape: CallShape, fileSupertypes?: (type: string) => readonly string[] | undefined): Set<string> {
    const names = new Set<string>([`*.${shape.member}`]);
    if (shape.qname) {
      names.add(shape.qname);
      if (shape.form === 'new') names.add(lastSegment(shape.qname));
    }
    if (shape.receiverType) {
      for (const type of this.typeAndSupertypes(shape.receiverType, fileSupertypes)) {
        names.add(`${type}.${shape.member}`);
        names.add(`${type}.*`);
      }
    }
    return names;
  }

  typeAndSupertypes(type: string, fileSupertypes?: (type: string) => readonly string[] | undefined): string[] {
    const all = [type];
    for (let i = 0; i < all.length && i < 16; i++) {
      for (const parent of [...(this.spec.supertypes?.[all[i]!] ?? []), ...(fileSupertypes?.(all[i]!) ?? [])]) if (!all.includes(parent)) all.push(parent);
    }
    return all;
  }

  isNumericType(type: string | undefined): boolean {
    return type !== undefined && this.numeric.has(type);
  }

  sources(shape: CallShape, names = this.candidates(shape)): SourceRow[] {
    return this.sourceTable.find(shape, names).map((m) => m.row);
  }

  sinks(shape: CallShape, names = this.candidates(shape)): SinkMatch[] {
    const found = this.sinkTable.find(shape, names);
    const result: SinkMatch[] = found.map((m) => ({ row: m.row, byShape: false }));
    // Rows with a `shape` whose receiver did not match count when the argument's text looks right.
    if (shape.receiverType !== undefined) return result;
    for (const row of this.shapeSinks.get(shape.member) ?? []) {
      if (found.some((m) => m.row === row) || (row.form ?? 'call') !== shape.form || !arityMatches(row.arity, shape.arity)) continue;
      result.push({ row, byShape: true });
    }
    return result;
  }

  sanitizers(shape: CallShape, names = this.candidates(shape)): SanitizerRow[] {
    return this.sanitizerTable.find(shape, names).map((m) => m.row);
  }

  validators(shape: CallShape, names = this.candidates(shape)): ValidatorRow[] {
    return this.validatorTable.find(shape, names).map((m) => m.row);
  }

  propagators(shape: CallShape, names = this.candidates(shape)): PropagatorRow[] {
    return this.propagatorTable.find(shape, names).map((m) => m.row);
  }

  returnType(shape: CallShape, names = this.candidates(shape)): string | undefined {
    return this.typeTable.find(shape, names)[0]?.row.returns;
  }

  callbacks(shape: CallShape, names = this.candidates(shape)): CallbackRow[] {
    return this.callbackTable.find(shape, names).map((m) => m.row);
  }
}
