/**
 * When `except:` → `except Exception:` keeps behaviour. The two differ only for exceptions outside Exception:
 * KeyboardInterrupt and SystemExit (what the rule is about), but also GeneratorExit at a `yield` (closing a
 * generator early), asyncio.CancelledError at an `await` (a timeout or shutdown), exits the protected code performs
 * itself, and BaseException subclasses of the program or of green-thread libraries (gevent's Timeout).
 */
import { memoized, type FileContext, type Node } from '../../../core/rule';
import { childrenOf, descendantsOf, enclosing, namedChildrenOf } from '../../../core/syntax';
import { importedModules, importedName } from './imports';

const NOT_EXCEPTIONS = /^(BaseException|SystemExit|KeyboardInterrupt|GeneratorExit|(asyncio\.)?CancelledError)$/;
const EXITS = /^(sys\.exit|exit|quit|_thread\.interrupt_main)$/;
/** Methods that exit through SystemExit on ordinary input: argparse on --help or bad arguments, parser.exit(). */
const EXITING_METHODS = /^(parse_args|parse_known_args|parse_intermixed_args|exit)$/;
/** Libraries whose timeouts and kills are BaseException subclasses raised at any blocking call. */
const GREEN_THREADS = /^(gevent|eventlet|greenlet|trio|anyio|curio)(\.|$)/;
const SCOPES = ['function_definition', 'lambda', 'class_definition'];

/** The nodes that run as part of `node`, nested functions, lambdas and classes left out. */
function ownNodes(node: Node): Node[] {
  const out: Node[] = [];
  const walk = (current: Node) => {
    out.push(current);
    for (const child of childrenOf(current)) if (!SCOPES.includes(child.type)) walk(child);
  };
  walk(node);
  return out;
}

/** The file defines a class deriving from BaseException (or another non-Exception base), or uses green threads. */
function hasOtherBaseExceptions(file: FileContext): boolean {
  return memoized(file, 'python.base-exceptions', () => {
    if ([...importedModules(file)].some((module) => GREEN_THREADS.test(module))) return true;
    const root = file.tree?.rootNode;
    return !!root && descendantsOf(root, 'class_definition').some((cls) => {
      const bases = cls.childForFieldName('superclasses');
      return !!bases && namedChildrenOf(bases).some((base) => NOT_EXCEPTIONS.test(base.text));
    });
  });
}

/** Top-level functions and methods of the file by name, for following calls one or two levels. */
function definitions(file: FileContext): ReadonlyMap<string, Node | null> {
  return memoized(file, 'python.definitions-by-name', () => {
    const root = file.tree?.rootNode;
    const map = new Map<string, Node | null>();
    for (const fn of root ? descendantsOf(root, 'function_definition') : []) {
      const name = fn.childForFieldName('name')?.text;
      // Two functions of one name: which one runs is not known, so neither is followed.
      if (name) map.set(name, map.has(name) ? null : fn);
    }
    return map;
  });
}

/** Running `node` may raise something that is not an Exception (an exit, a cancellation, GeneratorExit). */
function mayRaiseNonException(node: Node, file: FileContext, depth: number): boolean {
  for (const inner of ownNodes(node)) {
    if (inner.type === 'await' || inner.type === 'yield') return true;
    if ((inner.type === 'for_statement' || inner.type === 'with_statement') && childrenOf(inner).some((c) => c.type === 'async')) return true;
    if (inner.type === 'raise_statement') {
      const raised = namedChildrenOf(inner)[0];
      const name = raised?.type === 'call' ? raised.childForFieldName('function')?.text : raised?.text;
      if (name && NOT_EXCEPTIONS.test(importedName(file, name) ?? name)) return true;
    }
    if (inner.type !== 'call') continue;
    const callee = inner.childForFieldName('function');
    const text = callee?.type === 'identifier' ? (importedName(file, callee.text) ?? callee.text) : (callee?.text ?? '');
    if (EXITS.test(text) || (callee?.type === 'attribute' && EXITING_METHODS.test(callee.childForFieldName('attribute')?.text ?? ''))) return true;
    // A function of this file called here: what it raises passes through the handler too.
    const name = callee?.type === 'identifier' ? callee.text : callee?.type === 'attribute' && /^(self|cls)$/.test(callee.childForFieldName('object')?.text ?? '') ? callee.childForFieldName('attribute')?.text : undefined;
    const target = name ? definitions(file).get(name) : undefined;
    if (target && depth < 2 && mayRaiseNonException(target.childForFieldName('body') ?? target, file, depth + 1)) return true;
  }
  return false;
}

/** Narrowing this bare `except:` to `except Exception:` changes nothing but what the rule names. */
export function onlyInterruptsDiffer(handler: Node, file: FileContext): boolean {
  const attempt = enclosing(handler, ['try_statement']);
  const body = attempt?.childForFieldName('body');
  return !!body && !hasOtherBaseExceptions(file) && !mayRaiseNonException(body, file, 0);
}
