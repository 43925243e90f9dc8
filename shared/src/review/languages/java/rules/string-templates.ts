/**
 * Thymeleaf's string templates. `engine.process(template, context)` names a template for the engine's resolvers to
 * find, except that a StringTemplateResolver reads the name as the template's own text and the engine evaluates
 * the `${…}` and `__${…}__` expressions in it (SpEL under Spring). A file that makes one has chosen that for the
 * engines it configures: set on an engine in a constructor or a `@Bean` method, or a bean that Spring Boot's
 * auto-configuration adds to the engine, which the data flow does not follow from method to method. There, the
 * first argument of `process` is template source (the `string-template` rows of frameworks-spec.ts).
 */
import { memoized, type FileContext, type ScanRule } from '../../../core/rule';
import { queryNodes } from '../../../core/query';
import { taintRule } from '../../../rules/taint-rule';
import { STRING_TEMPLATE_ROWS } from '../frameworks-spec';

export function resolvesStringTemplates(file: FileContext): boolean {
  return memoized(file, 'java.resolves-string-templates', () => file.code.includes('StringTemplateResolver')
    && queryNodes(file, '(object_creation_expression type: (_) @type (#match? @type "(^|\\\\.)StringTemplateResolver$")) @node').length > 0);
}

/** The template-injection rule, with `process` calls read as template source in a file that resolves strings. */
export function withStringTemplates(rule: ScanRule): ScanRule {
  const { id, specialist, severity, languages, title, description, suggestion } = rule;
  const processed = taintRule({ id, specialist, severity, languages, title, description, suggestion, kind: 'template', rows: STRING_TEMPLATE_ROWS });
  return { ...rule, scan: (file) => [...rule.scan(file), ...(resolvesStringTemplates(file) ? processed.scan(file) : [])] };
}
