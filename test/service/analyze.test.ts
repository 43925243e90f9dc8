/** POST /api/v1/analyze over real HTTP: every status of spec 7 and every limit of spec 8 at N and N+1. */
import assert from 'node:assert/strict';
import { AnalyzeResponseSchema, CHECKS, ErrorBodySchema } from '../../shared/src/contract';
import { balanceOf, bearer, cli, createKey, describeEachStore, post, removeDir, startService, type Reply, type RunningService } from './harness';

// The value sits inside a quoted SQL literal, so binding it as text runs the same query: a safe fix, certified clean.
const SQLI = 'import sqlite3\nfrom flask import request\n\ndef find(conn):\n    conn.execute(f"SELECT * FROM users WHERE name = \'{request.args[\'name\']}\'")\n';

function assertError(reply: Reply, status: number, pattern?: RegExp): void {
  assert.equal(reply.status, status, reply.text);
  assert.doesNotThrow(() => ErrorBodySchema.strict().parse(reply.json), `error body: ${reply.text}`);
  if (pattern) assert.match(String(reply.json.error), pattern);
}

describeEachStore('service: POST /api/v1/analyze', function (store) {
  this.timeout(60_000);
  let service: RunningService;
  let key: string;

  before(async () => {
    service = await startService([], undefined, { store });
    key = createKey(service, 'pro', 1_000);
  });
  after(async () => {
    await service.stop();
    removeDir(service.dir);
  });

  it('reviews with a bearer key: spec response, request id header, credits filled in', async () => {
    const before = balanceOf(service, key);
    const reply = await post(service.url, { code: SQLI, language: 'python', filename: 'find.py', label: 'pr-12' }, bearer(key));
    assert.equal(reply.status, 200, reply.text);
    const body = AnalyzeResponseSchema.strict().parse(reply.json);
    assert.equal(reply.headers.get('x-request-id'), body.request_id);
    assert.equal(body.filename, 'find.py');
    assert.equal(body.label, 'pr-12');
    assert.equal(body.credits_used, 1);
    assert.equal(body.credits_remaining, before - 1);
    assert.equal(balanceOf(service, key), before - 1);
    const finding = body.findings.find((f) => f.rule_id === 'python.security.sql-injection');
    assert.equal(finding?.line, 5);
    assert.equal(finding?.severity, 'critical');
    assert.equal(body.certified_clean, true);
    assert.match(reply.headers.get('ratelimit') ?? '', /^"default";r=\d+;t=\d+$/);
    assert.equal(reply.headers.get('ratelimit-policy'), '"default";q=60;w=60');
  });

  it('accepts the key in x-api-key', async () => {
    const reply = await post(service.url, { code: 'x = 1\n', language: 'python' }, { 'x-api-key': key });
    assert.equal(reply.status, 200, reply.text);
  });

  it('401 for a missing, malformed, unknown or revoked key', async () => {
    assertError(await post(service.url, { code: 'x' }), 401, /Missing API key/);
    assertError(await post(service.url, { code: 'x' }, bearer('not-a-key')), 401);
    assertError(await post(service.url, { code: 'x' }, bearer(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`)), 401);
    const revoked = createKey(service, 'pro', 10);
    assert.equal(cli(['keys', 'revoke', revoked], service).code, 0);
    assertError(await post(service.url, { code: 'x' }, bearer(revoked)), 401);
  });

  it('403 for a plan below Pro; team and enterprise are allowed', async () => {
    assertError(await post(service.url, { code: 'x' }, bearer(createKey(service, 'free', 10))), 403, /Pro plan/);
    assert.equal((await post(service.url, { code: 'x' }, bearer(createKey(service, 'team', 10)))).status, 200);
    assert.equal((await post(service.url, { code: 'x' }, bearer(createKey(service, 'enterprise', 10)))).status, 200);
  });

  it('400 for invalid JSON, a non-object, a wrong field, naming the field', async () => {
    assertError(await post(service.url, '{"code": "x",', bearer(key)), 400, /Invalid JSON/);
    assertError(await post(service.url, '[1, 2]', bearer(key)), 400, /JSON object/);
    assertError(await post(service.url, { code: 'x', language: 'klingon' }, bearer(key)), 400, /^language /);
    assertError(await post(service.url, { code: 'x', apply_all_fixes: 'yes' }, bearer(key)), 400, /^apply_all_fixes /);
    assertError(await post(service.url, { filename: 'a.py' }, bearer(key)), 400, /^code is required/);
  });

  it('400 with valid_checks for an unrecognised check', async () => {
    const reply = await post(service.url, { code: 'x', checks: ['security', 'styling'] }, bearer(key));
    assertError(reply, 400, /styling/);
    assert.deepEqual(reply.json.valid_checks, [...CHECKS]);
  });

  it('holds code at 50,000 characters and answers 413 at 50,001', async () => {
    assert.equal((await post(service.url, { code: 'a'.repeat(50_000) }, bearer(key))).status, 200);
    assertError(await post(service.url, { code: 'a'.repeat(50_001) }, bearer(key)), 413, /50001/);
  });

  it('answers 413 for a body over the byte cap', async () => {
    assertError(await post(service.url, { code: 'x', padding: 'p'.repeat(1024 * 1024) }, bearer(key)), 413, /byte limit/);
  });

  it('holds filename 255/256, label 80/81, business_context 2000/2001', async () => {
    for (const [field, max] of [['filename', 255], ['label', 80], ['business_context', 2000]] as const) {
      assert.equal((await post(service.url, { code: 'x', [field]: 'f'.repeat(max) }, bearer(key))).status, 200, `${field} at ${max}`);
      assertError(await post(service.url, { code: 'x', [field]: 'f'.repeat(max + 1) }, bearer(key)), 400, new RegExp(`^${field} `));
    }
  });

  it('holds the Idempotency-Key at 128 characters and rejects 129 or other characters', async () => {
    assert.equal((await post(service.url, { code: 'k = 1' }, { ...bearer(key), 'idempotency-key': 'k'.repeat(128) })).status, 200);
    assertError(await post(service.url, { code: 'k = 1' }, { ...bearer(key), 'idempotency-key': 'k'.repeat(129) }), 400, /Idempotency-Key/);
    assertError(await post(service.url, { code: 'k = 1' }, { ...bearer(key), 'idempotency-key': 'has space' }), 400, /Idempotency-Key/);
  });

  it('402 with credits_required and credits_remaining when short, charging nothing', async () => {
    const poor = createKey(service, 'pro', 1);
    const reply = await post(service.url, { code: 'a'.repeat(10_001) }, bearer(poor));
    assertError(reply, 402);
    assert.equal(reply.json.credits_required, 2);
    assert.equal(reply.json.credits_remaining, 1);
    assert.equal(balanceOf(service, poor), 1);
  });

  it('charges 1 credit per started 10,000 characters', async () => {
    const counted = createKey(service, 'pro', 100);
    for (const [length, cost] of [[10_000, 1], [10_001, 2], [50_000, 5]] as const) {
      const reply = await post(service.url, { code: 'a'.repeat(length) }, bearer(counted));
      assert.equal(reply.json.credits_used, cost, `${length} characters`);
    }
    assert.equal(balanceOf(service, counted), 100 - 8);
  });

  it('lets 60 requests through in a minute and answers the 61st with 429 and Retry-After', async () => {
    const busy = createKey(service, 'pro', 100);
    for (let i = 0; i < 60; i++) {
      const reply = await post(service.url, { code: `n = ${i}` }, bearer(busy));
      assert.equal(reply.status, 200, `request ${i + 1}: ${reply.text}`);
    }
    const limited = await post(service.url, { code: 'n = 61' }, bearer(busy));
    assertError(limited, 429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    assert.equal(limited.json.retry_after, retryAfter);
    assert.equal(balanceOf(service, busy), 40, 'the limited request is not charged');
    const other = await post(service.url, { code: 'n = 1' }, bearer(key));
    assert.equal(other.status, 200, 'other accounts are not limited');
  });

  it('replays an idempotent request byte for byte, charging once; 422 for another body with the key', async () => {
    const idem = createKey(service, 'pro', 10);
    const headers = { ...bearer(idem), 'idempotency-key': 'order-42_retry' };
    const first = await post(service.url, { code: SQLI, language: 'python' }, headers);
    assert.equal(first.status, 200);
    const second = await post(service.url, { code: SQLI, language: 'python' }, headers);
    assert.equal(second.status, 200);
    assert.equal(second.text, first.text);
    assert.equal(second.headers.get('idempotent-replayed'), 'true');
    assert.equal(second.headers.get('x-request-id'), first.json.request_id);
    assert.equal(balanceOf(service, idem), 9);
    assertError(await post(service.url, { code: 'other = 1', language: 'python' }, headers), 422);
    const otherAccount = await post(service.url, { code: 'other = 1', language: 'python' }, { ...bearer(key), 'idempotency-key': 'order-42_retry' });
    assert.equal(otherAccount.status, 200, 'keys are scoped per account');
    assert.equal(otherAccount.headers.get('idempotent-replayed'), null);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const idem = createKey(service, 'pro', 10);
    const headers = { ...bearer(idem), 'idempotency-key': 'slow-one' };
    const big = { code: `${SQLI}\n`.repeat(500).slice(0, 50_000), language: 'python' };
    const [a, b] = await Promise.all([post(service.url, big, headers), new Promise<Reply>((resolve) => setTimeout(() => resolve(post(service.url, big, headers)), 15))]);
    assert.deepEqual([a.status, b.status].sort(), [200, 409]);
    assert.equal(balanceOf(service, idem), 5, 'only the first was charged');
  });

  it('answers 404 with the error body for unknown routes', async () => {
    const response = await fetch(`${service.url}/api/v2/analyze`, { method: 'POST' });
    assert.equal(response.status, 404);
    assert.match(((await response.json()) as { error: string }).error, /No route/);
  });
});
