/**
 * PHP expressions lowered to the IR: variables without `$`, `$this`/`self::`/`static::` as the receiver, `.`
 * concatenation and interpolated strings and heredocs as concatenations, `sprintf` as printf formatting (values a
 * numeric conversion takes carry no text), casts as typed values, arithmetic as numbers, `isset`/`empty` and
 * `in_array` as the comparisons they are, arrays with keys as objects, `match` as a chain of conditionals, backticks
 * as `shell_exec`, `include`/`require`, `print` and the superglobals' parts that are not input (`$_SERVER` entries
 * other than the request's, an upload's temporary path).
 */
import type { Node } from '../../core/rule';
import { childrenOf, namedChildrenOf } from '../../core/syntax';
import type { Constant, Decorator, Expr, FunctionIR, Stmt, Target } from '../../core/ir';
import { literal, numberLiteral, opaque } from '../../analysis/dataflow/lowering';
import { URL_COMPONENTS, comparison, functionCall } from './builtins';
import { DISPATCHES, dotted, simpleName, variableName } from './names';
import { argumentValue, type ExprLowerer, type ExpressionScope } from './scope';
import { assignment, target } from './targets';
import { concatParts, heredoc, inHtml, interpolated, nowdoc, singleQuotedText } from './text';

export { argumentValue, type ExpressionScope } from './scope';

const COMPARISONS: Readonly<Record<string, string>> = { '===': '==', '!==': '!=', '==': '==', '!=': '!=', '<>': '!=', '<': '<', '<=': '<=', '>': '>', '>=': '>=' };
const LOGICAL: Readonly<Record<string, string>> = { '&&': '&&', and: '&&', '||': '||', or: '||', '??': '??' };
const ARITHMETIC = new Set(['-', '*', '/', '%', '**', '<<', '>>', '&', '|', '^', '<=>']);
const CASTS: Readonly<Record<string, string>> = { int: 'int', integer: 'int', float: 'float', double: 'float', real: 'float', bool: 'bool', boolean: 'bool', string: 'string', array: 'array', object: 'object', binary: 'string', unset: 'null' };
/** Predefined constants read by rules and rows by their names (`FILTER_VALIDATE_INT`, `ENT_QUOTES`, `CURLOPT_URL`). */
const PREDEFINED = /^(FILTER|ENT|CURLOPT|CURLAUTH|CURLPROTO|JSON|INPUT|PASSWORD|PREG|LOCK|FILE|SORT|COUNT|ARRAY|STR_PAD|MB_CASE|PATHINFO|OPENSSL|LDAP|PHP_URL|PHP_QUERY|LIBXML|ENT_HTML|HTML|SODIUM)_[A-Z0-9_]+$/;
/** Upload entries PHP fills itself: where it stored the file, its size, its error code. */
const UPLOAD_SERVER_KEYS = new Set(['tmp_name', 'size', 'error']);
const ROUTE_VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'options', 'any', 'match', 'map']);
const ROUTERS = /(^|\W)(app|group|router|route|routes|r|api|web)$/i;
const INCLUDES: Readonly<Record<string, string>> = { include_expression: 'include', include_once_expression: 'include_once', require_expression: 'require', require_once_expression: 'require_once' };

export class PhpExpressions implements ExprLowerer {
  constructor(readonly scope: ExpressionScope) {}

  /** An assignment (or `++`) as statements. */
  assignment(node: Node, out: Stmt[]): void {
    assignment(this, node, out);
  }

  /** What an assignment writes to. */
  target(node: Node): Target {
    return target(this, node);
  }

  /** A value printed into HTML after `before`, marked where escaping does not protect it. */
  inHtml(value: Expr, before: string, node: Node): Expr {
    return inHtml(value, before, node);
  }

  /** Lowers one expression; nested deeper than MAX_LOWERING_DEPTH it is opaque. */
  expr(node: Node): Expr {
    return this.scope.nesting.within(() => this.lower(node), () => opaque(node));
  }

  private parts(node: Node): Expr[] {
    return namedChildrenOf(node).filter((c) => c.type !== 'comment').map((c) => this.expr(c));
  }

