import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Frame, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * The accessibility gate of every journey (tests/README.md): axe-core runs in the page on each
 * distinct page a journey visits (once it has settled) and at each `screenshot(...)`; violations of
 * impact serious or critical fail the journey at its end, unless it declared them with `allow()`.
 */

/** A violation as the report shows it. */
export interface A11yViolation {
  rule: string;
  impact: 'serious' | 'critical';
  help: string;
  helpUrl: string;
  /** CSS selectors of the offending elements (axe's targets). */
  targets: string[];
  /** What axe says of the first element (e.g. the contrast ratio and the colours). */
  detail: string;
  /** Where it was seen: the page's URL, its language and direction, and the screenshot's name if any. */
  url: string;
  lang: string;
  dir: string;
  label?: string;
}

/**
 * A known exception: violations of `rule` (on elements whose selector matches `target`, on pages
 * whose URL matches `page`) are not held against the journey. Say why in `reason`.
 */
export interface A11yException {
  rule: string;
  target?: RegExp;
  page?: RegExp;
  reason: string;
}

export interface A11yGate {
  /** Every serious or critical violation seen so far in this test, allowed ones included. */
  readonly found: A11yViolation[];
  /** Declares a known exception (see A11yException); use it only for what cannot be fixed. */
  allow(exception: A11yException): void;
  /** Checks the page as it stands now (after it settles), e.g. an open overlay; `label` names the state in the report. */
  check(page: Page, label?: string): Promise<void>;
}

// Evaluated as a script (CSP does not apply to Playwright's evaluate); `void 0` keeps axe itself out of the reply.
const axeSource = `${fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n;void 0`;

/** How long a page may take to settle before the background check gives it up (an explicit check runs anyway). */
const SETTLE_MS = 5_000;
/** No DOM change for this long counts as quiet. */
const QUIET_MS = 120;
/** A check that saw the page change under it (an animation started, nodes came or went) runs again, this often at most. */
const ATTEMPTS = 3;

/** WCAG 2.x A and AA and axe's best practices; experimental rules are left out. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The page a URL shows in a language, for "once per page per test": the path and the query, with
 * numeric query values (order ids) made alike, so `/payment?order_id=7&method=card` and the
 * checkout `/payment` are two pages but two order ids in the query are one.
 */
export function pageKey(url: string, lang: string): string {
  const u = new URL(url);
  const query = [...u.searchParams.entries()]
    .map(([k, v]) => `${k}=${/^\d+$/.test(v) ? '#' : v}`)
    .sort()
    .join('&');
  return `${lang} ${u.pathname}${query ? `?${query}` : ''}`;
}

interface Settled {
  ready: boolean;
  url: string;
  lang: string;
}

/**
 * Waits in the page until it has settled: the app's `main` landmark holds the page's h1, nothing is
 * `aria-busy` or showing the page-loading status, no finite animation runs, and the DOM has been
 * quiet for a moment. Gives up after `timeout` ms (ready: false).
 */
