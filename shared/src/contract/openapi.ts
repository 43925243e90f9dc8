/**
 * The OpenAPI 3.1 document (spec 9: version 1.0.0), generated from the zod schemas so it cannot drift from
 * validation. Decisions the spec leaves "not shown" are written into the descriptions.
 */
import { z } from 'zod';
import { LIMITS } from './limits';
import { AnalyzeRequestSchema, AnalyzeResponseSchema, ErrorBodySchema, FindingSchema, FixSchema, FlowStepSchema, SpecialistResultSchema, TextEditSchema } from './schemas';

export const OPENAPI_VERSION = '1.0.0';

const SCORING = [
  'Scoring (pure functions of the findings): score = max(0, 100 − Σ penalty), penalties critical 40, high 20, medium 8, low 2;',
  'risk_level = critical if any critical finding, else high if any high finding or score < 50, else medium if any medium finding or score < 80, else low;',
  'passed = no critical or high finding and score ≥ 70, and coverage full (code only the language-independent rules could read was not analysed and has not passed). Specialist scores use the same formulas over that specialist\'s findings;',
  'pass_count = rules of that specialist that ran on the code and found nothing; a specialist that ran no rule on the code is not listed in specialists.',
  'Positions (line, column, fix edits, dataflow) are counted after a leading UTF-8 byte order mark, as editors show the code; rewritten_code keeps the mark.',
].join(' ');

const REWRITE = [
  'Rewrite: every fix declares its safety (fix.safety): safe fixes keep behaviour on every input that does not trigger the defect, with their',
  'preconditions checked on the code; suggestions may change behaviour on ordinary input. Non-overlapping fixes are applied, imports a fix made',
  'unused are removed, and the result is parsed and reviewed again. By default (the verified rewrite) only safe fixes are applied, and one is kept',
  'only if its finding disappeared without a new finding or a new syntax error; with apply_all_fixes every fix is applied except those that',
  'break the syntax. Findings are named `<rule_id>:<line>:<column>` (1-based, in the submitted code), each listed once.',
  'findings_addressed: original findings absent from the re-review of the returned rewrite. findings_out_of_scope: findings a rewrite cannot fix by construction.',
  'findings_unresolved: all other original findings. certified_clean: a rewrite was returned and its re-review has no finding.',
  'fully_rewritten: a rewrite was returned and nothing is unresolved or out of scope. requires_human_review: something is unresolved or',
  'out of scope, or the returned rewrite is not certified clean. alternate_available: the other setting of apply_all_fixes would return',
  'a different rewrite. These optional fields are always present in responses of this implementation.',
].join(' ');

const DATAFLOW = [
  'Security findings follow the data: a finding on a sink carries `dataflow`, the steps from the source of the value to the sink (first step the source, last the sink, on the finding\'s line).',
  'Severity follows the evidence: outside input reaching a sink unsanitised gets the rule\'s severity; a value of unknown origin (a parameter of a function nothing in the file calls) is low, audit level, and the description says so; a value from the environment, the command line or a file the program reads (the operator\'s own) is low too;',
  'a sink fed only by constants or by input sanitised for that kind of sink is not reported. SQL fixes parameterise only value positions; a table, column or ORDER BY name built from input gets no fix.',
].join(' ');

