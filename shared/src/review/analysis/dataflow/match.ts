/**
 * Finds the specification rows that apply to a call, constructor or property read. Rows are indexed by the last
 * segment of their callee, so a lookup costs a map access and a few string compares.
 */
import { lastSegment, PrefilterBuilder } from './prefilter';
import { type CallbackRow, type NamedSinkRow, type Pattern, type PropagatorRow, type QueryRow, type SanitizerRow, type SinkRow, type SourceRow, type TaintSpec, type TypeRow, type ValidatorRow } from '../../core/taint-spec';

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
  /**
   * The receiver is `this`/`self`: the class's own members are its implementation, so only what it extends makes it
   * a framework type (Symfony's own `Request` reading its static configuration is no request input).
   */
  self?: boolean;
}

/** A matched row, and whether it still needs the argument's text to match (`shape`). */
export interface SinkMatch {
  row: SinkRow;
  byShape: boolean;
  /** Matched by a qualified name or the receiver's type, not by `*.member` or the receiver's name. */
  exact: boolean;
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
      const indexed: Indexed<T> = { row, callees, receiver: row.receiver ? new RegExp(row.receiver, row.receiverCaseSensitive ? '' : 'i') : undefined };
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
  find(shape: CallShape, candidates: ReadonlySet<string>): { row: T; loose: boolean; rank: number }[] {
    const found: { row: T; loose: boolean; rank: number }[] = [];
    const qnameKey = shape.qname ? lastSegment(shape.qname) : undefined;
    const byMember = this.byMember.get(shape.member);
    const byAny = this.byMember.get('*');
    const byQname = qnameKey !== undefined && qnameKey !== shape.member ? this.byMember.get(qnameKey) : undefined;
    if (!byMember && !byAny && !byQname) return [];
    // Entries listed under two keys are visited once.
    const seen = byAny || byQname ? new Set<Indexed<T>>() : undefined;
    for (const entries of [byMember, byAny, byQname]) {
      for (const entry of entries ?? []) {
        if (seen) {
          if (seen.has(entry)) continue;
          seen.add(entry);
        }
        const match = this.matchOne(entry, shape, candidates);
        if (match !== undefined) found.push({ row: entry.row, loose: match === 2, rank: match });
      }
    }
    return found.length > 1 ? found.sort((a, b) => a.rank - b.rank) : found;
  }

  /** How an entry matches: 0 by name or type, 1 by `*.member`, 2 loosely by the receiver's name; undefined not. */
  private matchOne(entry: Indexed<T>, shape: CallShape, candidates: ReadonlySet<string>): number | undefined {
    const { row } = entry;
    if ((row.form ?? 'call') !== shape.form || !arityMatches(row.arity, shape.arity)) return undefined;
    let named = false;
    let wildcard = true;
    for (const callee of entry.callees) {
      if (!candidates.has(callee)) continue;
      named = true;
      if (!callee.startsWith('*.')) wildcard = false;
    }
    if (named) {
      // A `*.m` row with a receiver pattern still wants the receiver to look right.
      if (!wildcard || !entry.receiver || entry.receiver.test(shape.receiverType ?? shape.receiverText ?? '')) return wildcard ? 1 : 0;
      return undefined;
    }
    if (entry.receiver && shape.receiverType === undefined && shape.receiverText !== undefined && entry.callees.some((callee) => lastSegment(callee) === shape.member) && entry.receiver.test(shape.receiverText)) return 2;
    return undefined;
  }
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
  private readonly queryTable: Table<QueryRow>;
  private readonly numeric: ReadonlySet<string>;
  private readonly shapeSinks = new Map<string, SinkRow[]>();
  private readonly candidateCache = new Map<string, Set<string>>();
  /** Builds, per file, the sink names and positions worth analysing for (see prefilter.ts). */
  readonly prefilter: PrefilterBuilder;
  /** Types whose values carry input somewhere: sources' receivers, handler parameters, what type rows return. */
  readonly carrierTypes: ReadonlySet<string>;
  readonly namedSinkPatterns: readonly { row: NamedSinkRow; names: RegExp; except: RegExp | undefined }[];
  readonly namedSanitizerPatterns: readonly { names: RegExp; kinds: readonly string[] }[];

