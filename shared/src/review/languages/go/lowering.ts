/**
 * Go lowered to the data-flow IR: functions and methods (the receiver read as `this`), closures, structs as
 * classes (field types, embedded types as supertypes), package-level constants and variables, imports by local
 * package name, multiple assignment (a call's first result carries its value, the trailing error nothing),
 * pointer arguments (`dec.Decode(&v)`, `c.ShouldBindJSON(&req)`: the callee fills what they point to), range
 * loops, switches without fallthrough (a case on constants tells the variable's value), type and select
 * switches, composite literals and zero values. What Go's static types say is kept: struct fields declared as
 * numbers hold numbers and those declared as strings hold text (one limited by a `binding:"oneof=…"` tag, one of
 * the listed values: struct-tags.ts); a method called on a variable of a struct type
 * of the file runs with that variable's contents. Two pieces of the language's own library read as what they
 * are: `slices.Contains(list, x)` is `x in list`, and a printf `%q` argument is quoted (`strconv.Quote`). Option
 * constants of some libraries read as their qualified names, and a set of them (`a | b`) as the names it combines
 * (NAMED_OPTIONS in lower-expressions.ts): libxml2's parser options.
 *
 * Types are written as the import path of their package and their name (`*http.Request` → `net/http.Request`,
 * `echo.Context` from `github.com/labstack/echo/v4` → `github.com/labstack/echo.Context`): a major-version
 * segment (`/v4`, `.v3`) is dropped so one specification row covers every version. Interfaces (`any`,
 * `interface{}`, and interfaces declared in the file) are all `interface{}`.
 */
import type { FileContext, Node } from '../../core/rule';
import { namedChildrenOf } from '../../core/syntax';
import type { ClassIR, Expr, FunctionIR, Parameter } from '../../core/ir';
import { fileIR, opaque } from '../../analysis/dataflow/lowering';
import { GoStatements } from './lower-statements';
import { NO_RESULTS, type Scope } from './lower-expressions';

import { goImportPath, goPackageName } from './lower-expressions';
import { bindingChoices, tagText } from './struct-tags';

/** What a struct declares of its fields: their types, the values a binding tag allows, the embedded types. */
interface StructFields {
  fieldTypes: Map<string, string>;
  fieldChoices: Map<string, string[]>;
  supertypes: string[];
}

export { goImportPath, goPackageName };

class GoLowering extends GoStatements {
  lower(): ReturnType<typeof fileIR> {
    const root = this.file.tree!.rootNode;
    const declarations = namedChildrenOf(root);
    for (const declaration of declarations) {
      if (declaration.type === 'import_declaration') this.importOf(declaration);
      else if (declaration.type === 'type_declaration') this.collectType(declaration);
    }
    this.declarations = declarations;
    const methods = new Map<string, FunctionIR[]>();
    for (const declaration of declarations) {
      if (declaration.type === 'function_declaration') this.units.push(this.functionOf(declaration, undefined, undefined));
      else if (declaration.type === 'method_declaration') {
        const receiver = this.receiverOf(declaration);
        const method = this.functionOf(declaration, receiver.className, receiver.name);
        const name = declaration.childForFieldName('name')?.text;
        if (receiver.className && name) {
          const byName = this.methodNodes.get(receiver.className) ?? new Map<string, { node: Node; receiver: string | undefined }>();
          byName.set(name, { node: declaration, receiver: receiver.name });
          this.methodNodes.set(receiver.className, byName);
        }
        this.units.push(method);
        if (receiver.className) methods.set(receiver.className, [...(methods.get(receiver.className) ?? []), method]);
      } else if (declaration.type === 'var_declaration' || declaration.type === 'const_declaration') this.collectGlobals(declaration);
    }
    const classes: ClassIR[] = [];
    for (const name of new Set([...this.structs.keys(), ...methods.keys()])) classes.push(this.classOf(name, methods.get(name) ?? []));
    const module = this.functions.define({ node: root, name: undefined, className: undefined, params: [] }, () => []);
    return fileIR({ units: this.units, module, classes, globals: this.globals, imports: this.imports });
  }

  protected importOf(declaration: Node): void {
    for (const spec of declaration.descendantsOfType('import_spec')) {
      const pathNode = spec?.childForFieldName('path');
      if (!spec || !pathNode) continue;
      const path = pathNode.text.slice(1, -1);
      const alias = spec.childForFieldName('name');
      if (alias && alias.type !== 'package_identifier') continue;
      this.imports.set(alias?.text ?? goPackageName(path), goImportPath(path));
    }
  }

  protected collectType(declaration: Node): void {
    for (const spec of namedChildrenOf(declaration)) {
      if (spec.type !== 'type_spec' && spec.type !== 'type_alias') continue;
      const name = spec.childForFieldName('name')?.text;
      const type = spec.childForFieldName('type');
      if (!name || !type) continue;
      if (type.type === 'interface_type') this.interfaces.add(name);
      else if (type.type === 'struct_type') this.structs.set(name, type);
    }
  }

  protected classOf(name: string, methods: FunctionIR[]): ClassIR {
    const struct = this.structs.get(name);
    // A struct's fields are read when a value of it is analysed, not for every struct of the file.
    let fields: StructFields | undefined;
    const read = () => (fields ??= this.fieldsOf(struct));
    return {
      name,
      methods,
      get fieldTypes() {
        return read().fieldTypes;
      },
      fieldValues: new Map(),
      get fieldChoices() {
        return read().fieldChoices;
      },
      get supertypes() {
        return read().supertypes;
      },
      node: struct ?? methods[0]?.node ?? this.file.tree!.rootNode,
    };
  }