function settle(page: Page, timeout: number): Promise<Settled> {
  return page.evaluate(
    async ({ timeout, quiet }) => {
      const start = performance.now();
      let changed = start;
      // Content that changes by itself, unannounced (an auto-rotating banner: aria-live="off"), is not the page moving.
      const rotating = (node: Node | null | undefined) => !!(node instanceof Element ? node : node?.parentElement)?.closest('[aria-live="off"]');
      const observer = new MutationObserver((records) => {
        if (records.some((r) => !rotating(r.target))) changed = performance.now();
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      const contentReady = () => !!document.querySelector('main h1') && !document.querySelector('[aria-busy="true"], [data-page-loading]');
      const animating = () =>
        document
          .getAnimations()
          .some(
            (a) =>
              a.playState === 'running' &&
              Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity) &&
              !rotating((a.effect as KeyframeEffect | null)?.target),
          );
      try {
        for (;;) {
          const now = performance.now();
          const ready = contentReady() && !animating() && now - changed >= quiet;
          if (ready || now - start > timeout) {
            return { ready, url: location.href, lang: document.documentElement.lang };
          }
          await new Promise((r) => setTimeout(r, 40));
        }
      } finally {
        observer.disconnect();
      }
    },
    { timeout, quiet: QUIET_MS },
  );
}

/** What the page's `window.axe` offers: the public API, and the rules' impacts from its audit. */
interface AxeInPage {
  run(context: Document, options: RunOptions): Promise<AxeResults>;
  getRules(tags: string[]): { ruleId: string }[];
  _audit?: { rules: { id: string; impact?: string }[] };
}

interface AxeOutcome {
  url: string;
  /** The checked state's hash (see runAxe). */
  state: string;
  lang: string;
  dir: string;
  /** The page changed while axe looked (an animation started, nodes came or went, the URL moved). */
  disturbed: boolean;
  violations: Omit<A11yViolation, 'url' | 'lang' | 'dir' | 'label'>[];
}

/**
 * Runs axe in the page (injecting it once per document) and keeps the serious and critical
 * violations. A state already checked (the same URL, language and DOM: elements, attributes, text
 * and field values, hashed) is not checked again: the answer is `known`.
 */
async function runAxe(page: Page, gate: Gate): Promise<AxeOutcome | { known: string }> {
  for (;;) {
    const outcome = await page.evaluate(inPageCheck, { tags: AXE_TAGS, known: [...gate.states] });
    if (outcome === 'no-axe') {
      await page.evaluate(axeSource);
      continue;
    }
    if ('known' in outcome) gate.stats.known += 1;
    else {
      gate.stats.runs += 1;
      if (outcome.disturbed) gate.stats.disturbed += 1;
    }
    return outcome;
  }
}

/** The check as it runs in the page (see runAxe). */
async function inPageCheck({ tags, known }: { tags: string[]; known: string[] }): Promise<AxeOutcome | { known: string } | 'no-axe'> {
  // Content that changes by itself, unannounced (an auto-rotating banner: aria-live="off"), neither
  // makes another state nor disturbs a run.
  const rotating = (node: Node | null | undefined) => !!(node instanceof Element ? node : node?.parentElement)?.closest('[aria-live="off"]');
  let text = `${location.href} ${document.documentElement.lang} ${document.documentElement.dir}`;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  let node: Node | null = walker.currentNode;
  while (node) {
    if (node instanceof Element && node.getAttribute('aria-live') === 'off') {
      // Past its subtree: its next sibling, or the next sibling of the nearest ancestor that has one.
      text += '<rotating>';
      node = walker.nextSibling();
      while (!node && walker.parentNode()) node = walker.nextSibling();
      continue;
    }
    if (node instanceof Element) {
      text += `<${node.tagName}`;
      for (const a of node.attributes) text += ` ${a.name}=${a.value}`;
      if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement) text += ` :${node.value}`;
    } else text += `|${(node as Text).data}`;
    node = walker.nextNode();
  }
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  const state = `${(hash >>> 0).toString(36)}-${text.length}`;
  if (known.includes(state)) return { known: state };

  const axe = (window as unknown as { axe?: AxeInPage }).axe;
  if (!axe) return 'no-axe';
  // A rule's violations all have the rule's own impact: rules that can only be minor or moderate
  // are not run (a fifth of the time). Without that metadata, every rule of the tags runs.
  const ofTags = axe.getRules(tags).map((r) => r.ruleId);
  const impacts = new Map((axe._audit?.rules ?? []).map((r) => [r.id, r.impact]));
  const rules = ofTags.filter((id) => !['minor', 'moderate'].includes(impacts.get(id) ?? ''));
  const options: RunOptions = { resultTypes: ['violations'], iframes: false, runOnly: { type: 'rule', values: rules } };
  const url = location.href;
  // An overlay opening or a page sliding in: colours seen mid-animation are not the page's.
  const animating = () =>
    document
      .getAnimations()
      .some(
        (a) =>
          a.playState === 'running' &&
          Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity) &&
          !rotating((a.effect as KeyframeEffect | null)?.target),
      );
  let disturbed = animating();
  const disturb = (event: Event) => {
    if (!rotating(event.target as Node)) disturbed = true;
  };
  const observer = new MutationObserver((records) => {
    if (records.some((r) => !rotating(r.target))) disturbed = true;
  });
  // A control changing state while axe reads it (a button leaving its busy look, fading back in)
  // changes colours too: its attributes count as a change, and a transition as soon as it is created.
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'disabled', 'class', 'style', 'hidden', 'aria-hidden', 'aria-expanded', 'aria-pressed'],
  });
  document.addEventListener('animationstart', disturb, true);
  document.addEventListener('transitionrun', disturb, true);
  document.addEventListener('transitionstart', disturb, true);
  try {
    const results = await axe.run(document, options);
    return {
      url,
      state,
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      disturbed: disturbed || animating() || location.href !== url,
      violations: results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          rule: v.id,
          impact: v.impact as 'serious' | 'critical',
          help: v.help,
          helpUrl: v.helpUrl,
          targets: v.nodes.map((n) => n.target.map(String).join(' ')),
          detail: [...(v.nodes[0]?.any ?? []), ...(v.nodes[0]?.all ?? []), ...(v.nodes[0]?.none ?? [])].map((c) => c.message).join(' '),
        })),
    };
  } finally {
    observer.disconnect();
    document.removeEventListener('animationstart', disturb, true);
    document.removeEventListener('transitionrun', disturb, true);
    document.removeEventListener('transitionstart', disturb, true);
  }
}

