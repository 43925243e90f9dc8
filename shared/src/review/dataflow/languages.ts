/** The languages the data flow reads: each one's lowering and taint specification. */
import type { Language } from '../../contract';
import type { LanguageFlow } from '../analysis/dataflow/engine';
import { lowerGo } from '../languages/go/lowering';
import { lowerJava } from '../languages/java/lowering';
import { lowerJavaScript } from '../languages/javascript/lowering';
import { lowerPython } from '../languages/python/lowering';
import { goSpec } from '../languages/go/taint-spec';
import { javaSpec } from '../languages/java/taint-spec';
import { javascriptSpec } from '../languages/javascript/taint-spec';
import { pythonSpec } from '../languages/python/taint-spec';

const javascript: LanguageFlow = {
  lower: lowerJavaScript,
  spec: javascriptSpec,
  syntax: { calls: ['call_expression', 'new_expression'], names: ['identifier', 'this', 'shorthand_property_identifier', 'template_substitution'], receiver: ['function', 'object'] },
};

export const LANGUAGE_FLOWS: Partial<Record<Language, LanguageFlow>> = {
  javascript,
  typescript: javascript,
  java: { lower: lowerJava, spec: javaSpec, syntax: { calls: ['method_invocation', 'object_creation_expression'], names: ['identifier', 'this', 'field_access'], receiver: ['object'] } },
  python: { lower: lowerPython, spec: pythonSpec, syntax: { calls: ['call'], names: ['identifier', 'interpolation'], receiver: ['function', 'object'] } },
  go: { lower: lowerGo, spec: goSpec, syntax: { calls: ['call_expression'], names: ['identifier', 'field_identifier'], receiver: ['function', 'operand'] } },
};