  protected fieldsOf(struct: Node | undefined): StructFields {
    const fieldTypes = new Map<string, string>();
    const fieldChoices = new Map<string, string[]>();
    const supertypes: string[] = [];
    const list = struct ? namedChildrenOf(struct).find((c) => c.type === 'field_declaration_list') : undefined;
    for (const field of list ? namedChildrenOf(list) : []) {
      if (field.type !== 'field_declaration') continue;
      const typeNode = field.childForFieldName('type');
      if (!typeNode) continue;
      const type = this.typeOf(typeNode);
      const names = field.childrenForFieldName('name').filter((n): n is Node => n !== null);
      if (names.length === 0) {
        // An embedded type: its fields and methods are the struct's, and it is a field named after the type.
        supertypes.push(type);
        fieldTypes.set(type.slice(type.lastIndexOf('.') + 1), type);
      }
      for (const fieldName of names) fieldTypes.set(fieldName.text, type);
      // gin validates a bound request against the binding tag: a text field limited to a list holds one of it.
      const tag = type === 'string' ? tagText(field) : undefined;
      const choices = tag !== undefined ? bindingChoices(tag) : undefined;
      if (choices) for (const fieldName of names) fieldChoices.set(fieldName.text, choices);
    }
    return { fieldTypes, fieldChoices, supertypes };
  }

  protected collectGlobals(declaration: Node): void {
    for (const spec of declaration.descendantsOfType(['var_spec', 'const_spec'])) {
      if (!spec) continue;
      const names = spec.childrenForFieldName('name').filter((n): n is Node => n !== null);
      const typeNode = spec.childForFieldName('type');
      const valueList = spec.childForFieldName('value');
      const values = valueList ? this.expressions(valueList) : [];
      const type = typeNode ? this.typeOf(typeNode) : undefined;
      const scope = this.moduleScope();
      names.forEach((name, i) => {
        let value: Expr;
        const node = values[i];
        if (node && values.length === names.length) value = this.expr(node, scope);
        else if (node) value = i === 0 ? this.expr(node, scope) : opaque(node);
        // A package variable without a value is set somewhere else (main, init): its zero value is no guide.
        else value = opaque(name);
        if (type) value = { kind: 'typed', expr: value, type, node: value.node };
        this.globals.set(name.text, [...(this.globals.get(name.text) ?? []), value]);
      });
    }
  }

  protected moduleScope(): Scope {
    return { receiver: undefined, className: undefined, declared: new Map(), results: NO_RESULTS };
  }

  protected receiverOf(method: Node): { name: string | undefined; className: string | undefined } {
    const list = method.childForFieldName('receiver');
    const declaration = list ? namedChildrenOf(list).find((c) => c.type === 'parameter_declaration') : undefined;
    const name = declaration?.childForFieldName('name')?.text;
    let type = declaration?.childForFieldName('type') ?? null;
    while (type && (type.type === 'pointer_type' || type.type === 'parenthesized_type')) type = namedChildrenOf(type)[0] ?? null;
    if (type?.type === 'generic_type') type = type.childForFieldName('type');
    return { name: name && name !== '_' ? name : undefined, className: type?.text };
  }

  /** Type text normalised: qualified by import path, pointers dropped, interfaces as `interface{}`. */
  protected parameters(list: Node | null): Parameter[] {
    const params: Parameter[] = [];
    for (const declaration of list ? namedChildrenOf(list) : []) {
      if (declaration.type !== 'parameter_declaration' && declaration.type !== 'variadic_parameter_declaration') continue;
      const typeNode = declaration.childForFieldName('type');
      const rest = declaration.type === 'variadic_parameter_declaration';
      const type = typeNode ? `${rest ? '[]' : ''}${this.typeOf(typeNode)}` : undefined;
      const names = declaration.childrenForFieldName('name').filter((n): n is Node => n !== null);
      for (const name of names.length > 0 ? names : [declaration]) {
        params.push({ name: names.length > 0 ? name.text : '_', index: params.length, ...(type ? { type } : {}), annotations: [], ...(rest ? { rest } : {}), node: name });
      }
    }
    return params;
  }

  protected functionOf(node: Node, className: string | undefined, receiver: string | undefined): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    const nameNode = node.childForFieldName('name') ?? undefined;
    const fn: FunctionIR = this.functions.define(
      {
        node,
        name: nameNode?.text,
        ...(nameNode ? { nameNode } : {}),
        className,
        params: () => this.parameters(node.childForFieldName('parameters')),
        exported: /^[A-Z]/.test(nameNode?.text ?? ''),
        isMethod: className !== undefined,
        isStatic: className === undefined,
      },
      () => this.body(node, fn.params, { receiver, className, declared: new Map(), results: this.resultsOf(node.childForFieldName('result')) }),
    );
    return fn;
  }

  protected closure(node: Node, scope: Scope): FunctionIR {
    const known = this.functions.get(node);
    if (known) return known;
    const params = this.parameters(node.childForFieldName('parameters'));
    const results = this.resultsOf(node.childForFieldName('result'));
    const inner: Scope = { receiver: scope.receiver, className: scope.className, declared: new Map(scope.declared), results };
    return this.functions.define({ node, name: undefined, className: scope.className, params }, () => this.body(node, params, inner));
  }

}


export function lowerGo(file: FileContext): ReturnType<typeof fileIR> {
  return new GoLowering(file).lower();
}
