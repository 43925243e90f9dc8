/**
 * Code the language's parser cannot read: a file with a syntax error does not run (or does not compile), so a review
 * that finds nothing else must not call it clean. Reported where the parser gave up (its ERROR and MISSING nodes, the
 * outermost of each nested run), for every language with a grammar.
 */
import type { Language } from '../../contract';
import type { Detection, Rule } from '../core/rule';
import { syntaxErrors } from '../core/syntax-errors';

export const SYNTAX_ERROR_RULE_ID = 'generic.reliability.syntax-error';

/** More than this many places is one broken file, not that many findings. */
const MAX_REPORTED = 5;

/** The rule for the languages the engine parses (a language without a grammar has nothing to say here). */
export function syntaxErrorRules(languages: readonly Language[]): Rule[] {
  return [{
    id: SYNTAX_ERROR_RULE_ID,
    specialist: 'reliability',
    severity: 'high',
    languages,
    title: 'Code does not parse',
    description: 'The parser cannot read the code here, so the file does not run or compile as written, and the other checks could not read this part of it.',
    suggestion: 'Fix the syntax (an unclosed bracket or string, a missing colon or keyword, a stray character); if the code is valid, it may use syntax newer than the grammar the reviewer knows.',
    outOfScope: true,
    scan: (file) => {
      const errors = syntaxErrors(file.tree);
      if (errors.length === 0 || (file.language && file.plugin?.syntax.accepts?.(file.code, file.language))) return [];
      const detections: Detection[] = [];
      let coveredUntil = -1;
      for (const error of errors) {
        if (error.start < coveredUntil) continue;
        coveredUntil = Math.max(error.end, error.start + 1);
        const missing = error.start === error.end;
        detections.push({
          start: error.start,
          end: missing ? error.start : Math.min(error.end, error.start + 200),
          ...(missing ? { title: 'Code does not parse: something is missing here' } : {}),
        });
        if (detections.length === MAX_REPORTED) break;
      }
      return detections;
    },
  }];
}
