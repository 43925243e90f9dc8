/** A typed business rule said back in words, so a user can check that the engine read the sentence as meant. */
import type { BusinessRule } from './context';
import { CONCEPT_NOUNS, DERIVED } from './names';

function number(n: number, percent: boolean | undefined, major?: boolean): string {
  return `${major ? '$' : ''}${n}${percent ? '%' : ''}`;
}

export function ruleText(rule: BusinessRule): string {
  switch (rule.kind) {
    case 'order':
      // A threshold's base is what its comparison measures ("free shipping on the subtotal after discounts").
      if (rule.threshold) {
        const [first, then] = [CONCEPT_NOUNS[rule.first], CONCEPT_NOUNS[rule.then]];
        return rule.basis === 'first' ? `threshold: ${first} is decided on the amount without ${then}` : `threshold: ${then} is decided on the amount after ${first}`;
      }
      // Points are earned on an amount, never applied to one: their rule names that amount.
      if (DERIVED.has(rule.first)) return `base: ${CONCEPT_NOUNS[rule.first]} are earned on the amount without ${CONCEPT_NOUNS[rule.then]}`;
      if (DERIVED.has(rule.then)) return `base: ${CONCEPT_NOUNS[rule.then]} are earned on the amount after ${CONCEPT_NOUNS[rule.first]}`;
      return `ordering: ${CONCEPT_NOUNS[rule.first]} is applied before ${CONCEPT_NOUNS[rule.then]}`;
    case 'bound': {
      const subject = rule.qualifier ? `${rule.qualifier} ${rule.subject}` : rule.subject;
      if (rule.allowed) return `bound: ${subject} is one of ${rule.allowed.map((n) => number(n, rule.percent)).join(', ')}`;
      const limits = [
        rule.min !== undefined ? `${rule.minExclusive ? 'above' : 'at least'} ${number(rule.min, rule.percent, rule.major)}` : undefined,
        rule.max !== undefined ? `${rule.maxExclusive ? 'below' : 'at most'} ${number(rule.max, rule.percent, rule.major)}` : undefined,
      ].filter(Boolean);
      return `bound: ${subject} is ${limits.join(' and ')}`;
    }
    case 'comparison': {
      const subject = rule.qualifier ? `${rule.qualifier} ${rule.subject}` : rule.subject;
      const share = rule.factor === undefined ? '' : rule.factor === 0.5 ? 'half of ' : `${Number((rule.factor * 100).toFixed(2))}% of `;
      return `comparison: ${subject} is at most ${share}${rule.otherText}`;
    }
    case 'rounding': {
      const parts = [
        rule.decimals !== undefined ? `to ${rule.decimals} decimal place${rule.decimals === 1 ? '' : 's'}` : undefined,
        rule.mode ? rule.mode.replace('-', ' ') : undefined,
        rule.onlyFinal ? 'only the final amount' : undefined,
      ].filter(Boolean);
      return `rounding: ${parts.join(', ')}`;
    }
  }
}