/**
 * Runs `task` and adds its duration to the gate's `stats[field]`; the time the journey spends on
 * it (every axe run, and waiting before an explicit check) is given to the journey as extra time.
 */
async function timed<T>(gate: Gate, field: 'settleMs' | 'axeMs', task: () => Promise<T>, onJourneyTime = true): Promise<T> {
  const start = performance.now();
  try {
    return await task();
  } finally {
    const spent = performance.now() - start;
    gate.stats[field] += spent;
    if (onJourneyTime) gate.extendJourney(spent);
  }
}

/** What the checks of a test cost: how many axe runs, and the time spent settling and in axe (or hashing a known state). */
export interface CheckStats {
  runs: number;
  /** Checks of a state already seen, answered without running axe. */
  known: number;
  /** Runs during which the page changed (run again when it is quiet). */
  disturbed: number;
  settleMs: number;
  axeMs: number;
}

/** One page's checks: one axe run at a time, the background check of each new route, the pages already checked. */
class PageWatch {
  private queue: Promise<unknown> = Promise.resolve();
  private navigated = false;
  private loop: Promise<void> | null = null;
  closed = false;

  constructor(
    readonly page: Page,
    private readonly gate: Gate,
  ) {
    page.on('framenavigated', (frame: Frame) => {
      if (frame !== page.mainFrame()) return;
      this.navigated = true;
      this.loop ??= this.checkRoutes().finally(() => {
        this.loop = null;
      });
    });
    page.on('close', () => {
      this.closed = true;
    });
  }

  /** Runs `task` after the page's previous axe run (axe refuses two at once). */
  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = () => timed(this.gate, 'axeMs', task);
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Checks each route the page settles on, once per page key; a navigation meanwhile starts over. */
  private async checkRoutes(): Promise<void> {
    let disturbed = 0;
    while (this.navigated && !this.closed) {
      this.navigated = false;
      // The journey goes on meanwhile: only axe's own time is added to its budget.
      const settled = await timed(this.gate, 'settleMs', () => settle(this.page, SETTLE_MS), false).catch(() => null);
      if (!settled || this.navigated) continue;
      const key = pageKey(settled.url, settled.lang);
      if (this.gate.seen.has(key)) continue;
      if (!settled.ready) {
        this.gate.notes.push(`not checked, never settled: ${settled.url}`);
        continue;
      }
      const outcome = await this.exclusive(() => runAxe(this.page, this.gate)).catch(() => null);
      if (this.navigated) continue;
      if (outcome && 'known' in outcome) {
        this.gate.seen.add(key);
        continue;
      }
      if (!outcome || outcome.disturbed) {
        // The page changed under axe: look again once it is quiet.
        if (++disturbed < ATTEMPTS) this.navigated = true;
        else this.gate.notes.push(`not checked, kept changing: ${settled.url}`);
        continue;
      }
      this.gate.record(key, outcome);
    }
  }

  /**
   * Settles (as far as it will), then checks the page as it stands. Without a label it makes sure
   * the current page is checked: a page the background check already did is not checked twice.
   */
  async checkNow(label?: string): Promise<void> {
    if (!label) {
      await this.idle();
      const settled = await timed(this.gate, 'settleMs', () => settle(this.page, SETTLE_MS)).catch(() => null);
      if (settled && this.gate.seen.has(pageKey(settled.url, settled.lang))) return;
    }
    let outcome: AxeOutcome | { known: string } | null = null;
    for (let attempt = 0; attempt < ATTEMPTS && (!outcome || ('disturbed' in outcome && outcome.disturbed)); attempt++) {
      try {
        await timed(this.gate, 'settleMs', () => settle(this.page, SETTLE_MS));
        outcome = await this.exclusive(() => runAxe(this.page, this.gate));
      } catch (error) {
        // A navigation replaced the document under the check: look at the new one.
        if (this.closed) return;
        this.gate.notes.push(`check interrupted (${(error as Error).message.split('\n')[0]}), trying again`);
      }
    }
    if (!outcome) {
      this.gate.notes.push(`not checked, the page never held still: ${this.page.url()}${label ? ` (${label})` : ''}`);
      return;
    }
    if ('known' in outcome) return;
    if (outcome.disturbed) this.gate.notes.push(`checked while it kept changing: ${outcome.url}${label ? ` (${label})` : ''}`);
    this.gate.record(pageKey(outcome.url, outcome.lang), outcome, label);
  }

