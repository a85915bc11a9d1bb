// report.html in a real browser: Debian's Chromium, driven by playwright-core, opens the report of a
// real CLI run against a faulty and hostile server. It must render, expand, filter, copy, and run
// nothing the server wrote, and load nothing at all. Screenshots of what a person sees are left in
// test-results/screenshots/ (git-ignored; CI keeps them as artifacts).
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ConformanceReport } from '../../../src/types/report.js';
import {
  COUPON,
  dailyLimitTooHigh,
  inquiryNotFoundReworded,
  startServer,
  type Defect,
  type TestServer,
} from '../../support/cli/servers.js';
import { describeRun, ensureBuilt, makeReportDir, runCli } from '../../support/cli/run-cli.js';
import { IMG_PAYLOAD, SCRIPT_PAYLOAD, startHostileServer } from '../../support/report/hostile-server.js';
import { wellFormednessProblems } from '../../support/report/xml-well-formed.js';
import { fixtureArgs } from '../../support/robustness/harness.js';

const CHROMIUM = '/usr/bin/chromium';
const SCREENSHOTS = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));
const HAS_CHROMIUM = existsSync(CHROMIUM);
if (!HAS_CHROMIUM)
  console.warn(
    `test/e2e/report/html-browser.test.ts: SKIPPED, ${CHROMIUM} does not exist (install it: apt-get install -y chromium; .ci/run does)`,
  );

