/**
 * What the parts of the expression lowering share: the scope the lowering of declarations gives them (closures,
 * classes, the file's constants and names), and the lowerer they call back into.
 */
import type { Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import type { Decorator, Expr, FunctionIR } from '../../core/ir';
import type { NestingGuard } from '../../analysis/dataflow/lowering';

/** What expressions need from the lowering of declarations: closures, anonymous classes, the file's constants. */
export interface ExpressionScope {
  readonly nesting: NestingGuard;
  readonly code: string;
  /** A closure or arrow function, with the route it is registered for (`Route::get('/u/{id}', fn …)`). */
  closure(node: Node, decorators: readonly Decorator[]): FunctionIR;
  /** The methods of `new class { … }`, analysed as closures over the enclosing function. */
  anonymousClass(node: Node): FunctionIR[];
  /** Whether the file defines a constant of this name itself (`const`, `define`). */
  definesConstant(name: string): boolean;
  /**
   * The name a call of function `name` is lowered to. PHP keeps functions and variables apart (`request()` and
   * `$request`); the IR has one namespace, so a function named like a variable of the file is called by an alias.
   */
  functionName(name: string): string;
  /** The class `self::` and `static::` name at a node (`parent::` its base class). */
  classAt(scope: Node): string | undefined;
  /** Whether the file declares a constructor for this class (`new Foo($x)` then runs it). */
  hasConstructor(className: string): boolean;
  /** Whether the class has a constructor and a `handle()` method: `Job::dispatch($a)` then runs `(new Job($a))->handle()`. */
  isJob(className: string): boolean;
  /** The URL a variable holds the parts of: `$url` for `$parts` when the function's one `$parts = parse_url($url)` says so. */
  parsedUrl(variable: Node): Node | undefined;
}

/** The expression lowerer, as its helpers (text, builtins, targets) call it. */
export interface ExprLowerer {
  readonly scope: ExpressionScope;
  expr(node: Node): Expr;
  /** A call of `callee` with the arguments of `list`. */
  call(node: Node, callee: Expr, list: Node | null, isNew?: boolean): Expr;
  /** A call of a name the language itself provides (`print`, `include`, backticks), with its values. */
  named(node: Node, name: string, args: Expr[]): Expr;
  /** The constant key of a subscript. */
  key(index: Node, subscript: Node): string | number | undefined;
}

/** What an argument passes: its value, without the name of a named argument. */
export function argumentValue(argument: Node): Node | undefined {
  const name = argument.childForFieldName('name');
  return namedChildrenOf(argument).filter((c) => c.id !== name?.id && c.type !== 'comment').at(-1);
}