  private lower(node: Node): Expr {
    switch (node.type) {
      case 'variable_name':
        return node.text === '$this' ? { kind: 'this', node } : { kind: 'name', name: variableName(node), node };
      case 'name': case 'qualified_name':
        return this.constant(node);
      case 'relative_scope':
        return { kind: 'this', node };
      case 'string':
        return literal(singleQuotedText(node), node);
      case 'encapsed_string':
        return interpolated(this, node, node.startIndex + (node.text.startsWith('b') ? 2 : 1), node.endIndex - 1, '"', '');
      case 'heredoc':
        return heredoc(this, node);
      case 'nowdoc':
        return nowdoc(this, node);
      case 'integer': case 'float':
        return literal(numberLiteral(node.text), node);
      case 'boolean':
        return literal(node.text.toLowerCase() === 'true', node);
      case 'null':
        return literal(null, node);
      case 'parenthesized_expression': case 'error_suppression_expression': case 'clone_expression': case 'by_ref': {
        const inner = namedChildrenOf(node).filter((c) => c.type !== 'comment').at(-1);
        return inner ? this.expr(inner) : opaque(node);
      }
      case 'argument': {
        const value = argumentValue(node);
        return value ? this.expr(value) : opaque(node);
      }
      case 'binary_expression':
        return this.binary(node);
      case 'unary_op_expression': {
        const operand = node.childForFieldName('argument') ?? namedChildrenOf(node).at(-1);
        const op = node.childForFieldName('operator')?.text ?? childrenOf(node)[0]?.text ?? '!';
        return operand ? { kind: 'unary', op: op === '!' ? '!' : op, operand: this.expr(operand), node } : opaque(node);
      }
      case 'assignment_expression': case 'augmented_assignment_expression': case 'reference_assignment_expression': case 'update_expression': {
        const statements: Stmt[] = [];
        assignment(this, node, statements);
        const target = node.childForFieldName('left') ?? node.childForFieldName('argument') ?? namedChildrenOf(node)[0];
        return { kind: 'sequence', statements, value: target && target.type !== 'list_literal' ? this.expr(target) : opaque(node), node };
      }
      case 'conditional_expression': {
        const condition = node.childForFieldName('condition');
        const body = node.childForFieldName('body');
        const alternative = node.childForFieldName('alternative');
        if (!condition || !alternative) return opaque(node, this.parts(node));
        // `a ?: b` is `a ? a : b`.
        return { kind: 'conditional', test: this.expr(condition), then: this.expr(body ?? condition), otherwise: this.expr(alternative), node };
      }
      case 'function_call_expression':
        return functionCall(this, node);
      case 'member_call_expression': case 'nullsafe_member_call_expression':
        return this.call(node, this.memberCallee(node), node.childForFieldName('arguments'));
      case 'scoped_call_expression': {
        const scope = node.childForFieldName('scope');
        const name = node.childForFieldName('name');
        if (!scope || !name) return opaque(node, this.parts(node));
        const job = scope.type === 'name' || scope.type === 'qualified_name' ? simpleName(scope.text) : undefined;
        if (job && DISPATCHES.has(name.text) && this.scope.isJob(job)) return this.dispatched(node, job, scope, name);
        return this.call(node, { kind: 'member', object: this.scopeOf(scope), property: name.type === 'name' ? name.text : '*', node }, node.childForFieldName('arguments'));
      }
      case 'member_access_expression': case 'nullsafe_member_access_expression': {
        const object = node.childForFieldName('object');
        const name = node.childForFieldName('name');
        if (!object || !name) return opaque(node, this.parts(node));
        if (name.type !== 'name') return opaque(node, [this.expr(object), this.expr(name)]);
        return { kind: 'member', object: this.expr(object), property: name.text, node };
      }
      case 'scoped_property_access_expression': {
        const scope = node.childForFieldName('scope');
        const name = node.childForFieldName('name');
        if (!scope || !name) return opaque(node, this.parts(node));
        return { kind: 'member', object: this.scopeOf(scope), property: variableName(name), node };
      }
      case 'class_constant_access_expression': {
        const [scope, name] = namedChildrenOf(node);
        if (!scope || !name) return opaque(node);
        // `self::HOSTS` is a constant of the class around it: read through the class, it keeps its value.
        const owner = scope.type === 'relative_scope' ? this.scope.classAt(scope) : undefined;
        if (name.text === 'class') return owner ? literal(owner, node) : scope.type === 'relative_scope' ? opaque(node) : literal(simpleName(scope.text), node);
        return { kind: 'member', object: owner ? { kind: 'name', name: owner, node: scope } : this.scopeOf(scope), property: name.text, node };
      }
      case 'subscript_expression':
        return this.subscript(node);
      case 'object_creation_expression':
        return this.creation(node);
      case 'array_creation_expression':
        return this.array(node);
      case 'anonymous_function': case 'arrow_function':
        return { kind: 'function', fn: this.scope.closure(node, []), node };
      case 'cast_expression': {
        const type = CASTS[(node.childForFieldName('type')?.text ?? '').toLowerCase()];
        const value = node.childForFieldName('value');
        if (!value) return opaque(node);
        return type ? { kind: 'typed', expr: this.expr(value), type, node } : this.expr(value);
      }
      case 'print_intrinsic':
        return this.named(node, 'print', this.parts(node));
      case 'include_expression': case 'include_once_expression': case 'require_expression': case 'require_once_expression':
        return this.named(node, INCLUDES[node.type]!, this.parts(node));
      case 'shell_command_expression':
        // Backticks run their text in a shell, as shell_exec does.
        return this.named(node, 'shell_exec', [interpolated(this, node, node.startIndex + 1, node.endIndex - 1, '"', '')]);
      case 'match_expression':
        return this.match(node);
      case 'sequence_expression': {
        const parts = this.parts(node);
        return parts.length === 1 ? parts[0]! : opaque(node, parts);
      }
      case 'dynamic_variable_name':
        return node.text.startsWith('${') && namedChildrenOf(node)[0]?.type === 'name' ? { kind: 'name', name: namedChildrenOf(node)[0]!.text, node } : opaque(node, this.parts(node));
      case 'list_literal':
        return { kind: 'array', elements: this.parts(node), node };
      default:
        return opaque(node, this.parts(node));
    }
  }

