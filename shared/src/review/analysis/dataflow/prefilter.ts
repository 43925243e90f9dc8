/**
 * What a file's text and tree can tell before any lowering: which sink names can matter in this file, which
 * argument positions they read, and which are recognised only by the receiver's name. A row whose callee is
 * qualified by a package or type the file can never hold (nothing in it names `pgx`, and no row the file can reach
 * returns a pgx type) cannot match here, so its name and positions are left out for this file.
 */
import { OPT_IN_KINDS, type SinkRow, type SourceRow, type TaintSpec } from '../../core/taint-spec';

export interface ReceiverOnlyRow {
  receiver: RegExp;
  shape: RegExp | undefined;
}

export interface SinkPrefilter {
  /** Every name a reachable sink row ends with (and opt-in sources): a function without one has nothing to report. */
  members: ReadonlySet<string>;
  /**
   * Per sink name, the argument positions its reachable rows read; absent when a row reads the receiver, named
   * arguments or every argument (then only analysis can tell).
   */
  positions: ReadonlyMap<string, readonly number[]>;
  /** Per sink name, its reachable rows when all are recognised only by the receiver's name; 'typed' otherwise. */
  receiverOnly: ReadonlyMap<string, readonly ReceiverOnlyRow[] | 'typed'>;
  /** Sink names some row gives unqualified (`eval`, `redirect`): a bare name may be the sink itself. */
  bare: ReadonlySet<string>;
}

interface SinkEntry {
  row: SinkRow;
  callees: readonly string[];
  /** Reads only listed positions (otherwise the receiver, named arguments or all of them). */
  positional: boolean;
  receiverOnly: ReceiverOnlyRow | undefined;
}

export function lastSegment(callee: string): string {
  const dot = callee.lastIndexOf('.');
  return dot === -1 ? callee : callee.slice(dot + 1);
}

/** `github.com/jackc/pgx.Conn.QueryRow` → `github.com/jackc/pgx.Conn`; undefined for `eval` and `*.get`. */
function qualifierOf(callee: string): string | undefined {
  const dot = callee.lastIndexOf('.');
  if (dot <= 0 || callee.startsWith('*.')) return undefined;
  return callee.slice(0, dot);
}

/** The words a qualifier is written with in code: after its last `/` (`pgx`, `Conn`), each a name. */
function wordsOf(qualifier: string): string[] {
  return qualifier.slice(qualifier.lastIndexOf('/') + 1).split('.').filter((word) => word !== '' && word !== '*');
}

export class PrefilterBuilder {
  private readonly entries: SinkEntry[] = [];
  /** Types every file can hold without naming them: handler parameters typed by name or by registration. */
  private readonly givenTypes = new Set<string>();
  /** Every word a qualifier of the specification is written with (`pgx`, `Conn`, `sql`, `DB`). */
  private readonly vocabulary: readonly string[];
  private readonly byVocabulary = new Map<string, SinkPrefilter>();
  private readonly wordCache = new Map<string, readonly string[]>();
  /** Type rows as what must be reachable (any of `qualifiers`; undefined: always) for `returns` to be. */
  private readonly producers: { qualifiers: (string | undefined)[]; returns: string }[];
  private readonly supertypes: [string, readonly string[]][];

  constructor(private readonly spec: TaintSpec) {
    for (const row of spec.sinks ?? []) {
      const callees = typeof row.callee === 'string' ? [row.callee] : [...row.callee];
      const positional = !(row.args === 'all' || row.args.some((a) => typeof a === 'number' && a < 0) || ((row.form ?? 'call') !== 'call' && row.form !== 'new'));
      const byReceiver = !!row.receiver && callees.every((callee) => callee.startsWith('*.'));
      this.entries.push({
        row, callees, positional,
        receiverOnly: byReceiver ? { receiver: new RegExp(row.receiver!, 'i'), shape: row.shape ? new RegExp(row.shape, 'i') : undefined } : undefined,
      });
    }
    for (const type of Object.values(spec.parameterNames ?? {})) this.givenTypes.add(type);
    for (const row of spec.callbacks ?? []) for (const type of row.params) this.givenTypes.add(type);
    this.producers = (spec.types ?? []).flatMap((row) => {
      const qualifiers = (typeof row.callee === 'string' ? [row.callee] : row.callee).map(qualifierOf);
      return [row.returns, ...(row.elements ? [row.elements] : [])].map((returns) => ({ qualifiers, returns }));
    });
    this.supertypes = Object.entries(spec.supertypes ?? {});
    const qualifiers = [
      ...[...this.entries.flatMap((entry) => entry.callees), ...this.optInSources().flatMap((row) => (typeof row.callee === 'string' ? [row.callee] : row.callee))].map(qualifierOf),
      ...this.producers.flatMap((producer) => producer.qualifiers),
      ...this.supertypes.map(([type]) => type),
    ];
    this.vocabulary = [...new Set(qualifiers.flatMap((qualifier) => (qualifier === undefined ? [] : this.words(qualifier))))];
  }

