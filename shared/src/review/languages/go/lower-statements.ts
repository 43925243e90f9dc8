/** Go statements lowered to the IR (see lowering.ts): blocks, assignments, loops, switches, select, returns. */
import type { Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import type { Expr, Parameter, Stmt, SwitchCase, Target } from '../../core/ir';
import { literal, opaque } from '../../analysis/dataflow/lowering';
import { GoExpressions, MAP_MEMBERS, type Scope } from './lower-expressions';

export abstract class GoStatements extends GoExpressions {
  protected body(node: Node, params: readonly Parameter[], scope: Scope): Stmt[] {
    for (const param of params) if (param.type) scope.declared.set(param.name, param.type);
    const statements: Stmt[] = [];
    // Named results start as their zero values.
    scope.results.names.forEach((name, i) => {
      if (name && name !== '_') statements.push({ kind: 'assign', target: this.declare(name, scope.results.types[i], node, scope), value: this.zeroValue(scope.results.types[i]!, node), node });
    });
    statements.push(...this.block(node.childForFieldName('body'), scope));
    return statements;
  }

  protected block(node: Node | null, scope: Scope): Stmt[] {
    if (!node) return [];
    return this.statements(this.statementNodes(node), scope);
  }

  protected statementNodes(node: Node): Node[] {
    return namedChildrenOf(node).flatMap((child) => (child.type === 'statement_list' ? namedChildrenOf(child) : [child]));
  }

  protected statements(nodes: readonly Node[], scope: Scope): Stmt[] {
    const out: Stmt[] = [];
    for (const node of nodes) this.statement(node, out, scope);
    return out;
  }

  /** Lowers one statement; nested deeper than MAX_LOWERING_DEPTH it is left out. */
  protected statement(node: Node, out: Stmt[], scope: Scope): void {
    this.nesting.within(() => this.lowerStatement(node, out, scope), () => undefined);
  }

  protected lowerStatement(node: Node, out: Stmt[], scope: Scope): void {
    switch (node.type) {
      case 'short_var_declaration':
        this.assignment(node.childForFieldName('left'), node.childForFieldName('right'), node, out, scope);
        return;
      case 'assignment_statement': {
        const operator = node.childForFieldName('operator')?.text ?? '=';
        if (operator === '=' || operator === ':=') {
          this.assignment(node.childForFieldName('left'), node.childForFieldName('right'), node, out, scope);
          return;
        }
        const left = this.expressions(node.childForFieldName('left'))[0];
        const right = this.expressions(node.childForFieldName('right'))[0];
        if (left && right) out.push({ kind: 'assign', target: this.target(left, scope), value: this.expr(right, scope), op: operator.slice(0, -1), node });
        return;
      }
      case 'inc_statement': case 'dec_statement': {
        const operand = namedChildrenOf(node)[0];
        if (operand) out.push({ kind: 'assign', target: this.target(operand, scope), value: literal(1, node), op: node.type === 'inc_statement' ? '+' : '-', node });
        return;
      }
      case 'var_declaration': case 'const_declaration':
        for (const spec of node.descendantsOfType(['var_spec', 'const_spec'])) if (spec) this.varSpec(spec, out, scope);
        return;
      case 'expression_statement': {
        const expression = namedChildrenOf(node)[0];
        if (expression) out.push({ kind: 'expr', expr: this.expr(expression, scope), node });
        return;
      }
      case 'go_statement': case 'defer_statement': {
        const call = namedChildrenOf(node)[0];
        if (call) out.push({ kind: 'expr', expr: this.expr(call, scope), node });
        return;
      }
      case 'send_statement': {
        const value = node.childForFieldName('value');
        if (value) out.push({ kind: 'expr', expr: this.expr(value, scope), node });
        return;
      }
      case 'if_statement':
        this.initializer(node, out, scope);
        out.push(this.ifStatement(node, scope));
        return;
      case 'for_statement':
        this.forStatement(node, out, scope);
        return;
      case 'expression_switch_statement':
        this.initializer(node, out, scope);
        out.push(this.expressionSwitch(node, scope));
        return;
      case 'type_switch_statement':
        this.initializer(node, out, scope);
        out.push(this.typeSwitch(node, scope));
        return;
      case 'select_statement':
        out.push(this.select(node, scope));
        return;
      case 'return_statement':
        out.push(...this.returnStatement(node, scope));
        return;
      case 'break_statement':
        out.push({ kind: 'break', node });
        return;
      case 'continue_statement':
        out.push({ kind: 'continue', node });
        return;
      case 'labeled_statement':
        for (const inner of namedChildrenOf(node)) if (inner.type !== 'label_name') this.statement(inner, out, scope);
        return;
      case 'block':
        out.push({ kind: 'block', body: this.block(node, scope), node });
        return;
      case 'function_declaration':
        return;
      case 'comment': case 'empty_statement': case 'goto_statement': case 'fallthrough_statement': case 'type_declaration': case 'label_name':
        return;
      default:
        out.push({ kind: 'expr', expr: this.expr(node, scope), node });
    }
  }

  protected initializer(node: Node, out: Stmt[], scope: Scope): void {
    const init = node.childForFieldName('initializer');
    if (init) this.statement(init, out, scope);
  }

  protected ifStatement(node: Node, scope: Scope): Stmt {
    const alternative = node.childForFieldName('alternative');
    let otherwise: Stmt[] = [];
    if (alternative?.type === 'if_statement') {
      otherwise = [];
      this.statement(alternative, otherwise, scope);
    } else if (alternative) otherwise = this.block(alternative, scope);
    const condition = node.childForFieldName('condition');
    return { kind: 'if', test: condition ? this.expr(condition, scope) : opaque(node), then: this.block(node.childForFieldName('consequence'), scope), otherwise, node };
  }

  protected forStatement(node: Node, out: Stmt[], scope: Scope): void {
    const body = node.childForFieldName('body');
    const clause = namedChildrenOf(node).find((c) => c.id !== body?.id && c.type !== 'comment');
    if (!clause) {
      out.push({ kind: 'loop', body: this.block(body, scope), update: [], node });
      return;
    }
    if (clause.type === 'for_clause') {
      this.initializer(clause, out, scope);
      const condition = clause.childForFieldName('condition');
      const update: Stmt[] = [];
      const step = clause.childForFieldName('update');
      if (step) this.statement(step, update, scope);
      out.push({ kind: 'loop', ...(condition ? { test: this.expr(condition, scope) } : {}), body: this.block(body, scope), update, node });
      return;
    }
    if (clause.type === 'range_clause') {
      const right = clause.childForFieldName('right');
      const left = this.expressions(clause.childForFieldName('left'));
      if (clause.children.some((c) => c?.type === ':=')) this.define(left, [], scope);
      const iterable = right ? this.expr(right, scope) : opaque(clause);
      const mapLike = right ? this.isMapLike(right, scope) : false;
      const [keyNode, valueNode] = left;
      const prefix: Stmt[] = [];
      let each: Extract<Stmt, { kind: 'loop' }>['each'];
      if (valueNode) {
        each = { target: this.target(valueNode, scope), iterable };
        if (keyNode) prefix.push(this.rangeKey(keyNode, iterable, mapLike, scope));
      } else if (keyNode && mapLike) {
        each = { target: this.target(keyNode, scope), iterable, keys: true };
      } else {
        each = { target: { kind: 'ignore', node: clause }, iterable };
        if (keyNode) prefix.push(this.rangeKey(keyNode, iterable, false, scope));
      }
      out.push({ kind: 'loop', body: [...prefix, ...this.block(body, scope)], update: [], each, node });
      return;
    }
    // `for condition { … }`
    out.push({ kind: 'loop', test: this.expr(clause, scope), body: this.block(body, scope), update: [], node });
  }

  /** The key of a range loop: a map's keys carry what the map carries; a slice's indices are numbers. */
  protected rangeKey(keyNode: Node, iterable: Expr, mapLike: boolean, scope: Scope): Stmt {
    const value: Expr = mapLike ? opaque(keyNode, [iterable]) : { kind: 'typed', expr: opaque(keyNode), type: 'int', node: keyNode };
    return { kind: 'assign', target: this.target(keyNode, scope), value, node: keyNode };
  }

  protected isMapLike(node: Node, scope: Scope): boolean {
    if (node.type === 'identifier') return /^map\[/.test(scope.declared.get(node.text) ?? '');
    if (node.type === 'composite_literal') return node.childForFieldName('type')?.type === 'map_type';
    if (node.type === 'selector_expression') return MAP_MEMBERS.test(node.childForFieldName('field')?.text ?? '');
    if (node.type === 'call_expression') {
      const fn = node.childForFieldName('function');
      return fn?.type === 'selector_expression' && MAP_MEMBERS.test(fn.childForFieldName('field')?.text ?? '');
    }
    return false;
  }

  protected expressionSwitch(node: Node, scope: Scope): Stmt {
    const value = node.childForFieldName('value');
    const cases: SwitchCase[] = [];
    for (const clause of namedChildrenOf(node)) {
      if (clause.type !== 'expression_case' && clause.type !== 'default_case') continue;
      const tests = clause.type === 'expression_case' ? this.expressions(clause.childForFieldName('value')).map((t) => this.expr(t, scope)) : [];
      // `switch sort { case "name", "date": … }`: inside the case, the variable holds one of the case's constants.
      const known = value?.type === 'identifier' && value.text !== scope.receiver && tests.length > 0 && tests.every((t) => t.kind === 'literal');
      const held = known ? tests.slice(0, -1).reduceRight<Expr>((otherwise, test) => ({ kind: 'conditional', test: opaque(test.node), then: test, otherwise, node: test.node }), tests.at(-1)!) : undefined;
      const body = this.caseBody(clause, scope);
      cases.push({ tests, body: held && value ? [{ kind: 'assign', target: this.target(value, scope), value: held, node: clause }, ...body] : body });
    }
    return { kind: 'switch', subject: value ? this.expr(value, scope) : undefined, cases, fallthrough: false, node };
  }

  protected caseBody(clause: Node, scope: Scope): Stmt[] {
    const skip = new Set(['value', 'type', 'communication']);
    const nodes = clause.children.flatMap((child, i) => {
      if (!child || !child.isNamed || skip.has(clause.fieldNameForChild(i) ?? '')) return [];
      return child.type === 'statement_list' ? namedChildrenOf(child) : [child];
    });
    return this.statements(nodes, scope);
  }

  /** A type switch: which case runs is not known; the alias holds the value, typed as its case says. */
  protected typeSwitch(node: Node, scope: Scope): Stmt {
    const valueNode = node.childForFieldName('value');
    const value = valueNode ? this.expr(valueNode, scope) : opaque(node);
    const alias = this.expressions(node.childForFieldName('alias'))[0];
    if (alias) this.define([alias], [], scope);
    const cases: SwitchCase[] = [];
    for (const clause of namedChildrenOf(node)) {
      if (clause.type !== 'type_case' && clause.type !== 'default_case') continue;
      const types = clause.childrenForFieldName('type').filter((t): t is Node => t !== null);
      const body: Stmt[] = [];
      if (alias) {
        const aliased: Expr = types.length === 1 ? { kind: 'typed', expr: value, type: this.typeOf(types[0]!), node: types[0]! } : value;
        body.push({ kind: 'assign', target: this.target(alias, scope), value: aliased, node: alias });
      }
      body.push(...this.caseBody(clause, scope));
      cases.push({ tests: clause.type === 'type_case' ? [opaque(clause)] : [], body });
    }
    return { kind: 'switch', subject: undefined, cases, fallthrough: false, node };
  }

  protected select(node: Node, scope: Scope): Stmt {
    const cases: SwitchCase[] = [];
    for (const clause of namedChildrenOf(node)) {
      if (clause.type !== 'communication_case' && clause.type !== 'default_case') continue;
      const body: Stmt[] = [];
      const communication = clause.childForFieldName('communication');
      if (communication?.type === 'receive_statement') {
        const right = communication.childForFieldName('right');
        const left = this.expressions(communication.childForFieldName('left'));
        this.define(left, [], scope);
        if (left[0] && right) body.push({ kind: 'assign', target: this.target(left[0], scope), value: opaque(right, [this.expr(right, scope)]), node: communication });
      } else if (communication) this.statement(communication, body, scope);
      body.push(...this.caseBody(clause, scope));
      cases.push({ tests: clause.type === 'communication_case' ? [opaque(clause)] : [], body });
    }
    return { kind: 'switch', subject: undefined, cases, fallthrough: false, node };
  }

  /** `return v, err` returns the value; a function of several values (a tuple) returns them all as a list. */
  protected returnStatement(node: Node, scope: Scope): Stmt[] {
    const values = this.expressions(namedChildrenOf(node)[0] ?? null);
    const { results } = scope;
    if (values.length === 0) {
      const named = results.names;
      if (named.length === 0 || named.every((n) => !n)) return [{ kind: 'return', node }];
      const read = (i: number): Expr => (named[i] && named[i] !== '_' ? { kind: 'name', name: named[i], node } : literal(null, node));
      if (results.tuple) return [{ kind: 'return', value: { kind: 'array', elements: named.map((_, i) => read(i)), node }, node }];
      return [{ kind: 'return', value: read(results.primary), node }];
    }
    if (values.length === 1) return [{ kind: 'return', value: this.expr(values[0]!, scope), node }];
    if (results.tuple) return [{ kind: 'return', value: { kind: 'array', elements: values.map((v) => this.expr(v, scope)), node }, node }];
    const primary = values[results.primary] ?? values[0]!;
    // The other results still run (a call among them may reach a sink); the value is what the caller receives.
    const others: Stmt[] = values.filter((v) => v !== primary && v.type !== 'nil' && !/literal$/.test(v.type) && v.type !== 'identifier')
      .map((v) => ({ kind: 'expr', expr: this.expr(v, scope), node: v }));
    return [...others, { kind: 'return', value: this.expr(primary, scope), node }];
  }

  protected varSpec(spec: Node, out: Stmt[], scope: Scope): void {
    const names = spec.childrenForFieldName('name').filter((n): n is Node => n !== null);
    const typeNode = spec.childForFieldName('type');
    const type = typeNode ? this.typeOf(typeNode) : undefined;
    const valueList = spec.childForFieldName('value');
    if (!valueList) {
      for (const name of names) {
        if (name.text === '_') continue;
        out.push({ kind: 'assign', target: this.declare(name.text, type, name, scope), value: type ? this.zeroValue(type, name) : opaque(name), node: spec });
      }
      return;
    }
    const values = this.expressions(valueList);
    const targets: Target[] = names.map((name) => (name.text === '_' ? { kind: 'ignore', node: name } : this.declare(name.text, type, name, scope)));
    this.assignTargets(targets, values, spec, out, scope);
  }

  /** A name target that remembers its declared type (for what a pointer argument may write into it). */
  protected declare(name: string, type: string | undefined, node: Node, scope: Scope): Target {
    if (type) scope.declared.set(name, type);
    else scope.declared.delete(name);
    return { kind: 'name', name, node, ...(type ? { declaredType: type } : {}) };
  }

  /** Go's zero values: "" for text, numbers for numeric types; anything else an unknown value of the type. */
  protected zeroValue(type: string, node: Node): Expr {
    if (type === 'string') return literal('', node);
    if (this.structs.has(type)) return { kind: 'typed', expr: { kind: 'object', entries: [], node }, type, node };
    return { kind: 'typed', expr: opaque(node), type, node };
  }

  protected assignment(leftNode: Node | null, rightNode: Node | null, node: Node, out: Stmt[], scope: Scope): void {
    const left = this.expressions(leftNode);
    const right = this.expressions(rightNode);
    if (node.type === 'short_var_declaration') this.define(left, left.length === right.length ? right : [], scope);
    this.assignTargets(left.map((l) => this.target(l, scope)), right, node, out, scope);
  }

  /** `a, b := …` declares new variables: their type is what a literal or `make`/`new` says, else unknown. */
  protected define(names: readonly Node[], values: readonly Node[], scope: Scope): void {
    names.forEach((name, i) => {
      if (name.type !== 'identifier' || name.text === '_') return;
      const type = values[i] ? this.literalType(values[i]) : undefined;
      if (type) scope.declared.set(name.text, type);
      else scope.declared.delete(name.text);
    });
  }

  protected literalType(node: Node): string | undefined {
    if (node.type === 'unary_expression' && node.childForFieldName('operator')?.text === '&') {
      const operand = node.childForFieldName('operand');
      return operand ? this.literalType(operand) : undefined;
    }
    if (node.type === 'composite_literal') {
      const type = node.childForFieldName('type');
      return type ? this.typeOf(type) : undefined;
    }
    if (node.type === 'call_expression' && /^(make|new)$/.test(node.childForFieldName('function')?.text ?? '')) {
      const type = this.argumentNodes(node)[0];
      return type ? this.typeOf(type) : undefined;
    }
    return undefined;
  }

  protected assignTargets(targets: Target[], values: Node[], node: Node, out: Stmt[], scope: Scope): void {
    if (targets.length === values.length) {
      // `a, b = b, a`: every value is read before any target is written.
      const names = new Set(targets.filter((t) => t.kind === 'name').map((t) => (t as { name: string }).name));
      const swaps = targets.length > 1 && values.some((v) => [v, ...v.descendantsOfType('identifier')].some((id) => id && id.type === 'identifier' && names.has(id.text)));
      if (swaps) {
        const temps = values.map((v, i) => {
          const temp = `$${node.id}_${i}`;
          out.push({ kind: 'assign', target: { kind: 'name', name: temp, node: v }, value: this.expr(v, scope), node });
          return temp;
        });
        targets.forEach((target, i) => out.push({ kind: 'assign', target, value: { kind: 'name', name: temps[i]!, node: values[i]! }, node }));
        return;
      }
      targets.forEach((target, i) => out.push({ kind: 'assign', target, value: this.expr(values[i]!, scope), node }));
      return;
    }
    const value = values[0];
    if (!value || targets.length < 2) {
      values.forEach((v) => out.push({ kind: 'expr', expr: this.expr(v, scope), node }));
      return;
    }
    if (this.isTupleCall(value)) {
      out.push({ kind: 'assign', target: { kind: 'pattern', elements: targets.map((target, key) => ({ key, target })), node }, value: this.expr(value, scope), node });
      return;
    }
    // `v, err := f()`, `v, ok := m[k]`, `f, header, err := r.FormFile(…)`: the first target is the value, the
    // last (error, found) carries nothing, any in between carries what the value carries.
    const [first, ...rest] = targets;
    const lowered = this.expr(value, scope);
    if (rest.length > 1) {
      const temp = `$${node.id}`;
      out.push({ kind: 'assign', target: { kind: 'name', name: temp, node: value }, value: lowered, node });
      const read: Expr = { kind: 'name', name: temp, node: value };
      out.push({ kind: 'assign', target: first!, value: read, node });
      rest.slice(0, -1).forEach((target) => out.push({ kind: 'assign', target, value: opaque(value, [read]), node }));
    } else out.push({ kind: 'assign', target: first!, value: lowered, node });
    out.push({ kind: 'assign', target: rest.at(-1)!, value: opaque(value), node });
  }

  protected isTupleCall(node: Node): boolean {
    if (node.type !== 'call_expression') return false;
    const fn = node.childForFieldName('function');
    if (fn?.type === 'identifier') return this.tupleNames().functions.has(fn.text);
    if (fn?.type === 'selector_expression') return this.tupleNames().methods.has(fn.childForFieldName('field')?.text ?? '');
    return false;
  }

  /** Functions and methods whose results hold several values, read from the declarations when first needed. */
  protected tupleNames(): { functions: Set<string>; methods: Set<string> } {
    if (this.tuples) return this.tuples;
    const tuples = { functions: new Set<string>(), methods: new Set<string>() };
    for (const declaration of this.declarations) {
      if (declaration.type !== 'function_declaration' && declaration.type !== 'method_declaration') continue;
      const result = declaration.childForFieldName('result');
      // Only a parenthesised list can hold several values.
      if (result?.type !== 'parameter_list') continue;
      const name = declaration.childForFieldName('name')?.text;
      if (this.resultsOf(result).tuple && name) (declaration.type === 'method_declaration' ? tuples.methods : tuples.functions).add(name);
    }
    return (this.tuples = tuples);
  }

  protected expressions(list: Node | null): Node[] {
    if (!list) return [];
    if (list.type !== 'expression_list') return [list];
    return namedChildrenOf(list).filter((c) => c.type !== 'comment');
  }

  protected target(node: Node, scope: Scope): Target {
    switch (node.type) {
      case 'identifier':
        if (node.text === '_') return { kind: 'ignore', node };
        return { kind: 'name', name: node.text, node, ...(scope.declared.has(node.text) ? { declaredType: scope.declared.get(node.text)! } : {}) };
      case 'selector_expression':
        return { kind: 'member', object: this.expr(node.childForFieldName('operand')!, scope), property: node.childForFieldName('field')!.text, node };
      case 'index_expression':
        return { kind: 'index', object: this.expr(node.childForFieldName('operand')!, scope), index: this.expr(node.childForFieldName('index') ?? node, scope), node };
      case 'parenthesized_expression':
        return this.target(namedChildrenOf(node)[0] ?? node, scope);
      case 'unary_expression': {
        const operand = node.childForFieldName('operand');
        return operand && node.childForFieldName('operator')?.text === '*' ? this.target(operand, scope) : { kind: 'ignore', node };
      }
      default:
        return { kind: 'ignore', node };
    }
  }

  /** Lowers one expression; nested deeper than MAX_LOWERING_DEPTH it is opaque. */
}
