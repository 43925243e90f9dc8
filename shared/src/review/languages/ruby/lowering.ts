/**
 * Ruby lowered to the data-flow IR. The file's structure: classes and modules (supertypes from `< Base` and
 * `include`d modules, constants, `attr_reader`s, methods, `def self.x` and `class << self` methods, `scope :name,
 * ->(…) { … }` and `define_method` as methods), methods at the top level, Sinatra-style route blocks (`get '/x' do
 * … end`) as handlers, and the top-level script. Bodies are lowered by statements.ts, expressions.ts, calls.ts and
 * blocks.ts; a method's last value is its return value.
 */
import type { FileContext, Node } from '../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../core/syntax';
import type { ClassIR, Decorator, Expr, FileIR, FunctionIR, Parameter, Stmt } from '../../core/ir';
import { FunctionTable, NestingGuard, fileIR, opaque, supertypeName } from '../../analysis/dataflow/lowering';
import { lowerExpression } from './expressions';
import { fileFacts, type FileFacts } from './facts';
import type { Lowerer, ValueSink } from './lowerer';
import { argumentsOf, methodName, positionalArguments } from './rules/context';
import { constantText } from './rules/strings';
import { dotted, routeOf } from './routes';
import { isRackCall, RACK_HANDLER, withRackResponses } from './rack';
import { Scope } from './scope';
import { childStatements, lowerBody, lowerStatement, lowerTarget } from './statements';

/** Blocks that only group definitions: Sinatra `helpers`, Rake and Sinatra `namespace`s, concerns' `class_methods`. */
const CONTAINERS = new Set(['helpers', 'namespace', 'configure', 'class_methods', 'included', 'concerning', 'extended', 'prepended', 'class_eval', 'module_eval', 'instance_eval']);
const ATTRIBUTES = new Set(['attr_reader', 'attr_accessor', 'attr_writer', 'attr']);
/** Modules whose methods a class gains: mixins, and a controller's view helpers (`helper InvoicesHelper`). */
const MIXINS = new Set(['include', 'extend', 'prepend', 'helper']);

const returns: ValueSink = (value, node) => [{ kind: 'return', value, node }];
/** The name a `def` gives, read off its source. */
const DEFINED_NAME = /^def\s+([A-Za-z_]\w*[?!=]?)/;

/** What a class body's members add to its class, and the visibility the members read so far leave. */
interface Members {
  methods: FunctionIR[];
  fieldValues: Map<string, Expr>;
  attributes: Set<string>;
  supertypes: string[];
  /** Named by `private :name`. */
  hidden: ReadonlySet<string>;
  /** No bare `private` or `protected` came before. */
  visible: boolean;
}

/** The last name of a class or module name (`UsersController` of `Admin::UsersController`). */
function simpleName(node: Node | null): string | undefined {
  if (!node) return undefined;
  return node.type === 'scope_resolution' ? node.childForFieldName('name')?.text : node.text;
}

class RubyLowering implements Lowerer {
  private readonly nesting = new NestingGuard();
  private readonly functions = new FunctionTable();
  private readonly units: FunctionIR[] = [];
  private readonly classes: ClassIR[] = [];
  private readonly globals = new Map<string, Expr[]>();
  private readonly imports = new Map<string, string>();
  private readonly attributes = new Map<string, Set<string>>();
  private heredocs: Map<number, Node> | undefined;
  private counter = 0;
  private readonly temps = new Map<string, string>();
  private readonly tempNames = new Set<string>();
  /** Per name text, the last number given to a repeat of it: a file repeating `params[:id]` stays linear. */
  private readonly tempRepeats = new Map<string, number>();
  readonly facts: FileFacts;

  constructor(private readonly file: FileContext) {
    this.facts = fileFacts(file.tree!.rootNode, file.code);
  }

  lower(): FileIR {
    const root = this.file.tree!.rootNode;
    const script = this.collectTop(namedChildrenOf(root), 0);
    this.collectSession(root);
    const scope = Scope.of(undefined);
    const module = this.functions.define({ node: root, name: undefined, className: undefined, params: [] }, () => this.body(script, scope));
    return fileIR({ units: this.units, module, classes: this.classes, globals: this.globals, imports: this.imports });
  }

