/** Python security rules for templates and HTML: server-side template injection and cross-site scripting. */
import type { FileContext, FixPlan, Node, OffsetEdit, Rule, RuleMatch } from '../rule';
import { namedChildrenOf } from '../syntax';
import { isConstant, positionalArguments, valuesOf } from './context';
import { addImport, bindsModule, ensureFromImport, importedName, importsModule } from './imports';
import { builtStringParts, hasValues, pythonString, type StringPart } from './strings';
import { isTainted } from './taint';

const PY = ['python'] as const;

/** A template text with values spliced in at run time, directly or through a local variable. */
function isBuiltTemplate(node: Node, file: FileContext): boolean {
  if (hasValues(builtStringParts(node))) return true;
  if (node.type !== 'identifier') return isTainted(node, file);
  const values = valuesOf(node, file) ?? [];
  return values.some((value) => hasValues(builtStringParts(value))) || isTainted(node, file);
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
function templateFix(m: RuleMatch): FixPlan | undefined {
  const template = m.captures.template!;
  const parts = builtStringParts(template);
  const args = namedChildrenOf(m.captures.args!);
  if (!hasValues(parts) || args[0]?.id !== template.id || args.some((a, i) => i > 0 && a.type !== 'keyword_argument')) return undefined;
  const taken = new Map(args.slice(1).map((a) => [a.childForFieldName('name')!.text, a.childForFieldName('value')!.text]));
  const added: string[] = [];
  let text = '';
  for (const part of parts) {
    if ('text' in part) {
      text += part.text;
      continue;
    }
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
  return {
    description: 'Pass the values to the template as variables',
    edits: [{ start: template.startIndex, end: template.endIndex, text: [pythonString(text), ...added].join(', ') }],
  };
}

const HTML_TAG = /<[a-zA-Z!/]/;
const BUILT_TYPES = new Set(['string', 'binary_operator', 'concatenated_string', 'call']);

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

/** Calls whose result is safe inside HTML: escaping, rendered templates, numbers. */
const HTML_SAFE = new Set(['escape', 'render_template', 'render_to_string', 'format_html', 'clean', 'int', 'float', 'len', 'quote', 'urlencode']);

function isEscaped(node: Node): boolean {
  const fn = node.type === 'call' ? node.childForFieldName('function') : undefined;
  return !!fn && HTML_SAFE.has(fn.type === 'attribute' ? (fn.childForFieldName('attribute')?.text ?? '') : fn.text);
}

function taintedParts(m: RuleMatch): StringPart[] {
  const parts = builtStringParts(m.captures.html!) ?? [];
  return parts.filter((part) => 'value' in part && isTainted(part.value, m.file, { sanitizers: HTML_SAFE }));
}

export const rules: Rule[] = [
  {
    id: 'python.security.template-injection',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-1336',
    title: 'Template text built from variable input',
    description: 'The template source itself is assembled from values, so input containing {{ … }} is evaluated by the template engine: server-side template injection, which in Jinja reaches code execution.',
    suggestion: 'Keep the template text constant and pass values as variables: render_template_string("Hello {{ name }}", name=name).',
    query: `
      (call function: [(identifier) @fn (attribute attribute: (identifier) @fn)] (#any-of? @fn "render_template_string" "from_string" "Template") arguments: (argument_list . (_) @template) @args) @target`,
    where: (m) => {
      const fn = m.captures.fn!.text;
      const callee = m.target.childForFieldName('function')!;
      const qualified = callee.type === 'identifier' ? (importedName(m.file, fn) ?? '') : callee.text;
      const engine = fn === 'render_template_string' ? /^(flask\.)?render_template_string$/.test(qualified) || qualified === ''
        : fn === 'from_string' ? importsModule(m.file, 'jinja2')
        : /^(jinja2|django\.template|mako\.template)\.Template$/.test(qualified);
      return engine && m.captures.template!.type !== 'keyword_argument' && isBuiltTemplate(m.captures.template!, m.file);
    },
    fix: (m) => (m.captures.fn!.text === 'render_template_string' ? templateFix(m) : undefined),
  },
  {
    id: 'python.security.xss-template',
    specialist: 'security', severity: 'high', languages: PY, cwe: 'CWE-79',
    title: 'HTML built from unescaped input',
    description: 'Markup/mark_safe switch escaping off and an HTML response assembled from request values is sent as is, so input containing <script> runs in the visitor\'s browser (cross-site scripting).',
    suggestion: 'Render a template with the value as a variable, or escape every value (markupsafe.escape, django.utils.html.escape, html.escape) before it joins the HTML.',
    query: `
      (call function: [(identifier) @fn (attribute attribute: (identifier) @fn)] (#any-of? @fn "Markup" "mark_safe" "SafeString") arguments: (argument_list . (_) @value)) @target
      (return_statement (_) @html) @target
      (call function: [(identifier) @response (attribute attribute: (identifier) @response)] (#any-of? @response "make_response" "HttpResponse" "HTMLResponse" "Response") arguments: (argument_list . (_) @html)) @target`,
    where: (m) => {
      const value = m.captures.value;
      if (value) {
        if (value.type === 'keyword_argument' || isConstant(value, m.file) || isEscaped(value)) return false;
        // A literal with only escaped values spliced in is safe HTML too.
        const parts = builtStringParts(value);
        return !parts || parts.some((part) => 'value' in part && !isEscaped(part.value) && !isConstant(part.value, m.file));
      }
      const html = m.captures.html!;
      // A str returned from a Flask view is sent as text/html; FastAPI would send it as JSON.
      if (!m.captures.response && !importsModule(m.file, 'flask')) return false;
      if (!BUILT_TYPES.has(html.type)) return false;
      const parts = builtStringParts(html);
      if (!hasValues(parts) || !parts.some((part) => 'text' in part && HTML_TAG.test(part.text))) return false;
      return taintedParts(m).length > 0;
    },
    fix: (m) => {
      if (!m.captures.html) return undefined;
      const escape = escaper(m.file);
      if (!escape) return undefined;
      const concat = m.captures.html.type === 'binary_operator' && m.captures.html.childForFieldName('operator')?.text === '+';
      const edits: OffsetEdit[] = taintedParts(m).map((part) => {
        const value = (part as { value: Node }).value;
        return { start: value.startIndex, end: value.endIndex, text: escape.call(value.text, concat) };
      });
      return { description: 'Escape the values placed in the HTML', edits: [...escape.imports, ...edits] };
    },
  },
];
