/**
 * How PHP names things, as the taint specification reads them: classes by their simple name (`\Illuminate\Support\
 * Facades\DB` and an imported `DB` are both `DB`, as Java's plugin reduces packages), variables without their `$`,
 * and the names `use` declarations bind in a file.
 */
import type { Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';

/** `\App\Models\User` → `User`; `User` → `User`. */
export function simpleName(text: string): string {
  const trimmed = text.trim();
  return trimmed.slice(trimmed.lastIndexOf('\\') + 1);
}

/** `\Lib\Foo` → `Lib.Foo`: a qualified name with the dots the engine's qualified names use. */
export function dotted(text: string): string {
  return text.trim().replace(/^\\/, '').replaceAll('\\', '.');
}

/** A variable's name without its `$` (`$this` → `this`). */
export function variableName(node: Node): string {
  return node.text.replace(/^\$/, '');
}

/** Scalar types whose values carry no text into a sink. */
export const NUMERIC_TYPES = ['int', 'float', 'bool', 'integer', 'double', 'boolean', 'true', 'false'];

/**
 * A declared type as the specification names it: nullable marks and namespaces dropped (`?\PDO` → `PDO`); a union is
 * kept whole unless every member is numeric (`int|float` → `float`) or null (`string|null` → `string`).
 */
export function typeName(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  const parts = node.text.replace(/^\?/, '').split(/[|&]/).map((part) => simpleName(part.replace(/[()]/g, ''))).filter((part) => part !== '' && part.toLowerCase() !== 'null');
  if (parts.length === 0) return undefined;
  if (parts.length === 1) return parts[0] === 'self' || parts[0] === 'static' ? undefined : parts[0];
  return parts.every((part) => NUMERIC_TYPES.includes(part.toLowerCase())) ? 'float' : parts.join('|');
}

/** What a `use` declaration binds: local name → simple class or function name (`use A\B as C` → C → B). */
export function useBindings(declaration: Node): Map<string, string> {
  const bound = new Map<string, string>();
  const group = declaration.childForFieldName('body');
  const clauses = group ? namedChildrenOf(group) : namedChildrenOf(declaration);
  for (const clause of clauses) {
    if (clause.type !== 'namespace_use_clause') continue;
    const alias = clause.childForFieldName('alias');
    const target = namedChildrenOf(clause).find((c) => c.id !== alias?.id && (c.type === 'qualified_name' || c.type === 'name'));
    if (!target) continue;
    const name = simpleName(target.text);
    bound.set(alias?.text ?? name, name);
  }
  return bound;
}

/** Laravel's Dispatchable: each builds the job from its arguments and runs its `handle()` now or on a worker. */
export const DISPATCHES = new Set(['dispatch', 'dispatchSync', 'dispatchNow', 'dispatchAfterResponse']);
