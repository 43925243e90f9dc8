/**
 * Rack's protocol in the IR: an object's `call(env)` receives the request's environment and returns the response
 * as `[status, headers, body]`. The environment is outside input (the `rack` handler's parameter, spec-web.ts);
 * each response returned is also handed to `Rack.response(status, headers, body)` — `Rack.html_response` when its
 * headers say text/html — so the specification can judge its Location header and, for HTML, its body.
 */
import type { Node } from '../../core/rule';
import type { Decorator, Expr, Stmt } from '../../core/ir';
import { namedChildrenOf } from '../../core/syntax';

export const RACK_HANDLER: Decorator = { name: 'rack', callee: 'rack' };

/** `def call(env)`: one parameter, of a class or module. */
export function isRackCall(method: Node): boolean {
  if (method.type !== 'method' || method.childForFieldName('name')?.text !== 'call') return false;
  const params = method.childForFieldName('parameters');
  const list = params ? namedChildrenOf(params) : [];
  return list.length === 1 && list[0]!.type === 'identifier';
}

function responseOf(value: Expr): Expr | undefined {
  if (value.kind !== 'array' || value.elements.length !== 3) return undefined;
  const headers = value.elements[1]!;
  const html = headers.kind === 'object' && headers.entries.some((entry) => typeof entry.key === 'string' && /^content-type$/i.test(entry.key)
    && entry.value.kind === 'literal' && /html/i.test(String(entry.value.value)));
  const callee: Expr = { kind: 'name', name: html ? 'Rack.html_response' : 'Rack.response', node: value.node };
  return { kind: 'call', callee, args: value.elements, named: new Map(), isNew: false, node: value.node };
}

/** The statements with every `return [status, headers, body]` also handed to Rack.response. */
export function withRackResponses(statements: readonly Stmt[]): Stmt[] {
  return statements.flatMap((statement): Stmt[] => {
    switch (statement.kind) {
      case 'return': {
        const response = statement.value && responseOf(statement.value);
        return response ? [{ kind: 'expr', expr: response, node: statement.node }, statement] : [statement];
      }
      case 'if':
        return [{ ...statement, then: withRackResponses(statement.then), otherwise: withRackResponses(statement.otherwise) }];
      case 'loop':
        return [{ ...statement, body: withRackResponses(statement.body) }];
      case 'try':
        return [{ ...statement, body: withRackResponses(statement.body), handlers: statement.handlers.map((h) => ({ ...h, body: withRackResponses(h.body) })), finalizer: withRackResponses(statement.finalizer) }];
      case 'switch':
        return [{ ...statement, cases: statement.cases.map((c) => ({ ...c, body: withRackResponses(c.body) })) }];
      case 'block':
        return [{ ...statement, body: withRackResponses(statement.body) }];
      default:
        return [statement];
    }
  });
}