  /** A bare name in an expression: a constant (`PHP_EOL`, `ENT_QUOTES`, the file's own) or a class. */
  private constant(node: Node): Expr {
    const name = simpleName(node.text);
    if (name === 'PHP_EOL') return literal('\n', node);
    if (PREDEFINED.test(name) && !this.scope.definesConstant(name)) return literal(name, node);
    return { kind: 'name', name, node };
  }

  /** `self`, `static`, `parent` are the receiver; `Foo` names a class; `$x::` an object. */
  private scopeOf(scope: Node): Expr {
    if (scope.type === 'relative_scope') return { kind: 'this', node: scope };
    if (scope.type === 'name' || scope.type === 'qualified_name') return { kind: 'name', name: simpleName(scope.text), node: scope };
    return this.expr(scope);
  }

  private memberCallee(node: Node): Expr {
    const object = node.childForFieldName('object');
    const name = node.childForFieldName('name');
    if (!object || !name) return opaque(node);
    if (name.type !== 'name') return opaque(name, [this.expr(object), this.expr(name)]);
    return { kind: 'member', object: this.expr(object), property: name.text, node: name };
  }

  private binary(node: Node): Expr {
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    const op = node.childForFieldName('operator')?.text ?? '';
    if (!left || !right) return opaque(node, this.parts(node));
    if (op === '.') return { kind: 'concat', parts: concatParts(this, node), node };
    if (op in COMPARISONS) return comparison(this, node, left, right, COMPARISONS[op]!);
    if (op in LOGICAL) return { kind: 'binary', op: LOGICAL[op]!, left: this.expr(left), right: this.expr(right), node };
    if (op === 'instanceof') return { kind: 'binary', op: 'instanceof', left: this.expr(left), right: literal(null, right), node };
    const binary: Expr = { kind: 'binary', op, left: this.expr(left), right: this.expr(right), node };
    // A set of flags (`FILE_APPEND | LOCK_EX`) reads as the names it combines, as single flags do.
    if (op === '|' && [binary.left, binary.right].every((side) => side.kind === 'literal' && typeof side.value === 'string' && /^[A-Z][A-Z0-9_|]*$/.test(side.value))) {
      return literal(`${(binary.left as { value: string }).value}|${(binary.right as { value: string }).value}`, node);
    }
    if (op === 'xor') return { kind: 'typed', expr: binary, type: 'bool', node };
    // Arithmetic gives numbers; `+` on arrays is their union, so only `+` with a number is arithmetic for certain.
    const numberOperand = [left, right].some((side) => side.type === 'integer' || side.type === 'float' || side.type === 'cast_expression' && /int|float|double/i.test(side.text));
    if (ARITHMETIC.has(op) || (op === '+' && numberOperand)) return { kind: 'typed', expr: binary, type: 'float', node };
    return binary;
  }

