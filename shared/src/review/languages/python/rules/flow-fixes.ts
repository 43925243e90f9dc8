/**
 * The fixes of the Python injection rules other than SQL (sql-fix.ts), with what each needs to be safe:
 * - an argument list instead of a shell: the literal text has no shell syntax and names a program file;
 * - yaml.safe_load: the loader was a stock full or unsafe one and the program registers no tags of its own;
 * - template variables instead of spliced text, escaped HTML: the values are outside input (markup or template
 *   syntax in them is the attack) rather than text the program meant as markup or template, or they are constants
 *   or numbers that escaping leaves as they are.
 */
import { valueAt } from '../../../analysis/dataflow/engine';
import { memoized, type FileContext, type FixPlan, type FixSafety, type Node, type OffsetEdit, type TaintHit } from '../../../core/rule';
import { descendantsOf, namedChildrenOf } from '../../../core/syntax';
import { calleeName, keywordArgument, positionalArguments } from './context';
import { addImport, bindsModule, ensureFromImport, ensureModule, importedName, importsModule } from './imports';
import { argumentList, dropKeyword, namesProgram, shellWords } from './shell';
import { builtStringParts, hasValues, pythonString, type StringPart } from './strings';

/** `subprocess.run(f"tar czf {out} {dir}", shell=True)` → `subprocess.run(["tar", "czf", out, dir])`. */
export function withoutShell(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const call = hit.call;
  const command = positionalArguments(call)[0];
  if (!command || hit.argument.id !== command.id) return undefined;
  const list = argumentList(command);
  if (!list) return undefined;
  // A program named by a value stays an injection without the shell: no fix for that.
  const words = shellWords(command)!;
  if (words[0]!.some((part) => 'value' in part)) return undefined;
  // Without a shell, a builtin (cd, echo) or a VAR=value prefix means something else or nothing at all.
  const runsProgram = namesProgram(words);
  const fn = call.childForFieldName('function')!;
  const module = fn.type === 'attribute' ? (importedName(file, fn.childForFieldName('object')!.text) ?? fn.childForFieldName('object')!.text) : importedName(file, fn.text)?.replace(/\.\w+$/, '');
  if (module === 'subprocess') {
    const shell = keywordArgument(call, 'shell');
    if (!shell || keywordArgument(call, 'executable')) return undefined;
    const drop = dropKeyword(shell.parent?.type === 'keyword_argument' ? shell.parent : shell);
    if (!drop) return undefined;
    // shell=flag may be False, where the whole string was the program's name.
    const safety: FixSafety = runsProgram && shell.type === 'true' ? 'safe' : 'suggestion';
    return { description: 'Run the program without a shell', safety, edits: [{ start: command.startIndex, end: command.endIndex, text: list }, drop] };
  }
  // os.system's exit status is discarded here, so subprocess.run without check behaves the same, minus the shell.
  if (module !== 'os' || calleeName(call) !== 'system' || call.parent?.type !== 'expression_statement' || positionalArguments(call).length !== 1) return undefined;
  const imports = ensureModule(file, 'subprocess');
  if (!imports) return undefined;
  return { description: 'Run the program without a shell', safety: runsProgram ? 'safe' : 'suggestion', edits: [...imports, { start: call.startIndex, end: call.endIndex, text: `subprocess.run(${list}, check=False)` }] };
}

/** PyYAML's own loaders beyond the safe one: for plain YAML they build what safe_load builds. */
const STOCK_LOADERS = /^yaml\.(Loader|FullLoader|UnsafeLoader|CLoader|CFullLoader|CUnsafeLoader)$/;

/** The program teaches PyYAML tags of its own (constructors, resolvers, YAMLObject classes): its documents use them. */
function registersYamlTags(file: FileContext): boolean {
  return memoized(file, 'python.yaml-tags', () => {
    const root = file.tree?.rootNode;
    if (!root) return true;
    const calls = descendantsOf(root, 'call').some((call) => /^(add_constructor|add_multi_constructor|add_implicit_resolver|add_path_resolver)$/.test(calleeName(call)));
    const classes = descendantsOf(root, 'class_definition').some((cls) => /(^|\.)YAMLObject$/.test(cls.childForFieldName('superclasses')?.namedChildren[0]?.text ?? ''));
    return calls || classes;
  });
}

/** `yaml.FullLoader`, `FullLoader` imported from yaml: the qualified name. */
function qualified(node: Node, file: FileContext): string {
  if (node.type === 'identifier') return importedName(file, node.text) ?? node.text;
  if (node.type !== 'attribute') return '';
  const object = node.childForFieldName('object')!.text;
  return `${importedName(file, object) ?? object}.${node.childForFieldName('attribute')!.text}`;
}

