/**
 * Fixes declared safe keep behaviour on ordinary input (issue 17, "safe fixes that changed behaviour"): each case is
 * a root cause found by running programs before and after the verified rewrite.
 */
import assert from 'node:assert/strict';
import { review } from '../../shared/src/review';

type Result = Awaited<ReturnType<typeof review>>;

const fixOf = (result: Result, rule: string) => result.findings.find((f) => f.rule_id === rule)?.fix;

describe('fixes that keep behaviour', () => {
  it('binds a bare SQL value safely only when it is known to be a number (JavaScript, as Python already did)', async () => {
    const code = (value: string) => [
      "const sqlite = require('sqlite');",
      'async function longNames(db, req, res) {',
      `  const n = ${value};`,
      "  res.json(await db.all(`SELECT name FROM products WHERE category = '${req.query.c}' AND length(name) > ${n}`));",
      '}',
      'module.exports = { longNames };',
      '',
    ].join('\n');
    // "3" bound where SQL read 3: SQLite compares text above every number, so every row would match.
    const text = fixOf(await review({ code: code('req.query.n'), language: 'javascript', filename: 'a.js' }), 'javascript.security.sql-injection');
    assert.equal(text?.safety, 'suggestion');
    const numeric = fixOf(await review({ code: code('Number(req.query.n)'), language: 'javascript', filename: 'a.js' }), 'javascript.security.sql-injection');
    assert.equal(numeric?.safety, 'safe');
  });

  it('does not take round(x, 2) or abs(x) for a number a Python driver can bind: on a Decimal they stay Decimal', async () => {
    const code = (value: string) => [
      'import sqlite3',
      'from decimal import Decimal',
      'from flask import Flask, request',
      '',
      'app = Flask(__name__)',
      '',
      '',
      '@app.route("/orders")',
      'def orders():',
      '    db = sqlite3.connect("shop.db")',
      `    limit = ${value}`,
      `    rows = db.execute(f"SELECT id FROM orders WHERE customer = '{request.args['c']}' AND total > {limit}").fetchall()`,
      '    return {"rows": rows}',
      '',
    ].join('\n');
    const cases = [
      ['round(Decimal(request.args["t"]), 2)', 'suggestion'], ['abs(Decimal(request.args["t"]))', 'suggestion'], ['Decimal(request.args["t"]) * 2', 'suggestion'],
      ['round(Decimal(request.args["t"]))', 'safe'], ['int(request.args["t"])', 'safe'], ['round(float(request.args["t"]), 2)', 'safe'],
    ] as const;
    for (const [value, safety] of cases) {
      const fix = fixOf(await review({ code: code(value), language: 'python', filename: 'a.py' }), 'python.security.sql-injection');
      assert.equal(fix?.safety, safety, value);
    }
  });

  it('puts a guard clause after a "use strict" directive, which must stay first to keep the function strict', async () => {
    const code = [
      'function addToCart(totalCents, priceCents, quantity) {',
      "  'use strict';",
      '  return totalCents + priceCents * quantity;',
      '}',
      'module.exports = { addToCart };',
      '',
    ].join('\n');
    const result = await review({ code, language: 'javascript', filename: 'cart.js' });
    const fix = fixOf(result, 'generic.business_logic.negative-quantity-unchecked');
    assert.ok(fix, 'a guard is offered');
    const rewritten = result.rewritten_code ?? '';
    assert.match(rewritten, /^function addToCart\(totalCents, priceCents, quantity\) \{\n {2}'use strict';\n {2}if \(/);
  });

  it('keeps a None-default fix safe only for a default that reads no variable: one that does is evaluated at each call after it', async () => {
    const code = (initial: string) => `DEFAULT_TAGS = ["new"]\n\n\ndef label(item, tags=${initial}):\n    """Tags for an item."""\n    tags.append(item)\n    return tags\n`;
    for (const [initial, safety] of [['[]', 'safe'], ['list(DEFAULT_TAGS)', 'suggestion'], ['[DEFAULT_TAGS[0]]', 'suggestion']] as const) {
      const fix = fixOf(await review({ code: code(initial), language: 'python', filename: 'tags.py' }), 'python.reliability.mutable-default-argument');
      assert.equal(fix?.safety, safety, initial);
    }
  });

  it('calls `x == None` → `x is None` safe only for a value of a builtin type, not from the file\'s imports', async () => {
    // The array comes from another module: this file imports no numpy, yet `grid == None` is element-wise there.
    const code = 'from .loader import load_grid\n\n\ndef empty_cells(name):\n    grid = load_grid(name)\n    label = str(name)\n    return grid == None, label == None\n';
    const result = await review({ code, language: 'python', filename: 'cells.py' });
    const safeties = result.findings.filter((f) => f.rule_id === 'python.reliability.none-comparison').map((f) => f.fix?.safety);
    assert.deepEqual(safeties, ['suggestion', 'safe']);
  });

  it('keeps track of the findings inside a block a fix re-indents: still there is not addressed, and the fix is not blamed for them', async () => {
    const code = [
      'import os', 'from flask import Flask, request', '', 'app = Flask(__name__)', '', '',
      '@app.route("/report")',
      'def report():',
      '    handle = open("/var/log/app.log")',
      '    name = request.args["name"]',
      '    data = open(os.path.join("/srv/reports", name)).read()',
      '    text = handle.read()',
      '    handle.close()',
      '    return data + text',
      '',
    ].join('\n');
    const result = await review({ code, language: 'python', filename: 'report.py' });
    assert.match(result.rewritten_code ?? '', /with open\("\/var\/log\/app.log"\) as handle:/, 'the safe fix survives verification');
    assert.deepEqual(result.findings_addressed, ['python.reliability.unclosed-file:9:5']);
    assert.equal(result.fully_rewritten, false);
    assert.ok(!(result.findings_addressed ?? []).some((key) => key.startsWith('python.security.path-traversal')), 'the traversal inside the re-indented block is still there');
  });
});
