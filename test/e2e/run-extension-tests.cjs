// Runs the extension's end-to-end suites in code-server's real VS Code workbench, opened in Debian's Chromium through
// playwright-core (see the comments at the top of run.sh for why and how).
//
// usage: node run-extension-tests.cjs <plan.json>
//   plan: { url, extensionPath, chromium, screenshot, ackFile, timeoutMs, startedAt, logDir,
//           sessions: [{ name, testsModule, workspace }] }
//
// Every session is a new page, so a new window with its own extension host: the suite module's run() is called by
// VS Code itself (payload extensionDevelopmentPath + extensionTestsPath), its console output reaches this process
// through the smoke-test driver's `codeAutomationLog`, its result through `codeAutomationExit`. A session passes
// only if the host exits 0 AND the suite printed "N passed, 0 failed" with N > 0. That channel also carries the
// workbench's own console: all of it goes to <logDir>/workbench-<session>.log, and only the suite's lines (its "▶ "
// title, "✔"/"✖" results with their indented details, the summary) are echoed, plus the log's tail when a suite
// does not report at all.
//
// Screenshot: when the suite logs E2E_SCREENSHOT_REQUEST, this driver waits until an error squiggle and the
// Problems panel entry are rendered, saves the screenshot, and answers "ok" (or the reason) in the ack file the
// suite is polling; the suite fails unless the answer is "ok".
'use strict';
const { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { chromium } = require('playwright-core');

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  '--no-default-browser-check', '--password-store=basic'];
const SUMMARY = /^(\d+) passed, (\d+) failed$/;
/** What the suite's runner (suite/harness.ts) prints: its title, one line per test, indented failure details. */
const SUITE_LINE = /^(▶ | {2}[✔✖] | {6})/;
const SCREENSHOT_REQUEST = 'E2E_SCREENSHOT_REQUEST';
const RULE_ON_SCREEN = 'python.security.sql-injection';
const SCREENSHOT_FILE = 'shown.py';

function writeAtomically(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

async function takeScreenshot(page, plan) {
  let answer = 'ok';
  try {
    await page.locator('.monaco-editor .squiggly-error').first().waitFor({ state: 'visible', timeout: 20_000 });
    await page.locator('.markers-panel .monaco-list-row', { hasText: RULE_ON_SCREEN }).first().waitFor({ state: 'visible', timeout: 20_000 });
    // Only the file on screen in the Problems panel, so its flows (the related information rows) are what shows.
    const filter = page.locator('.markers-panel-action-filter input, .viewpane-filter input').first();
    if (await filter.count()) {
      await filter.fill(SCREENSHOT_FILE);
      // The filter applies after a short debounce: wait until the other files' rows are gone.
      await page.locator('.markers-panel .monaco-list-row', { hasText: 'orders.py' }).first().waitFor({ state: 'hidden', timeout: 10_000 });
      await page.locator('.markers-panel .monaco-list-row', { hasText: 'source: request input' }).first().waitFor({ state: 'visible', timeout: 10_000 });
    }
    await page.screenshot({ path: plan.screenshot });
    console.log(`screenshot saved: ${plan.screenshot}`);
  } catch (error) {
    answer = `the diagnostics did not show in the workbench: ${error.message.split('\n')[0]}`;
    await page.screenshot({ path: plan.screenshot }).catch(() => undefined);
    console.log(`screenshot: ${answer} (what was on screen is in ${plan.screenshot})`);
  }
  writeAtomically(plan.ackFile, answer);
}

async function runSession(browser, plan, session) {
  const started = Date.now();
  const host = new URL(plan.url).host;
  // The workbench's remote authority is the page's host: files of the machine are vscode-remote://host/<path>.
  const remote = (file) => `vscode-remote://${host}${file}`;
  const payload = JSON.stringify([
    ['extensionDevelopmentPath', remote(plan.extensionPath)],
    ['extensionTestsPath', remote(session.testsModule)],
  ]);
  const url = `${plan.url}/?folder=${encodeURIComponent(session.workspace)}&payload=${encodeURIComponent(payload)}`;

  const context = await browser.newContext({ viewport: { width: 1440, height: 1100 } });
  const page = await context.newPage();
  const workbenchLog = path.join(plan.logDir, `workbench-${session.name}.log`);
  writeFileSync(workbenchLog, '');
  let inSuite = false;
  let summary;
  let screenshotTaken = Promise.resolve();
  let finish;
  const exited = new Promise((resolve) => (finish = resolve));
  page.on('crash', () => finish('page crashed'));
  await page.exposeFunction('codeAutomationLog', (type, args) => {
    const text = (Array.isArray(args) ? args : [args]).map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ');
    if (text.includes(SCREENSHOT_REQUEST)) {
      screenshotTaken = takeScreenshot(page, plan);
      return;
    }
    appendFileSync(workbenchLog, `[${new Date().toISOString()}] ${type}: ${text}\n`);
    for (const line of text.split('\n')) {
      if (line.startsWith('▶ ')) inSuite = true;
      if (!inSuite) continue;
      const match = SUMMARY.exec(line);
      if (match) {
        summary = { passed: Number(match[1]), failed: Number(match[2]) };
        inSuite = false;
      }
      if (match || SUITE_LINE.test(line)) console.log(line);
    }
  });
  await page.exposeFunction('codeAutomationExit', async (code) => {
    await screenshotTaken;
    finish(code);
  });

  console.log(`── ${session.name}`);
  await page.goto(url);
  let timer;
  const code = await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), plan.timeoutMs)))]);
  clearTimeout(timer);
  await screenshotTaken;
  if (summary === undefined) {
    const tail = readFileSync(workbenchLog, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
    console.log(`the suite did not report; last lines of ${workbenchLog}:\n${tail}`);
  }
  if (code !== 0 || summary === undefined) {
    const failureShot = path.join(path.dirname(plan.screenshot), `failure-${session.name}.png`);
    await page.screenshot({ path: failureShot }).then(() => console.log(`workbench at the failure: ${failureShot}`), () => undefined);
  }
  await context.close();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = code === 0 && summary !== undefined && summary.failed === 0 && summary.passed > 0;
  const why = code === 'timeout' ? `no result within ${plan.timeoutMs / 1000} s`
    : code !== 0 ? `extension host exited with ${code}`
      : summary === undefined ? 'the suite printed no "N passed, N failed" line' : '';
  console.log(`── ${session.name}: ${ok ? 'ok' : `FAILED${why ? ` (${why})` : ''}`} in ${seconds} s`);
  return { ok, summary: summary ?? { passed: 0, failed: 0 } };
}

async function main() {
  const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
  const browser = await chromium.launch({ executablePath: plan.chromium, headless: true, args: CHROMIUM_ARGS });
  let ok = true;
  let passed = 0;
  let failed = 0;
  try {
    for (const session of plan.sessions) {
      const result = await runSession(browser, plan, session);
      ok &&= result.ok;
      passed += result.summary.passed;
      failed += result.summary.failed;
    }
  } finally {
    await browser.close();
  }
  if (plan.screenshot && !(existsSync(plan.screenshot) && statSync(plan.screenshot).mtimeMs >= plan.startedAt)) {
    console.log(`no screenshot was taken in this run (${plan.screenshot})`);
    ok = false;
  }
  console.log(`all suites: ${passed} passed, ${failed} failed`);
  return ok ? 0 : 1;
}

main().then((code) => process.exit(code), (error) => {
  console.error('e2e driver failed:', error);
  process.exit(1);
});