  constructor(readonly spec: TaintSpec) {
    this.sourceTable = new Table(spec.sources ?? []);
    this.sinkTable = new Table(spec.sinks ?? []);
    this.sanitizerTable = new Table(spec.sanitizers ?? []);
    this.validatorTable = new Table(spec.validators ?? []);
    this.propagatorTable = new Table(spec.propagators ?? []);
    this.typeTable = new Table(spec.types ?? []);
    this.callbackTable = new Table(spec.callbacks ?? []);
    this.queryTable = new Table(spec.queries ?? []);
    this.numeric = new Set(spec.numericTypes ?? []);
    this.prefilter = new PrefilterBuilder(spec);
    const carriers = new Set<string>(Object.values(spec.parameterNames ?? {}));
    for (const row of spec.sources ?? []) {
      for (const callee of typeof row.callee === 'string' ? [row.callee] : row.callee) {
        const dot = callee.lastIndexOf('.');
        if (dot > 0) carriers.add(callee.slice(0, dot));
      }
    }
    for (const row of spec.callbacks ?? []) for (const type of row.params) carriers.add(type);
    for (const row of spec.types ?? []) for (const type of [row.returns, ...(row.elements ? [row.elements] : [])]) carriers.add(type);
    this.carrierTypes = carriers;
    this.namedSanitizerPatterns = (spec.namedSanitizers ?? []).map((row) => ({ names: new RegExp(row.names, 'i'), kinds: row.kinds }));
    this.namedSinkPatterns = (spec.namedSinks ?? []).map((row) => ({ row, names: new RegExp(row.names, 'i'), except: row.except ? new RegExp(row.except, 'i') : undefined }));
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
    // The same call shapes recur (every `db.query`): their names are computed once per specification.
    const key = `${shape.form}\u0000${shape.member}\u0000${shape.qname ?? ''}\u0000${shape.receiverType ?? ''}\u0000${shape.self ? 1 : 0}`;
    // A receiver of one of the file's own classes has supertypes only this file knows: not cached.
    const fileTyped = !!fileSupertypes && !!shape.receiverType && !!fileSupertypes(shape.receiverType);
    const cached = fileTyped ? undefined : this.candidateCache.get(key);
    if (cached) return cached;
    const names = this.computeCandidates(shape, fileSupertypes);
    if (!fileTyped) {
      if (this.candidateCache.size > 4096) this.candidateCache.clear();
      this.candidateCache.set(key, names);
    }
    return names;
  }

  private computeCandidates(shape: CallShape, fileSupertypes?: (type: string) => readonly string[] | undefined): Set<string> {
    const names = new Set<string>([`*.${shape.member}`]);
    if (shape.qname) {
      names.add(shape.qname);
      if (shape.form === 'new') names.add(lastSegment(shape.qname));
    }
    if (shape.receiverType) {
      const types = this.typeAndSupertypes(shape.receiverType, fileSupertypes);
      for (const type of shape.self ? types.slice(1) : types) {
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
    const result: SinkMatch[] = found.map((m) => ({ row: m.row, byShape: false, exact: m.rank === 0 }));
    // Rows with a `shape` whose receiver did not match count when the argument's text looks right.
    if (shape.receiverType !== undefined) return result;
    for (const row of this.shapeSinks.get(shape.member) ?? []) {
      if (found.some((m) => m.row === row) || (row.form ?? 'call') !== shape.form || !arityMatches(row.arity, shape.arity)) continue;
      result.push({ row, byShape: true, exact: false });
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
    return this.typeRow(shape, names)?.returns;
  }

  /**
   * The type row of what a call or read yields: its type, and its elements' when it is iterated. A row that names
   * how the call is configured (TypeRow.configured) counts only where `holds` says the call is so configured.
   */
  typeRow(shape: CallShape, names = this.candidates(shape), holds?: (row: TypeRow) => boolean): TypeRow | undefined {
    return this.typeTable.find(shape, names).find((m) => !m.row.configured || holds?.(m.row) === true)?.row;
  }

  callbacks(shape: CallShape, names = this.candidates(shape)): CallbackRow[] {
    return this.callbackTable.find(shape, names).map((m) => m.row);
  }

  queries(shape: CallShape, names = this.candidates(shape)): QueryRow[] {
    return this.queryTable.find(shape, names).map((m) => m.row);
  }
}
