/** How ordering findings name concepts, amounts and places: shared by the checks of applications and of bases. */
import type { Node } from '../../core/rule';
import { CONCEPT_NOUNS as NOUNS, type Concept } from './names';
import { nounFor } from './order-example';
import type { Value } from './value';

export interface Verdict {
  node: Node;
  title: string;
  description: string;
}

export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "tax", "shipping", "points", but "the discount", "the member discount": a concept in the middle of a sentence. */
export const the = (concept: Concept) => (concept === 'tax' || concept === 'shipping' || concept === 'points' ? NOUNS[concept] : `the ${NOUNS[concept]}`);

/** "Member discount", "Tax", or the code's own word for it ("Commission" for a fee named `commission`): a title's opening. */
export const titled = (concept: Concept, label?: string) => capitalised(nounFor(concept, label));

/** The whole statement when it starts on the same line (a clearer highlight), else the node itself. */
export function place(node: Node, statement: Node): Node {
  return statement.startPosition.row === node.startPosition.row && statement.startIndex <= node.startIndex ? statement : node;
}

/** "`taxed`, which already includes tax" or "an amount that already includes tax". */
export const carrier = (value: Value, concept: Concept) => (value.label ? `\`${value.label}\`, which already includes ${the(concept)}` : `an amount that already includes ${the(concept)}`);

export const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text.replace(/\s+/g, ' '));