  /** The value list of a call, named arguments apart, a spread (`...$args`) as an opaque value. */
  private argumentsOf(list: Node | null): { args: Expr[]; named: Map<string, Expr>; spread: boolean } {
    const args: Expr[] = [];
    const named = new Map<string, Expr>();
    let spread = false;
    for (const argument of list ? namedChildrenOf(list) : []) {
      if (argument.type === 'comment') continue;
      if (argument.type === 'variadic_placeholder') {
        spread = true;
        continue;
      }
      const name = argument.childForFieldName('name');
      const value = argumentValue(argument);
      if (!value) continue;
      if (value.type === 'variadic_unpacking') {
        spread = true;
        args.push(opaque(value, this.parts(value)));
      } else if (name) named.set(name.text, this.expr(value));
      else args.push(this.expr(value));
    }
    return { args, named, spread };
  }

  /**
   * The closures a call registers as route handlers (`Route::get('/u/{id}', fn ($id) => …)`), defined with their
   * route: they are handlers the framework calls, whose parameters and return value the specification describes.
   */
  routeHandlers(call: Node): FunctionIR[] {
    const route = this.routeOf(call);
    if (route.length === 0) return [];
    const list = call.childForFieldName('arguments');
    return (list ? namedChildrenOf(list) : [])
      .map((argument) => argumentValue(argument))
      .filter((value): value is Node => value?.type === 'anonymous_function' || value?.type === 'arrow_function')
      .map((value) => this.scope.closure(value, route));
  }

  call(node: Node, callee: Expr, list: Node | null, isNew = false): Expr {
    const { args, named, spread } = this.argumentsOf(list);
    return { kind: 'call', callee, args, named, isNew, node, ...(spread ? { spread } : {}) };
  }

  /** A call of a name the language itself provides (`print`, `include`, backticks), with its values. */
  named(node: Node, name: string, args: Expr[]): Expr {
    return { kind: 'call', callee: { kind: 'name', name, node }, args, named: new Map(), isNew: false, node };
  }

  private creation(node: Node): Expr {
    const anonymous = namedChildrenOf(node).find((c) => c.type === 'anonymous_class');
    if (anonymous) {
      const methods = this.scope.anonymousClass(anonymous);
      const args = this.argumentsOf(namedChildrenOf(anonymous).find((c) => c.type === 'arguments') ?? null).args;
      return { kind: 'sequence', statements: methods.map((fn): Stmt => ({ kind: 'expr', expr: { kind: 'function', fn, node: fn.node }, node: fn.node })), value: opaque(node, args), node };
    }
    const [type] = namedChildrenOf(node);
    const list = namedChildrenOf(node).find((c) => c.type === 'arguments') ?? null;
    if (!type) return opaque(node);
    const named = type.type === 'name' || type.type === 'qualified_name' ? (/^(self|static)$/i.test(type.text) ? this.scope.classAt(type) : simpleName(type.text)) : undefined;
    const callee: Expr = named ? { kind: 'name', name: named, node: type } : this.expr(type);
    // A class of the file with a constructor: the object is what its constructor leaves (`new Comment($author)`
    // keeps `$author` in the property it promotes), so the constructor runs as a method of the new object.
    if (named && this.scope.hasConstructor(named)) {
      const created: Expr = { kind: 'call', callee, args: [], named: new Map(), isNew: true, node: type };
      return this.call(node, { kind: 'member', object: created, property: '__construct', node: type }, list);
    }
    return this.call(node, callee, list, true);
  }

