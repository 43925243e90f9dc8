/**
 * Property-based hostile input against the running service over real HTTP (issue 9), with fast-check under a
 * fixed, printed seed (FUZZ_SEED overrides it) and bounded runs. For every input: no 5xx but a 503 with
 * Retry-After; every refusal is the status fuzz-oracle.ts expects with the spec's error body; nothing is charged
 * for a refusal and a review costs what README says; the code (which carries a marker) is never written to the
 * data directory or the log.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { MIMEType } from 'node:util';
import path from 'node:path';
import fc from 'fast-check';
import { AnalyzeResponseSchema, CHECKS, IDEMPOTENCY_KEY_PATTERN, LANGUAGES, LIMITS } from '../../shared/src/contract';
import { closeStoreReaders, createKey, describeEachStore, readBalance, removeDir, startService, storeFiles, type RunningService } from './harness';
import { assertSpecError, ofUnits, postBytes, type RawReply } from './hostile-http';
import { BODY_MAX_BYTES, costOf, expectedForBytes, expectedForValue, type Expected } from './fuzz-oracle';

const SEED = process.env.FUZZ_SEED === undefined ? 20_260_509 : Number(process.env.FUZZ_SEED);
const MARKER = 'QZXJ-code-marker-7c41e9';
const ACCOUNTS = 16;
/** Below the 60-a-minute rate limit, so that a 429 never stands in for the answer under test. */
const REQUESTS_PER_ACCOUNT_PER_MINUTE = 55;
const CREDITS = 1_000_000;

interface Account {
  key: string;
  sent: number[];
  /** Idempotency keys used so far, with the body each was used with. */
  idempotency: Map<string, string>;
}

/** Hands out the account with room under the rate limit for `requests` more requests. */
class Accounts {
  constructor(private readonly accounts: Account[]) {}

  take(requests = 1): Account {
    const now = Date.now();
    for (const account of this.accounts) {
      account.sent = account.sent.filter((time) => now - time < 61_000);
      if (account.sent.length + requests <= REQUESTS_PER_ACCOUNT_PER_MINUTE) {
        for (let i = 0; i < requests; i++) account.sent.push(now);
        return account;
      }
    }
    throw new Error('every fuzz account is at its rate limit: lower numRuns or add accounts');
  }
}

/** No 5xx but a 503 with Retry-After; a refusal is the spec error body. */
function assertAcceptable(reply: RawReply, what: string): void {
  assert.ok(reply.status < 500 || (reply.status === 503 && reply.headers['retry-after'] !== undefined), `${what}: ${reply.status} ${reply.text.slice(0, 300)}`);
  if (reply.status !== 200) assertSpecError(reply, reply.status);
}

const unavailable: string[] = [];

/** The expected status, or a 503 with Retry-After (recorded: a busy pool is allowed, but it is reported). */
function assertStatus(reply: RawReply, expected: Expected, what: string): void {
  assertAcceptable(reply, what);
  if (reply.status === 503) {
    unavailable.push(`${what}: ${reply.text}`);
    return;
  }
  assert.equal(reply.status, expected, `${what}: ${reply.text.slice(0, 300)}`);
}

// ---- arbitraries ---------------------------------------------------------------------------------------------------

const WIDTHS = fc.constantFrom('a', 'é', '€', '😀');
const atBoundary = (max: number) => fc.tuple(WIDTHS, fc.constantFrom(max - 1, max, max + 1)).map(([c, n]) => ofUnits(c, n));
const anyText = fc.string({ unit: 'binary', maxLength: 120 });
const anyJson = fc.jsonValue({ maxDepth: 4 });

const validCode = anyText.map((text) => `${MARKER}\n${text}`);
const code = fc.oneof(
  { weight: 8, arbitrary: validCode },
  { weight: 1, arbitrary: atBoundary(LIMITS.codeMaxChars).map((text) => `${MARKER}${text.slice(MARKER.length)}`) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: anyJson },
);
const limitedText = (max: number) => fc.oneof({ weight: 4, arbitrary: anyText }, { weight: 3, arbitrary: atBoundary(max) }, { weight: 2, arbitrary: anyJson });
const checks = fc.oneof(
  fc.subarray([...CHECKS]),
  fc.array(fc.oneof(fc.constantFrom(...CHECKS), anyText, anyJson), { maxLength: 6 }),
  anyJson,
);

