#!/usr/bin/env node
/** `code-review`: the command line. Sub-commands: review, serve, keys, credits. */
import { PRODUCT_VERSION } from '../../../shared/src/version';
import { REVIEW_USAGE } from './review-command';
import { InputError, UsageError } from './usage-error';

const USAGE = `code-review ${PRODUCT_VERSION}
${REVIEW_USAGE}
usage: code-review serve [--host 127.0.0.1] [--port 8787] [--store sqlite|postgres] [--db PATH] (see code-review serve --help)
usage: code-review keys create|list|revoke …, code-review credits add|show … (see code-review keys --help)`;

async function dispatch(command: string | undefined, rest: readonly string[]): Promise<number> {
  // Each command loads only what it needs: `review` never loads the HTTP server or the database driver.
  switch (command) {
    case 'review':
      return (await import('./review-command')).runReviewCommand(rest, { stdout: process.stdout, stderr: process.stderr });
    case 'serve': {
      const serve = await import('./serve-command');
      if (rest.includes('--help')) return help(serve.SERVE_USAGE);
      return serve.runServeCommand(rest);
    }
    case 'keys': {
      const keys = await import('./keys-command');
      if (rest.includes('--help')) return help(keys.KEYS_USAGE);
      return keys.runKeysCommand(rest, process.stdout);
    }
    case 'credits':
      return (await import('./keys-command')).runCreditsCommand(rest, process.stdout);
    case '--version':
    case '-v':
      process.stdout.write(`${PRODUCT_VERSION}\n`);
      return 0;
    case '--help':
    case '-h':
    case 'help':
      return help(USAGE);
    default:
      throw new UsageError(command === undefined ? 'missing command' : `unknown command "${command}"`);
  }
}

function help(text: string): number {
  process.stdout.write(`${text}\n`);
  return 0;
}

export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    return await dispatch(command, rest);
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
