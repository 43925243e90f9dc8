// Opens code-server's workbench in Debian's Chromium with VS Code's extension-test payload and waits for the
// tests to finish; their log is echoed, their exit code becomes ours. A screenshot is taken at the end.
const { chromium } = require('playwright-core');

const [, , base, extensionPath, testsModule, folder, screenshot] = process.argv;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];
const TIMEOUT_MS = 300_000;
/** The suite logs this when the workbench shows what the screenshot should capture. */
const SCREENSHOT_MARKER = 'E2E_SCREENSHOT_NOW';

async function main() {
  const started = Date.now();
  const remote = (file) => `vscode-remote://${new URL(base).host}${file}`;
  const payload = JSON.stringify([['extensionDevelopmentPath', remote(extensionPath)], ['extensionTestsPath', remote(testsModule)]]);
  const url = `${base}/?folder=${encodeURIComponent(folder)}&payload=${encodeURIComponent(payload)}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  let finish;
  const finished = new Promise((resolve) => (finish = resolve));
  let shot = Promise.resolve();
  await page.exposeFunction('codeAutomationLog', (type, args) => {
    if (screenshot && args.some((arg) => String(arg).includes(SCREENSHOT_MARKER))) {
      shot = page.screenshot({ path: screenshot }).then(() => console.log(`screenshot saved to ${screenshot}`), () => undefined);
      return;
    }
    (console[type] ?? console.log)(...args);
  });
  await page.exposeFunction('codeAutomationExit', async (code) => {
    await shot;
    finish(code);
  });
  await page.goto(url);
  const code = await Promise.race([finished, new Promise((resolve) => setTimeout(() => resolve('timeout'), TIMEOUT_MS))]);
  console.log(`extension host exited with ${code} after ${Date.now() - started} ms`);
  if (code === 'timeout' && screenshot) await page.screenshot({ path: screenshot }).catch(() => undefined);
  await browser.close();
  process.exit(code === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error('e2e driver failed:', error);
  process.exit(1);
});
