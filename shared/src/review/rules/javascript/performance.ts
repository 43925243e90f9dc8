/** performance rules for JavaScript and TypeScript. */
import type { Rule } from '../rule';
import { namedChildrenOf } from '../syntax';
import { enclosingFunction, isAsyncFunction, isInLoop } from './context';

const JS = ['javascript', 'typescript'] as const;

const DATA_ACCESS = '"query" "find" "findOne" "findById" "findUnique" "findFirst" "findMany" "findAll" "findByPk" "execute" "count" "aggregate" "select"';

export const rules: Rule[] = [
  {
    id: 'javascript.performance.query-in-loop',
    specialist: 'performance', severity: 'medium', languages: JS, outOfScope: true,
    title: 'Database query inside a loop (N+1)',
    description: 'One query per iteration multiplies round trips with the data size; it is the classic N+1 pattern that slows pages down as data grows.',
    suggestion: 'Fetch everything in one query (WHERE id IN (…), a join, or the ORM\'s include/populate) before the loop and look items up in a Map.',
    query: `(await_expression (call_expression function: (member_expression property: (property_identifier) @method (#any-of? @method ${DATA_ACCESS})))) @target`,
    where: (m) => isInLoop(m.target),
  },
  {
    id: 'javascript.performance.sync-io-in-async',
    specialist: 'performance', severity: 'medium', languages: JS,
    title: 'Blocking I/O inside async code',
    description: 'A *Sync call blocks the event loop: while it runs, the server answers no other request.',
    suggestion: 'Use the promise API (await fs.promises.readFile(…)) or move the work to start-up.',
    query: `(call_expression function: [(identifier) @fn (member_expression property: (property_identifier) @fn)] (#match? @fn "^(readFile|writeFile|appendFile|readdir|stat|lstat|exists|mkdir|rm|unlink|copyFile|rename|exec|execFile|spawn)Sync$")) @target`,
    where: (m) => {
      const fn = enclosingFunction(m.target);
      if (!fn) return false;
      if (isAsyncFunction(fn)) return true;
      const parameters = fn.childForFieldName('parameters');
      return !!parameters && /^\(\s*req\b.*\bres\b/.test(parameters.text);
    },
  },
  {
    id: 'javascript.performance.quadratic-lookup',
    specialist: 'performance', severity: 'low', languages: JS,
    title: 'Linear search inside a loop',
    description: 'includes/indexOf/find on an array inside a loop makes the work grow with the product of both sizes (quadratic).',
    suggestion: 'Build a Set or Map once before the loop and use has/get inside it.',
    query: `(call_expression function: (member_expression object: (identifier) @collection property: (property_identifier) @method (#any-of? @method "includes" "indexOf" "find" "findIndex" "lastIndexOf"))) @target`,
    where: (m) => {
      if (!isInLoop(m.target)) return false;
      // A string's includes is not a collection search; ask for names that look like collections.
      return /(s|list|array|items|ids|values|entries|rows|records|keys)$/i.test(m.captures.collection!.text);
    },
  },
  {
    id: 'javascript.performance.json-deep-clone',
    specialist: 'performance', severity: 'low', languages: JS,
    title: 'Deep clone through JSON',
    description: 'JSON.parse(JSON.stringify(x)) serialises the whole value to text and back: slow, and it drops Dates, Maps, undefined and cycles.',
    suggestion: 'Use structuredClone(x) (Node 17+, every current browser).',
    query: `(call_expression
      function: (member_expression object: (identifier) @json (#eq? @json "JSON") property: (property_identifier) @parse (#eq? @parse "parse"))
      arguments: (arguments . (call_expression
        function: (member_expression object: (identifier) @json2 (#eq? @json2 "JSON") property: (property_identifier) @stringify (#eq? @stringify "stringify"))
        arguments: (arguments . (_) @value .)) .)) @target`,
    fix: (m) => ({ description: 'Use structuredClone', edits: [{ start: m.target.startIndex, end: m.target.endIndex, text: `structuredClone(${m.captures.value!.text})` }] }),
  },
  {
    id: 'javascript.performance.spread-in-reduce',
    specialist: 'performance', severity: 'low', languages: JS,
    title: 'Accumulator copied on every reduce step',
    description: 'Spreading the accumulator into a new object or array in each step copies everything built so far: quadratic time and garbage.',
    suggestion: 'Mutate the accumulator (acc[key] = value; return acc) or build the result with a for…of loop or Object.fromEntries.',
    query: `(call_expression
      function: (member_expression property: (property_identifier) @method (#eq? @method "reduce"))
      arguments: (arguments . (arrow_function parameters: (formal_parameters . (_) @acc) body: (_) @body))) @target`,
    where: (m) => {
      const accumulator = m.captures.acc!.text.split(':')[0]!.trim();
      const body = m.captures.body!;
      const returned = body.type === 'parenthesized_expression' ? namedChildrenOf(body)[0] : body;
      if (!returned || (returned.type !== 'object' && returned.type !== 'array')) return false;
      return namedChildrenOf(returned).some((child) => child.type === 'spread_element' && child.text === `...${accumulator}`);
    },
  },
];
