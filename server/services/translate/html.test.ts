import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../content/markdown';
import { XSS_PAYLOADS } from '../content/xss-payloads';
import { htmlTexts, htmlWith } from './html';

const MD = [
  '## Choosing lenses',
  '',
  'Read our [lens guide](/lens-guide) & pick **1.67** index for a -6.00 prescription.',
  '',
  '![Round frame](/blog/frames.svg)',
  '',
  '- Size 52-18-140',
  '- Light',
  '',
  '`OS-1234` stays, and so does:',
  '',
  '```',
  'const lens = "glass";',
  '```',
].join('\n');

describe('the text of Markdown-made HTML', () => {
  const html = renderMarkdown(MD);

  it('gives the translator the text nodes only: no markup, no code, nothing without a letter', () => {
    const texts = htmlTexts(html);
    expect(texts).toEqual([
      'Choosing lenses',
      'Read our ',
      'lens guide',
      ' & pick ',
      ' index for a -6.00 prescription.',
      'Size 52-18-140',
      'Light',
      ' stays, and so does:',
    ]);
    for (const t of texts) expect(t).not.toMatch(/[<>]|&amp;/);
  });

  it('puts translations back between the same tags: links, images and code as they were', () => {
    const held = new Map(htmlTexts(html).map((t) => [t, t.toUpperCase().replace('&', '<&>')]));
    const out = htmlWith(html, held)!;
    expect(out).toContain('<a href="/lens-guide">LENS GUIDE</a>');
    expect(out).toContain('<img src="/blog/frames.svg" alt="Round frame" />');
    expect(out).toContain('<code>OS-1234</code>');
    expect(out).toContain('const lens = "glass";');
    expect(out).toContain(' &lt;&amp;&gt; PICK <strong>1.67</strong>');
    expect(out.replace(/>[^<]*</g, '><')).toBe(html.replace(/>[^<]*</g, '><'));
  });

  it('is nothing when one text has no translation (the caller answers English)', () => {
    const held = new Map(
      htmlTexts(html)
        .slice(1)
        .map((t) => [t, t]),
    );
    expect(htmlWith(html, held)).toBeNull();
  });

  it.each(XSS_PAYLOADS)("cuts the sanitizer's output of %s into tags and texts that make it again", (payload) => {
    const safe = renderMarkdown(`Before\n\n${payload}\n\nafter`);
    const same = htmlWith(safe, new Map(htmlTexts(safe).map((t) => [t, t])));
    expect(same).not.toBeNull();
    // Text read and written again: the same document (entities may be spelled otherwise).
    expect(same!.replace(/&#39;/g, "'").replace(/&quot;/g, '"')).toBe(safe.replace(/&#39;/g, "'").replace(/&quot;/g, '"'));
  });
});
