/**
 * One counting rule for every character limit of spec 8: UTF-16 code units, as README and OpenAPI say. Each limit
 * is held at N and refused at N + 1 with 1-, 2-, 3- and 4-byte UTF-8 characters ('😀' is 2 units), over real
 * HTTP; the CLI counts --context the same way.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorBodySchema, LIMITS } from '../../shared/src/contract';
import { balanceOf, bearer, cli, createKey, describeEachStore, post, removeDir, startService, type Reply, type RunningService } from './harness';
import { ofUnits } from './hostile-http';

/** 'a' (1 byte in UTF-8), 'é' (2), '€' (3), '😀' (4 bytes, a surrogate pair: 2 UTF-16 units). */
const CHARACTERS = ['a', 'é', '€', '😀'] as const;

function assertError(reply: Reply, status: number, pattern: RegExp): void {
  assert.equal(reply.status, status, reply.text);
  assert.doesNotThrow(() => ErrorBodySchema.strict().parse(reply.json), `error body: ${reply.text}`);
  assert.match(String(reply.json.error), pattern);
}

const STRING_FIELDS = [
  ['filename', LIMITS.filenameMaxChars],
  ['label', LIMITS.labelMaxChars],
  ['business_context', LIMITS.businessContextMaxChars],
] as const;

describeEachStore('service: character limits count UTF-16 code units', function (store) {
  this.timeout(120_000);
  let service: RunningService;

  before(async () => {
    service = await startService([], undefined, { store });
  });
  after(async () => {
    await service.stop();
    removeDir(service.dir);
  });

  it('ofUnits builds exactly the asked length', () => {
    for (const character of CHARACTERS) {
      for (const units of [80, 81, 255, 256]) assert.equal(ofUnits(character, units).length, units);
    }
    assert.equal(ofUnits('😀', 256), '😀'.repeat(128));
  });

  for (const [field, max] of STRING_FIELDS) {
    it(`${field}: ${max} units pass and ${max + 1} are a 400, for each width of character`, async () => {
      const key = createKey(service, 'pro', 100);
      for (const character of CHARACTERS) {
        const atLimit = await post(service.url, { code: 'x = 1\n', [field]: ofUnits(character, max) }, bearer(key));
        assert.equal(atLimit.status, 200, `${field} of ${max} units of ${character}: ${atLimit.text}`);
        const before = balanceOf(service, key);
        assertError(await post(service.url, { code: 'x = 1\n', [field]: ofUnits(character, max + 1) }, bearer(key)), 400, new RegExp(`^${field} must be at most ${max} characters`));
        assert.equal(balanceOf(service, key), before, 'a refused request is not charged');
      }
    });

    it(`${field}: an astral character ending at unit ${max + 1} is a 400 though it is only ${max} code points`, async () => {
      const key = createKey(service, 'pro', 10);
      const value = `${'a'.repeat(max - 1)}😀`;
      assert.equal([...value].length, max);
      assertError(await post(service.url, { code: 'x = 1\n', [field]: value }, bearer(key)), 400, new RegExp(`^${field} `));
    });
  }

  it('filename: 128 emoji (256 units) are a 400, 127 emoji and an "a" (255 units) pass', async () => {
    const key = createKey(service, 'pro', 10);
    assertError(await post(service.url, { code: 'x', filename: '😀'.repeat(128) }, bearer(key)), 400, /^filename must be at most 255 characters \(UTF-16 code units\)/);
    const reply = await post(service.url, { code: 'x', filename: `${'😀'.repeat(127)}a` }, bearer(key));
    assert.equal(reply.status, 200, reply.text);
    assert.equal(reply.json.filename, `${'😀'.repeat(127)}a`);
  });

  it(`code: ${LIMITS.codeMaxChars} units pass and ${LIMITS.codeMaxChars + 1} are a 413, for each width of character`, async () => {
    const key = createKey(service, 'pro', 100);
    for (const character of CHARACTERS) {
      const atLimit = await post(service.url, { code: ofUnits(character, LIMITS.codeMaxChars) }, bearer(key));
      assert.equal(atLimit.status, 200, `code of ${LIMITS.codeMaxChars} units of ${character}: ${atLimit.text.slice(0, 200)}`);
      assert.equal(atLimit.json.credits_used, 5);
      const before = balanceOf(service, key);
      assertError(await post(service.url, { code: ofUnits(character, LIMITS.codeMaxChars + 1) }, bearer(key)), 413, /^code is 50001 characters \(UTF-16 code units\)/);
      assert.equal(balanceOf(service, key), before);
    }
    assertError(await post(service.url, { code: `${'a'.repeat(LIMITS.codeMaxChars - 1)}😀` }, bearer(key)), 413, /50001/);
  });

  it('code: the lower limit is one unit of any width; empty is a 400', async () => {
    const key = createKey(service, 'pro', 10);
    for (const character of CHARACTERS) {
      assert.equal((await post(service.url, { code: character }, bearer(key))).status, 200, character);
    }
    assertError(await post(service.url, { code: '' }, bearer(key)), 400, /^code must be at least 1 character/);
  });
});

describe('cli: --context counts UTF-16 code units like the service', function () {
  this.timeout(60_000);
  let dir: string;

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'code-review-limits-'));
    writeFileSync(path.join(dir, 'prices.py'), 'def total(price):\n    return price\n');
  });
  after(() => removeDir(dir));

  for (const character of CHARACTERS) {
    it(`holds --context at ${LIMITS.businessContextMaxChars} units of ${character} and refuses ${LIMITS.businessContextMaxChars + 1}`, () => {
      const file = path.join(dir, 'prices.py');
      const atLimit = cli(['review', file, '--context', ofUnits(character, LIMITS.businessContextMaxChars)]);
      assert.notEqual(atLimit.code, 2, atLimit.stderr);
      const over = cli(['review', file, '--context', ofUnits(character, LIMITS.businessContextMaxChars + 1)]);
      assert.equal(over.code, 2);
      assert.match(over.stderr, /--context is 2001 characters; the limit is 2000/);
    });
  }
});