describe.skipIf(!HAS_CHROMIUM)(`report.html in headless Chromium (skipped only when ${CHROMIUM} is missing)`, () => {
  let server: TestServer;
  let cleanup: () => Promise<void>;
  let reportDir: string;
  let report: ConformanceReport;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let fileUrl: string;
  const requests: string[] = [];
  const dialogs: string[] = [];
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    await ensureBuilt();
    server = await startHostileServer();
    ({ dir: reportDir, cleanup } = await makeReportDir());
    // No --foreign-inquiry-id, so that some rules are skipped and every status filter has rows.
    const f = server.fixtures;
    const result = await runCli(
      [
        'run',
        '--base-url',
        server.baseUrl,
        '--coupon-id',
        f.couponId,
        '--inquiry-id',
        f.inquiryId,
        '--report-dir',
        reportDir,
        '--seed',
        '11',
      ],
      { timeoutMs: 90_000 },
    );
    expect(result.code, describeRun(result)).toBe(1);
    report = JSON.parse(await readFile(join(reportDir, 'conformance.json'), 'utf8')) as ConformanceReport;

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('request', (request) => requests.push(request.url()));
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    fileUrl = pathToFileURL(join(reportDir, 'report.html')).href;
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.goto(fileUrl);
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await cleanup?.();
  });

  const visibleRules = (selector = '') => page.locator(`.rule${selector}:visible`).count();
  const byStatus = (status: string) => report.results.filter((r) => r.status === status).length;

  it('renders: the verdict, the counts and the category tree are visible', async () => {
    // The run has rows of every kind the filters are tested with.
    expect({ failed: byStatus('failed') > 0, warning: byStatus('warning') > 0, skipped: byStatus('skipped') > 0 }).toEqual({
      failed: true,
      warning: true,
      skipped: true,
    });
    expect(await page.locator('#verdict').textContent()).toBe('NON-CONFORMANT');
    expect(await page.locator('#verdict').isVisible()).toBe(true);
    expect(await page.locator('#counts').textContent()).toContain(`${byStatus('failed')} failed`);
    expect(await page.locator('#category-tree').textContent()).toMatch(/nodes\s*4,230/);
    expect(await visibleRules()).toBe(report.results.length);
    // The page's own script ran (it reveals the filters), so the policy admits it.
    expect(await page.locator('#filters').isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('expands a failure to its request, response, violations and curl line, showing hostile values as text', async () => {
    const failure = page.locator('details.rule[data-status="failed"]', {
      has: page.locator('.id', { hasText: 'coupon.policy.discount-type' }),
    });
    expect(await failure.locator('.evidence').isVisible()).toBe(false);
    await failure.locator('summary .badge').click();
    for (const part of ['.request', '.response', 'table.violations', '.curl code', 'button.copy'])
      expect(await failure.locator(part).isVisible(), part).toBe(true);
    expect(await failure.locator('.request .startline').textContent()).toContain(`GET ${server.baseUrl}/`);
    expect(await failure.locator('.response .startline').textContent()).toBe('200 OK');
    expect(await failure.locator('.response table.kv').textContent()).toContain(IMG_PAYLOAD);
    expect(await failure.locator('pre.body').textContent()).toContain(`"title": ${JSON.stringify(SCRIPT_PAYLOAD)}`);
    const violation = await failure.locator('table.violations tbody tr').first().locator('td').allTextContents();
    expect(violation).toEqual([
      '/couponPolicies/0/typeOfDiscount',
      '"RATE" or "PRICE"',
      JSON.stringify(SCRIPT_PAYLOAD),
      expect.any(String),
    ]);
    expect(await failure.locator('.curl code').textContent()).toMatch(/^curl -sS -i '/);
  });

  /** Where `locator` is on the screen, and where the sticky filter bar ends. */
  const boxOf = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!;
  const filtersBottom = async () => {
    const box = await boxOf(page.locator('#filters'));
    return box.y + box.height;
  };
  const discountType = () =>
    page.locator('details.rule[data-status="failed"]', { has: page.locator('.id', { hasText: 'coupon.policy.discount-type' }) });

  it("shows a failed rule's violation (pointer, expected, actual) as soon as it is opened near the bottom of the window, without scrolling", async () => {
    await page.locator('button[data-expand="close"]').click();
    const failure = discountType();
    // The rule's line near the bottom of the window, where its evidence can only be below the fold.
    const viewport = page.viewportSize()!;
    const line = await boxOf(failure.locator('summary'));
    await page.evaluate(`window.scrollBy(0, ${line.y - (viewport.height - 80)})`);
    expect((await boxOf(failure.locator('summary'))).y).toBeGreaterThan(viewport.height - 100);
    await failure.locator('summary .badge').click();
    const row = failure.locator('table.violations tbody tr').first();
    await expect.poll(async () => (await boxOf(row)).y + (await boxOf(row)).height).toBeLessThanOrEqual(viewport.height);
    const box = await boxOf(row);
    expect(box.y).toBeGreaterThanOrEqual(await filtersBottom());
    expect(await row.locator('td').allTextContents()).toEqual([
      '/couponPolicies/0/typeOfDiscount',
      '"RATE" or "PRICE"',
      JSON.stringify(SCRIPT_PAYLOAD),
      expect.any(String),
    ]);
    await page.screenshot({ path: join(SCREENSHOTS, 'failure-opened.png') });
  });

  it('marks the offending field in the body pane, scrolled into the pane', async () => {
    const failure = discountType();
    const mark = failure.locator('pre.body mark');
    expect(await mark.count()).toBe(1);
    expect(await mark.textContent()).toBe(JSON.stringify(SCRIPT_PAYLOAD));
    await mark.scrollIntoViewIfNeeded();
    const [pane, marked] = [await boxOf(failure.locator('.response pre.body')), await boxOf(mark)];
    expect(marked.y).toBeGreaterThanOrEqual(pane.y);
    expect(marked.y + marked.height).toBeLessThanOrEqual(pane.y + pane.height);
    // Highlighted: its background is not the pane's.
    const background = (selector: string) =>
      page.evaluate(`getComputedStyle(document.querySelector('[id="rule-coupon.policy.discount-type"] ${selector}')).backgroundColor`);
    expect(await background('pre.body mark')).toMatch(/^(rgb|color)/);
    expect(await background('pre.body mark')).not.toBe(await background('.response pre.body'));
    await page.screenshot({ path: join(SCREENSHOTS, 'marked-field.png') });
  });

  it('stops an expanded rule below the sticky filter bar when it is scrolled to (a link, scrollIntoView)', async () => {
    const failure = discountType();
    await page.evaluate(`document.getElementById('rule-coupon.policy.discount-type').scrollIntoView()`);
    expect((await boxOf(failure)).y).toBeGreaterThanOrEqual(await filtersBottom());
    // A link to a rule (the table of expected failures has them) lands below the bar too.
    const last = page.locator('details.rule').last();
    const id = await last.getAttribute('id');
    await page.evaluate(
      `document.getElementById(${JSON.stringify(id)}).open = true; window.scrollTo(0, 0); location.hash = ${JSON.stringify(`#${id}`)}`,
    );
    await expect.poll(async () => (await boxOf(last)).y).toBeGreaterThanOrEqual(await filtersBottom());
    expect((await boxOf(last)).y).toBeLessThan(page.viewportSize()!.height / 2);
    await page.screenshot({ path: join(SCREENSHOTS, 'scrolled-below-filters.png') });
    await page.evaluate('window.scrollTo(0, 0)');
  });

  it('copies the curl line with the copy button', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const failure = page.locator('details.rule[data-status="failed"]').first();
    // Opened here, not left open by an earlier test: a locator's evaluate of a string runs an expression, so open it by its id.
    const failureId = await failure.getAttribute('id');
    await page.evaluate(`document.getElementById(${JSON.stringify(failureId)}).open = true`);
    expect(await failure.getAttribute('open')).not.toBeNull();
    const curl = await failure.locator('.curl code').textContent();
    await failure.locator('button.copy').click();
    // The clipboard answers asynchronously; where it refuses, the line is selected instead.
    await failure.locator('button.copy', { hasText: /^(Copied|Press Ctrl\+C)$/ }).waitFor({ timeout: 5_000 });
    if ((await failure.locator('button.copy').textContent()) === 'Copied')
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(curl);
    else expect(await page.evaluate('window.getSelection().toString()')).toBe(curl);
  });

  it('filters by status: unchecking a status hides exactly its rows, checking it shows them again', async () => {
    await page.locator('input[name="status"][value="passed"]').uncheck();
    expect(await visibleRules('[data-status="passed"]')).toBe(0);
    expect(await visibleRules()).toBe(report.results.length - byStatus('passed'));
    expect(await page.locator('#shown').textContent()).toBe(
      `${report.results.length - byStatus('passed')} of ${report.results.length} rules shown`,
    );
    await page.locator('input[name="status"][value="passed"]').check();
    expect(await visibleRules()).toBe(report.results.length);

    await page.locator('button[data-preset="problems"]').click();
    expect(await visibleRules()).toBe(byStatus('failed') + byStatus('warning') + byStatus('error'));
    expect(await visibleRules('[data-status="skipped"]')).toBe(0);
    await page.locator('button[data-preset="all"]').click();
    expect(await visibleRules()).toBe(report.results.length);
  });

  it('filters by operation: unchecking one hides its section and rules, and only those', async () => {
    const coupon = report.results.filter((r) => r.operation === 'GET_COUPON_BY_ID').length;
    await page.locator('input[name="operation"][value="GET_COUPON_BY_ID"]').uncheck();
    expect(await page.locator('section[data-operation="GET_COUPON_BY_ID"]').isVisible()).toBe(false);
    expect(await page.locator('section[data-operation="GET_ORIGIN_INQUIRY_BY_ID"]').isVisible()).toBe(true);
    expect(await visibleRules('[data-operation="GET_COUPON_BY_ID"]')).toBe(0);
    expect(await visibleRules()).toBe(report.results.length - coupon);
    await page.locator('input[name="operation"][value="GET_COUPON_BY_ID"]').check();
    expect(await visibleRules()).toBe(report.results.length);
  });

  it('runs nothing the server sent and loads nothing: no __pwned, no dialog, no request but the file itself', async () => {
    // Everything open, so every hostile value is in the rendered page.
    await page.locator('button[data-expand="open"]').click();
    expect(await page.locator('details.rule[open]').count()).toBe(byStatus('failed') + byStatus('warning') + byStatus('error'));
    expect(await page.evaluate('typeof window.__pwned')).toBe('undefined');
    // The hostile values are in the page, as text.
    expect(await page.locator('body').textContent()).toContain(SCRIPT_PAYLOAD);
    expect(await page.locator('body').textContent()).toContain(IMG_PAYLOAD);
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator('script').count()).toBe(1);
    expect(dialogs).toEqual([]);
    expect(requests).toEqual([fileUrl]);
    expect(pageErrors).toEqual([]);
  });

  describe('a run with expected failures: the new failure first', () => {
    const NEW_FAILURE = 'inquiry.not-found.message';
    const EXPECTED = ['coupon.dates.format', 'coupon.policy.daily-limit.maximum'];
    let target: TestServer;
    let dir: { dir: string; cleanup: () => Promise<void> };
    let baselined: Page;
    let results: ConformanceReport['results'];

    /** The fixture coupon's startDate is not a date: coupon.dates.format fails. */
    const badStartDate: Defect = (answer, request, dataset) => {
      if (request.path !== `${COUPON.path}${dataset.fixtures.couponId}` || answer.status !== 200) return false;
      answer.body = answer.body.replace(/"startDate":"[^"]*"/, '"startDate":"2025/01/01"');
      return true;
    };

    beforeAll(async () => {
      // Two coupon rules fail as expected (they come first on the page), and one inquiry rule fails anew (it comes last).
      target = await startServer(
        (answer, request, dataset) =>
          [badStartDate, dailyLimitTooHigh, inquiryNotFoundReworded].filter((defect) => defect(answer, request, dataset)).length > 0,
      );
      dir = await makeReportDir();
      const expectedFile = join(dir.dir, 'expected-failures.yaml');
      await writeFile(expectedFile, EXPECTED.map((rule) => `- rule: ${rule}\n  reason: ticket 42\n`).join(''));
      const result = await runCli(
        [
          'run',
          ...['--base-url', target.baseUrl, ...fixtureArgs(target), '--expected-failures', expectedFile],
          ...['--report-dir', join(dir.dir, 'reports'), '--seed', '11'],
        ],
        { timeoutMs: 90_000 },
      );
      expect(result.code, describeRun(result)).toBe(1);
      results = (JSON.parse(await readFile(join(dir.dir, 'reports', 'conformance.json'), 'utf8')) as ConformanceReport).results;
      const context720 = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      baselined = await context720.newPage();
      await baselined.goto(pathToFileURL(join(dir.dir, 'reports', 'report.html')).href);
    }, 150_000);

    afterAll(async () => {
      await baselined?.context().close();
      await target?.close();
      await dir?.cleanup();
    });

    it('shows the new failure above the fold of a 1280×720 window, before the expected ones, which are collapsed below', async () => {
      expect(results.filter((r) => r.status === 'failed' && !r.expectedFailure).map((r) => r.rule)).toEqual([NEW_FAILURE]);
      expect(results.filter((r) => r.expectedFailure).map((r) => r.rule)).toEqual(EXPECTED);
      const fresh = baselined.locator(`[id="new-${NEW_FAILURE}"]`);
      const box = (await fresh.locator('summary').boundingBox())!;
      expect(box.y).toBeGreaterThan(0);
      expect(box.y + box.height).toBeLessThanOrEqual(720);
      expect(await fresh.locator('summary').isVisible()).toBe(true);
      // Opened where it is, it shows what is wrong.
      // On its badge: the middle of the line can be a source link, which a longer title moves under the pointer.
      await fresh.locator('summary .badge').click();
      expect(await fresh.locator('table.violations').isVisible()).toBe(true);
      // The expected failures: their own status in the operations, and a collapsed table at the bottom.
      const expectedTable = baselined.locator('#expected-failures details');
      expect(await expectedTable.getAttribute('open')).toBeNull();
      expect((await baselined.locator('#expected-failures').boundingBox())!.y).toBeGreaterThan(
        (await baselined.locator('section.operation').last().boundingBox())!.y,
      );
      await baselined.screenshot({ path: join(SCREENSHOTS, 'new-failure-first.png') });
    });

    it('counts as the heading does: 1 failed and 2 expected; "Problems only" leaves the expected failures out', async () => {
      expect(await baselined.locator('.reason').textContent()).toMatch(
        /^1 rule\(s\) failed: inquiry\.not-found\.message \(and 2 expected\)/,
      );
      const counts = await baselined.locator('#counts').textContent();
      expect(counts).toContain('1 failed');
      expect(counts).toContain('2 expected');
      await baselined.locator('button[data-preset="problems"]').click();
      const shown = await baselined.locator('section.operation .rule:visible').evaluateAll((rows) => rows.map((row) => row.id));
      expect(shown).toContain(`rule-${NEW_FAILURE}`);
      for (const rule of EXPECTED) expect(shown).not.toContain(`rule-${rule}`);
      expect(await baselined.locator('section.operation .rule[data-status="expected"]').count()).toBe(2);
    });

    it('says of a passed rule only that it held, and on how many answers', async () => {
      const messages = await baselined.locator('section.operation .rule[data-status="passed"] .message').allTextContents();
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).toMatch(/^held on (one answer|\d+ answers)$/);
    });
  });

  it('junit.xml of the same run parses in the browser (DOMParser) and in the test checker', async () => {
    const xml = await readFile(join(reportDir, 'junit.xml'), 'utf8');
    expect(wellFormednessProblems(xml)).toEqual([]);
    const blank = await context.newPage();
    try {
      const result = await blank.evaluate(`(() => {
        const doc = new DOMParser().parseFromString(${JSON.stringify(xml)}, 'application/xml');
        return { errors: doc.getElementsByTagName('parsererror').length, testcases: doc.getElementsByTagName('testcase').length };
      })()`);
      expect(result).toEqual({ errors: 0, testcases: report.results.length });
      // Real times, not zeros written for each: judged rules took some, and a suite's time is the sum of its
      // testcases'. (In a warm process a rule's share of a local request can be under the half millisecond
      // junit's three decimals show, so not every rule shows a time.)
      const seconds = (text: string) => [...text.matchAll(/<testcase [^>]*time="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(seconds(xml).filter((time) => time > 0).length).toBeGreaterThan(0);
      for (const [, suiteTime, body] of xml.matchAll(/<testsuite [^>]*time="([\d.]+)">([\s\S]*?)<\/testsuite>/g)) {
        const sum = seconds(body!).reduce((a, b) => a + b, 0);
        expect(Math.abs(sum - Number(suiteTime))).toBeLessThanOrEqual(0.001 * seconds(body!).length);
      }
    } finally {
      await blank.close();
    }
  });
});