const SERVICE = [
  `Service: authenticate with Authorization: Bearer <key> or x-api-key (keys look like crs_live_<12 characters>_<32 characters>, are shown once, stored only as a hash, and live until revoked).`,
  `Plans: free, pro, team, enterprise; API access needs pro or above (403). Rate limit: ${LIMITS.rateLimitPerMinute} requests per rolling minute per account on every plan (429 with Retry-After and retry_after); RateLimit-Policy on every response and RateLimit on every authenticated one (IETF RateLimit header fields draft).`,
  `Order of checks: auth → rate limit → body (400; 413 over ${1024 * 1024} bytes or over ${LIMITS.codeMaxChars} characters of code) → Idempotency-Key → credits → review.`,
  'Pathological code (thousands of unclosed brackets, nesting thousands deep, generic chains tens of thousands of characters long) is answered with 200 within about a second: the syntax-tree queries of one review get a budget and stop when it runs out, and the rules that needed them are left out (partial: true). A worker whose parser runtime fails is replaced and the review retried once in a fresh one; if the code fails it again, 422 naming the cause, never 503 or retry shortly, never charged. Other requests are unaffected.',
  'Overload: a review that would wait longer than the service\'s bound (default one second) for a review worker is refused at once with 503, Retry-After set to the expected wait in whole seconds, before anything is reserved; the wait is estimated from the reviews ahead and the pool\'s measured rate. A replay never waits for a worker.',
  `Credits: a review costs 1 credit per started 10,000 characters of code (1 to 5), reserved before the review, settled on success and released on any failure, including 503 and a client that disconnects.`,
  'A reservation left open by a service that stopped mid-review (a crash) is released at its next start-up and by a periodic sweep, once it is older than the review timeout plus one second; a review that finishes after its reservation was released is a 503, not charged.',
  `Idempotency-Key: scoped per account; a repeat within ${LIMITS.idempotencyReplaySeconds / 60} minutes replays the stored response byte for byte with Idempotent-Replayed: true; the same key with another body is 422, while the first is still running 409 with Retry-After. Only successful responses are kept, in memory only; the stores keep the key itself only as a SHA-256 digest.`,
  'After a crash: a retry with the key of the request that was running is 409 (Retry-After: seconds until that record is stale, at most the review timeout plus one second); once stale, the record is reconciled — the crashed attempt\'s reservation released — and the retry runs once and is charged once. A retry of a request that finished and was charged but whose stored response was lost with the process is reviewed again with credits_used 0.',
  'Characters are counted as UTF-16 code units in every limit (an astral character such as an emoji counts 2; JSON Schema maxLength counts code points, so the limits here are stricter than maxLength alone says). Unknown request fields are rejected (400). Every response carries X-Request-Id.',
  `The body must be UTF-8 JSON with Content-Type application/json (a charset other than UTF-8, invalid UTF-8, an empty body or invalid JSON are 400; one leading UTF-8 byte order mark is allowed); arrays and objects nest at most ${LIMITS.jsonMaxNestingDepth} levels, the body object being level 1 (400 beyond). Request headers over 16 KiB are 431.`,
].join(' ');

const schemas = { AnalyzeRequestSchema, AnalyzeResponseSchema, ErrorBodySchema, FindingSchema, FixSchema, FlowStepSchema, SpecialistResultSchema, TextEditSchema };

function componentSchemas(): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  for (const schema of Object.values(schemas)) {
    const id = (schema.meta() as { id?: string } | undefined)?.id;
    if (id) registry.add(schema, { id });
  }
  const { schemas: generated } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  });
  for (const schema of Object.values(generated)) delete (schema as { $schema?: string }).$schema;
  return generated;
}

/** GET /api/v1/reviews payload (service-only, so described here rather than in the request/response contract). */
const REVIEW_PAGE_SCHEMA = {
  type: 'object',
  required: ['reviews', 'next_cursor'],
  properties: {
    reviews: {
      type: 'array',
      items: {
        type: 'object',
        required: ['request_id', 'created_at', 'filename', 'language', 'line_count', 'label', 'score', 'risk_level', 'passed', 'credits_used'],
        properties: {
          request_id: { type: 'string' },
          created_at: { type: 'string', format: 'date-time' },
          filename: { type: ['string', 'null'] },
          language: { type: 'string' },
          line_count: { type: 'integer' },
          label: { type: ['string', 'null'] },
          score: { type: 'integer', minimum: 0, maximum: 100 },
          risk_level: { type: 'string', enum: ['critical', 'high', 'medium', 'low'] },
          passed: { type: 'boolean' },
          credits_used: { type: 'integer', minimum: 0 },
        },
      },
    },
    next_cursor: { type: ['string', 'null'], description: 'Pass as cursor for the next page; null on the last page.' },
  },
} as const;

