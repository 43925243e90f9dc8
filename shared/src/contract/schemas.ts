/**
 * zod schemas of every shape in spec sections 2.1–2.5. Fields beyond the spec are additive and carry a
 * `description` that says so; the OpenAPI document is generated from these.
 */
import { z } from 'zod';
import { LIMITS } from './limits';
import { CHECKS, LANGUAGES, SEVERITIES, UNKNOWN_LANGUAGE } from './vocabulary';

export const LanguageSchema = z.enum(LANGUAGES);
export const CheckSchema = z.enum(CHECKS);
export const SeveritySchema = z.enum(SEVERITIES).describe('Most to least severe: critical, high, medium, low.');
export const RiskLevelSchema = z.enum(SEVERITIES);

/**
 * A string of `min` to `max` UTF-16 code units, the one counting rule of every limit (limits.ts). zod's own
 * `.max()` counts code points, so it stays only to put `maxLength` into the OpenAPI document; the check below is
 * the one that decides.
 */
function utf16String(min: number, max: number) {
  return (min > 0 ? z.string().min(min) : z.string()).max(max).check((ctx) => {
    if (ctx.value.length <= max) return;
    ctx.issues.push({
      code: 'too_big', origin: 'string', maximum: max, inclusive: true, input: ctx.value,
      message: `Too big: expected string to have <=${max} UTF-16 code units`,
    });
  });
}

/** spec 2.1 */
export const AnalyzeRequestSchema = z
  .object({
    code: utf16String(LIMITS.codeMinChars, LIMITS.codeMaxChars).describe(`Source code, ${LIMITS.codeMinChars} to ${LIMITS.codeMaxChars} characters (UTF-16 code units: an astral character such as an emoji counts 2).`),
    filename: utf16String(0, LIMITS.filenameMaxChars).optional().describe(`At most ${LIMITS.filenameMaxChars} characters (UTF-16 code units); echoed back.`),
    language: LanguageSchema.optional().describe('When omitted the response reports "unknown"; the language is never guessed and only language-independent rules run.'),
    // Items are checked one by one so an unknown one can be answered with `valid_checks` (spec 7).
    checks: z.array(CheckSchema).optional().describe('Specialists to run; default all five. security and reliability always run.'),
    business_context: utf16String(0, LIMITS.businessContextMaxChars).optional().describe(`At most ${LIMITS.businessContextMaxChars} characters (UTF-16 code units) of business rules for the business_logic specialist.`),
    label: utf16String(0, LIMITS.labelMaxChars).optional().describe(`At most ${LIMITS.labelMaxChars} characters (UTF-16 code units); echoed back.`),
    apply_all_fixes: z.boolean().optional().describe('When true, the rewrite applies every available fix instead of only the verified subset.'),
  })
  .meta({ id: 'AnalyzeRequest' });
export type AnalyzeRequest = z.infer<typeof AnalyzeRequestSchema>;

/** Additive: one replacement of the original code, 1-based lines, 1-based columns in UTF-16 code units, end exclusive. */
export const TextEditSchema = z
  .object({
    line: z.int().min(1),
    column: z.int().min(1),
    end_line: z.int().min(1),
    end_column: z.int().min(1),
    text: z.string(),
  })
  .meta({ id: 'TextEdit', description: 'Additive field: replace the range [line:column, end_line:end_column) of the submitted code with text.' });
export type TextEdit = z.infer<typeof TextEditSchema>;

export const FixSchema = z
  .object({
    description: z.string(),
    edits: z.array(TextEditSchema).min(1),
    safety: z
      .enum(['safe', 'suggestion'])
      .describe('safe: the fixed code behaves as the original on every input except those that trigger the defect, and its preconditions were checked on the code; only safe fixes enter the verified rewrite. suggestion: it may also change behaviour on ordinary input (a different digest, a removed log line, markup shown as text); it is applied only with apply_all_fixes.'),
  })
  .meta({ id: 'Fix', description: 'Additive field: a mechanical fix for this finding alone.' });
export type Fix = z.infer<typeof FixSchema>;

export const FlowStepSchema = z
  .object({
    line: z.int().min(1),
    column: z.int().min(1),
    end_line: z.int().min(1),
    end_column: z.int().min(1),
    note: z.string(),
  })
  .meta({ id: 'FlowStep', description: 'Additive field: one step of a data flow, a range of the submitted code (1-based lines, 1-based UTF-16 columns, end exclusive) and what happens there.' });
export type FlowStep = z.infer<typeof FlowStepSchema>;

/** spec 2.4, plus additive fields. */
export const FindingSchema = z
  .object({
    severity: SeveritySchema,
    category: CheckSchema,
    line: z.int().min(1).nullable(),
    title: z.string(),
    description: z.string(),
    suggestion: z.string(),
    rule_id: z.string().describe('Additive: stable rule identifier, <language>.<specialist>.<name>, e.g. python.security.sql-injection.'),
    cwe: z.string().regex(/^CWE-\d+$/).optional().describe('Additive, security findings: the most specific CWE that fits.'),
    end_line: z.int().min(1).optional().describe('Additive: last line of the flagged range.'),
    column: z.int().min(1).optional().describe('Additive: 1-based start column (UTF-16 code units).'),
    end_column: z.int().min(1).optional().describe('Additive: 1-based end column, exclusive.'),
    fix: FixSchema.optional(),
    dataflow: z
      .array(FlowStepSchema)
      .min(2)
      .optional()
      .describe('Additive, taint findings: the evidence, from the source of the value (first step) through each assignment and call it passes (middle steps) to the sink (last step, the finding\'s own line).'),
  })
  .meta({ id: 'Finding' });
