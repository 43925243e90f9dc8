/** performance rules for python. */
import type { Rule } from '../rule';
import { enclosingFunction, isAsyncFunction, isInLoop } from './context';
import { importsModule } from './imports';

const PY = ['python'] as const;

export const rules: Rule[] = [
  {
    id: 'python.performance.query-in-loop',
    specialist: 'performance', severity: 'medium', languages: PY, outOfScope: true,
    title: 'Database query inside a loop (N+1)',
    description: 'One query per iteration multiplies round trips with the data size: the classic N+1 pattern.',
    suggestion: 'Fetch all rows at once (WHERE id IN (…), a join, select_related/prefetch_related) before the loop and look them up in a dict.',
    query: `
      (call function: (attribute attribute: (identifier) @fn (#any-of? @fn "execute" "executemany" "fetchone" "get" "filter" "first" "one" "scalar" "scalars")) arguments: (argument_list) @args) @target`,
    where: (m) => {
      if (!isInLoop(m.target)) return false;
      const callee = m.target.childForFieldName('function')!.text;
      return /(^|\.)(cursor|cur|conn|connection|db|session)\.(execute|executemany)$/.test(callee)
        || /\.objects\.(get|filter|first)$/.test(callee)
        || /(^|\.)session\.query\(.*\)\.(first|one|get|filter|scalar)$/.test(callee)
        || /(^|\.)session\.(get|scalar|scalars)$/.test(callee);
    },
  },
  {
    id: 'python.performance.blocking-call-in-async',
    specialist: 'performance', severity: 'high', languages: PY,
    title: 'Blocking call inside async code',
    description: 'time.sleep and synchronous HTTP calls block the event loop: every other task waits until they return.',
    suggestion: 'Use await asyncio.sleep(…) and an async client (httpx.AsyncClient, aiohttp), or run blocking work in asyncio.to_thread.',
    query: `
      (call function: (attribute object: (identifier) @module (#eq? @module "time") attribute: (identifier) @fn (#eq? @fn "sleep")) arguments: (argument_list) @args) @target
      (call function: (attribute object: (identifier) @module (#eq? @module "requests") attribute: (identifier) @fn (#any-of? @fn "get" "post" "put" "delete" "patch" "head" "request"))) @target`,
    where: (m) => isAsyncFunction(enclosingFunction(m.target)),
    fix: (m) => {
      if (m.captures.module!.text !== 'time' || !importsModule(m.file, 'asyncio') || m.target.parent?.type === 'await') return undefined;
      return { description: 'Sleep without blocking', edits: [{ start: m.target.startIndex, end: m.target.endIndex, text: `await asyncio.sleep${m.captures.args!.text}` }] };
    },
  },
  {
    id: 'python.performance.string-concat-in-loop',
    specialist: 'performance', severity: 'low', languages: PY,
    title: 'String built with += inside a loop',
    description: 'Each += copies the whole string built so far, so building text this way is quadratic in its length.',
    suggestion: 'Collect the parts in a list and "".join(parts) once after the loop (or use io.StringIO).',
    query: `(augmented_assignment left: (identifier) @name operator: "+=" right: (_) @value) @target`,
    where: (m) => {
      if (!isInLoop(m.target)) return false;
      let leftmost = m.captures.value!;
      while (leftmost.type === 'binary_operator') leftmost = leftmost.childForFieldName('left')!;
      return leftmost.type === 'string' || (leftmost.type === 'call' && leftmost.childForFieldName('function')?.text === 'str');
    },
  },
  {
    id: 'python.performance.list-membership-in-loop',
    specialist: 'performance', severity: 'low', languages: PY,
    title: 'Membership test on a list inside a loop',
    description: '"x in some_list" scans the list each time; inside a loop the work grows with the product of both sizes.',
    suggestion: 'Convert the list to a set once before the loop: allowed = set(allowed_list).',
    query: `(comparison_operator (_) operators: ["in" "not in"] [(identifier) @collection (list) @literal]) @target`,
    where: (m) => isInLoop(m.target) && (m.captures.literal ? m.captures.literal.namedChildCount > 8 : /_(list|ids|items|names)$|^(ids|items|names|rows|records)$/.test(m.captures.collection!.text)),
  },
];
