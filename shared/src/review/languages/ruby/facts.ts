/**
 * What the Ruby lowering needs to know about the whole file before it lowers any body: the classes and modules it
 * defines, the names of their methods, and which classes hold state the file can see — those constructed here
 * (`Service.new(params[:q]).call`, a job enqueued with `perform_later`) and their ancestors, with the instance
 * variables each class uses. A method of such a class takes its instance variables as parameters (`@query`), and a
 * call of it passes the receiver's fields for them, so what the constructor stored reaches the methods called on
 * the object, field by field.
 */
import type { Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import { callsOf } from './find';
import { methodName } from './rules/context';
import { constantText } from './rules/strings';

/** Class methods that run an instance's `perform` with their arguments (ActiveJob, Sidekiq). */
export const ENQUEUE = new Set(['perform_later', 'perform_now', 'perform_async', 'perform_in', 'perform_at', 'perform_inline']);
/** The calls the facts read: constructions, enqueued jobs, requires, scopes and attributes. */
const FACT_CALLS = ['new', ...ENQUEUE, 'require', 'require_relative', 'scope', 'attr_reader', 'attr_accessor', 'attr_writer'];

export interface FileFacts {
  classes: ReadonlySet<string>;
  methodNames: ReadonlySet<string>;
  /** Classes whose instances the file constructs, and their ancestors in the file. */
  stateful: ReadonlySet<string>;
  /** Classes constructed here whose `initialize` (their own or an ancestor's) the file defines. */
  constructed: ReadonlySet<string>;
  /** The instance variables (names without `@`) a class and its ancestors in the file use or declare attributes for. */
  ivarsOf(className: string): readonly string[];
  /** The classes with state that define a method of this name. */
  definers(method: string): readonly string[];
  /** What the file requires (`open-uri`, `sinatra/base`). */
  requires: ReadonlySet<string>;
  /** Every method name the file defines, at the top level too. */
  defined: ReadonlySet<string>;
  /** Class methods (`def self.search`, `scope :matching`, `class_methods do … end`) defined by exactly one class. */
  classMethodOwner(name: string): string | undefined;
}

function simpleName(node: Node | null): string | undefined {
  if (!node) return undefined;
  return node.type === 'scope_resolution' ? node.childForFieldName('name')?.text : node.text;
}

/** Blocks that only group definitions (lowering.ts reads them the same way). */
const GROUPS = new Set(['helpers', 'namespace', 'configure', 'class_methods', 'included', 'concerning', 'extended', 'prepended', 'class_eval', 'module_eval', 'instance_eval']);

/**
 * The file's classes and modules, its `class << self` and `class_methods` sections and its methods, walked down from
 * the top level through class bodies and grouping blocks, never into a method: a walk of the whole tree (or a
 * question about each node's parent) costs more than the few levels definitions sit at.
 */
function structure(root: Node): { classNodes: Node[]; singletonNodes: Node[]; methodNodes: Node[] } {
  const classNodes: Node[] = [];
  const singletonNodes: Node[] = [];
  const methodNodes: Node[] = [];
  const walk = (statements: readonly Node[], depth: number): void => {
    if (depth > 16) return;
    for (const statement of statements) {
      switch (statement.type) {
        case 'class': case 'module':
          classNodes.push(statement);
          walk(namedChildrenOf(statement.childForFieldName('body') ?? statement), depth + 1);
          break;
        case 'singleton_class':
          singletonNodes.push(statement);
          walk(namedChildrenOf(statement.childForFieldName('body') ?? statement), depth + 1);
          break;
        case 'method': case 'singleton_method':
          methodNodes.push(statement);
          break;
        case 'call': {
          const block = statement.childForFieldName('block');
          const verb = block || statement.childForFieldName('arguments') ? methodName(statement) : '';
          if (block && GROUPS.has(verb)) {
            if (verb === 'class_methods') singletonNodes.push(statement);
            walk(namedChildrenOf(block.childForFieldName('body') ?? block), depth + 1);
          } else if (/^(private|protected|public|module_function)$/.test(verb)) {
            // `private def helper … end`
            methodNodes.push(...namedChildrenOf(statement.childForFieldName('arguments')!).filter((arg) => arg.type === 'method' || arg.type === 'singleton_method'));
          }
          break;
        }
        default:
          break;
      }
    }
  };
  walk(namedChildrenOf(root), 0);
  return { classNodes, singletonNodes, methodNodes };
}

/** A method definition's name: `def name`, `def self.name`, `def name=`, `def ==`. */
const DEF = /^def\s+(?:(?:self|[A-Z]\w*)\s*\.\s*)?([A-Za-z_]\w*[?!=]?|\[\]=?|[+\-*/%<>=!~^&|]+)/;

/** Ranges of the file, to tell what a node lies in from its offset alone (walking up the tree crosses into the parser at every step). */
interface Span {
  start: number;
  end: number;
  name: string;
}

/** The innermost span holding the offset. */
function innermost(spans: readonly Span[], offset: number): Span | undefined {
  let best: Span | undefined;
  for (const span of spans) if (span.start <= offset && offset < span.end && (!best || span.start >= best.start)) best = span;
  return best;
}

export function fileFacts(root: Node, code: string): FileFacts {
  const classes = new Set<string>();
  const parents = new Map<string, string[]>();
  const methodNames = new Set<string>();
  const constructed = new Set<string>();
  const initializers = new Set<string>();
  const ivars = new Map<string, Set<string>>();
  const definedBy = new Map<string, Set<string>>();
  const requires = new Set<string>();
  const defined = new Set<string>();
  const classMethods = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string | undefined, value: string | undefined) => {
    if (key === undefined || value === undefined) return;
    const set = map.get(key) ?? new Set<string>();
    set.add(value);
    map.set(key, set);
  };
  const { classNodes, singletonNodes, methodNodes } = structure(root);
  const classSpans: Span[] = [];
  for (const node of classNodes) {
    const name = simpleName(node.childForFieldName('name'));
    if (!name) continue;
    classes.add(name);
    classSpans.push({ start: node.startIndex, end: node.endIndex, name });
    const superclass = node.childForFieldName('superclass');
    const written = superclass ? simpleName(namedChildrenOf(superclass)[0] ?? null) : undefined;
    const list = parents.get(name) ?? [];
    if (written && written !== name) list.push(written);
    parents.set(name, list);
  }
  const classOf = (node: Node) => innermost(classSpans, node.startIndex)?.name;
  // `include Concern`, `helper InvoicesHelper`: found by name, the class they stand in by position.
  for (const call of callsOf(root, code, ['include', 'prepend', 'helper'])) {
    const owner = classOf(call);
    if (!owner || call.childForFieldName('receiver')) continue;
    for (const arg of namedChildrenOf(call.childForFieldName('arguments') ?? call)) {
      const mixin = simpleName(arg);
      if (mixin && mixin !== owner) parents.get(owner)!.push(mixin);
    }
  }
  // `class << self … end` and a concern's `class_methods do … end` hold class methods.
  const singletonSpans: Span[] = singletonNodes.map((node) => ({ start: node.startIndex, end: node.endIndex, name: '' }));
  for (const node of methodNodes) {
    // The name read off the source (`def self.name`): asking the tree costs a round trip per method.
    const name = DEF.exec(code.slice(node.startIndex, node.startIndex + 200))?.[1];
    if (!name) continue;
    const owner = classOf(node);
    defined.add(name);
    const singleton = singletonSpans.length > 0 ? innermost(singletonSpans, node.startIndex) : undefined;
    const inClass = innermost(classSpans, node.startIndex);
    if (node.type === 'singleton_method' || (singleton && (!inClass || inClass.start < singleton.start))) add(classMethods, name, owner);
    else if (owner) {
      methodNames.add(name);
      add(definedBy, name, owner);
      if (name === 'initialize') initializers.add(owner);
    }
  }
  // Instance variables by name in the text, the first of each name in each class confirmed on the tree.
  const seen = new Set<string>();
  for (const match of code.matchAll(/(?<![\w@$])@([A-Za-z_]\w*)/g)) {
    const owner = innermost(classSpans, match.index)?.name;
    const key = `${owner}\u0000${match[1]}`;
    if (!owner || seen.has(key)) continue;
    if (root.descendantForIndex(match.index, match.index + match[0].length)?.type !== 'instance_variable') continue;
    seen.add(key);
    add(ivars, owner, match[1]);
  }
  // The calls that say something about the file's classes are found by their names in the text and confirmed on the
  // tree: most of a file's calls do not, and bringing every call node out of the parser costs more than the rest.
  for (const node of callsOf(root, code, FACT_CALLS)) {
    const verb = methodName(node);
    const receiver = node.childForFieldName('receiver');
    const first = () => namedChildrenOf(node.childForFieldName('arguments') ?? node)[0];
    if (/^require(_relative)?$/.test(verb) && !receiver) {
      const path = first();
      const text = path ? constantText(path) : undefined;
      if (text !== undefined) requires.add(text);
    } else if (verb === 'scope' && !receiver) {
      const symbol = first();
      if (symbol?.type === 'simple_symbol') add(classMethods, symbol.text.slice(1), classOf(node));
    } else if (/^attr_(reader|accessor|writer)$/.test(verb) && !receiver) {
      for (const arg of namedChildrenOf(node.childForFieldName('arguments') ?? node)) if (arg.type === 'simple_symbol') add(ivars, classOf(node), arg.text.slice(1));
    } else if (verb === 'new' && !receiver) {
      // `new(…)` inside a class method constructs that class.
      const owner = classOf(node);
      if (owner) constructed.add(owner);
    } else if (receiver && (receiver.type === 'constant' || receiver.type === 'scope_resolution')) {
      const name = simpleName(receiver);
      if (name) constructed.add(name);
    }
  }
  const stateful = new Set<string>();
  const queue = [...constructed].filter((name) => classes.has(name));
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (stateful.has(name)) continue;
    stateful.add(name);
    for (const parent of parents.get(name) ?? []) if (classes.has(parent)) queue.push(parent);
  }
  const initialized = (name: string): boolean => {
    const seen = new Set<string>();
    for (const queue = [name]; queue.length > 0;) {
      const next = queue.pop()!;
      if (initializers.has(next)) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(parents.get(next) ?? []));
    }
    return false;
  };
  const lineage = (name: string): string[] => {
    const seen: string[] = [];
    for (const queue = [name]; queue.length > 0;) {
      const next = queue.shift()!;
      if (seen.includes(next) || seen.length > 32) continue;
      seen.push(next);
      queue.push(...(parents.get(next) ?? []));
    }
    return seen;
  };
  const ivarCache = new Map<string, string[]>();
  return {
    classes, methodNames, stateful,
    constructed: new Set([...constructed].filter((name) => classes.has(name) && initialized(name))),
    ivarsOf: (name) => {
      let list = ivarCache.get(name);
      if (!list) ivarCache.set(name, (list = [...new Set(lineage(name).flatMap((c) => [...(ivars.get(c) ?? [])]))].sort()));
      return list;
    },
    definers: (method) => [...(definedBy.get(method) ?? [])].filter((name) => stateful.has(name)),
    requires,
    defined,
    classMethodOwner: (name) => {
      const owners = classMethods.get(name);
      return owners?.size === 1 && !methodNames.has(name) ? [...owners][0] : undefined;
    },
  };
}
