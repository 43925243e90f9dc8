/** The languages the data flow reads: each one's lowering and taint specification. */
import type { Language } from '../../contract';
import type { LanguageFlow } from './engine';
import { lowerGo } from './lang/go';
import { lowerJava } from './lang/java';
import { lowerJavaScript } from './lang/javascript';
import { lowerPython } from './lang/python';
import { goSpec } from './specs/go';
import { javaSpec } from './specs/java';
import { javascriptSpec } from './specs/javascript';
import { pythonSpec } from './specs/python';

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