/** Each field: a hostile value (random JSON, wrong type, a value at or just over its limit, in any character width). */
const hostileFields = {
  code,
  filename: limitedText(LIMITS.filenameMaxChars),
  language: fc.oneof(fc.constantFrom(...LANGUAGES), anyText, anyJson),
  checks,
  business_context: limitedText(LIMITS.businessContextMaxChars),
  label: limitedText(LIMITS.labelMaxChars),
  apply_all_fixes: fc.oneof(fc.boolean(), anyJson),
};
/** A request the spec accepts, so that one hostile field is the only thing that can be wrong. */
const validRequest = fc.record(
  {
    code: validCode,
    filename: anyText.map((text) => text.slice(0, LIMITS.filenameMaxChars)),
    language: fc.constantFrom(...LANGUAGES),
    checks: fc.subarray([...CHECKS]),
    business_context: anyText,
    label: anyText.map((text) => text.slice(0, LIMITS.labelMaxChars)),
    apply_all_fixes: fc.boolean(),
  },
  { requiredKeys: ['code'] },
);
const oneHostileField = fc.constantFrom(...(Object.keys(hostileFields) as Array<keyof typeof hostileFields>))
  .chain((field) => fc.tuple(validRequest, hostileFields[field]).map(([body, value]) => ({ ...body, [field]: value })));
const requestBody = fc.record(hostileFields, { requiredKeys: [] });
const anyBody = fc.oneof(
  { weight: 5, arbitrary: oneHostileField },
  { weight: 3, arbitrary: requestBody },
  { weight: 1, arbitrary: fc.tuple(validRequest, fc.dictionary(anyText, anyJson, { minKeys: 1, maxKeys: 3 })).map(([body, extra]) => ({ ...extra, ...body })) },
  { weight: 1, arbitrary: anyJson },
);

const BOMS = ['', '\xEF\xBB\xBF', '\xEF\xBB\xBF\xEF\xBB\xBF', '\xFF\xFE', '\xFE\xFF'].map((bom) => Buffer.from(bom, 'latin1'));
const edit = fc.record({ at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }), op: fc.constantFrom('insert', 'replace', 'delete') });
const mutatedBytes = fc.tuple(fc.constantFrom(...BOMS), requestBody, fc.array(edit, { maxLength: 4 })).map(([bom, body, edits]) => {
  const bytes = [...bom, ...Buffer.from(JSON.stringify(body))];
  for (const { at, byte, op } of edits) {
    const index = bytes.length === 0 ? 0 : at % bytes.length;
    if (op === 'insert') bytes.splice(index, 0, byte);
    else if (op === 'replace') bytes[index] = byte;
    else bytes.splice(index, 1);
  }
  return Buffer.from(bytes);
});
const rawBytes = fc.oneof(mutatedBytes, fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)));

const nesting = fc.record({
  depth: fc.oneof(fc.integer({ min: 1, max: LIMITS.jsonMaxNestingDepth + 2 }), fc.integer({ min: 1, max: 300_000 })),
  opener: fc.constantFrom('[', '{"k":', 'mixed'),
  where: fc.constantFrom('checks', 'extra', 'top'),
  closed: fc.boolean(),
});

/** Text nesting `depth` levels in all (the body object included unless `where` is 'top'), and its expected status. */
function nestedBody({ depth, opener, where, closed }: { depth: number; opener: string; where: string; closed: boolean }): { text: string; expected: Expected } {
  const inner = where === 'top' ? depth : depth - 1;
  const opens = Array.from({ length: inner }, (_, i) => (opener === 'mixed' ? (i % 2 === 0 ? '[' : '{"k":') : opener));
  const closes = opens.map((open) => (open === '[' ? ']' : '}')).reverse();
  const core = `${opens.join('')}${opens.at(-1) === '[' || opens.length === 0 ? '' : '1'}${closed ? closes.join('') : ''}`;
  const text = where === 'top' ? core : `{"code":"${MARKER}",${JSON.stringify(where)}:${core}}`;
  if (Buffer.byteLength(text) > BODY_MAX_BYTES) return { text, expected: 413 };
  if (depth > LIMITS.jsonMaxNestingDepth) return { text, expected: 400 };
  return { text, expected: expectedForBytes(Buffer.from(text)) };
}

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 });
const contentType = fc.oneof(
  fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON;CHARSET=UTF8', 'application/json; charset=latin1',
    'application/json; charset=utf-16le', 'text/plain', 'text/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=b',
    'application/json; charset="utf-8"', 'application/json;;;', 'application/*', '*/*', ''),
  printable,
);

/** Whether a reader of README would call this content type UTF-8 JSON. */
function isUtf8Json(type: string): boolean {
  try {
    const mime = new MIMEType(type);
    const charset = mime.params.get('charset')?.toLowerCase();
    return mime.essence === 'application/json' && (charset === undefined || charset === 'utf-8' || charset === 'utf8');
  } catch {
    return false;
  }
}