/** yaml.load(x) and yaml.load(x, Loader=yaml.Loader) → yaml.safe_load(x): the same data without object tags. */
export function safeYaml(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const call = hit.call;
  const fn = call.childForFieldName('function');
  if (fn?.type !== 'attribute' || (importedName(file, fn.childForFieldName('object')!.text) ?? fn.childForFieldName('object')!.text) !== 'yaml') return undefined;
  const name = fn.childForFieldName('attribute')!;
  if (!/^load(_all)?$/.test(name.text)) return undefined;
  const args = namedChildrenOf(call.childForFieldName('arguments')!);
  const data = args[0];
  const loaderOnly = args.length === 1 || (args.length === 2 && (args[1]!.type !== 'keyword_argument' || args[1]!.childForFieldName('name')?.text === 'Loader'));
  if (!data || data.type === 'keyword_argument' || !loaderOnly) return undefined;
  const safe = name.text.endsWith('_all') ? 'safe_load_all' : 'safe_load';
  // A custom loader (or BaseLoader, which keeps every scalar a string) reads ordinary documents differently.
  const loader = args[1]?.type === 'keyword_argument' ? args[1].childForFieldName('value') : args[1];
  const stock = !loader || STOCK_LOADERS.test(qualified(loader, file));
  const safety: FixSafety = stock && !registersYamlTags(file) ? 'safe' : 'suggestion';
  return { description: `Use yaml.${safe}`, safety, edits: [{ start: name.startIndex, end: call.endIndex, text: `${safe}(${data.text})` }] };
}

/**
 * Every taint the value carries for `kind` is outside input: markup or template syntax in it is the attack. A value
 * of unknown origin (a parameter) may be markup or a template fragment the program means to render as such.
 */
function fromOutsideOnly(file: FileContext, node: Node, kind: string): boolean {
  const taints = valueAt(file, node)?.taints.filter((taint) => !taint.safeFor.has(kind)) ?? [];
  return taints.length > 0 && taints.every((taint) => taint.source.origin === 'input');
}

