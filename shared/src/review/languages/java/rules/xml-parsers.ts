/**
 * Whether a file hardens the XML parsers it makes against external entities. JAXP's factories (DOM, SAX, StAX,
 * transformers) resolve DTDs and external entities unless told otherwise; a file that tells one of them, in any of
 * the ways the JAXP documentation and OWASP's XXE cheat sheet name, has made the choice for its parsers.
 */
import { memoized, type FileContext, type ScanRule } from '../../../core/rule';
import { queryNodes } from '../../../core/query';
import { namedChildrenOf } from '../../../core/syntax';

/** A feature, attribute or property name and the value that turns external entities off. */
const HARDENING: readonly { name: RegExp; value: RegExp }[] = [
  { name: /disallow-doctype-decl|FEATURE_SECURE_PROCESSING|secure-processing/, value: /^true$/ },
  { name: /external-general-entities|external-parameter-entities|load-external-dtd/, value: /^false$/ },
  { name: /ACCESS_EXTERNAL_DTD|accessExternalDTD|ACCESS_EXTERNAL_SCHEMA|accessExternalSchema/, value: /^""$/ },
  { name: /SUPPORT_DTD|supportDTD|IS_SUPPORTING_EXTERNAL_ENTITIES|isSupportingExternalEntities/, value: /^(false|Boolean\.FALSE)$/ },
];

export function hardensXmlParsers(file: FileContext): boolean {
  return memoized(file, 'java.hardens-xml-parsers', () => {
    if (!/setFeature|setAttribute|setProperty/.test(file.code)) return false;
    const calls = queryNodes(file, '(method_invocation name: (identifier) @name (#match? @name "^(setFeature|setAttribute|setProperty)$") arguments: (argument_list) @node)');
    return calls.some((args) => {
      const [name, value] = namedChildrenOf(args);
      return !!name && !!value && HARDENING.some((row) => row.name.test(name.text) && row.value.test(value.text.trim()));
    });
  });
}

/** The XXE rule reports nothing in a file that hardens its parsers. */
export function unlessHardened(rule: ScanRule): ScanRule {
  return { ...rule, scan: (file) => (hardensXmlParsers(file) ? [] : rule.scan(file)) };
}