const AUTH_MODES = ['bearer', 'x-api-key', 'bearer and a bad x-api-key', 'repeated, valid first', 'repeated, forged first', 'none', 'forged'] as const;
const headerCase = fc.record({
  auth: fc.constantFrom(...AUTH_MODES),
  idempotencyKey: fc.option(fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), printable, fc.constant('k'.repeat(LIMITS.idempotencyKeyMaxChars)),
    fc.constant('k'.repeat(LIMITS.idempotencyKeyMaxChars + 1))), { nil: undefined }),
  padding: fc.option(fc.oneof(fc.integer({ min: 0, max: 15_000 }), fc.integer({ min: 17_000, max: 40_000 })), { nil: undefined }),
});

function authHeaders(mode: (typeof AUTH_MODES)[number], key: string): Record<string, string | string[]> {
  const forged = 'crs_live_AAAAAAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
  switch (mode) {
    case 'bearer': return { authorization: `Bearer ${key}` };
    case 'x-api-key': return { 'x-api-key': key };
    case 'bearer and a bad x-api-key': return { authorization: `Bearer ${key}`, 'x-api-key': forged };
    case 'repeated, valid first': return { authorization: [`Bearer ${key}`, `Bearer ${forged}`] };
    case 'repeated, forged first': return { authorization: [`Bearer ${forged}`, `Bearer ${key}`] };
    case 'none': return {};
    case 'forged': return { authorization: `Bearer ${forged}` };
  }
}

const burst = fc.record({ size: fc.integer({ min: 2, max: 10 }), bodies: fc.integer({ min: 1, max: 3 }) });

// ---- the test ------------------------------------------------------------------------------------------------------

