/**
 * `code-review review <files or folders…>`: the engine on files from the shell.
 * Exit codes: 0 clean, 1 findings at or above --fail-on, 2 usage or input error (one line on stderr), 3 nothing at
 * or above --fail-on but a file was not analysed (its language has no rules yet: coverage language-independent; or
 * the engine could not review it: the reason is printed, every other file is reported).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CHECKS, LANGUAGES, LIMITS, SEVERITIES, isCheck, isLanguage, severityRank, type AnalyzeRequest, type Check, type Language, type Severity } from '../../../shared/src/contract';
import { LocalReviewer } from '../../../shared/src/review-thread/local-reviewer';
import { PRODUCT_VERSION } from '../../../shared/src/version';
import { collectFiles } from './collect-files';
import { isReviewed, type FileReview } from './file-review';
import { languageOfFile } from '../../../shared/src/review/languages/registry';
import { OPT_IN_RULE_IDS, rulesWith } from '../../../shared/src/review/rule-set';
import { formatJson } from './format-json';
import { formatSarif } from './format-sarif';
import { formatText } from './format-text';
import { ProgressBar } from './progress';
import { readSource } from './read-source';
import { InputError, UsageError } from './usage-error';

export const REVIEW_USAGE = `usage: code-review review <files or folders…> [--language L] [--checks a,b] [--context TEXT]
       [--apply-all-fixes] [--format text|json|sarif] [--fail-on critical|high|medium|low] [--fix]
       [--enable-rule RULE_ID]…   (opt-in rules: ${OPT_IN_RULE_IDS.join(', ')})
       [--audit]   (also paths, URLs, code or templates from values of unknown origin: a library function's parameters)`;

const FORMATS = ['text', 'json', 'sarif'] as const;
type Format = (typeof FORMATS)[number];

interface ReviewCommand {
  targets: string[];
  language: Language | undefined;
  checks: Check[] | undefined;
  context: string | undefined;
  applyAllFixes: boolean;
  format: Format;
  failOn: Severity;
  fix: boolean;
  optInRules: string[];
  audit: boolean;
}

function parseReviewArgs(argv: readonly string[]): ReviewCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        language: { type: 'string' },
        checks: { type: 'string' },
        context: { type: 'string' },
        'apply-all-fixes': { type: 'boolean', default: false },
        format: { type: 'string', default: 'text' },
        'fail-on': { type: 'string', default: 'low' },
        fix: { type: 'boolean', default: false },
        'enable-rule': { type: 'string', multiple: true, default: [] },
        audit: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0] ?? 'invalid arguments');
  }
  const { values, positionals } = parsed;
  if (positionals.length === 0) throw new UsageError('no files or folders given');
  if (values.language !== undefined && !isLanguage(values.language)) {
    throw new UsageError(`--language must be one of: ${LANGUAGES.join(', ')}`);
  }
  const checks = values.checks?.split(',').map((c) => c.trim()).filter(Boolean);
  const unknownCheck = checks?.find((c) => !isCheck(c));
  if (unknownCheck !== undefined) throw new UsageError(`--checks: unknown check "${unknownCheck}"; valid: ${CHECKS.join(', ')}`);
  if (!(FORMATS as readonly string[]).includes(values.format)) throw new UsageError(`--format must be one of: ${FORMATS.join(', ')}`);
  if (!(SEVERITIES as readonly string[]).includes(values['fail-on'])) throw new UsageError(`--fail-on must be one of: ${SEVERITIES.join(', ')}`);
  if (values.context !== undefined && values.context.length > LIMITS.businessContextMaxChars) {
    throw new UsageError(`--context is ${values.context.length} characters; the limit is ${LIMITS.businessContextMaxChars}`);
  }
  const optInRules = values['enable-rule'];
  try {
    rulesWith(optInRules);
  } catch (error) {
    throw new UsageError(`--enable-rule: ${(error as Error).message}`);
  }
  return {
    targets: positionals,
    language: values.language,
    checks: checks as Check[] | undefined,
    context: values.context,
    applyAllFixes: values['apply-all-fixes'],
    format: values.format as Format,
    failOn: values['fail-on'] as Severity,
    fix: values.fix,
    optInRules,
    audit: values.audit,
  };
}

export interface CommandIo {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WriteStream;
}

/** Process exit codes of `review` (2, usage and input errors, is main's). */
export const EXIT_CLEAN = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_NOT_ANALYSED = 3;

export async function runReviewCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const command = parseReviewArgs(argv);
  const files = collectFiles(command.targets);
  if (files.length === 0) throw new InputError('no reviewable files found');
  const progress = ProgressBar.enabled(files.length, io.stderr) ? new ProgressBar(files.length, io.stderr) : undefined;
  const reviews: FileReview[] = [];
  const skipped: string[] = [];
  // A thread, not this process, holds the parser runtime: one file that breaks it costs that file, not the run.
  const reviewer = new LocalReviewer(undefined, command.optInRules, command.audit);
  try {
    for (const collected of files) {
      const { file } = collected;
      const source = readSource(collected);
      if (!('code' in source)) {
        if (source.skipped !== undefined) skipped.push(source.skipped);
        progress?.tick(file);
        continue;
      }
      const { code } = source;
      const language = command.language ?? languageOfFile(file);
      const request: AnalyzeRequest = {
        code,
        filename: file,
        ...(language ? { language } : {}),
        ...(command.checks ? { checks: command.checks } : {}),
        ...(command.context ? { business_context: command.context } : {}),
        apply_all_fixes: command.applyAllFixes,
      };
      try {
        reviews.push({ file, result: (await reviewer.review(file, request)).result });
      } catch (error) {
        reviews.push({ file, failure: error instanceof Error ? error.message : String(error) });
      }
      progress?.tick(file);
    }
  } finally {
    reviewer.dispose();
  }
  progress?.finish();
  for (const note of skipped) io.stderr.write(`code-review: skipped ${note}\n`);
  for (const review of reviews) if (!isReviewed(review)) io.stderr.write(`code-review: not analysed ${review.file}: ${review.failure}\n`);
  const reviewed = reviews.filter(isReviewed);
  // Only now that every file was read and reviewed: an error above leaves every file as it was.
  if (command.fix) for (const { file, result } of reviewed) if (result.rewritten_code !== null) writeFileSync(file, result.rewritten_code);

  const color = io.stdout.isTTY === true && !process.env.NO_COLOR;
  io.stdout.write(
    command.format === 'json' ? formatJson(reviews)
      : command.format === 'sarif' ? formatSarif(reviews, PRODUCT_VERSION)
        : formatText(reviews, color),
  );
  const threshold = severityRank(command.failOn);
  const failing = reviewed.some(({ result }) => result.findings.some((f) => severityRank(f.severity) <= threshold));
  if (failing) return EXIT_FINDINGS;
  const notAnalysed = reviews.length > reviewed.length || reviewed.some(({ result }) => result.coverage === 'language-independent');
  return notAnalysed ? EXIT_NOT_ANALYSED : EXIT_CLEAN;
}
