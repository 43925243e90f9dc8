/**
 * Hostile bodies and headers against the running service over real HTTP (issue 9): each is a 4xx with the spec's
 * error body, charges nothing, and leaves the service answering. Nesting is bounded at LIMITS.jsonMaxNestingDepth
 * and tested on both sides; encodings, content types and headers each get the answer README documents.
 */
import assert from 'node:assert/strict';
import { LIMITS } from '../../shared/src/contract';
import { balanceOf, createKey, describeEachStore, removeDir, startService, type RunningService } from './harness';
import { assertSpecError, postBytes, sendRaw, type RawReply } from './hostile-http';

const JSON_TYPE = 'application/json';
const DEPTH = LIMITS.jsonMaxNestingDepth;
const NESTING = new RegExp(`nests arrays and objects deeper than ${DEPTH} levels`);

/** `{"code":"x","checks":[[…]]}` whose deepest point is `depth` levels (the outer object is level 1). */
function nestedChecks(depth: number): string {
  return `{"code":"x","checks":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
}

/** `{"code":"x","extra":{"a":{"a":…1}}}` whose deepest point is `depth` levels. */
function nestedObjects(depth: number): string {
  return `{"code":"x","extra":${'{"a":'.repeat(depth - 1)}1${'}'.repeat(depth - 1)}}`;
}

describeEachStore('service: hostile input', function (store) {
  this.timeout(120_000);
  let service: RunningService;

  before(async () => {
    service = await startService([], undefined, { store });
  });
  after(async () => {
    await service.stop();
    removeDir(service.dir);
  });

  /** A fresh account per test, so the 60-a-minute rate limit never answers for the input. */
  function account(credits = 100): { key: string; headers: Record<string, string | string[]> } {
    const key = createKey(service, 'pro', credits);
    return { key, headers: { authorization: `Bearer ${key}`, 'content-type': JSON_TYPE } };
  }

  async function assertStillServing(headers: Record<string, string | string[]>): Promise<void> {
    const reply = await postBytes(service.url, JSON.stringify({ code: 'x = 1\n', language: 'python' }), headers);
    assert.equal(reply.status, 200, reply.text);
  }

  describe('nesting', () => {
    it('checks nested 100,000 levels deep is a 400, not a 503, charges nothing and logs no stack overflow', async () => {
      const { key, headers } = account();
      const before = balanceOf(service, key);
      assertSpecError(await postBytes(service.url, nestedChecks(100_000), headers), 400, NESTING);
      assertSpecError(await postBytes(service.url, nestedObjects(100_000), headers), 400, NESTING);
      assertSpecError(await postBytes(service.url, `{"code":"x","checks":[${'{"a":['.repeat(50_000)}`, headers), 400, NESTING);
      assert.equal(balanceOf(service, key), before);
      assert.doesNotMatch(service.output(), /Maximum call stack/);
      await assertStillServing(headers);
    });

    it(`holds nesting at ${DEPTH} levels and refuses ${DEPTH + 1}, for arrays and objects`, async () => {
      const { headers } = account();
      // At the limit the body parses; validation then answers for what is inside.
      const arraysAtLimit = await postBytes(service.url, nestedChecks(DEPTH), headers);
      assertSpecError(arraysAtLimit, 400, /^checks contains an unrecognised item \(an array\)/);
      assertSpecError(await postBytes(service.url, nestedChecks(DEPTH + 1), headers), 400, NESTING);
      assertSpecError(await postBytes(service.url, nestedObjects(DEPTH), headers), 400, /^Unknown field "extra"/);
      assertSpecError(await postBytes(service.url, nestedObjects(DEPTH + 1), headers), 400, NESTING);
    });

    it('does not count brackets inside strings, escaped quotes included', async () => {
      const { headers } = account();
      for (const code of ['['.repeat(10_000), `\\"${'{'.repeat(DEPTH + 1)}`, `"${'['.repeat(DEPTH + 1)}\\`]) {
        const reply = await postBytes(service.url, JSON.stringify({ code, label: ']'.repeat(80) }), headers);
        assert.equal(reply.status, 200, `${code.slice(0, 10)}: ${reply.text}`);
      }
    });

    it('names a rejected check item without echoing it whole', async () => {
      const { headers } = account();
      const reply = await postBytes(service.url, JSON.stringify({ code: 'x', checks: ['s'.repeat(500_000)] }), headers);
      assertSpecError(reply, 400, /^checks contains an unrecognised item "s{40}…"\.$/);
      assert.deepEqual((reply.json as { valid_checks: unknown }).valid_checks, ['security', 'reliability', 'business_logic', 'performance', 'quality']);
    });
  });

  describe('encodings', () => {
    const INVALID_UTF8: Array<[string, number[]]> = [
      ['a byte that is never UTF-8', [0xff]],
      ['a truncated three-byte sequence', [0xe2, 0x82]],
      ['an overlong encoding of "/"', [0xc0, 0xaf]],
      ['an encoded surrogate', [0xed, 0xa0, 0x80]],
      ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
      ['a lone continuation byte', [0x80]],
    ];
    for (const [what, bytes] of INVALID_UTF8) {
      it(`refuses ${what} inside the code with a 400 and charges nothing`, async () => {
        const { key, headers } = account();
        const body = Buffer.concat([Buffer.from('{"code":"x = '), Buffer.from(bytes), Buffer.from('"}')]);
        assertSpecError(await postBytes(service.url, body, headers), 400, /not valid UTF-8/);
        assert.equal(balanceOf(service, key), 100);
      });
    }

    it('accepts a UTF-8 byte order mark; refuses UTF-16 and a second BOM', async () => {
      const { headers } = account();
      const json = JSON.stringify({ code: 'x = 1\n', filename: 'bom.py' });
      const withBom = await postBytes(service.url, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json)]), headers);
      assert.equal(withBom.status, 200, withBom.text);
      assertSpecError(await postBytes(service.url, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')]), headers), 400, /not valid UTF-8/);
      assertSpecError(await postBytes(service.url, Buffer.from(json, 'utf16le'), headers), 400);
      assertSpecError(await postBytes(service.url, `\uFEFF\uFEFF${json}`, headers), 400, /Invalid JSON/);
    });

    it('accepts escaped lone surrogates as JSON text allows', async () => {
      const { headers } = account();
      const reply = await postBytes(service.url, '{"code":"x = \\ud800\\n","label":"\\udfff"}', headers);
      assert.equal(reply.status, 200, reply.text);
    });
  });

  describe('content type', () => {
    it('takes application/json with or without charset=utf-8, in any letter case', async () => {
      const { headers } = account();
      for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON; Charset="UTF-8"', 'application/json;charset=utf8']) {
        const reply = await postBytes(service.url, JSON.stringify({ code: 'x' }), { ...headers, 'content-type': type });
        assert.equal(reply.status, 200, `${type}: ${reply.text}`);
      }
    });

    it('refuses other charsets, other or missing types, and malformed ones with a 400', async () => {
      const { key, headers } = account();
      const body = JSON.stringify({ code: 'x' });
      for (const type of ['application/json; charset=latin1', 'application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x', 'application/jsonx', 'application/json; charset="', 'text/html; charset=utf-8']) {
        assertSpecError(await postBytes(service.url, body, { ...headers, 'content-type': type }), 400, undefined);
      }
      const untyped = { authorization: headers.authorization! };
      assertSpecError(await postBytes(service.url, body, untyped), 400);
      assertSpecError(await postBytes(service.url, '', headers), 400, /empty/);
      assert.equal(balanceOf(service, key), 100);
    });
  });

  describe('headers', () => {
    it('uses the first of repeated Authorization headers, as Node keeps the first of a single-valued field', async () => {
      const { key, headers } = account();
      const first = await postBytes(service.url, JSON.stringify({ code: 'x' }), { ...headers, authorization: [`Bearer ${key}`, 'Bearer crs_live_forged'] });
      assert.equal(first.status, 200, first.text);
      assertSpecError(await postBytes(service.url, JSON.stringify({ code: 'x' }), { ...headers, authorization: ['Bearer crs_live_forged', `Bearer ${key}`] }), 401);
    });

    it('answers headers over 16 KiB with 431 and the spec error body; 15 KiB is fine', async () => {
      const { headers } = account();
      const fine = await postBytes(service.url, JSON.stringify({ code: 'x' }), { ...headers, 'x-padding': 'p'.repeat(15 * 1024) });
      assert.equal(fine.status, 200, fine.text);
      const reply: RawReply = await postBytes(service.url, JSON.stringify({ code: 'x' }), { ...headers, 'x-padding': 'p'.repeat(17 * 1024) });
      assertSpecError(reply, 431, /headers are too large/);
    });

    it('answers bytes that are not HTTP with a 400 and the spec error body', async () => {
      assertSpecError(await sendRaw(service.url, 'NOT HTTP AT ALL\r\n\r\n'), 400, /not valid HTTP/);
      assertSpecError(await sendRaw(service.url, 'POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'), 400);
      assertSpecError(await sendRaw(service.url, 'POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nBad Header: \x01\r\n\r\n'), 400);
    });

    it('refuses a bad Idempotency-Key, repeated ones included, with a 400 and charges nothing', async () => {
      const { key, headers } = account();
      for (const idempotencyKey of ['', ' ', 'k'.repeat(LIMITS.idempotencyKeyMaxChars + 1), 'has space', 'clé', 'a/b', ['one', 'two']]) {
        assertSpecError(await postBytes(service.url, JSON.stringify({ code: 'x' }), { ...headers, 'idempotency-key': idempotencyKey }), 400, /Idempotency-Key/);
      }
      const body = JSON.stringify({ code: 'x' });
      const utf8Key = Buffer.concat([
        Buffer.from(`POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\n`),
        Buffer.from('Idempotency-Key: ключ\r\n', 'utf8'),
        Buffer.from(`Content-Length: ${body.length}\r\n\r\n${body}`),
      ]);
      assertSpecError(await sendRaw(service.url, utf8Key), 400, /Idempotency-Key/);
      assert.equal(balanceOf(service, key), 100);
    });
  });

  describe('concurrency', () => {
    it('a burst of 12 on one Idempotency-Key runs and charges one review; the rest replay or wait', async () => {
      const { key, headers } = account();
      const body = JSON.stringify({ code: `${'total = price * quantity\n'.repeat(400)}`, language: 'python' });
      const replies = await Promise.all(Array.from({ length: 12 }, () => postBytes(service.url, body, { ...headers, 'idempotency-key': 'burst-1' })));
      const fresh = replies.filter((r) => r.status === 200 && r.headers['idempotent-replayed'] === undefined);
      for (const reply of replies) {
        if (reply.status !== 200) assertSpecError(reply, 409, /still being processed/);
      }
      assert.equal(fresh.length, 1, replies.map((r) => r.status).join(','));
      for (const replay of replies.filter((r) => r.headers['idempotent-replayed'] === 'true')) assert.equal(replay.text, fresh[0]!.text);
      assert.equal(balanceOf(service, key), 100 - 1);
    });

    it('a burst mixing two bodies on one key: one review, the other body 409 or 422', async () => {
      const { key, headers } = account();
      const bodies = [JSON.stringify({ code: 'a = 1\n'.repeat(2000) }), JSON.stringify({ code: 'b = 2\n'.repeat(2000) })];
      const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => postBytes(service.url, bodies[i % 2]!, { ...headers, 'idempotency-key': 'burst-2' })));
      const statuses = replies.map((r) => r.status);
      for (const reply of replies) {
        if (reply.status !== 200) assert.ok(reply.status === 409 || reply.status === 422, statuses.join(','));
      }
      assert.equal(replies.filter((r) => r.status === 200 && r.headers['idempotent-replayed'] === undefined).length, 1, statuses.join(','));
      assert.equal(balanceOf(service, key), 100 - 2);
    });
  });
});
