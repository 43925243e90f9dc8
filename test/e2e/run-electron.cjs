// Where a VS Code desktop build exists (VSCODE_EXECUTABLE), the same suite runs through @vscode/test-electron.
const path = require('node:path');

async function main() {
  const [, , extensionDevelopmentPath, extensionTestsPath, workspace] = process.argv;
  let runTests;
  try {
    ({ runTests } = require('@vscode/test-electron'));
  } catch {
    console.error('VSCODE_EXECUTABLE is set but @vscode/test-electron is not installed: npm install --no-save @vscode/test-electron@2.5');
    process.exit(1);
  }
  await runTests({
    vscodeExecutablePath: process.env.VSCODE_EXECUTABLE,
    extensionDevelopmentPath,
    extensionTestsPath: path.resolve(extensionTestsPath),
    launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust'],
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
