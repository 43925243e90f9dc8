/**
 * The second opinion on a syntax error: tree-sitter's JavaScript and TypeScript grammars lag behind the languages
 * (a class field without a semicolon before a computed one, `export { x as null }`, variance annotations `in T`), and a
 * valid file must not be reported as one that does not parse. Babel's parser follows the standards and TypeScript
 * closely; it is asked only when the grammar reports an error, so a valid file costs nothing.
 */
import { parse, type ParserPlugin } from '@babel/parser';
import type { Language } from '../../../contract';

const COMMON: ParserPlugin[] = ['decorators-legacy', 'importAttributes', 'explicitResourceManagement', 'sourcePhaseImports', 'deferredImportEvaluation'];

/** The plugin sets a file may be written with: TypeScript with or without JSX, JavaScript with JSX or Flow types. */
function dialects(language: Language): ParserPlugin[][] {
  return language === 'typescript'
    ? [['typescript', ...COMMON], ['typescript', 'jsx', ...COMMON]]
    : [['jsx', ...COMMON], ['jsx', 'flow', ...COMMON]];
}

/** Whether Babel reads the code without an error in one of the dialects the language allows. */
export function parsesAsJavaScript(code: string, language: Language): boolean {
  return dialects(language).some((plugins) => {
    try {
      parse(code, {
        sourceType: 'unambiguous', plugins, errorRecovery: false,
        allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true, allowImportExportEverywhere: true,
        allowSuperOutsideMethod: true, allowUndeclaredExports: true, allowNewTargetOutsideFunction: true,
      });
      return true;
    } catch {
      return false;
    }
  });
}
