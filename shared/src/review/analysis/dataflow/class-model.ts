/**
 * The file's classes as the data flow asks about them: a class's lineage within the file, the method a call on it
 * reaches (an abstract one through its only implementation), and whether a function is a method of a class named
 * like a framework's handlers. Questions about the IR alone, no evaluation; every walk is bounded.
 */
import type { ClassIR, FileIR, FunctionIR } from '../../core/ir';

const CONSTRUCTOR_NAMES = new Set(['__init__', 'constructor', 'initialize', '__construct']);

export class ClassModel {
  private readonly implementations = new Map<string, FunctionIR | undefined>();

  constructor(private readonly ir: FileIR) {}

  /**
   * A class of the file and its supertypes declared in the file, nearest first, each once: a hierarchy that names
   * itself (`class A(A)`, or one module's `Foo` extending another's written the same) ends instead of looping.
   */
  *lineage(className: string): Generator<ClassIR> {
    const seen = new Set<string>();
    const queue = [className];
    for (let i = 0; i < queue.length; i++) {
      const name = queue[i]!;
      const cls = seen.has(name) ? undefined : this.ir.classes.get(name);
      seen.add(name);
      if (!cls) continue;
      yield cls;
      queue.push(...cls.supertypes);
    }
  }

  method(className: string, name: string, arity: number): FunctionIR | undefined {
    for (const cls of this.lineage(className)) {
      const candidates = cls.methods.filter((m) => m.name === name);
      const exact = candidates.find((m) => m.params.length === arity || m.params.some((p) => p.rest)) ?? candidates[0];
      // An interface or abstract method: a call reaches the one class of the file that implements it, if there is one
      // — below the receiver's type, else below the interface declaring the method (a Spring Data repository's
      // fragment interface and its `…Impl`).
      if (exact) return exact.body.length === 0 ? (this.implementation(className, name, arity) ?? (cls.name === className ? undefined : this.implementation(cls.name, name, arity)) ?? exact) : exact;
    }
    return undefined;
  }

  /** Whether the function is a constructor of its class (`__init__`, `constructor`, `initialize`, `__construct`, or the class's name). */
  isConstructor(fn: FunctionIR): boolean {
    return fn.className !== undefined && fn.name !== undefined && (CONSTRUCTOR_NAMES.has(fn.name) || fn.name === fn.className);
  }

  /** The constructor a call of the class runs (`__init__`, `constructor`, `initialize`, `__construct`, or the class's name), if the file declares one. */
  constructorOf(className: string, arity: number): FunctionIR | undefined {
    for (const cls of this.lineage(className)) {
      const candidates = cls.methods.filter((m) => m.name !== undefined && CONSTRUCTOR_NAMES.has(m.name) || m.name === cls.name);
      const exact = candidates.find((m) => m.params.length === arity || m.params.some((p) => p.rest)) ?? candidates[0];
      if (exact) return exact;
    }
    return undefined;
  }

  /** The only method of the file named `name` with a body (constructors and `__special__` methods aside), if one class alone defines it. */
  onlyMethodNamed(name: string, arity: number): FunctionIR | undefined {
    if (CONSTRUCTOR_NAMES.has(name) || /^__\w+__$/.test(name)) return undefined;
    const key = `*.${name}/${arity}`;
    if (this.implementations.has(key)) return this.implementations.get(key);
    const found = [...this.ir.classes.values()].flatMap((cls) => cls.methods.filter((m) => m.name === name && m.body.length > 0));
    // …and only one a call with this many arguments can be (`upload.read()` is not `Reader.read(self, data)`).
    const fits = (m: FunctionIR) => m.params.some((p) => p.rest) || (m.params.filter((p) => !p.fallback).length <= arity && arity <= m.params.length);
    const only = found.length === 1 && !found[0]!.isStatic && fits(found[0]!) ? found[0] : undefined;
    this.implementations.set(key, only);
    return only;
  }

  /** The method `name` of the only class of the file that extends or implements `className` and defines it with a body. */
  private implementation(className: string, name: string, arity: number): FunctionIR | undefined {
    const key = `${className}.${name}/${arity}`;
    if (this.implementations.has(key)) return this.implementations.get(key);
    const found = new Set<FunctionIR>();
    for (const cls of this.ir.classes.values()) {
      if (cls.name === className || ![...this.lineage(cls.name)].some((ancestor) => ancestor.name === className)) continue;
      const candidates = cls.methods.filter((m) => m.name === name && m.body.length > 0);
      const exact = candidates.find((m) => m.params.length === arity || m.params.some((p) => p.rest)) ?? candidates[0];
      if (exact) found.add(exact);
    }
    const only = found.size === 1 ? [...found][0] : undefined;
    this.implementations.set(key, only);
    return only;
  }

  /**
   * A method of the file reachable from outside (no constructor, not static) of a class whose name or a supertype's
   * matches `classPattern`, its own name matching `methodPattern` when given.
   */
  isClassMethod(fn: FunctionIR, classPattern: string, methodPattern: string | undefined): boolean {
    if (!fn.className || !fn.exported || fn.isStatic || !fn.isMethod || fn.name === undefined || fn.name === fn.className) return false;
    if (methodPattern !== undefined && !new RegExp(methodPattern).test(fn.name)) return false;
    const pattern = new RegExp(classPattern);
    for (const cls of this.lineage(fn.className)) if (pattern.test(cls.name) || cls.supertypes.some((type) => pattern.test(type))) return true;
    return false;
  }

}
