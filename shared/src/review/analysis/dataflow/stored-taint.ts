/**
 * Stored taint: outside input one function puts into a place that outlives the call — a field of the instance a
 * method runs on (`this.rules.set(name, rule)`), a module-level binding (`jobs.set(id, job)` on the file's own
 * `const jobs = new Map()`) — is there when another function reads that place back (`this.rules.get(name)` in
 * `evaluate`). A place is a class's field or a module binding, not one instance: the registry, queue or cache a
 * server keeps is one object for all its requests. Only outside input is kept, so a place filled from constants or
 * from the server's own values stays clean. Reads and writes come in any order: a read that saw less than a later
 * write stored asks for one more pass over the file (Analysis.run).
 */
import type { ClassModel } from './class-model';
import { join, sameValue, type Taint, type Value } from './value';

/** Deepest contents kept of a stored value (a map of records of lists). */
const MAX_DEPTH = 4;

/** The value with only the taints `keep` keeps, contents included; undefined when none is left. */
export function keptTaints(value: Value, keep: (taint: Taint) => boolean, depth = 0): Value | undefined {
  const taints = value.taints.filter(keep);
  const fields = depth < MAX_DEPTH && value.fields
    ? new Map([...value.fields].flatMap(([key, field]) => { const kept = keptTaints(field, keep, depth + 1); return kept ? [[key, kept] as const] : []; }))
    : undefined;
  const elements = depth < MAX_DEPTH && value.elements ? keptTaints(value.elements, keep, depth + 1) : undefined;
  if (taints.length === 0 && !fields?.size && !elements) return undefined;
  return { taints, ...(fields?.size ? { fields } : {}), ...(elements ? { elements } : {}) };
}

/** The value with every taint list, contents included, replaced by `change(list)` (a summary's parameters instantiated). */
export function mappedTaints(value: Value, change: (taints: readonly Taint[]) => Taint[], depth = 0): Value {
  return {
    ...value,
    taints: change(value.taints),
    ...(value.fields && depth < MAX_DEPTH ? { fields: new Map([...value.fields].map(([key, field]) => [key, mappedTaints(field, change, depth + 1)] as const)) } : {}),
    ...(value.elements && depth < MAX_DEPTH ? { elements: mappedTaints(value.elements, change, depth + 1) } : {}),
  };
}

const isInput = (taint: Taint) => taint.source.origin === 'input';

export class StoredTaint {
  private readonly places = new Map<string, Value>();
  private readonly read = new Set<string>();
  private staleRead = false;

  constructor(private readonly classes: ClassModel) {}

  /**
   * The place of a class's field: the class of its lineage that declares the field (a subclass's method writes
   * what the base class's method reads), else the class itself.
   */
  fieldPlace(className: string, field: string): string {
    for (const cls of this.classes.lineage(className)) if (cls.fieldValues.has(field) || cls.fieldTypes.has(field)) return `${cls.name}.${field}`;
    return `${className}.${field}`;
  }

  /** The place of a module-level binding. */
  modulePlace(name: string): string {
    return `:${name}`;
  }

  /** The outside input stored at the place, if any; the read is remembered for this pass. */
  at(place: string): Value | undefined {
    this.read.add(place);
    return this.places.get(place);
  }

  /** Keeps the outside input a write puts at the place. */
  put(place: string, value: Value): void {
    const input = keptTaints(value, isInput);
    if (!input) return;
    const known = this.places.get(place);
    const next = known ? join(known, input) : input;
    if (known && sameValue(known, next)) return;
    this.places.set(place, next);
    if (this.read.has(place)) this.staleRead = true;
  }

  /** Whether a read of this pass saw less than its place holds now (run the pass again); starts the next pass. */
  nextPass(): boolean {
    const again = this.staleRead;
    this.staleRead = false;
    this.read.clear();
    return again;
  }
}
