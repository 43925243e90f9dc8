/**
 * What every language's lowering shares: lazily lowered function bodies (one FunctionIR per syntax node, so a
 * function reached twice is the same function), decoding of string literals, and the module/unit bookkeeping.
 */
import type { Node } from '../../core/rule';
import type { ClassIR, Constant, Decorator, Expr, FileIR, FunctionIR, Parameter, Stmt } from '../../core/ir';

export interface FunctionHeader {
  node: Node;
  name: string | undefined;
  nameNode?: Node;
  className: string | undefined;
  /** The parameters, or how to lower them when first read (most functions of a file are never analysed). */
  params: Parameter[] | (() => Parameter[]);
  decorators?: readonly Decorator[];
  exported?: boolean;
  isMethod?: boolean;
  isStatic?: boolean;
}

/** Builds FunctionIRs whose bodies are lowered on first read, one per syntax node. */
export class FunctionTable {
  private readonly byId = new Map<number, FunctionIR>();

  get(node: Node): FunctionIR | undefined {
    return this.byId.get(node.id);
  }

  define(header: FunctionHeader, lowerBody: () => Stmt[]): FunctionIR {
    const known = this.byId.get(header.node.id);
    if (known) return known;
    let body: Stmt[] | undefined;
    let params = typeof header.params === 'function' ? undefined : header.params;
    const lowerParams = header.params;
    const fn: FunctionIR = {
      id: header.node.id,
      name: header.name,
      ...(header.nameNode ? { nameNode: header.nameNode } : {}),
      className: header.className,
      get params(): Parameter[] {
        params ??= (lowerParams as () => Parameter[])();
        return params;
      },
      get body(): Stmt[] {
        body ??= lowerBody();
        return body;
      },
      node: header.node,
      decorators: header.decorators ?? [],
      exported: header.exported ?? false,
      isMethod: header.isMethod ?? false,
      isStatic: header.isStatic ?? false,
    };
    this.byId.set(header.node.id, fn);
    return fn;
  }
}

/** A FileIR from its parts, with functions indexed by name. */
export function fileIR(parts: {
  units: FunctionIR[];
  module: FunctionIR;
  classes: ClassIR[];
  globals: Map<string, Expr[]>;
  imports: Map<string, string>;
}): FileIR {
  const functions = new Map<string, FunctionIR[]>();
  for (const unit of parts.units) {
    if (!unit.name || unit.className !== undefined || unit === parts.module) continue;
    const list = functions.get(unit.name) ?? [];
    list.push(unit);
    functions.set(unit.name, list);
  }
  // The module is a unit too; its body is lowered only if something in it is analysed.
  return { units: [...parts.units, parts.module], module: parts.module, functions, classes: new Map(parts.classes.map((c) => [c.name, c])), globals: parts.globals, imports: parts.imports };
}

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0', '\\': '\\', "'": "'", '"': '"', '`': '`' };

/** The text of a quoted literal's body with the common escapes decoded (`\n`, `\"`, `\x41`, `\u0041`). */
export function unescape(body: string): string {
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/gs, (_all, escape: string) => {
    if (escape.startsWith('u{')) return String.fromCodePoint(parseInt(escape.slice(2, -1), 16));
    if (/^[ux][0-9a-fA-F]+$/.test(escape)) return String.fromCharCode(parseInt(escape.slice(1), 16));
    return ESCAPES[escape] ?? escape;
  });
}

export function numberLiteral(text: string): Constant {
  const cleaned = text.replace(/_/g, '').replace(/[lLfFdDnjJ]$/, '');
  const value = /^0[0-7]+$/.test(cleaned) ? parseInt(cleaned, 8) : Number(cleaned);
  return Number.isNaN(value) ? null : value;
}

export function literal(value: Constant, node: Node): Expr {
  return { kind: 'literal', value, node };
}

export function opaque(node: Node, parts: Expr[] = []): Expr {
  return { kind: 'opaque', parts, node };
}

/**
 * How many expressions and statements lowering nests inside each other. Real code stays far below; thousands of
 * nested brackets or blocks would otherwise overflow the stack (possibly inside a tree-sitter call, which leaves
 * the parser runtime broken), and the analysis of what lies deeper could not finish in time anyway.
 */
export const MAX_LOWERING_DEPTH = 200;

/** Counts the nesting of the lowering's recursion; past MAX_LOWERING_DEPTH the deeper syntax is not lowered. */
export class NestingGuard {
  private depth = 0;

  /** `lower()` within the depth, else `tooDeep()` (an opaque value: what it carries is not followed). */
  within<T>(lower: () => T, tooDeep: () => T): T {
    if (this.depth >= MAX_LOWERING_DEPTH) return tooDeep();
    this.depth++;
    try {
      return lower();
    } finally {
      this.depth--;
    }
  }
}

/**
 * How a class's supertype is named among the file's classes: by its simple name, except when that is the class's own
 * name (`class JSONEncoder(json.JSONEncoder)`, `class Foo extends b.Foo`): that supertype is another module's class
 * and keeps its qualifier, so it never resolves to the class itself.
 */
export function supertypeName(written: string, className: string): string {
  const simple = written.slice(written.lastIndexOf('.') + 1);
  return simple === className ? written : simple;
}

export function baseType(text: string): string {
  return text.replace(/<.*>/s, '').replace(/\[\s*\]/g, '').replace(/^\*/, '').trim();
}