  /** The top level's definitions; what else it holds is the script, returned. */
  private collectTop(statements: readonly Node[], depth: number): Node[] {
    const script: Node[] = [];
    for (const statement of statements) {
      if (statement.type === 'class' || statement.type === 'module') this.collectClass(statement, undefined);
      else if (statement.type === 'method' || statement.type === 'singleton_method') {
        this.units.push(this.method(statement, undefined, false));
        script.push(statement);
      } else if (routeOf(statement)) this.units.push(this.route(statement, undefined));
      else if (depth < 8 && containerBlock(statement)) script.push(...this.collectTop(childStatements(containerBlock(statement)!.childForFieldName('body')), depth + 1));
      else {
        this.collectGlobal(statement);
        script.push(statement);
      }
    }
    return script;
  }

  /**
   * The session as one store the whole file shares: what any action writes into `session[:key]` is what another
   * reads back (a return_to taken from the request in one action and redirected to in the next).
   */
  private collectSession(root: Node): void {
    const entries: { key: string | undefined; value: Expr }[] = [];
    // Found by name in the text and confirmed on the tree: a walk of every assignment costs more.
    for (const match of this.file.code.matchAll(/(?<![\w@$.])session\s*\[/g)) {
      const left = root.descendantForIndex(match.index, match.index + 7)?.parent ?? null;
      const assignment = left?.parent;
      if (!assignment || assignment.type !== 'assignment' || assignment.childForFieldName('left')?.id !== left.id) continue;
      const right = assignment.childForFieldName('right');
      if (left?.type !== 'element_reference' || left.childForFieldName('object')?.text !== 'session' || !right) continue;
      const key = namedChildrenOf(left).find((child) => child.id !== left.childForFieldName('object')?.id);
      const name = key?.type === 'simple_symbol' ? key.text.slice(1) : key ? constantText(key) : undefined;
      entries.push({ key: name, value: this.expr(right, Scope.of(undefined)) });
    }
    if (entries.length > 0) this.globals.set('session', [{ kind: 'object', entries, node: root }]);
  }

  /** Constants and `$globals` assigned at the top level, and what `require` loads. */
  private collectGlobal(statement: Node): void {
    if (statement.type === 'call' && !statement.childForFieldName('receiver') && /^require(_relative)?$/.test(methodName(statement))) {
      const path = positionalArguments(statement)[0];
      const text = path ? constantText(path) : undefined;
      if (!text) return;
      this.imports.set(`require:${text}`, text.split('/')[0]!);
      // open-uri makes Kernel#open fetch URLs too.
      if (text === 'open-uri') this.imports.set('open', 'OpenURI.open');
      return;
    }
    const left = statement.type === 'assignment' ? statement.childForFieldName('left') : null;
    const right = statement.childForFieldName('right');
    if (!left || !right || (left.type !== 'constant' && left.type !== 'global_variable')) return;
    const list = this.globals.get(left.text) ?? [];
    list.push(this.expr(right, Scope.of(undefined)));
    this.globals.set(left.text, list);
  }

  private collectClass(node: Node, enclosing: string | undefined): void {
    const name = simpleName(node.childForFieldName('name'));
    if (!name) return;
    const supertypes: string[] = [];
    const superclass = node.childForFieldName('superclass');
    const written = superclass ? namedChildrenOf(superclass)[0] : undefined;
    if (written && (written.type === 'constant' || written.type === 'scope_resolution')) supertypes.push(supertypeName(dotted(written.text), name));
    const methods: FunctionIR[] = [];
    const fieldValues = new Map<string, Expr>();
    const attributes = this.attributes.get(name) ?? new Set<string>();
    this.attributes.set(name, attributes);
    const members = childStatements(node.childForFieldName('body'));
    // `private :helper` anywhere in the body; a bare `private` hides what follows it (read as the members go by).
    const hidden = new Set(members.filter((member) => member.type === 'call' && /^(private|protected)$/.test(methodName(member)))
      .flatMap((call) => argumentsOf(call).filter((arg) => arg.type === 'simple_symbol').map((arg) => arg.text.slice(1))));
    const into: Members = { methods, fieldValues, attributes, supertypes, hidden, visible: true };
    for (const member of members) this.collectMember(member, name, into, false, 0);
    this.classes.push({ name, methods, fieldTypes: new Map(), fieldValues, supertypes, node, ...(enclosing ? { enclosing } : {}) });
  }

  private collectMember(member: Node, className: string, into: Members, singleton: boolean, depth: number): void {
    const addMethod = (fn: FunctionIR) => {
      into.methods.push(fn);
      this.units.push(fn);
    };
    switch (member.type) {
      case 'method': case 'singleton_method': {
        const name = member.type === 'method' ? DEFINED_NAME.exec(this.file.code.slice(member.startIndex, member.startIndex + 200))?.[1] : undefined;
        addMethod(this.method(member, className, singleton || member.type === 'singleton_method', member.type === 'singleton_method' || (into.visible && !(name && into.hidden.has(name)))));
        return;
      }
      case 'identifier':
        if (/^(private|protected|public)$/.test(member.text)) into.visible = member.text === 'public';
        return;
      case 'class': case 'module':
        this.collectClass(member, className);
        return;
      case 'singleton_class': {
        // `private` inside `class << self` hides only class methods.
        const visible = into.visible;
        for (const inner of childStatements(member.childForFieldName('body'))) this.collectMember(inner, className, into, true, depth + 1);
        into.visible = visible;
        return;
      }
      case 'assignment': {
        const left = member.childForFieldName('left');
        const right = member.childForFieldName('right');
        if (left?.type === 'constant' && right) into.fieldValues.set(left.text, this.expr(right, Scope.of(className)));
        return;
      }
      case 'call':
        break;
      default:
        return;
    }
    const verb = methodName(member);
    const args = argumentsOf(member);
    if (member.childForFieldName('receiver')) return;
    if (routeOf(member)) {
      this.units.push(this.route(member, className));
      return;
    }
    const container = containerBlock(member);
    if (container && depth < 8) {
      for (const inner of childStatements(container.childForFieldName('body'))) this.collectMember(inner, className, into, singleton || verb === 'class_methods', depth + 1);
      return;
    }
    // `private def helper … end`
    const defined = args.find((arg) => arg.type === 'method' || arg.type === 'singleton_method');
    if (defined) {
      addMethod(this.method(defined, className, singleton || defined.type === 'singleton_method', !/^(private|protected)$/.test(verb) && into.visible));
      return;
    }
    const symbols = args.filter((arg) => arg.type === 'simple_symbol').map((arg) => arg.text.slice(1));
    if (ATTRIBUTES.has(verb)) for (const symbol of symbols) into.attributes.add(symbol);
    else if (MIXINS.has(verb)) {
      for (const arg of args) if (arg.type === 'constant' || arg.type === 'scope_resolution') into.supertypes.push(supertypeName(dotted(arg.text), className));
    } else if ((verb === 'scope' || verb === 'define_method') && symbols[0]) {
      // `scope :recent, ->(days) { … }` is a class method; `define_method(:name) { |x| … }` an instance method.
      const body = verb === 'scope' ? args.find((arg) => arg.type === 'lambda') : member.childForFieldName('block');
      if (body) addMethod(this.blockMethod(body, symbols[0], className, verb === 'scope'));
    }
  }

  private method(node: Node, className: string | undefined, isStatic: boolean, exported = true): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    const nameNode = node.childForFieldName('name');
    const name = nameNode?.type === 'setter' ? `${nameNode.childForFieldName('name')?.text ?? ''}=` : nameNode?.text;
    // A method of a class with state takes the instance variables as parameters (facts.ts).
    const ivars = className && !isStatic && this.facts.stateful.has(className) ? this.facts.ivarsOf(className) : undefined;
    let scope: Scope | undefined;
    const scopeOf = () => (scope ??= Scope.of(className, ivars !== undefined));
    const prelude: Stmt[] = [];
    const params = (): Parameter[] => {
      const list = this.parameters(node.childForFieldName('parameters'), scopeOf(), prelude);
      for (const ivar of ivars ?? []) list.push({ name: `@${ivar}`, index: list.length, annotations: [], node: nameNode ?? node });
      return list;
    };
    const body = (): Stmt[] => {
      // `new` returns the object `initialize` filled in, whatever initialize itself returns.
      if (ivars && name === 'initialize') {
        const object: Expr = { kind: 'object', entries: ivars.map((ivar) => ({ key: ivar, value: { kind: 'name', name: `@${ivar}`, node } })), node };
        return [...this.methodBody(node, scopeOf(), false), { kind: 'return', value: { kind: 'typed', expr: object, type: className!, node }, node }];
      }
      return rack ? withRackResponses(this.methodBody(node, scopeOf())) : this.methodBody(node, scopeOf());
    };
    const rack = className !== undefined && !isStatic && isRackCall(node);
    const fn: FunctionIR = this.functions.define(
      { node, name, ...(nameNode ? { nameNode } : {}), className, params, exported, isMethod: className !== undefined, isStatic, ...(rack ? { decorators: [RACK_HANDLER] } : {}) },
      () => (void fn.params, [...prelude, ...body()]),
    );
    return fn;
  }

