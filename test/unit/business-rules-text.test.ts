import assert from 'node:assert/strict';
import { businessRuleCounts, businessRuleLines } from '../../client/src/business-rules-text';
import { review } from '../../shared/src/review';

describe('the editor\'s reading of the business context', () => {
  it('lists each sentence with the rule it became or why it became none, and counts them', async () => {
    const result = await review({
      code: 'def price(total, discount_percent):\n    return total - total * discount_percent / 100\n',
      language: 'python',
      business_context: 'A discount can never be more than 40 percent. Our shop opened in 1998. Refunds must be approved by a manager.',
    });
    const readings = result.business_rules ?? [];
    const lines = businessRuleLines(readings);
    assert.equal(lines.length, 3);
    assert.match(lines[0]!, /^✔ understood: "A discount can never be more than 40 percent" → bound: discount .*at most 40/);
    assert.equal(lines[1], '· not a rule: "Our shop opened in 1998" (no ordering, bound, comparison or rounding was found in it)');
    assert.match(lines[2]!, /^✖ not understood: "Refunds must be approved by a manager" \(it reads like a rule \("must"\)/);
    assert.equal(businessRuleCounts(readings), 'business context: 1 rule sentence checked, 1 not understood');
    assert.equal(businessRuleCounts(readings.slice(0, 2)), 'business context: 1 rule sentence checked');
  });
});
