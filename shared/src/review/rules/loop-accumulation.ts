/**
 * Whether `name += …` inside a loop grows one value across iterations, the quadratic case the string-concat-in-loop
 * rules of every language report. It does not when the name is the loop's own variable (each iteration gets a fresh
 * one: `for entry in entries: entry += "/"`) or when the append is the last thing before leaving the loop (`linux +=
 * value; break`): it then runs once.
 */
import type { Node } from '../core/rule';

/** The fields that hold a loop's own variables: Python/JS/C# `left`, Java `name`, Ruby `pattern` (a block's `parameters`), Go's range clause. */
const LOOP_VARIABLE_FIELDS = ['left', 'name', 'pattern', 'value', 'key', 'parameters'];
const EXITS = /^(break_statement|return_statement|break|return|throw_statement|raise_statement)$/;

export function growsAcrossIterations(statement: Node, name: string, loop: Node): boolean {
  if (loopVariables(loop).includes(name)) return false;
  let next = statement.nextNamedSibling;
  while (next && /comment/.test(next.type)) next = next.nextNamedSibling;
  // In Go and Python the statement may sit in an expression statement or a list of them.
  if (!next && statement.parent && /statement$|^expression_statement$/.test(statement.parent.type)) {
    next = statement.parent.nextNamedSibling;
    while (next && /comment/.test(next.type)) next = next.nextNamedSibling;
  }
  return !(next && EXITS.test(next.type));
}

function loopVariables(loop: Node): string[] {
  const holders: Node[] = [];
  for (const field of LOOP_VARIABLE_FIELDS) {
    const holder = loop.childForFieldName(field);
    if (holder) holders.push(holder);
  }
  // Go: `for _, v := range items` keeps its variables in a range clause.
  const range = loop.namedChildren.find((child) => child?.type === 'range_clause');
  const left = range?.childForFieldName('left');
  if (left) holders.push(left);
  return holders.flatMap((holder) => (holder.type.includes('identifier') || holder.type === 'identifier' ? [holder] : holder.descendantsOfType(['identifier']).filter((n): n is Node => !!n))).map((n) => n.text);
}
