/** The contract at its exact boundaries (spec 2.1, 7, 8) and the OpenAPI document's validity. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument, CHECKS, LANGUAGES, LIMITS, validateAnalyzeRequest } from '../../shared/src/contract';
import { PRODUCT_VERSION } from '../../shared/src/version';

function accepted(body: unknown): boolean {
  return validateAnalyzeRequest(body).ok;
}

function failure(body: unknown) {
  const result = validateAnalyzeRequest(body);
  assert.equal(result.ok, false, 'expected a rejection');
  return result.ok ? undefined! : result;
}

describe('analyze request validation', () => {
  it('accepts code of 1 and 50,000 characters; 0 is 400 and 50,001 is 413', () => {
    assert.ok(accepted({ code: 'x' }));
    assert.ok(accepted({ code: 'x'.repeat(LIMITS.codeMaxChars) }));
    assert.equal(failure({ code: '' }).status, 400);
    const tooLong = failure({ code: 'x'.repeat(LIMITS.codeMaxChars + 1) });
    assert.equal(tooLong.status, 413);
    assert.match(tooLong.body.error, /50000/);
  });

  it('holds filename 255/256, label 80/81, business_context 2000/2001', () => {
    for (const [field, max] of [['filename', 255], ['label', 80], ['business_context', 2000]] as const) {
      assert.ok(accepted({ code: 'x', [field]: 'a'.repeat(max) }), `${field} at ${max}`);
      const rejected = failure({ code: 'x', [field]: 'a'.repeat(max + 1) });
      assert.equal(rejected.status, 400);
      assert.match(rejected.body.error, new RegExp(`^${field} `), 'the message names the field');
    }
  });

  it('accepts every spec language and rejects others, naming the field', () => {
    for (const language of LANGUAGES) assert.ok(accepted({ code: 'x', language }));
    assert.match(failure({ code: 'x', language: 'cobol' }).body.error, /^language must be one of/);
  });

  it('answers an unknown check with 400 and valid_checks', () => {
    const rejected = failure({ code: 'x', checks: ['security', 'style'] });
    assert.equal(rejected.status, 400);
    assert.deepEqual(rejected.body.valid_checks, [...CHECKS]);
    assert.ok(accepted({ code: 'x', checks: [...CHECKS] }));
  });

  it('rejects wrong types, missing code and unknown fields with a message naming the field', () => {
    assert.match(failure({}).body.error, /^code is required/);
    assert.match(failure({ code: 1 }).body.error, /^code must be a string/);
    assert.match(failure({ code: 'x', apply_all_fixes: 'yes' }).body.error, /^apply_all_fixes must be a boolean/);
    assert.match(failure({ code: 'x', colour: 'red' }).body.error, /colour/);
    assert.match(failure([]).body.error, /JSON object/);
    assert.match(failure(null).body.error, /JSON object/);
  });
});

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3.1, version 1.0.0', async () => {
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const validator = new Validator();
    const document = buildOpenApiDocument();
    const result = await validator.validate(document);
    assert.deepEqual(result.errors, undefined);
    assert.equal(result.valid, true);
    assert.equal(validator.version, '3.1');
    assert.equal((document.info as { version: string }).version, '1.0.0');
  });

  it('documents every analyze status code of spec 7 and the additive finding fields', () => {
    const document = buildOpenApiDocument() as {
      paths: Record<string, { post: { responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const responses = Object.keys(document.paths['/api/v1/analyze']!.post.responses).sort();
    assert.deepEqual(responses, ['200', '400', '401', '402', '403', '409', '413', '422', '429', '431', '503']);
    for (const field of ['rule_id', 'cwe', 'end_line', 'column', 'end_column', 'fix']) {
      assert.ok(field in document.components.schemas.Finding!.properties, field);
    }
    assert.ok('rewritten_code' in document.components.schemas.AnalyzeResponse!.properties);
  });
});

describe('version', () => {
  it('matches package.json', () => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as { version: string };
    assert.equal(PRODUCT_VERSION, manifest.version);
  });
});

describe('openapi.json', () => {
  it('is current with the contract (run `npm run openapi`)', () => {
    const written = JSON.parse(readFileSync(path.join(__dirname, '../../openapi.json'), 'utf8')) as unknown;
    assert.deepEqual(written, buildOpenApiDocument());
  });
});