  /** A method defined by a block or lambda: `scope :name, ->(x) { … }`, `define_method(:name) { |x| … }`. */
  private blockMethod(node: Node, name: string, className: string, isStatic: boolean): FunctionIR {
    const scope = Scope.of(className);
    const prelude: Stmt[] = [];
    const fn: FunctionIR = this.functions.define(
      { node, name, className, params: () => this.parameters(node.childForFieldName('parameters'), scope, prelude), exported: true, isMethod: true, isStatic },
      () => (void fn.params, [...prelude, ...this.blockBody(node, scope)]),
    );
    return fn;
  }

  /** A route block: a handler whose parameters are the path's captures. */
  private route(call: Node, className: string | undefined): FunctionIR {
    const { verb, path, block } = routeOf(call)!;
    const decorators: Decorator[] = [{ name: verb, callee: verb, ...(path !== undefined ? { path } : {}) }];
    const scope = Scope.of(className);
    const prelude: Stmt[] = [];
    const fn: FunctionIR = this.functions.define(
      { node: block, name: undefined, className, params: () => this.parameters(block.childForFieldName('parameters'), scope, prelude), decorators, exported: true },
      () => (void fn.params, [...prelude, ...this.blockBody(block, scope)]),
    );
    return fn;
  }

  private methodBody(node: Node, scope: Scope, returnsValue = true): Stmt[] {
    const body = node.childForFieldName('body');
    if (!body) return [];
    // `def total = price * quantity` (an endless method) has an expression for its body.
    if (body.type !== 'body_statement') return [{ kind: 'return', value: this.expr(body, scope), node: body }];
    return lowerBody(this, childStatements(body), scope, returnsValue ? returns : undefined, body);
  }

