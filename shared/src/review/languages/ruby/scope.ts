/**
 * Ruby's local variables as the lowering sees them: a bare name is a local only where an assignment or a parameter
 * declared it before; anywhere else it is a method call (`params`, `current_user`). A block sees the locals around
 * it and keeps its own (its parameters, names it assigns first) to itself: one named like an outer variable is
 * renamed in the IR, so the two never meet once the block is inlined as a loop.
 */
import type { Node } from '../../core/rule';
import type { Expr, Stmt } from '../../core/ir';

/** What `next` and `break` lower to where they stand: the value and node they carry. */
export interface Jumps {
  next: (value: Expr | undefined, node: Node) => Stmt[];
  break: (value: Expr | undefined, node: Node) => Stmt[];
}

export class Scope {
  private constructor(
    private readonly names: Map<string, string>,
    private readonly parent: Scope | undefined,
    /** The class (or module) whose method this is: `self`, attribute readers. */
    readonly className: string | undefined,
    readonly jumps: Jumps | undefined,
    /** Added to the names of a block's own locals. */
    private readonly suffix: string,
    /** A method of a class with state (facts.ts): instance variables are the parameters named `@name`. */
    readonly ivarParameters: boolean,
  ) {}

  /** The scope of a method body, or of the file's top level (`className` undefined). */
  static of(className: string | undefined, ivarParameters = false): Scope {
    return new Scope(new Map(), undefined, className, undefined, '', ivarParameters);
  }

  /** A block's scope: it sees the enclosing locals; its own get `suffix`. */
  block(suffix: string, jumps: Jumps): Scope {
    return new Scope(new Map(), this, this.className, jumps, suffix, this.ivarParameters);
  }

  /** The same variables with other targets for `next`/`break` (a `while` loop). */
  withJumps(jumps: Jumps): Scope {
    return new Scope(this.names, this.parent, this.className, jumps, this.suffix, this.ivarParameters);
  }

  /** An instance variable (`@name`, or an attribute read without `self.`) where it stands. */
  ivar(name: string, node: Node): Expr {
    return this.ivarParameters ? { kind: 'name', name: `@${name}`, node } : { kind: 'member', object: { kind: 'this', node }, property: name, node };
  }

  /** The IR name of a local visible here, or undefined when the name is not a local (a method call). */
  lookup(name: string): string | undefined {
    return this.names.get(name) ?? this.parent?.lookup(name);
  }

  /** Declares a local (an assignment, a parameter) unless one is visible already; its IR name. */
  declare(name: string): string {
    return this.lookup(name) ?? this.own(name);
  }

  /**
   * Declares a local of this scope even when an outer one has the name (a block parameter shadows it). Only a
   * name an outer scope also holds is renamed: the others read in findings as written.
   */
  own(name: string): string {
    const renamed = this.suffix && this.parent?.lookup(name) !== undefined ? `${name}${this.suffix}` : name;
    this.names.set(name, renamed);
    return renamed;
  }
}
