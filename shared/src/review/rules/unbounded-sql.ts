/**
 * Whether SQL text reads a whole table: a SELECT … FROM with no filter, no limit and no bound values, that is not an
 * aggregate of one row, nor a read of a function's result (`SELECT * FROM current_schema()`). Shared by the
 * languages' unbounded-query rules.
 */
const SELECT_FROM = /^\s*select\b[\s\S]*\bfrom\b/i;
/** A filter, a limit, or placeholders (values are passed, so there is a filter). */
const BOUNDED = /\b(where|limit|top|fetch\s+first|offset)\b|\?|\$\d|%s|(?<![:\w]):[a-z_]\w*/i;
const FROM_FUNCTION = /\bfrom\s+[\w."]+\s*\(/i;
const AGGREGATE = /^\s*select\s+(count|sum|avg|min|max)\s*\(/i;
const GROUP_BY = /\bgroup\s+by\b/i;

export function readsWholeTable(sql: string): boolean {
  return SELECT_FROM.test(sql) && !BOUNDED.test(sql) && !FROM_FUNCTION.test(sql) && !(AGGREGATE.test(sql) && !GROUP_BY.test(sql));
}