  /** The statements of a block or lambda (`{ |x| … }`, `do … end`, `->(x) { … }`), returning its last value. */
  private blockBody(node: Node, scope: Scope): Stmt[] {
    let body = node.childForFieldName('body');
    // A lambda's body is a block whose own body holds the statements.
    if (body && (body.type === 'block' || body.type === 'do_block')) body = body.childForFieldName('body');
    return body ? lowerBody(this, childStatements(body), scope, returns, body) : [];
  }

  closure(node: Node, scope: Scope): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    const inner = node.type === 'method' || node.type === 'singleton_method'
      ? Scope.of(scope.className)
      : scope.block(this.blockSuffix(), { next: (value, at) => [{ kind: 'return', ...(value ? { value } : {}), node: at }], break: (value, at) => [{ kind: 'return', ...(value ? { value } : {}), node: at }] });
    const prelude: Stmt[] = [];
    const params = this.parameters(node.childForFieldName('parameters'), inner, prelude);
    if (params.length === 0 && !node.childForFieldName('parameters')) {
      // `items.each { puts it }`: Ruby 3.4's `it` and 2.7's `_1` name the block's one argument.
      const body = node.childForFieldName('body');
      const implicit = body ? descendantsOf(body, 'identifier').find((id) => (id.text === 'it' || id.text === '_1') && id.parent?.type !== 'call') : undefined;
      if (implicit) params.push({ name: inner.own(implicit.text), index: 0, annotations: [], node: implicit });
    }
    const name = node.type === 'method' ? node.childForFieldName('name')?.text : undefined;
    const fn = this.functions.define({ node, name, className: scope.className, params, isMethod: false }, () => [...prelude, ...(node.type === 'method' || node.type === 'singleton_method' ? this.methodBody(node, inner) : this.blockBody(node, inner))]);
    // Lowered now, while the scope around it holds only the locals assigned before the block.
    void fn.body;
    return fn;
  }

  parameters(list: Node | null, scope: Scope, prelude: Stmt[]): Parameter[] {
    const params: Parameter[] = [];
    for (const node of list ? namedChildrenOf(list) : []) {
      const add = (nameNode: Node, extra: Partial<Parameter> = {}) => params.push({ name: scope.own(nameNode.text), index: params.length, annotations: [], node: nameNode, ...extra });
      const name = node.childForFieldName('name');
      const value = node.childForFieldName('value');
      switch (node.type) {
        case 'identifier':
          add(node);
          break;
        case 'optional_parameter': case 'keyword_parameter':
          if (name) {
            const fallback = value ? this.expr(value, scope) : undefined;
            add(name, fallback ? { fallback } : {});
            // Called without it, the parameter holds its default: `def initialize(rng = Random.new)`.
            const param = params.at(-1)!;
            if (fallback) prelude.push({ kind: 'assign', target: { kind: 'name', name: param.name, node: name }, value: { kind: 'binary', op: '??', left: { kind: 'name', name: param.name, node: name }, right: fallback, node }, node });
          }
          break;
        case 'splat_parameter':
          if (name) add(name, { rest: true });
          break;
        case 'hash_splat_parameter': case 'block_parameter':
          if (name) add(name);
          break;
        case 'destructured_parameter': {
          // `|(key, value), index|`: one argument, taken apart.
          const held = scope.own(`$arg${node.id}`);
          params.push({ name: held, index: params.length, annotations: [], node });
          prelude.push({ kind: 'assign', target: lowerTarget(this, node, scope), value: { kind: 'name', name: held, node }, node });
          break;
        }
        default:
          break;
      }
    }
    return params;
  }

  expr(node: Node, scope: Scope): Expr {
    return this.nesting.within(() => lowerExpression(this, node, scope), () => opaque(node));
  }

  statement(node: Node, out: Stmt[], scope: Scope): void {
    this.nesting.within(() => lowerStatement(this, node, out, scope), () => undefined);
  }

  body(nodes: readonly Node[], scope: Scope, sink?: ValueSink): Stmt[] {
    return this.nesting.within(() => lowerBody(this, nodes, scope, sink), () => []);
  }

  heredocBody(beginning: Node): Node | undefined {
    if (!this.heredocs) {
      // The bodies follow their beginnings in the same order: the n-th `<<~TAG` owns the n-th body.
      this.heredocs = new Map();
      const nodes = descendantsOf(this.file.tree!.rootNode, ['heredoc_beginning', 'heredoc_body']).sort((a, b) => a.startIndex - b.startIndex);
      const waiting: Node[] = [];
      for (const node of nodes) {
        if (node.type === 'heredoc_beginning') waiting.push(node);
        else if (waiting.length > 0) this.heredocs.set(waiting.shift()!.id, node);
      }
    }
    return this.heredocs.get(beginning.id);
  }

  hasAttribute(className: string | undefined, name: string): boolean {
    return className !== undefined && (this.attributes.get(className)?.has(name) ?? false);
  }

  /**
   * A value the lowering keeps is named for the code that computes it (`Search.new(params[:q])`), as findings show
   * it; no local can be named so. The same text at another place gets a number.
   */
  temp(prefix: string, node: Node): string {
    const key = `${prefix}:${node.id}`;
    const known = this.temps.get(key);
    if (known) return known;
    const whole = node.text;
    const lineEnd = whole.indexOf('\n');
    const line = lineEnd < 0 ? whole : whole.slice(0, lineEnd);
    const text = line.length > 40 ? `${line.slice(0, 39)}…` : lineEnd >= 0 ? `${line}…` : line;
    const base = text || prefix;
    let name = base;
    let n = this.tempRepeats.get(base) ?? 1;
    while (this.tempNames.has(name)) name = `${base} #${++n}`;
    this.tempRepeats.set(base, n);
    this.tempNames.add(name);
    this.temps.set(key, name);
    return name;
  }

  blockSuffix(): string {
    return `$b${++this.counter}`;
  }
}

/** The block of a call that only groups definitions (`helpers do … end`, `namespace :db do … end`). */
function containerBlock(statement: Node): Node | undefined {
  if (statement.type !== 'call' || statement.childForFieldName('receiver') || !CONTAINERS.has(methodName(statement))) return undefined;
  return statement.childForFieldName('block') ?? undefined;
}

export function lowerRuby(file: FileContext): FileIR {
  return new RubyLowering(file).lower();
}