const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export function buildOpenApiDocument(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Code Review Service API',
      version: OPENAPI_VERSION,
      description: `Reviews source code with five specialists and returns findings, scores and a verified rewrite. Code is processed in memory and never stored. ${SERVICE} ${DATAFLOW} ${SCORING} ${REWRITE}`,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: 'http://127.0.0.1:8787', description: 'Local service started by `code-review serve`.' }],
    security: [{ bearerAuth: [] }, { apiKeyHeader: [] }],
    paths: {
      '/api/v1/analyze': {
        post: {
          operationId: 'analyzeCode',
          summary: 'Review one piece of code.',
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description: `At most ${LIMITS.idempotencyKeyMaxChars} letters, digits, hyphens and underscores. A repeat within ${LIMITS.idempotencyReplaySeconds / 60} minutes replays the stored response without re-running or re-billing. Send the same key on every retry of one review: a retry after a lost answer is then never charged twice. If the service crashed while the first request ran, the retry is 409 until that request is known dead (Retry-After), then runs and is charged once.`,
              schema: { type: 'string', maxLength: LIMITS.idempotencyKeyMaxChars, pattern: '^[A-Za-z0-9_-]+$' },
            },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/AnalyzeRequest' } } } },
          responses: {
            '200': {
              description: 'The review.',
              headers: {
                'X-Request-Id': { description: 'The request_id of the response.', schema: { type: 'string' } },
                'Idempotent-Replayed': { description: '"true" when this is a stored response replayed for a repeated Idempotency-Key.', schema: { type: 'string', enum: ['true'] } },
                RateLimit: { description: 'Requests remaining in the rolling minute and seconds until one frees up.', schema: { type: 'string' } },
              },
              content: { 'application/json': { schema: { $ref: '#/components/schemas/AnalyzeResponse' } } },
            },
            '400': errorResponse(`Invalid JSON body (not UTF-8, not application/json, empty, malformed, or nested deeper than ${LIMITS.jsonMaxNestingDepth} levels), an invalid field (the message names it), or an unrecognised check (with valid_checks).`),
            '401': errorResponse('Missing, invalid or revoked API key.'),
            '402': errorResponse('Insufficient credits (credits_required, credits_remaining).'),
            '403': errorResponse('API access requires a Pro plan or above.'),
            '409': errorResponse('A request with the same Idempotency-Key is still running, or ran in a service that crashed and is not yet known dead; retry after Retry-After.', {
              'Retry-After': { description: 'Seconds until the running request has finished or its record is stale.', schema: { type: 'integer' } },
            }),
            '413': errorResponse(`Request body over ${1024 * 1024} bytes, or code over ${LIMITS.codeMaxChars} characters.`),
            '422': errorResponse('The Idempotency-Key was already used with a different body; or the code makes the parser runtime fail even in a fresh worker (the error names the cause; sending the same code again fails the same way). Never charged.'),
            '429': errorResponse(`More than ${LIMITS.rateLimitPerMinute} requests in a minute for this account.`, {
              'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
            }),
            '431': errorResponse('Request headers over 16 KiB.'),
            '503': errorResponse('Service temporarily unavailable (the reviewers are busy beyond the wait bound, a review timed out, or the store cannot answer); retry after Retry-After. Never charged.', {
              'Retry-After': { description: 'Seconds to wait: when overloaded, the expected wait for a review worker.', schema: { type: 'integer' } },
            }),
          },
        },
      },
      '/api/v1/reviews': {
        get: {
          operationId: 'listReviews',
          summary: "The caller's past reviews, newest first, metadata only (never the code).",
          parameters: [
            { name: 'limit', in: 'query', required: false, description: 'Page size, 1 to 100 (default 20).', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
            { name: 'cursor', in: 'query', required: false, description: 'next_cursor of the previous page.', schema: { type: 'string' } },
          ],
          responses: {
            '200': { description: 'One page.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ReviewPage' } } } },
            '400': errorResponse('Invalid limit or cursor.'),
            '401': errorResponse('Missing, invalid or revoked API key.'),
            '403': errorResponse('API access requires a Pro plan or above.'),
            '429': errorResponse('Rate limit exceeded.'),
            '503': errorResponse('The store is unavailable.'),
          },
        },
      },
      '/api/v1/openapi.json': {
        get: { operationId: 'getOpenApi', summary: 'This document.', security: [], responses: { '200': { description: 'OpenAPI 3.1 document.', content: { 'application/json': { schema: { type: 'object' } } } } } },
      },
      '/healthz': {
        get: { operationId: 'liveness', summary: 'The process answers.', security: [], responses: { '200': { description: 'Alive.', content: { 'application/json': { schema: { type: 'object', properties: { status: { const: 'ok' } } } } } } } },
      },
      '/readyz': {
        get: {
          operationId: 'readiness', summary: 'A review worker has warmed up (grammars loaded) and the store answers.', security: [],
          responses: {
            '200': { description: 'Ready.', content: { 'application/json': { schema: { type: 'object', properties: { status: { const: 'ready' } } } } } },
            '503': errorResponse('The review workers are still warming up, or the store is unavailable.', {
              'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
            }),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API_KEY>' },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      },
      schemas: { ...componentSchemas(), ReviewPage: REVIEW_PAGE_SCHEMA },
    },
  };
}
