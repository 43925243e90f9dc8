/**
 * Removing a JavaScript statement without changing what the code around it means: only from a statement list (the
 * unbraced body of an if or a loop would otherwise become the next statement), and never where automatic semicolon
 * insertion depended on it (`a = b` / `debugger` / `(f)()` would join into `a = b(f)()`).
 */
import type { FixPlan, FixSafety, Node } from '../../../core/rule';
import { deleteStatementLine } from '../../../core/syntax';

const STATEMENT_LISTS = ['program', 'statement_block', 'switch_case', 'switch_default', 'class_static_block'];

/** Characters that continue the previous line's expression when a line starts with them. */
const CONTINUES_EXPRESSION = /^[([`+\-/]/;

/** The next or previous statement in the same list, comments skipped. */
function sibling(node: Node, direction: 'next' | 'previous'): Node | undefined {
  let current = direction === 'next' ? node.nextNamedSibling : node.previousNamedSibling;
  while (current?.type === 'comment') current = direction === 'next' ? current.nextNamedSibling : current.previousNamedSibling;
  return current ?? undefined;
}

/** Whether deleting `statement` lets its neighbours join into one statement. */
function joinsNeighbours(statement: Node): boolean {
  const previous = sibling(statement, 'previous');
  const next = sibling(statement, 'next');
  if (!previous || !next || !CONTINUES_EXPRESSION.test(next.text)) return false;
  // A declaration or a braced statement cannot continue into the next line; an expression or `let x = y` can.
  const ends = ['expression_statement', 'lexical_declaration', 'variable_declaration', 'return_statement', 'throw_statement'];
  return ends.includes(previous.type) && !previous.text.endsWith(';');
}

export function deleteJsStatement(statement: Node, code: string, description: string, safety: FixSafety): FixPlan | undefined {
  if (!statement.parent || !STATEMENT_LISTS.includes(statement.parent.type) || joinsNeighbours(statement)) return undefined;
  return deleteStatementLine(code, statement, description, safety);
}

/** Calls that only read: arguments made of these can be dropped with the log call that held them. */
const PURE_CALLS = /^(JSON\.stringify|String|Number|Boolean|Object\.(keys|values|entries)|Array\.isArray)$|\.(toString|toFixed|toISOString|join|slice|trim|toUpperCase|toLowerCase)$/;

/** Whether evaluating the node does more than read: an assignment, an update, an await, or a call not known to be pure. */
export function hasSideEffects(node: Node): boolean {
  if (['assignment_expression', 'augmented_assignment_expression', 'update_expression', 'await_expression', 'yield_expression', 'new_expression', 'delete'].includes(node.type)) return true;
  if (node.type === 'unary_expression' && node.childForFieldName('operator')?.text === 'delete') return true;
  if (node.type === 'call_expression' && !PURE_CALLS.test(node.childForFieldName('function')?.text ?? '')) return true;
  // A function written in the arguments is not run by being passed.
  if (['arrow_function', 'function_expression'].includes(node.type)) return false;
  return node.namedChildren.some((child) => !!child && hasSideEffects(child));
}
