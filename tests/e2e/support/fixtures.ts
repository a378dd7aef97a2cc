import fs from 'node:fs';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { describeViolations, startGate, type A11yGate } from './accessibility';

/** One thing that went wrong in the page while a test ran. */
export interface PageProblem {
  kind: 'console' | 'pageerror' | 'requestfailed' | 'http';
  text: string;
}

export interface PageProblems {
  /** Everything seen so far in this test. */
  readonly all: PageProblem[];
  /**
   * Declares a problem the test expects (e.g. the 401 a sign-out journey provokes): problems whose
   * text matches are not held against the test. Call before the action that causes them.
   */
  allow(pattern: RegExp): void;
}

/**
 * Always harmless: requests cancelled by a navigation or by the app itself (ky timeouts, lazy
 * chunks superseded by a route change), and the browser asking for a favicon we may not have.
 */
const ALWAYS_ALLOWED: RegExp[] = [/net::ERR_ABORTED/, /NS_BINDING_ABORTED/, /\/favicon\.ico/];

function describeRequest(request: Request): string {
  return `${request.method()} ${request.url()}`;
}

/** Starts recording console errors, uncaught exceptions, failed requests and 5xx answers of a page. */
export function watchPage(page: Page, problems: PageProblem[]): void {
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push({ kind: 'console', text: `${msg.text()} (${msg.location().url})` });
  });
  page.on('pageerror', (err) => problems.push({ kind: 'pageerror', text: err.stack ?? err.message }));
  page.on('requestfailed', (request) =>
    problems.push({ kind: 'requestfailed', text: `${describeRequest(request)}: ${request.failure()?.errorText ?? 'failed'}` }),
  );
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push({ kind: 'http', text: `${describeRequest(response.request())} -> ${response.status()}` });
  });
}

/** The problems no allow-pattern covers. */
export function unexpectedProblems(problems: PageProblem[], allowed: RegExp[]): PageProblem[] {
  const patterns = [...ALWAYS_ALLOWED, ...allowed];
  return problems.filter((p) => !patterns.some((re) => re.test(p.text)));
}

/**
 * The journeys' `test`: every page of the test is watched, and a test that otherwise passed fails
 * when the page logged an error, threw, lost a request or got a 5xx it did not `allow()`, or when
 * axe found a serious or critical accessibility violation on a page it visited (`a11y`).
 */
export const test = base.extend<{ pageProblems: PageProblems; a11y: A11yGate; emailPopupSeen: boolean; devicePast: void }>({
  /**
   * Whether the browser is a device that already sent its e-mail through the e-mail catalogue pop-up
   * (the app keeps that, and does not show the pop-up again): true by default, so a journey is not
   * interrupted 10 s after each new visitor token. The pop-up's own journey sets `test.use({ emailPopupSeen: false })`, a device new to the shop.
   * (The questionnaire promo is the shop's choice, not the device's: the journeys run in a shop
   * that runs no questionnaire, those of questionnaire-promo/ in one that does: playwright.config.ts.)
   */
  emailPopupSeen: [true, { option: true }],
  devicePast: [
    async ({ context, emailPopupSeen }, use) => {
      if (emailPopupSeen) {
        await context.addInitScript(() => {
          try {
            localStorage.setItem('optic:emailCatalogueSent', 'true');
          } catch {
            // storage blocked: the app then treats every token as new, as it would for that shopper
          }
        });
      }
      await use();
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ context }, use, testInfo) => {
      const all: PageProblem[] = [];
      const allowed: RegExp[] = [];
      for (const page of context.pages()) watchPage(page, all);
      context.on('page', (page) => watchPage(page, all));
      await use({ all, allow: (pattern) => allowed.push(pattern) });

      const unexpected = unexpectedProblems(all, allowed);
      if (unexpected.length > 0) {
        const report = unexpected.map((p) => `[${p.kind}] ${p.text}`).join('\n');
        await testInfo.attach('page-problems', { body: report, contentType: 'text/plain' });
        // Only add our failure when the test itself passed: its own error is the better message.
        if (testInfo.status === 'passed') {
          throw new Error(`The page reported ${unexpected.length} unexpected problem(s):\n${report}`);
        }
      }
    },
    { auto: true },
  ],
  a11y: [
    async ({ context }, use, testInfo) => {
      // The checks take time a journey did not budget for: each one adds its time to the timeout.
      const gate = startGate(context, (ms) => {
        if (testInfo.timeout > 0) testInfo.setTimeout(testInfo.timeout + ms);
      });
      await use(gate);
      await gate.finish();
      const { runs, known, disturbed, settleMs, axeMs } = gate.stats;
      const notes = [
        `checked: ${[...gate.seen].join(', ')}`,
        `${runs} axe run(s), ${disturbed} of them disturbed by a change, ${known} state(s) seen before: ${Math.round(axeMs)} ms in axe, ${Math.round(settleMs)} ms waiting for pages to settle`,
        ...gate.notes,
      ];
      await testInfo.attach('a11y-notes', { body: notes.join('\n'), contentType: 'text/plain' });
      if (process.env.A11Y_DEBUG) console.log(notes.join('\n'));
      const unexpected = gate.unexpected();
      if (unexpected.length > 0) {
        const report = describeViolations(unexpected);
        // A file as well as the report's attachment: the whole list, also when the test failed for another reason.
        const file = testInfo.outputPath('a11y-violations.txt');
        fs.writeFileSync(file, report);
        await testInfo.attach('a11y-violations', { path: file, contentType: 'text/plain' });
        if (testInfo.status === 'passed') {
          throw new Error(`axe found ${unexpected.length} serious or critical accessibility violation(s):\n${report}`);
        }
      }
    },
    // The last page's check may still be running when the journey ends.
    { auto: true, timeout: 30_000 },
  ],
});

export { expect };
