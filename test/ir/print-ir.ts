/**
 * The lowered IR of a file as text, one line per statement, expressions as S-expressions: what the IR snapshot tests
 * compare. Node positions are left out (they follow the source); what each construct lowers to is what is pinned.
 */
import type { Expr, FileIR, FunctionIR, PatternElement, Stmt, Target } from '../../shared/src/review/core/ir';

function quote(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

export function printExpr(expr: Expr): string {
  switch (expr.kind) {
    case 'literal': return quote(expr.value);
    case 'name': return expr.name;
    case 'this': return 'this';
    case 'member': return `(. ${printExpr(expr.object)} ${expr.property})`;
    case 'index': return `([] ${printExpr(expr.object)} ${printExpr(expr.index)})`;
    case 'call': {
      const named = [...expr.named].map(([name, value]) => ` ${name}=${printExpr(value)}`).join('');
      return `(${expr.isNew ? 'new' : 'call'} ${printExpr(expr.callee)}${expr.args.map((arg) => ` ${printExpr(arg)}`).join('')}${named}${expr.spread ? ' ...' : ''})`;
    }
    case 'concat': return `(concat${expr.parts.map((part) => ` ${printExpr(part)}`).join('')})`;
    case 'format': return `(format-${expr.style} ${printExpr(expr.template)}${expr.args.map((arg) => ` ${printExpr(arg)}`).join('')})`;
    case 'binary': return `(${expr.op} ${printExpr(expr.left)} ${printExpr(expr.right)})`;
    case 'unary': return `(${expr.op} ${printExpr(expr.operand)})`;
    case 'conditional': return `(? ${printExpr(expr.test)} ${printExpr(expr.then)} ${printExpr(expr.otherwise)})`;
    case 'array': return `[${expr.elements.map(printExpr).join(' ')}]`;
    case 'object': return `{${expr.entries.map((entry) => `${entry.key === undefined ? '?' : quote(entry.key)}: ${printExpr(entry.value)}`).join(', ')}}`;
    case 'function': return `(fn ${expr.fn.name ?? '_'} (${expr.fn.params.map((p) => p.name).join(' ')}))`;
    case 'typed': return `(as ${printExpr(expr.expr)} ${expr.type})`;
    case 'sequence': return `(seq ${expr.statements.length} ${printExpr(expr.value)})`;
    case 'opaque': return `(opaque${expr.parts.map((part) => ` ${printExpr(part)}`).join('')})`;
  }
}

function printTarget(target: Target): string {
  switch (target.kind) {
    case 'name': return target.declaredType ? `${target.name}:${target.declaredType}` : target.name;
    case 'member': return `(. ${printExpr(target.object)} ${target.property})`;
    case 'index': return `([] ${printExpr(target.object)} ${printExpr(target.index)})`;
    case 'pattern': return `<${target.elements.map(printElement).join(' ')}>`;
    case 'ignore': return '_';
  }
}

function printElement(element: PatternElement): string {
  return `${element.rest ? '...' : ''}${element.key === undefined ? '' : `${quote(element.key)}:`}${printTarget(element.target)}${element.fallback ? `=${printExpr(element.fallback)}` : ''}`;
}

function printBody(body: readonly Stmt[], indent: string, out: string[]): void {
  for (const stmt of body) printStmt(stmt, indent, out);
}

function printStmt(stmt: Stmt, indent: string, out: string[]): void {
  const inner = `${indent}  `;
  switch (stmt.kind) {
    case 'assign': out.push(`${indent}${printTarget(stmt.target)} ${stmt.op ?? ''}= ${printExpr(stmt.value)}`); return;
    case 'expr': out.push(`${indent}${printExpr(stmt.expr)}`); return;
    case 'if':
      out.push(`${indent}if ${printExpr(stmt.test)}`);
      printBody(stmt.then, inner, out);
      if (stmt.otherwise.length > 0) {
        out.push(`${indent}else`);
        printBody(stmt.otherwise, inner, out);
      }
      return;
    case 'loop': {
      const each = stmt.each ? ` each ${printTarget(stmt.each.target)} in ${printExpr(stmt.each.iterable)}${stmt.each.keys ? ' (keys)' : ''}` : '';
      out.push(`${indent}loop${stmt.test ? ` while ${printExpr(stmt.test)}` : ''}${each}`);
      printBody(stmt.body, inner, out);
      if (stmt.update.length > 0) {
        out.push(`${indent}update`);
        printBody(stmt.update, inner, out);
      }
      return;
    }
    case 'switch':
      out.push(`${indent}switch ${stmt.subject ? printExpr(stmt.subject) : '_'}${stmt.fallthrough ? ' (fallthrough)' : ''}`);
      for (const c of stmt.cases) {
        out.push(`${inner}case ${c.tests.length ? c.tests.map(printExpr).join(' ') : 'default'}`);
        printBody(c.body, `${inner}  `, out);
      }
      return;
    case 'return': out.push(`${indent}return${stmt.value ? ` ${printExpr(stmt.value)}` : ''}`); return;
    case 'break': out.push(`${indent}break`); return;
    case 'continue': out.push(`${indent}continue`); return;
    case 'throw': out.push(`${indent}throw${stmt.value ? ` ${printExpr(stmt.value)}` : ''}`); return;
    case 'try':
      out.push(`${indent}try`);
      printBody(stmt.body, inner, out);
      for (const handler of stmt.handlers) {
        out.push(`${indent}catch ${handler.name ?? '_'}`);
        printBody(handler.body, inner, out);
      }
      if (stmt.finalizer.length > 0) {
        out.push(`${indent}finally`);
        printBody(stmt.finalizer, inner, out);
      }
      return;
    case 'function': out.push(`${indent}def ${stmt.name}`); printFunction(stmt.fn, inner, out); return;
    case 'block': out.push(`${indent}block`); printBody(stmt.body, inner, out); return;
  }
}

function printFunction(fn: FunctionIR, indent: string, out: string[]): void {
  const params = fn.params.map((p) => `${p.rest ? '...' : ''}${p.name}${p.type ? `:${p.type}` : ''}${p.annotations.length ? `@${p.annotations.join('@')}` : ''}`);
  const flags = [fn.exported ? 'exported' : '', fn.isMethod ? 'method' : '', fn.isStatic ? 'static' : ''].filter(Boolean).join(' ');
  const decorators = fn.decorators.map((d) => ` @${d.callee}${d.path !== undefined ? `(${JSON.stringify(d.path)})` : ''}`).join('');
  out.push(`${indent}function ${fn.className ? `${fn.className}.` : ''}${fn.name ?? '_'}(${params.join(', ')})${flags ? ` [${flags}]` : ''}${decorators}`);
  printBody(fn.body, `${indent}  `, out);
}

/** The whole file: imports, classes (fields, supertypes), globals, then every unit and the module body. */
export function printIR(ir: FileIR): string {
  const out: string[] = [];
  for (const [local, qualified] of [...ir.imports].sort()) out.push(`import ${local} = ${qualified}`);
  for (const cls of ir.classes.values()) {
    const supers = cls.supertypes.length ? ` extends ${cls.supertypes.join(', ')}` : '';
    out.push(`class ${cls.name}${supers}${cls.enclosing ? ` in ${cls.enclosing}` : ''}`);
    for (const [field, type] of cls.fieldTypes) out.push(`  field ${field}: ${type}`);
    for (const [field, value] of cls.fieldValues) out.push(`  field ${field} = ${printExpr(value)}`);
  }
  for (const [name, values] of ir.globals) out.push(`global ${name} = ${values.map(printExpr).join(' | ')}`);
  for (const unit of ir.units) printFunction(unit, '', out);
  // Temporaries the lowering names after syntax node ids (`$comprehension1161416`) are numbered in order instead.
  const temporaries = new Map<string, string>();
  return `${out.join('\n')}\n`.replace(/\$([a-z]+)\d+/g, (name, kind: string) => {
    if (!temporaries.has(name)) temporaries.set(name, `$${kind}#${temporaries.size + 1}`);
    return temporaries.get(name)!;
  });
}