  /** The prefilter for a file whose text holds `words` (code, strings and comments alike: only absence counts). */
  forFile(words: ReadonlySet<string>): SinkPrefilter {
    // The result depends only on which words of the specification the file holds: files that name the same
    // libraries share it.
    const key = this.vocabulary.map((word) => (words.has(word) ? '1' : '0')).join('');
    let prefilter = this.byVocabulary.get(key);
    if (!prefilter) {
      if (this.byVocabulary.size >= 64) this.byVocabulary.clear();
      const named = (qualifier: string) => this.words(qualifier).some((word) => words.has(word));
      const produced = this.producedTypes(named);
      this.byVocabulary.set(key, (prefilter = this.build((callee) => {
        const qualifier = qualifierOf(callee);
        return qualifier === undefined || produced.has(qualifier) || named(qualifier);
      })));
    }
    return prefilter;
  }

  private build(reachable: (callee: string) => boolean): SinkPrefilter {
    const members = new Set<string>();
    const positions = new Map<string, number[]>();
    const open = new Set<string>();
    const receiverOnly = new Map<string, ReceiverOnlyRow[] | 'typed'>();
    const bare = new Set<string>();
    for (const entry of this.entries) {
      const callees = entry.callees.filter(reachable);
      if (callees.length === 0) continue;
      for (const callee of callees) {
        const member = lastSegment(callee);
        if (member === callee) bare.add(member);
        // A `Type.*` row (any property of a session) is found by the type's own name (`session`).
        members.add(member === '*' ? lastSegment(callee.slice(0, -2)).toLowerCase() : member);
        if (!entry.positional) open.add(member);
        else positions.set(member, [...new Set([...(positions.get(member) ?? []), ...(entry.row.args as readonly (number | string)[]).filter((a): a is number => typeof a === 'number')])]);
      }
      for (const member of new Set(callees.map(lastSegment))) {
        const known = receiverOnly.get(member);
        if (!entry.receiverOnly || known === 'typed') receiverOnly.set(member, 'typed');
        else receiverOnly.set(member, [...(known ?? []), entry.receiverOnly]);
      }
    }
    for (const member of open) positions.delete(member);
    // Sources of opt-in kinds (a weak random generator) are what such a flow starts from: their functions too.
    for (const row of this.optInSources()) {
      for (const callee of typeof row.callee === 'string' ? [row.callee] : row.callee) if (reachable(callee)) members.add(lastSegment(callee));
    }
    return { members, positions, receiverOnly, bare };
  }

  private optInSources(): SourceRow[] {
    return (this.spec.sources ?? []).filter((row) => row.kinds?.every((kind) => OPT_IN_KINDS.includes(kind)));
  }

  private words(qualifier: string): readonly string[] {
    let list = this.wordCache.get(qualifier);
    if (!list) this.wordCache.set(qualifier, (list = wordsOf(qualifier)));
    return list;
  }

  /**
   * Types the file can hold without naming them: those given to handlers, those returned by rows the file can
   * reach (`sql.Open` returns a `sql.DB`), and the supertypes of all of these, to a fixed point.
   */
  private producedTypes(named: (qualifier: string) => boolean): Set<string> {
    const produced = new Set(this.givenTypes);
    const reachable = (type: string) => produced.has(type) || named(type);
    for (let changed = true; changed; ) {
      changed = false;
      for (const { qualifiers, returns } of this.producers) {
        if (produced.has(returns) || !qualifiers.some((q) => q === undefined || reachable(q))) continue;
        produced.add(returns);
        changed = true;
      }
      for (const [type, parents] of this.supertypes) {
        if (!reachable(type)) continue;
        for (const parent of parents) {
          if (produced.has(parent)) continue;
          produced.add(parent);
          changed = true;
        }
      }
    }
    return produced;
  }
}
