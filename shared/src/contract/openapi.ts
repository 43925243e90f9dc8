/**
 * The OpenAPI 3.1 document (spec 9: version 1.0.0), generated from the zod schemas so it cannot drift from
 * validation. Decisions the spec leaves "not shown" are written into the descriptions.
 */
import { z } from 'zod';
import { LIMITS } from './limits';
import { AnalyzeRequestSchema, AnalyzeResponseSchema, ErrorBodySchema, FindingSchema, FixSchema, SpecialistResultSchema, TextEditSchema } from './schemas';

export const OPENAPI_VERSION = '1.0.0';

const SCORING = [
  'Scoring (pure functions of the findings): score = max(0, 100 − Σ penalty), penalties critical 40, high 20, medium 8, low 2;',
  'risk_level = critical if any critical finding, else high if any high finding or score < 50, else medium if any medium finding or score < 80, else low;',
  'passed = no critical or high finding and score ≥ 70. Specialist scores use the same formulas over that specialist\'s findings;',
  'pass_count = rules of that specialist that ran on the code and found nothing.',
].join(' ');

const REWRITE = [
  'Rewrite: non-overlapping fixes are applied and the result is reviewed again. By default only fixes whose finding disappeared without',
  'introducing a new one are kept (the verified rewrite); with apply_all_fixes every fix is kept. Findings are named `<rule_id>:<line>`.',
  'findings_addressed: original findings absent from the re-review of the returned rewrite. findings_out_of_scope: findings a rewrite cannot fix by construction.',
  'findings_unresolved: all other original findings. certified_clean: a rewrite was returned and its re-review has no finding.',
  'fully_rewritten: a rewrite was returned and nothing is unresolved or out of scope. requires_human_review: something is unresolved or',
  'out of scope, or the returned rewrite is not certified clean. alternate_available: the other setting of apply_all_fixes would return',
  'a different rewrite. These optional fields are always present in responses of this implementation.',
].join(' ');

const schemas = { AnalyzeRequestSchema, AnalyzeResponseSchema, ErrorBodySchema, FindingSchema, FixSchema, SpecialistResultSchema, TextEditSchema };

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
      description: `Reviews source code with five specialists and returns findings, scores and a verified rewrite. Code is processed in memory and never stored. ${SCORING} ${REWRITE}`,
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
              description: `At most ${LIMITS.idempotencyKeyMaxChars} letters, digits, hyphens and underscores. A repeat within ${LIMITS.idempotencyReplaySeconds / 60} minutes replays the stored response without re-running or re-billing.`,
              schema: { type: 'string', maxLength: LIMITS.idempotencyKeyMaxChars, pattern: '^[A-Za-z0-9_-]+$' },
            },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/AnalyzeRequest' } } } },
          responses: {
            '200': { description: 'The review.', content: { 'application/json': { schema: { $ref: '#/components/schemas/AnalyzeResponse' } } } },
            '400': errorResponse('Invalid JSON body, an invalid field (the message names it), or an unrecognised check (with valid_checks).'),
            '401': errorResponse('Missing, invalid or revoked API key.'),
            '402': errorResponse('Insufficient credits (credits_required, credits_remaining).'),
            '403': errorResponse('API access requires a Pro plan or above.'),
            '413': errorResponse(`Request body too large, or code over ${LIMITS.codeMaxChars} characters.`),
            '429': errorResponse(`More than ${LIMITS.rateLimitPerMinute} requests in a minute for this account.`, {
              'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
            }),
            '503': errorResponse('Service temporarily unavailable; retry shortly. Never charged.'),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API_KEY>' },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      },
      schemas: componentSchemas(),
    },
  };
}