describeEachStore('service: fuzzed hostile input', function (store) {
  this.timeout(180_000);
  let service: RunningService;
  let accounts: Accounts;
  let requestNumber = 0;

  before(async () => {
    console.log(`      fuzz seed ${SEED} (set FUZZ_SEED to replay another)`);
    service = await startService([], undefined, { store });
    accounts = new Accounts(Array.from({ length: ACCOUNTS }, () => ({ key: createKey(service, 'pro', CREDITS), sent: [], idempotency: new Map() })));
  });
  after(async () => {
    await closeStoreReaders();
    await service.stop();
    removeDir(service.dir);
    if (unavailable.length > 0) console.log(`      503 answers (allowed, with Retry-After):\n${unavailable.join('\n')}`);
  });

  /** Sends one body as JSON and checks status, body, and the balance before and after. */
  async function sendAndCheck(bytes: Buffer, expected: Expected, headers: Record<string, string> = {}, what = 'body'): Promise<void> {
    const account = accounts.take();
    const before = await readBalance(service, account.key);
    const reply = await postBytes(service.url, bytes, { authorization: `Bearer ${account.key}`, 'content-type': 'application/json', ...headers });
    assertStatus(reply, expected, `${what} ${bytes.subarray(0, 120).toString('utf8')}`);
    const after = await readBalance(service, account.key);
    if (reply.status !== 200) {
      assert.equal(after, before, `a ${reply.status} charged ${before - after}`);
      return;
    }
    const response = AnalyzeResponseSchema.strict().parse(reply.json);
    const submitted = JSON.parse(new TextDecoder().decode(bytes)) as { code: string };
    assert.equal(response.credits_used, costOf(submitted.code));
    assert.equal(before - after, response.credits_used);
  }

  /** Bounded runs under the fixed seed; a failure names seed, path and a counterexample cut to a readable length. */
  const options = <T>(numRuns: number): fc.Parameters<T> => ({
    seed: SEED,
    numRuns,
    endOnFailure: true,
    reporter: (details) => {
      if (!details.failed) return;
      const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      throw new Error(`FUZZ_SEED=${details.seed} path ${String(details.counterexamplePath)}: ${error.slice(0, 1500)}\n` +
        `counterexample: ${fc.stringify(details.counterexample).slice(0, 1500)}`);
    },
  });

  it('random JSON for every field, wrong types and values at every limit', async () => {
    await fc.assert(fc.asyncProperty(anyBody, async (body) => {
      await sendAndCheck(Buffer.from(JSON.stringify(body)), expectedForValue(body));
    }), options(220));
  });

  it('bytes that are not UTF-8 JSON: mutations of valid bodies, byte order marks, random bytes', async () => {
    await fc.assert(fc.asyncProperty(rawBytes, async (bytes) => {
      await sendAndCheck(bytes, expectedForBytes(bytes), {}, 'bytes');
    }), options(150));
  });

  it('deep and unbalanced nesting, up to 300,000 levels', async () => {
    await fc.assert(fc.asyncProperty(nesting, async (shape) => {
      const { text, expected } = nestedBody(shape);
      await sendAndCheck(Buffer.from(text), expected, {}, `depth ${shape.depth} ${shape.opener} in ${shape.where}`);
    }), options(60));
    assert.doesNotMatch(service.output(), /Maximum call stack/);
  });

  it('content types: only UTF-8 JSON is read', async () => {
    await fc.assert(fc.asyncProperty(contentType, requestBody, async (type, body) => {
      const bytes = Buffer.from(JSON.stringify(body));
      const account = accounts.take();
      const before = await readBalance(service, account.key);
      const reply = await postBytes(service.url, bytes, { authorization: `Bearer ${account.key}`, 'content-type': type });
      if (isUtf8Json(type)) assertStatus(reply, expectedForValue(body), `content type ${type}`);
      else assertStatus(reply, 400, `content type ${JSON.stringify(type)}`);
      if (reply.status !== 200) assert.equal(await readBalance(service, account.key), before);
    }), options(80));
  });

  it('odd headers: repeated and missing keys, long headers, bad Idempotency-Keys', async () => {
    await fc.assert(fc.asyncProperty(headerCase, async ({ auth, idempotencyKey, padding }) => {
      const account = accounts.take();
      const body = JSON.stringify({ code: `${MARKER} = ${++requestNumber}\n`, language: 'python' });
      const headers: Record<string, string | string[]> = { 'content-type': 'application/json', ...authHeaders(auth, account.key) };
      if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
      if (padding !== undefined) headers['x-padding'] = 'p'.repeat(padding);
      const before = await readBalance(service, account.key);
      const reply = await postBytes(service.url, body, headers);
      const authenticated = auth !== 'none' && auth !== 'forged' && auth !== 'repeated, forged first';
      let expected: number;
      if (padding !== undefined && padding > 16 * 1024) expected = 431;
      else if (!authenticated) expected = 401;
      else if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) expected = 400;
      else if (idempotencyKey !== undefined && account.idempotency.has(idempotencyKey)) expected = 422;
      else expected = 200;
      assertAcceptable(reply, `${auth} ${String(idempotencyKey)} ${String(padding)}`);
      if (reply.status !== 503) assert.equal(reply.status, expected, `${auth}, key ${String(idempotencyKey)}, padding ${String(padding)}: ${reply.text.slice(0, 200)}`);
      if (reply.status === 200 && idempotencyKey !== undefined) account.idempotency.set(idempotencyKey, body);
      assert.equal(await readBalance(service, account.key), before - (reply.status === 200 ? 1 : 0));
    }), options(100));
  });

  it('bursts on one Idempotency-Key: one review charged, the rest replay it, wait (409) or differ (422)', async () => {
    await fc.assert(fc.asyncProperty(burst, async ({ size, bodies }) => {
      const account = accounts.take(size);
      const idempotencyKey = `burst-${++requestNumber}`;
      const texts = Array.from({ length: bodies }, (_, i) => JSON.stringify({ code: `${MARKER}\n${'x = 1\n'.repeat(500 + i)}`, language: 'python' }));
      const before = await readBalance(service, account.key);
      const replies = await Promise.all(Array.from({ length: size }, (_, i) =>
        postBytes(service.url, texts[i % bodies]!, { authorization: `Bearer ${account.key}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey })));
      const statuses = replies.map((r) => r.status).join(',');
      for (const reply of replies) {
        assertAcceptable(reply, `burst ${statuses}`);
        assert.ok([200, 409, 422, 503].includes(reply.status), statuses);
      }
      const fresh = replies.filter((r) => r.status === 200 && r.headers['idempotent-replayed'] === undefined);
      assert.ok(fresh.length <= 1, `${fresh.length} reviews ran for one key: ${statuses}`);
      if (!replies.some((r) => r.status === 503)) assert.equal(fresh.length, 1, statuses);
      for (const replay of replies.filter((r) => r.headers['idempotent-replayed'] === 'true')) assert.equal(replay.text, fresh[0]?.text);
      assert.equal(before - await readBalance(service, account.key), fresh.length);
    }), options(20));
  });

  it('never writes the submitted code to the data directory or the log', async () => {
    assert.ok(requestNumber > 0 && accounts.take() !== undefined);
    await service.stop();
    // postgres: also this database's files, the WAL and the Redis dump (replayed responses are encrypted there).
    const files = [...readdirSync(service.dir).map((file) => path.join(service.dir, file)), ...(store === 'postgres' ? storeFiles(service) : [])];
    for (const file of files) {
      const bytes = readFileSync(file);
      for (const encoding of ['utf8', 'utf16le'] as const) {
        assert.equal(bytes.indexOf(Buffer.from(MARKER, encoding)), -1, `${file} holds submitted code (${encoding})`);
      }
    }
    assert.ok(service.output().includes('request completed'), 'the log was captured');
    assert.ok(!service.output().includes(MARKER), 'the log holds submitted code');
  });
});
