/**
 * A `code-review-ignore` comment that silenced nothing: stale after a fix, or naming a rule id that does not
 * exist. It needs every other rule's findings, so the engine reports it after them (analyze.ts); its scan finds
 * nothing on its own.
 */
import type { Rule } from '../core/rule';

export const UNUSED_SUPPRESSION_RULE_ID = 'generic.quality.unused-suppression';

export const rules: Rule[] = [
  {
    id: UNUSED_SUPPRESSION_RULE_ID,
    specialist: 'quality',
    severity: 'low',
    languages: '*',
    title: 'Suppression that silences nothing',
    description: 'This code-review-ignore comment silenced no finding: the finding it was written for is gone, or the rule id is misspelt. A stale suppression would hide the next real finding on that line.',
    suggestion: 'Delete the comment, or correct the rule id it names.',
    scan: () => [],
  },
];
