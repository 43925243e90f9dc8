/**
 * Where the file's units (functions, methods, the module body) are and what their text names, read once: which
 * units mention a sink or call a function, which a change touches, whether a sink call is given only constants (then
 * it is no reason to analyse its unit), whether the file calls a function at all (else it is an entry point).
 */
import type { FileContext, Node } from '../../core/rule';
import type { FileIR, FunctionIR } from '../../core/ir';
import type { CallSyntax } from '../../core/syntax-facts';
import type { SpecIndex } from './match';
import type { SinkPrefilter } from './prefilter';

/** Fields whose child declares a name (a key, a parameter, a variable) rather than using it. */
const DECLARING_FIELDS = ['key', 'parameter', 'name'];
/** A name as written in code; `(` after one (spaces allowed) makes it a call. */
export const WORD = /[\w$]+/g;
const CALL_AFTER = /\s*\(/y;

function isCallAt(code: string, end: number): boolean {
  CALL_AFTER.lastIndex = end;
  return CALL_AFTER.test(code);
}

export class FileUnits {
  private unitRanges: { unit: FunctionIR; start: number; end: number }[] | undefined;
  private definitionOffsets: Set<number> | undefined;
  private readonly unitIds: ReadonlySet<number>;
  private calledNames: Set<string> | undefined;
  private filter: SinkPrefilter | undefined;
  private fileWords: { words: string[]; offsets: number[] } | undefined;

  constructor(
    private readonly file: FileContext,
    private readonly ir: FileIR,
    private readonly spec: SpecIndex,
    private readonly syntax: CallSyntax,
  ) {
    this.unitIds = new Set(ir.units.map((unit) => unit.id));
  }

  /** The units (functions, methods) holding the changed ranges; undefined when a change lies outside every one. */
  unitsTouching(changed: readonly (readonly [number, number])[]): FunctionIR[] | undefined {
    const units = new Set<FunctionIR>();
    for (const [start, end] of changed) {
      const unit = this.unitAt(start);
      // A change at module level (a constant, an import) can matter to every function.
      if (!unit || unit === this.ir.module || end > unit.node.endIndex) return undefined;
      units.add(unit);
    }
    return [...units];
  }

  prefilter(): SinkPrefilter {
    this.filter ??= this.spec.prefilter.forFile(new Set(this.words().words));
    return this.filter;
  }

  /** The file's words and where each starts, read once (names are looked up among them, not searched for). */
  private words(): { words: string[]; offsets: number[] } {
    if (!this.fileWords) {
      const words: string[] = [];
      const offsets: number[] = [];
      for (const match of this.file.code.matchAll(WORD)) {
        words.push(match[0]);
        offsets.push(match.index);
      }
      this.fileWords = { words, offsets };
    }
    return this.fileWords;
  }

  /** Units whose text contains one of the names (as a call when `calls`). */
  unitsMentioning(names: ReadonlySet<string>, calls = false, skip?: (offset: number, name: string) => boolean): FunctionIR[] {
    if (names.size === 0) return [];
    const { words, offsets } = this.words();
    const code = this.file.code;
    const found = new Set<FunctionIR>();
    for (let i = 0; i < words.length; i++) {
      const name = words[i]!;
      if (!names.has(name)) continue;
      const offset = offsets[i]!;
      if (calls && !this.syntax.bareCalls && !isCallAt(code, offset + name.length)) continue;
      const unit = this.unitAt(offset);
      if (!unit || found.has(unit) || (calls && this.isDefinitionAt(offset))) continue;
      if (skip?.(offset, name)) continue;
      found.add(unit);
    }
    return [...found];
  }

  /**
   * A call of a sink name whose arguments at the sink's positions hold no name at all (only literals): nothing
   * can flow into it, so it is no reason to analyse its function. Read off the tree, before any lowering.
   */
  givenOnlyConstants(offset: number, name: string): boolean {
    // A function or method named like a sink (a cache's `get`) is its definition, not a use.
    if (this.isDefinitionAt(offset)) return true;
    const at = this.file.tree?.rootNode.descendantForIndex(offset, offset + name.length) ?? null;
    let call = at;
    for (let depth = 0; call && depth < 4 && !this.syntax.calls.includes(call.type); depth++) call = call.parent;
    const args = call && this.syntax.calls.includes(call.type) ? call.childForFieldName('arguments') : null;
    if (!args || offset >= args.startIndex) {
      // Not the callee of a call. A name being declared (an object key, a caught `error`, a variable) is no use
      // of a sink: its uses are mentions of their own.
      if (at && this.declares(at)) return true;
      // A name passed to a call is a reference (`promisify(exec)`), a sink only when the file binds it to one
      // (an import, a destructured require) or a row names it bare (`eval`).
      const bare = args !== null && at !== null && this.syntax.names.includes(at.type) && at.parent?.startIndex === args.startIndex;
      return bare && !this.ir.imports.has(name) && !this.prefilter().bare.has(name);
    }
    // Rows that know their sink only by the receiver's name (`*.get` on something called `db`) cannot match a
    // receiver named otherwise, unless an argument's constant text looks like what they take (SQL).
    const byReceiver = this.prefilter().receiverOnly.get(name);
    if (byReceiver && byReceiver !== 'typed') {
      let receiver: Node | null = call;
      for (const field of this.syntax.receiver) receiver = receiver?.childForFieldName(field) ?? null;
      const receiverText = receiver?.text ?? '';
      // SQL text that is not in the function at all cannot give an argument the shape these rows look for.
      const unitText = this.unitTextAt(offset);
      if (receiver && byReceiver.every((row) => !row.receiver.test(receiverText) && (!row.shape || !row.shape.test(unitText)))) return true;
    }
    const positions = this.prefilter().positions.get(name);
    if (!positions) return false;
    const all = args.namedChildren.filter((child): child is Node => child !== null && !child.type.includes('comment'));
    const keywords = all.filter((child) => child.type === 'keyword_argument');
    const list = all.filter((child) => child.type !== 'keyword_argument');
    const constant = (arg: Node | undefined) => !arg || (!this.syntax.names.includes(arg.type) && arg.descendantsOfType([...this.syntax.names]).length === 0);
    const keywordValue = (keyword: Node) => keyword.childForFieldName('value') ?? undefined;
    return positions.every((position) => constant(list[position])) && keywords.every((keyword) => constant(keywordValue(keyword)));
  }

  /**
   * Whether the name at the offset is handed to a call as a value, not called (`basic_consume(on_message_callback=
   * worker.handle)`, `consume(queue, onMessage)`): a registration that calls the function later.
   */
  passedAt(offset: number, name: string): boolean {
    if (isCallAt(this.file.code, offset + name.length) || this.isDefinitionAt(offset)) return false;
    let node = this.file.tree?.rootNode.descendantForIndex(offset, offset + name.length) ?? null;
    // A name, not a word of a string or a comment (`@Get("count")`).
    if (!node || !/identifier$|^name$/.test(node.type)) return false;
    for (let depth = 0; node && depth < 5; depth++, node = node.parent) {
      if (!this.syntax.calls.includes(node.type)) continue;
      const args = node.childForFieldName('arguments');
      return args !== null && offset >= args.startIndex && offset < args.endIndex;
    }
    return false;
  }

  /** Whether the node is the name its parent declares (a key, a parameter, a variable). */
  private declares(node: Node): boolean {
    const parent = node.parent;
    // A member access names what it reads (C#'s `a.Name`), whatever its field is called.
    if (!parent || this.syntax.calls.includes(parent.type) || this.syntax.names.includes(parent.type)) return false;
    return DECLARING_FIELDS.some((field) => {
      const named = parent.childForFieldName(field);
      return named !== null && named.startIndex === node.startIndex && named.endIndex === node.endIndex;
    });
  }

  private isDefinitionAt(offset: number): boolean {
    this.definitionOffsets ??= new Set(this.ir.units.map((u) => u.nameNode?.startIndex).filter((o): o is number => o !== undefined));
    return this.definitionOffsets.has(offset);
  }

  private unitTextAt(offset: number): string {
    const unit = this.unitAt(offset);
    const range = this.unitRanges?.find((r) => r.unit === unit);
    return range ? this.file.code.slice(range.start, range.end) : this.file.code;
  }

  /** The innermost unit whose text holds the offset: a function, else the module body. */
  unitAt(offset: number): FunctionIR | undefined {
    // Unit ranges read once: each position read from the tree crosses into WebAssembly.
    this.unitRanges ??= this.ir.units.filter((unit) => unit !== this.ir.module).map((unit) => ({ unit, start: unit.node.startIndex, end: unit.node.endIndex }));
    let best: { unit: FunctionIR; start: number } | undefined;
    for (const range of this.unitRanges) {
      if (range.start <= offset && offset < range.end && (!best || range.start >= best.start)) best = range;
    }
    return best?.unit ?? this.ir.module;
  }

  isUnit(fn: FunctionIR): boolean {
    return this.unitIds.has(fn.id);
  }

  /** Whether the file calls this function itself; otherwise it is an entry point reached from outside. */
  hasCallers(fn: FunctionIR): boolean {
    if (!fn.name || fn === this.ir.module) return false;
    return (this.calledNames ??= this.namesCalled()).has(fn.name);
  }

  /** Every name the file calls (`name(`, `new Name(`), definitions aside: one pass over the text. */
  private namesCalled(): Set<string> {
    const called = new Set<string>();
    const { words, offsets } = this.words();
    for (let i = 0; i < words.length; i++) {
      const name = words[i]!;
      const offset = offsets[i]!;
      if (called.has(name) || (!this.syntax.bareCalls && !isCallAt(this.file.code, offset + name.length)) || this.isDefinitionAt(offset)) continue;
      called.add(name);
    }
    return called;
  }
}
