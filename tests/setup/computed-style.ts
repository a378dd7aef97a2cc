import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Cheap computed styles for the DOM tests, with the same answers to what they ask.
 *
 * Testing Library's role queries ask jsdom's getComputedStyle about every element they look at and
 * its ancestors (hidden? `display` for the spaces of a name?), and jsdom answers by matching every
 * rule of its browser style sheet (112) and of stitches' sheets against the element, then copying
 * every declaration that matched (the theme's hundred custom properties among them). Profiled, that
 * was 40 of purchase-panel.model.test.tsx's 57 s. No test reads a computed value other than
 * `display` and `visibility`, so:
 * - a rule stitches adds keeps only those two declarations (the others are removed as it is added);
 * - jsdom's selector check skips every rule, of either sheet, that declares neither: it could not
 *   change the answer, and the check was most of the cost.
 * Measured on a loaded 2-core machine: purchase-panel 53 s to 11 s; the model step 290 s to 116 s.
 */
const READ = ['display', 'visibility'];
const require = createRequire(import.meta.url);
const jsdomLib = require.resolve('jsdom').replace(/api\.js$/, '');

const declaresRead = (rule: CSSRule) => READ.some((name) => (rule as CSSStyleRule).style?.getPropertyValue(name));

export function cheapComputedStyle(window: Window & typeof globalThis): void {
  const idl = require(`${jsdomLib}generated/idl/utils.js`) as { implForWrapper(w: unknown): unknown };
  /**
   * Selectors known to declare neither (in every rule seen with them): skipped. A rule from anywhere
   * else (a <style> element's text) is checked as jsdom always does.
   */
  const skip = new Set<string>();
  const declaring = new Set<string>();
  const learn = (rule: CSSRule) => {
    const text = (rule as CSSStyleRule).selectorText;
    if (!text) return;
    if (declaresRead(rule)) {
      declaring.add(text);
      skip.delete(text);
    } else if (!declaring.has(text)) skip.add(text);
  };
  const collect = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      const inner = (rule as CSSGroupingRule).cssRules;
      if (inner) collect(inner);
      else learn(rule);
    }
  };
  // jsdom's browser sheet, parsed by jsdom's own parser (so each selector reads as jsdom's copy does).
  const browserSheet = new window.CSSStyleSheet();
  browserSheet.replaceSync(fs.readFileSync(`${jsdomLib}jsdom/browser/default-stylesheet.css`, 'utf8'));
  collect(browserSheet.cssRules);

  const keepRead = (rule: CSSRule | undefined) => {
    if (!rule) return;
    const style = (rule as CSSStyleRule).style;
    if (style) for (const name of Array.from(style)) if (!READ.includes(name)) style.removeProperty(name);
    const inner = (rule as CSSGroupingRule).cssRules;
    if (inner) for (const r of Array.from(inner)) keepRead(r);
  };
  for (const proto of [window.CSSStyleSheet.prototype, window.CSSGroupingRule.prototype]) {
    const insertRule = proto.insertRule as (this: CSSStyleSheet, rule: string, index?: number) => number;
    proto.insertRule = function (this: CSSStyleSheet, text: string, index?: number) {
      const at = insertRule.call(this, text, index);
      const rule = this.cssRules[at]!;
      keepRead(rule);
      const inner = (rule as CSSGroupingRule).cssRules;
      if (inner) collect(inner);
      else learn(rule);
      return at;
    } as typeof proto.insertRule;
  }

  const document = idl.implForWrapper(window.document) as { _getDOMSelector?(): { check(selector: string, element: unknown): unknown } } | null;
  // Another jsdom, made otherwise: its answers as they are (slower, never wrong).
  if (typeof document?._getDOMSelector !== 'function') return;
  const selector = document._getDOMSelector();
  if (typeof selector.check !== 'function') return;
  const check = selector.check.bind(selector);
  const none = { match: false, ast: null, pseudoElement: null };
  selector.check = (text, element) => (skip.has(text) ? none : check(text, element));
}