  /** Resolves when the background check has nothing left to do. */
  async idle(): Promise<void> {
    while (this.loop) await this.loop;
  }
}

/** The gate of one test: its pages, what they showed, and the declared exceptions. */
export class Gate implements A11yGate {
  readonly found: A11yViolation[] = [];
  readonly seen = new Set<string>();
  /** The states (URL, language and DOM) axe has seen, so the same state is not checked twice. */
  readonly states = new Set<string>();
  readonly notes: string[] = [];
  readonly stats: CheckStats = { runs: 0, known: 0, disturbed: 0, settleMs: 0, axeMs: 0 };
  private readonly exceptions: A11yException[] = [];
  private readonly watches = new Map<Page, PageWatch>();

  /** @param extend adds milliseconds to the journey's timeout (the checks' time is not the journey's own). */
  constructor(private readonly extend: (ms: number) => void = () => {}) {}

  extendJourney(ms: number): void {
    this.extend(ms);
  }

  watch(page: Page): void {
    if (!this.watches.has(page)) this.watches.set(page, new PageWatch(page, this));
  }

  allow(exception: A11yException): void {
    this.exceptions.push(exception);
  }

  async check(page: Page, label?: string): Promise<void> {
    this.watch(page);
    await this.watches.get(page)!.checkNow(label);
  }

  record(key: string, outcome: AxeOutcome, label?: string): void {
    this.seen.add(key);
    if (!outcome.disturbed) this.states.add(outcome.state);
    for (const v of outcome.violations) {
      this.found.push({ ...v, url: outcome.url, lang: outcome.lang, dir: outcome.dir, ...(label ? { label } : {}) });
    }
  }

  /** Waits for the background checks of every open page to finish. */
  async finish(): Promise<void> {
    await Promise.all([...this.watches.values()].filter((w) => !w.closed).map((w) => w.idle()));
  }

  /** The violations no exception covers (their targets narrowed to the elements not allowed), one per rule and page (or screenshot). */
  unexpected(): A11yViolation[] {
    const byRuleAndPage = new Map<string, A11yViolation>();
    for (const v of this.found) {
      const rules = this.exceptions.filter((e) => e.rule === v.rule && (!e.page || e.page.test(v.url)));
      const targets = v.targets.filter((t) => !rules.some((e) => !e.target || e.target.test(t)));
      if (targets.length === 0) continue;
      const key = `${v.rule} ${pageKey(v.url, v.lang)} ${v.label ?? ''}`;
      const known = byRuleAndPage.get(key);
      if (known) known.targets = [...new Set([...known.targets, ...targets])];
      else byRuleAndPage.set(key, { ...v, targets });
    }
    return [...byRuleAndPage.values()];
  }
}

/** A readable report of violations: rule, impact, help, the first few elements, and where. */
export function describeViolations(violations: A11yViolation[]): string {
  return violations
    .map((v) => {
      const shown = v.targets.slice(0, 4).map((t) => `    ${t}`);
      if (v.targets.length > shown.length) shown.push(`    … and ${v.targets.length - shown.length} more`);
      const where = `${v.url} [lang=${v.lang} dir=${v.dir}]${v.label ? ` at screenshot "${v.label}"` : ''}`;
      return [`- ${v.rule} (${v.impact}): ${v.help}`, `  on ${where}`, ...shown, `  first: ${v.detail}`, `  ${v.helpUrl}`].join('\n');
    })
    .join('\n');
}

/** The gate of each browser context, for helpers that only get a page (`screenshot`). */
const gates = new WeakMap<BrowserContext, Gate>();

export function gateOf(page: Page): Gate | undefined {
  return gates.get(page.context());
}

/** Starts a test's gate on a context: every page it has or opens is watched. */
export function startGate(context: BrowserContext, extend?: (ms: number) => void): Gate {
  const gate = new Gate(extend);
  gates.set(context, gate);
  for (const page of context.pages()) gate.watch(page);
  context.on('page', (page) => gate.watch(page));
  return gate;
}