/** A number, or constant text without characters that escaping or a template engine would change. */
function inert(file: FileContext, node: Node): boolean {
  const value = valueAt(file, node);
  if (value?.numeric) return true;
  const constants = value?.constants;
  return !!constants && constants.length > 0 && constants.every((c) => typeof c !== 'string' || !/[<>&'"{}%#]/.test(c));
}

const JINJA_CLOSERS: Record<string, string> = { '{{': '}}', '{%': '%}', '{#': '#}' };

/** At the end of `before`, a Jinja template is inside a tag, a comment or a {% raw %} block. */
function insideJinjaSyntax(before: string): boolean {
  let open: string | undefined;
  let tagStart = 0;
  let raw = false;
  for (let i = 0; i < before.length - 1; i++) {
    const pair = before.slice(i, i + 2);
    if (!open && JINJA_CLOSERS[pair]) {
      open = pair;
      tagStart = i + 2;
      i++;
    } else if (open && pair === JINJA_CLOSERS[open]) {
      const statement = before.slice(tagStart, i).replace(/^[-+]|[-+]$/g, '').trim();
      if (open === '{%' && statement === 'raw') raw = true;
      if (open === '{%' && statement === 'endraw') raw = false;
      open = undefined;
      i++;
    }
  }
  return open !== undefined || raw;
}

/** Names Flask and Jinja already put in every template context, which a keyword argument would shadow. */
const CONTEXT_NAMES = new Set(['request', 'session', 'g', 'config', 'url_for', 'get_flashed_messages', 'self', 'loop', 'range', 'dict', 'lipsum', 'cycler', 'joiner', 'namespace', 'true', 'false', 'none']);
const PYTHON_KEYWORDS = new Set(['and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield', 'True', 'False', 'None']);

/** A readable template variable name for a spliced expression: `user.name` → user_name, `args.get("q")` → q. */
function variableName(value: Node): string | undefined {
  if (value.type === 'identifier') return value.text;
  if (value.type === 'attribute') return value.text.replace(/\./g, '_');
  const key = value.type === 'subscript' ? value.childForFieldName('subscript') : value.type === 'call' && /\.get$/.test(value.childForFieldName('function')?.text ?? '') ? positionalArguments(value)[0] : undefined;
  const text = key?.type === 'string' ? key.text.replace(/^[a-zA-Z]*["']|["']$/g, '') : '';
  return /^[A-Za-z_]\w*$/.test(text) ? text : undefined;
}

/** render_template_string(f"…{name}…") → render_template_string("…{{ name }}…", name=name): Jinja escapes it. */
export function templateVariables(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const call = hit.call;
  if (calleeName(call) !== 'render_template_string') return undefined;
  const args = namedChildrenOf(call.childForFieldName('arguments')!);
  const template = args[0];
  if (!template || template.id !== hit.argument.id) return undefined;
  const parts = builtStringParts(template);
  if (!hasValues(parts) || args.some((a, i) => i > 0 && a.type !== 'keyword_argument')) return undefined;
  const taken = new Map(args.slice(1).map((a) => [a.childForFieldName('name')!.text, a.childForFieldName('value')!.text]));
  const added: string[] = [];
  let text = '';
  for (const part of parts) {
    if ('text' in part) {
      text += part.text;
      continue;
    }
    // Spliced inside a tag ({{ a + VALUE }}) or a raw block the value is not template text: no variable can stand there.
    if (insideJinjaSyntax(text)) return undefined;
    let name = variableName(part.value);
    if (!name || !/^[A-Za-z_]\w*$/.test(name)) return undefined;
    if (CONTEXT_NAMES.has(name) || PYTHON_KEYWORDS.has(name)) name = `${name}_value`;
    while (taken.has(name) && taken.get(name) !== part.value.text) name = `${name}_`;
    if (!taken.has(name)) {
      taken.set(name, part.value.text);
      added.push(`${name}=${part.value.text}`);
    }
    text += `{{ ${name} }}`;
  }
  const safety: FixSafety = parts.every((part) => 'text' in part || fromOutsideOnly(file, part.value, 'template') || inert(file, part.value)) ? 'safe' : 'suggestion';
  return { description: 'Pass the values to the template as variables', safety, edits: [{ start: template.startIndex, end: template.endIndex, text: [pythonString(text), ...added].join(', ') }] };
}

/** How to escape a value: markupsafe with Flask, Django's escape, else the standard library's html.escape. */
function escaper(file: FileContext): { call: (text: string, inConcat: boolean) => string; imports: OffsetEdit[] } | undefined {
  const escapeSource = importedName(file, 'escape');
  if (escapeSource && /^(markupsafe|flask|jinja2|django\.utils\.html)\.escape$/.test(escapeSource)) {
    // markupsafe's escape returns Markup, and str + Markup would escape the literal HTML too.
    const markup = !escapeSource.startsWith('django');
    return { call: (text, inConcat) => (inConcat && markup ? `str(escape(${text}))` : `escape(${text})`), imports: [] };
  }
  if (escapeSource) return undefined;
  if (importsModule(file, 'flask')) {
    const imports = ensureFromImport(file, 'markupsafe', 'escape');
    return imports && { call: (text, inConcat) => (inConcat ? `str(escape(${text}))` : `escape(${text})`), imports };
  }
  if (importsModule(file, 'django')) {
    const imports = ensureFromImport(file, 'django.utils.html', 'escape');
    return imports && { call: (text) => `escape(${text})`, imports };
  }
  const edit = bindsModule(file, 'html') ? undefined : addImport(file, 'import html');
  if (!bindsModule(file, 'html') && (!edit || importedName(file, 'html'))) return undefined;
  return { call: (text) => `html.escape(str(${text}))`, imports: edit ? [edit] : [] };
}

const HTML_TAG = /<[a-zA-Z!/]/;

/** The HTML assembled in place (returned, or passed to make_response/HttpResponse) with its tainted values escaped. */
export function escapeValues(hit: TaintHit, file: FileContext): FixPlan | undefined {
  const html = hit.argument;
  if (/^(Markup|mark_safe|SafeString)$/.test(calleeName(hit.call))) return undefined;
  const parts = builtStringParts(html);
  if (!hasValues(parts) || !parts.some((part) => 'text' in part && HTML_TAG.test(part.text))) return undefined;
  const tainted = parts.filter((part): part is Extract<StringPart, { value: Node }> => 'value' in part && (valueAt(file, part.value)?.taints.some((t) => !t.safeFor.has('xss')) ?? false));
  const escape = escaper(file);
  if (!escape || tainted.length === 0) return undefined;
  const concat = html.type === 'binary_operator' && html.childForFieldName('operator')?.text === '+';
  const edits: OffsetEdit[] = tainted.map((part) => ({ start: part.value.startIndex, end: part.value.endIndex, text: escape.call(part.value.text, concat) }));
  const safety: FixSafety = tainted.every((part) => fromOutsideOnly(file, part.value, 'xss')) ? 'safe' : 'suggestion';
  return { description: 'Escape the values placed in the HTML', safety, edits: [...escape.imports, ...edits] };
}

