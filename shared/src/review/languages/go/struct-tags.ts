/**
 * Go struct tags as the frameworks read them: reflect.StructTag's `key:"value"` pairs, and the go-playground
 * validator rules gin applies to a `binding:` tag when it binds a request (`oneof=open closed`: the field holds one
 * of the listed values, or "" with `omitempty`). The tag is a string literal's content, read by its own grammar.
 */
import { unescape } from '../../analysis/dataflow/lowering';
import type { Node } from '../../core/rule';

/** The value of `key` in a struct tag's text (reflect.StructTag.Lookup), or undefined. */
export function tagValue(tag: string, key: string): string | undefined {
  let rest = tag;
  for (;;) {
    rest = rest.trimStart();
    const colon = rest.indexOf(':"');
    if (colon <= 0 || /[\s"]/.test(rest.slice(0, colon))) return undefined;
    const name = rest.slice(0, colon);
    let end = colon + 2;
    while (end < rest.length && rest[end] !== '"') end += rest[end] === '\\' ? 2 : 1;
    if (end >= rest.length) return undefined;
    if (name === key) return unescape(rest.slice(colon + 2, end));
    rest = rest.slice(end + 1);
  }
}

/** The text of a field declaration's tag (a raw or interpreted string literal), or undefined. */
export function tagText(field: Node): string | undefined {
  const tag = field.childForFieldName('tag');
  if (!tag) return undefined;
  return tag.type === 'raw_string_literal' ? tag.text.slice(1, -1) : unescape(tag.text.slice(1, -1));
}

/**
 * The values gin's binding lets a text field hold (`binding:"omitempty,oneof=low high"` → "low", "high", ""), or
 * undefined when its rules do not restrict it to a list. Values may be quoted with `'` to hold spaces.
 */
export function bindingChoices(tag: string): string[] | undefined {
  const rules = tagValue(tag, 'binding')?.split(',');
  // `dive` applies the rules after it to a container's elements, not to the field.
  if (!rules || rules.includes('dive')) return undefined;
  const oneof = rules.find((rule) => rule.startsWith('oneof='));
  if (!oneof) return undefined;
  const values = [...oneof.slice('oneof='.length).matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]!);
  if (values.length === 0) return undefined;
  return rules.includes('omitempty') ? [...values, ''] : values;
}
