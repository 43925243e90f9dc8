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

const javascript: LanguageFlow = { lower: lowerJavaScript, spec: javascriptSpec };

export const LANGUAGE_FLOWS: Partial<Record<Language, LanguageFlow>> = {
  javascript,
  typescript: javascript,
  java: { lower: lowerJava, spec: javaSpec },
  python: { lower: lowerPython, spec: pythonSpec },
  go: { lower: lowerGo, spec: goSpec },
};