  /**
   * Laravel's `Job::dispatch($a)` (Dispatchable) builds the job with the arguments and its worker later runs
   * `handle()` on it: the flow follows the arguments into the constructor and the job's handler, as a direct
   * `(new Job($a))->handle()` would be followed.
   */
  private dispatched(node: Node, job: string, scope: Node, name: Node): Expr {
    const created: Expr = { kind: 'call', callee: { kind: 'name', name: job, node: scope }, args: [], named: new Map(), isNew: true, node: scope };
    const constructed = this.call(name, { kind: 'member', object: created, property: '__construct', node: scope }, node.childForFieldName('arguments'));
    return { kind: 'call', callee: { kind: 'member', object: constructed, property: 'handle', node: name }, args: [], named: new Map(), isNew: false, node };
  }

  /** `[…]` and `array(…)`: a list, or an object when any element has a key. */
  private array(node: Node): Expr {
    const elements = namedChildrenOf(node).filter((c) => c.type === 'array_element_initializer');
    const keyed = elements.some((element) => this.elementKey(element) !== undefined);
    if (!keyed) {
      return { kind: 'array', elements: elements.map((element) => {
        const value = namedChildrenOf(element).at(-1);
        if (!value) return opaque(element);
        return value.type === 'variadic_unpacking' ? opaque(value, this.parts(value)) : this.expr(value);
      }), node };
    }
    let position = 0;
    const entries = elements.map((element) => {
      const keyNode = this.elementKey(element);
      const valueNode = namedChildrenOf(element).at(-1)!;
      if (!keyNode) return { key: valueNode.type === 'variadic_unpacking' ? undefined : position++, value: this.expr(valueNode) };
      const key = this.expr(keyNode);
      const constantKey: Constant | undefined = key.kind === 'literal' && (typeof key.value === 'string' || typeof key.value === 'number') ? key.value : undefined;
      if (typeof constantKey === 'number') position = constantKey + 1;
      return { key: constantKey, value: this.expr(valueNode) };
    });
    return { kind: 'object', entries, node };
  }

  private elementKey(element: Node): Node | undefined {
    const children = namedChildrenOf(element).filter((c) => c.type !== 'comment');
    return children.length === 2 ? children[0] : undefined;
  }

  private subscript(node: Node): Expr {
    const [objectNode, indexNode] = namedChildrenOf(node).filter((c) => c.type !== 'comment');
    if (!objectNode) return opaque(node);
    const key = indexNode ? this.key(indexNode, node) : undefined;
    // PHP fills these entries of an upload itself: they carry nothing the client chose.
    if (typeof key === 'string' && UPLOAD_SERVER_KEYS.has(key) && (key === 'tmp_name' || this.rootVariable(objectNode) === '$_FILES')) return opaque(node);
    if (objectNode.type === 'variable_name' && objectNode.text === '$_SERVER' && typeof key === 'string') {
      // The request's headers are $_SERVER's HTTP_* entries; its other entries are the server's, or the request line.
      const server: Expr = { kind: 'name', name: '_SERVER', node: objectNode };
      if (key.startsWith('HTTP_')) return { kind: 'index', object: { kind: 'member', object: server, property: 'HTTP_*', node: objectNode }, index: literal(key, indexNode!), node };
      return { kind: 'member', object: server, property: key, node };
    }
    // `$parts['host']` of `$parts = parse_url($url)` is the host of `$url`.
    const url = typeof key === 'string' && objectNode.type === 'variable_name' && Object.values(URL_COMPONENTS).includes(key) ? this.scope.parsedUrl(objectNode) : undefined;
    if (url) return { kind: 'member', object: this.expr(url), property: key as string, node };
    const index = indexNode ? (key !== undefined ? literal(key, indexNode) : this.expr(indexNode)) : opaque(node);
    return { kind: 'index', object: this.expr(objectNode), index, node };
  }

