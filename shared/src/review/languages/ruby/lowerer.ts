/** What the parts of the Ruby lowering (statements, expressions, blocks) ask of each other. */
import type { Node } from '../../core/rule';
import type { Expr, FunctionIR, Parameter, Stmt } from '../../core/ir';
import type { FileFacts } from './facts';
import type { Scope } from './scope';

/** Where the value of a body's last statement goes: a method's return, a `map` block's result list. */
export type ValueSink = (value: Expr, node: Node) => Stmt[];

export interface Lowerer {
  expr(node: Node, scope: Scope): Expr;
  statement(node: Node, out: Stmt[], scope: Scope): void;
  /** A body's statements; with a sink, the value of the last one (Ruby's implicit result) goes to it. */
  body(nodes: readonly Node[], scope: Scope, sink?: ValueSink): Stmt[];
  /** A block or lambda as a function value whose parameters and locals live in a scope of its own. */
  closure(node: Node, scope: Scope): FunctionIR;
  /** Parameters of a method, block or lambda, declared in `scope`; destructured ones add statements to `prelude`. */
  parameters(list: Node | null, scope: Scope, prelude: Stmt[]): Parameter[];
  /** The body of the heredoc that a `<<~TAG` starts. */
  heredocBody(beginning: Node): Node | undefined;
  /** The class declares `attr_reader`/`attr_accessor` of this name: a bare `name` reads the field. */
  hasAttribute(className: string | undefined, name: string): boolean;
  /** What the whole file defines (facts.ts). */
  readonly facts: FileFacts;
  /** A fresh name for a value the lowering keeps (`$it12`), unique in the file. */
  temp(prefix: string, node: Node): string;
  /** A suffix for the locals of a new block (`$b3`). */
  blockSuffix(): string;
}
