/**
 * Activation by a TypeScript file, in its own extension host (test/e2e/run.sh gives every suite a fresh window and
 * workspace copy): an extension activates once per host, so the main suite can only prove the Python activation.
 */
import {
  activeApi, assert, extension, fixtureText, open, runTests, STATUS_TEXT, waitFor, waitForDiagnostic, type ReviewStatus, type Test,
} from './harness';

/** A generic rule (the language-independent rules are the stable ones): a password inside a connection URL. */
const CREDENTIALS_RULE = 'generic.security.credentials-in-url';

const tests: Test[] = [
  {
    name: 'is inactive until a TypeScript file opens, then activates and returns its API',
    run: async () => {
      assert(!extension().isActive, 'the extension is not active before any reviewed language is open');
      await open('prices.ts');
      await activeApi();
    },
  },
  {
    name: 'reviews the TypeScript file: a finding, and the score in the status item',
    run: async () => {
      const { document } = await open('prices.ts');
      const api = await activeApi();
      let last: ReviewStatus | undefined;
      const status = await waitFor('a completed review', async () => {
        last = await api.reviewActiveFile();
        return last?.state === 'done' && last;
      }, 30_000, () => `last status: ${JSON.stringify(last)}`);
      assert((status.findingCount ?? 0) >= 1, `the review found something (${status.findingCount})`);
      const line = fixtureText('prices.ts').split('\n').findIndex((l) => l.includes('postgres://'));
      await waitForDiagnostic(document.uri, CREDENTIALS_RULE, line);
      await waitFor('the status item to show the score', () => /\d+\/100/.test(api.status.text), 10_000, () => `it says "${api.status.text}"`);
      assert(STATUS_TEXT.test(api.status.text), `status text format: ${api.status.text}`);
    },
  },
];

export function run(): Promise<void> {
  return runTests('Code Review end-to-end: TypeScript activation', tests);
}
