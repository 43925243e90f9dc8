#!/usr/bin/env node
/** `code-review`: the command line. Sub-commands: review (the engine on files). */
import { PRODUCT_VERSION } from '../../../shared/src/version';
import { InputError } from './collect-files';
import { REVIEW_USAGE, runReviewCommand, UsageError } from './review-command';

const USAGE = `code-review ${PRODUCT_VERSION}
${REVIEW_USAGE}`;

export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'review':
        return await runReviewCommand(rest, { stdout: process.stdout, stderr: process.stderr });
      case '--version':
      case '-v':
        process.stdout.write(`${PRODUCT_VERSION}\n`);
        return 0;
      case '--help':
      case '-h':
      case 'help':
        process.stdout.write(`${USAGE}\n`);
        return 0;
      default:
        throw new UsageError(command === undefined ? 'missing command' : `unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof InputError) {
      process.stderr.write(`code-review: ${error.message}${error instanceof UsageError ? ' (see code-review --help)' : ''}\n`);
      return 2;
    }
    throw error;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`code-review: internal error: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