export type Finding = z.infer<typeof FindingSchema>;

/** How findings are named in findings_addressed, _out_of_scope and _unresolved. */
const FINDING_KEY = '`<rule_id>:<line>:<column>`';

/** spec 2.3 */
export const SpecialistResultSchema = z
  .object({
    name: CheckSchema,
    score: z.int().min(0).max(100),
    risk_level: RiskLevelSchema,
    issue_count: z.int().min(0),
    pass_count: z.int().min(0).describe('Rules of this specialist that ran on the code and found nothing.'),
  })
  .meta({ id: 'SpecialistResult' });
export type SpecialistResult = z.infer<typeof SpecialistResultSchema>;

/** spec 2.2 */
export const BusinessRuleReadingSchema = z
  .object({
    sentence: z.string().describe('The sentence of business_context, as split (bullets and final punctuation removed).'),
    status: z.enum(['understood', 'not_understood', 'not_a_rule']).describe('understood: the sentence became the rules listed, and the code was checked against them. not_understood: it reads like a rule (a bound, an ordering, a comparison, a rounding) but made none; reason says why, so it can be rephrased. not_a_rule: no rule-like statement was found in it (a description of the business).'),
    rules: z.array(z.object({
      kind: z.enum(['order', 'bound', 'comparison', 'rounding']),
      reads: z.string().describe('The rule said back in words, e.g. "bound: discount percentage is at most 40%".'),
    })),
    reason: z.string().optional().describe('Why the sentence made no rule.'),
  })
  .meta({ id: 'BusinessRuleReading' });
export type BusinessRuleReading = z.infer<typeof BusinessRuleReadingSchema>;

export const AnalyzeResponseSchema = z
  .object({
    status: z.literal('complete'),
    request_id: z.string(),
    filename: z.string().nullable(),
    language: z.union([LanguageSchema, z.literal(UNKNOWN_LANGUAGE)]),
    line_count: z.int().min(0),
    label: z.string().nullable().optional(),
    score: z.int().min(0).max(100),
    risk_level: RiskLevelSchema,
    credits_used: z.int().min(0),
    credits_remaining: z.int().min(0),
    partial: z.boolean().optional(),
    coverage: z
      .enum(['full', 'language-independent'])
      .optional()
      .describe('Additive: how much of the review could run. full: rules written for the language ran. language-independent: the language has no rules yet (or none was given), so only the language-independent rules (secrets, keys, conflict markers, unused suppressions) ran; the code was not analysed, passed is false and specialists lists only those that ran a rule. Always present in this implementation.'),
    summary: z.string(),
    specialists: z.array(SpecialistResultSchema),
    findings: z.array(FindingSchema),
    passed: z.boolean(),
    fully_rewritten: z.boolean().describe('Whether a full rewrite was produced: true exactly when rewritten_code is not null and findings_unresolved and findings_out_of_scope are both empty.'),
    certified_clean: z.boolean().optional().describe('True when the rewrite was re-reviewed and came back clean: rewritten_code is not null, and submitting it with the same language, checks and business_context returns no findings. Always present in this implementation.'),
    findings_addressed: z.array(z.string()).optional().describe(`Findings of this review that the re-review of rewritten_code no longer reports, each named ${FINDING_KEY} (1-based line and column of the finding), each listed once. Always present in this implementation.`),
    findings_out_of_scope: z.array(z.string()).optional().describe(`Findings a rewrite cannot fix by construction (a hard-coded secret, missing rate limiting), named ${FINDING_KEY}. Always present in this implementation.`),
    findings_unresolved: z.array(z.string()).optional().describe(`Every other finding of this review (no fix, a suggestion not applied in the verified rewrite, or a fix that did not verify), named ${FINDING_KEY}. Always present in this implementation.`),
    requires_human_review: z.boolean(),
    alternate_available: z.boolean().describe('True exactly when the same request with apply_all_fixes flipped returns a different rewritten_code.'),
    rewritten_code: z.string().nullable().describe('Additive: the rewrite the spec says is returned; null when no fix was applied.'),
    business_rules: z.array(BusinessRuleReadingSchema).optional().describe('Additive: how each sentence of business_context was read, in order: the rules it became, or why it became none. Present when business_context is given and the business_logic check ran on an analysed language; the summary counts the sentences not understood.'),
  })
  .meta({ id: 'AnalyzeResponse' });
export type AnalyzeResponse = z.infer<typeof AnalyzeResponseSchema>;

/** What the engine returns: every response field but billing and request_id, which the caller adds. */
export const ReviewResultSchema = AnalyzeResponseSchema.omit({ request_id: true, credits_used: true, credits_remaining: true });
export type ReviewResult = z.infer<typeof ReviewResultSchema>;

/** spec 2.5 */
export const ErrorBodySchema = z
  .object({
    error: z.string(),
    retry_after: z.int().min(0).optional().describe('429 only: seconds to wait, also in the Retry-After header.'),
    credits_required: z.int().min(0).optional().describe('402 only.'),
    credits_remaining: z.int().min(0).optional().describe('402 only.'),
    valid_checks: z.array(CheckSchema).optional().describe('400 when an unrecognised check was requested.'),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
