/**
 * Handler parameters the framework fills from the request: by annotation (`@RequestParam`), by the route decorator
 * of their function and the path it declares (`<int:id>` is a number), by the class a method belongs to (a
 * controller action), by the function's name (`main`) or by the first parameter's name (Django's `request`).
 */
import { parameterLabel, type FunctionIR, type Parameter, type Stmt } from '../../core/ir';
import type { ParameterRow, TaintSpec } from '../../core/taint-spec';
import type { ClassModel } from './class-model';

/** How a handler parameter is input: its label and the sink kinds it cannot threaten (one path segment: no `/`). */
export interface InputParameter {
  label: string;
  safeFor: string[];
  /** The operator's own value (a program's command line): see SourceRow.local. */
  local?: boolean;
}

/** How the framework fills this handler parameter from the request, if it does. */
export function inputParameter(spec: TaintSpec, classes: ClassModel, fn: FunctionIR, param: Parameter, calledInFile: () => boolean, imported: ReadonlySet<string>): InputParameter | undefined {
  const input = (label: string, safeFor: string[] = []) => ({ label: label.replace('{name}', parameterLabel(param)), safeFor });
  const injectedBy = param.fallback?.kind === 'call' ? param.fallback.callee : undefined;
  const injector = injectedBy?.kind === 'name' ? injectedBy.name : injectedBy?.kind === 'member' ? injectedBy.property : undefined;
  const excluded = (row: ParameterRow) => !!row.except?.some((e) => param.type === e || param.annotations.includes(e) || param.name === e)
    || (row.exceptTypes !== undefined && param.type !== undefined && new RegExp(row.exceptTypes).test(param.type))
    || (injector !== undefined && !!row.exceptDefaults?.includes(injector));
  for (const row of spec.parameters ?? []) {
    if (row.imports !== undefined && !imported.has(row.imports)) continue;
    if (row.annotation?.some((a) => param.annotations.includes(a))) return input(row.label);
    if (injector !== undefined && row.defaults?.includes(injector)) return input(row.label);
    if (row.classPattern !== undefined) {
      if (excluded(row) || !classes.isClassMethod(fn, row.classPattern, row.methodPattern)) continue;
      const declared = fn.decorators.flatMap((d) => (d.path ? pathParameters(d.path) : [])).find((p) => p.name === param.name);
      if (declared?.numeric) continue;
      return input(row.label, declared && !declared.slashes ? ['path'] : []);
    }
    if (row.function?.includes(fn.name ?? '') && (!row.type || row.type === param.type)) return { ...input(row.label), ...(row.local ? { local: true } : {}) };
    // The framework calls a view; a function its own file calls is a helper that happens to take the request, and a
    // parameter with a default is filled from the URLconf's extra options (the project's configuration), not the URL.
    // A view answers with a response: a function that returns nothing (`login(request, user)`) is a helper too.
    if (row.firstParameter && param.index > 0 && row.firstParameter.includes(fn.params[0]?.name ?? '') && !row.except?.includes(param.name)
      && param.fallback === undefined && returnsValue(fn.body) && !calledInFile()) return input(row.label);
    if (!row.decorator) continue;
    const decorator = fn.decorators.find((d) => row.decorator!.includes(d.name) || row.decorator!.includes(d.callee));
    if (!decorator) continue;
    if (excluded(row)) continue;
    const declared = decorator.path ? pathParameters(decorator.path).find((p) => p.name === param.name) : undefined;
    // A route segment typed as a number (`<int:id>`, `{id:int}`) cannot carry text.
    if (declared?.numeric) continue;
    // A single path segment cannot hold `/`: it cannot climb out of a folder.
    if (row.params === 'all' || (row.params === 'path' && declared)) return input(row.label, declared && !declared.slashes ? ['path'] : []);
  }
  return undefined;
}


/** Whether a body returns a value somewhere (not counting the functions nested in it). */
function returnsValue(body: readonly Stmt[]): boolean {
  return body.some((stmt) => {
    switch (stmt.kind) {
      case 'return': return stmt.value !== undefined;
      case 'if': return returnsValue(stmt.then) || returnsValue(stmt.otherwise);
      case 'loop': case 'block': return returnsValue(stmt.body);
      case 'switch': return stmt.cases.some((c) => returnsValue(c.body));
      case 'try': return returnsValue(stmt.body) || stmt.handlers.some((h) => returnsValue(h.body)) || returnsValue(stmt.finalizer);
      default: return false;
    }
  });
}

/** Names a route path declares: Flask `<int:id>` / `<name>`, FastAPI and Spring `{name}`, Express `:name`. */
function pathParameters(path: string): { name: string; numeric: boolean; slashes: boolean }[] {
  const names: { name: string; numeric: boolean; slashes: boolean }[] = [];
  const numeric = (converter: string | undefined) => /^(int|float|uuid)$/.test(converter ?? '');
  for (const [, converter, name] of path.matchAll(/<(?:(\w+)(?:\([^)]*\))?:)?(\w+)>/g)) names.push({ name: name!, numeric: numeric(converter), slashes: converter === 'path' });
  for (const [, name, converter] of path.matchAll(/\{(\w+)(?::([^}]+))?\}/g)) names.push({ name: name!, numeric: numeric(converter), slashes: converter === 'path' || /\.\*|\.\+/.test(converter ?? '') });
  for (const [, name] of path.matchAll(/:(\w+)/g)) names.push({ name: name!, numeric: false, slashes: false });
  return names;
}

