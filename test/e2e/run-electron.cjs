// The same suites in a VS Code desktop build, where one exists (VSCODE_EXECUTABLE): @vscode/test-electron starts
// the given executable once per suite with its own user-data dir and workspace copy, so every suite gets a fresh
// extension host, as in the code-server route. No screenshot here (the plan's ackFile is null for this route).
//
// usage: VSCODE_EXECUTABLE=/path/to/code node run-electron.cjs <plan.json>   (plan: see run-extension-tests.cjs)
// Needs the devDependency @vscode/test-electron@2.5.x; on a Linux machine without a display run it under xvfb-run.
'use strict';
const path = require('node:path');
const { readFileSync } = require('node:fs');

async function main() {
  const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
  let runTests;
  try {
    ({ runTests } = require('@vscode/test-electron'));
  } catch {
    console.error('VSCODE_EXECUTABLE is set but @vscode/test-electron is not installed (devDependency @vscode/test-electron@2.5.x).');
    return 1;
  }
  let ok = true;
  for (const session of plan.sessions) {
    console.log(`── ${session.name}`);
    const started = Date.now();
    let code;
    try {
      // runTests resolves with the exit code (0) or rejects when the tests failed (non-zero exit).
      code = await runTests({
        vscodeExecutablePath: process.env.VSCODE_EXECUTABLE,
        extensionDevelopmentPath: plan.extensionPath,
        extensionTestsPath: session.testsModule,
        launchArgs: [
          session.workspace,
          '--disable-extensions',
          '--disable-workspace-trust',
          '--skip-welcome',
          '--skip-release-notes',
          '--disable-gpu',
          `--user-data-dir=${path.join(session.userData, 'user-data')}`,
          `--extensions-dir=${path.join(session.userData, 'extensions')}`,
        ],
      });
    } catch (error) {
      console.error(String(error instanceof Error ? error.message : error));
      code = 1;
    }
    console.log(`── ${session.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    ok &&= code === 0;
  }
  // Each suite's own "N passed, N failed" line reaches stdout through VS Code; its exit code decides.
  return ok ? 0 : 1;
}

main().then((code) => process.exit(code), (error) => {
  console.error('e2e (test-electron) failed:', error);
  process.exit(1);
});