  /** The constant key of a subscript: a literal, or an unquoted word inside a string (`"$row[name]"`). */
  key(index: Node, subscript: Node): string | number | undefined {
    if (index.type === 'name' && /^(encapsed_string|heredoc_body|shell_command_expression)$/.test(subscript.parent?.type ?? '')) return index.text;
    if (index.type === 'string') return singleQuotedText(index);
    if (index.type === 'integer') {
      const value = numberLiteral(index.text);
      return typeof value === 'number' ? value : undefined;
    }
    if (index.type === 'encapsed_string') {
      const value = this.expr(index);
      return value.kind === 'literal' && typeof value.value === 'string' ? value.value : undefined;
    }
    return undefined;
  }

  private rootVariable(node: Node): string | undefined {
    let current: Node | undefined = node;
    while (current?.type === 'subscript_expression') current = namedChildrenOf(current)[0];
    return current?.type === 'variable_name' ? current.text : undefined;
  }

  /** `match ($x) { 'a', 'b' => …, default => … }` as conditionals on the subject. */
  private match(node: Node): Expr {
    const condition = node.childForFieldName('condition');
    const body = node.childForFieldName('body');
    const subjectNode = condition ? (namedChildrenOf(condition)[0] ?? condition) : undefined;
    if (!subjectNode || !body) return opaque(node);
    const subject = this.expr(subjectNode);
    const arms: { tests: Expr[]; value: Expr }[] = [];
    let fallback: Expr = opaque(node);
    for (const arm of namedChildrenOf(body)) {
      const value = arm.childForFieldName('return_expression');
      if (!value) continue;
      if (arm.type === 'match_default_expression') {
        fallback = this.expr(value);
        continue;
      }
      const list = arm.childForFieldName('conditional_expressions');
      const tests = list ? namedChildrenOf(list).map((test) => this.expr(test)) : [];
      arms.push({ tests, value: this.expr(value) });
    }
    // `match (true) { $a > 1 => … }`: each test is a condition of its own.
    const byCondition = subject.kind === 'literal' && subject.value === true;
    return arms.reduceRight<Expr>((otherwise, arm) => ({
      kind: 'conditional',
      test: arm.tests.map((test): Expr => (byCondition ? test : { kind: 'binary', op: '==', left: subject, right: test, node: test.node })).reduce((a, b) => ({ kind: 'binary', op: '||', left: a, right: b, node: b.node })),
      then: arm.value,
      otherwise,
      node,
    }), fallback);
  }

  /** Closures registered as route handlers: `Route::get('/u/{id}', fn …)`, Slim's `$app->get('/u/{id}', …)`. */
  private routeOf(call: Node): Decorator[] {
    const name = call.childForFieldName('name');
    const verb = name?.text.toLowerCase() ?? '';
    if (!ROUTE_VERBS.has(verb)) return [];
    const owner = call.type === 'scoped_call_expression' ? call.childForFieldName('scope') : call.childForFieldName('object');
    if (!owner) return [];
    const ownerName = call.type === 'scoped_call_expression' ? simpleName(owner.text) : owner.text.replace(/^\$/, '').replace(/^this->/, '');
    if (call.type === 'scoped_call_expression' ? ownerName !== 'Route' : !ROUTERS.test(ownerName)) return [];
    const first = namedChildrenOf(call.childForFieldName('arguments') ?? call).find((c) => c.type === 'argument');
    const path = first ? this.expr(namedChildrenOf(first).at(-1) ?? first) : undefined;
    if (path?.kind !== 'literal' || typeof path.value !== 'string') return [];
    const registration = `${dotted(ownerName)}.${verb}`;
    return [{ name: registration, callee: registration, path: path.value }];
  }

}
