/**
 * Whether a cookie is kept off plain HTTP, read through constant propagation: the `secure` setting of an options
 * object (or of a cookie object, set by `setSecure`), wherever the object was built.
 */
import { single, valueAt } from '../analysis/dataflow/engine';
import type { FileContext, Node } from '../core/rule';

export type SecureFlag = 'on' | 'off' | 'missing' | 'unknown';

/** The `secure` setting (property `key`) of the object `node` holds; `types`: the cookie (or options) types that have one. */
export function secureFlagOf(file: FileContext, node: Node | undefined, key = 'secure', types = /^Cookie$/): SecureFlag {
  if (!node) return 'missing';
  const value = valueAt(file, node);
  if (!value) return 'unknown';
  const flag = value.fields?.get(key);
  if (flag) {
    const constants = flag.constants ?? flag.maybe;
    if (constants?.some((c) => c === false || c === 0 || c === 'false')) return 'off';
    return single(flag) === true || single(flag) === 1 ? 'on' : 'unknown';
  }
  // An object whose whole content is known (a literal, a cookie built here) and has no such setting.
  const known = value.fields !== undefined && !value.elements && value.taints.length === 0;
  return known || (value.type !== undefined && types.test(value.type)) ? 'missing' : 'unknown';
}

/** The constant a keyword or flag argument holds, judged through the flow. */
export function flagValue(file: FileContext, node: Node | undefined): boolean | undefined {
  if (!node) return undefined;
  const value = valueAt(file, node);
  const constants = value?.constants ?? value?.maybe;
  if (constants?.some((c) => c === false || c === 0)) return false;
  return constants?.length && constants.every((c) => c === true || c === 1) ? true : undefined;
}
