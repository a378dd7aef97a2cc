import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import { XSS_FORBIDDEN as FORBIDDEN, XSS_PAYLOADS as PAYLOADS } from './xss-payloads';

describe('renderMarkdown', () => {
  it.each(PAYLOADS)('no XSS survives: %s', (payload) => {
    for (const md of [payload, `Before\n\n${payload}\n\nafter`, `* ${payload}`]) {
      const html = renderMarkdown(md);
      for (const bad of FORBIDDEN) expect(html, `${md} -> ${html}`).not.toMatch(bad);
    }
  });

  it('keeps the Markdown a page needs: headings (from h2), lists, tables, emphasis, links and our own images', () => {
    const html = renderMarkdown(
      [
        '# Title',
        '',
        '## Returns',
        '',
        'Within **30 days**, *free*.',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        '[Track](/track-order) · [mail](mailto:service@opticshop.example)',
        '',
        '![Frame](/api/goods/image/1.svg)',
        '',
        '<details><summary>Question?</summary>',
        '',
        'Answer.',
        '',
        '</details>',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<h2>Returns</h2>');
    expect(html).toContain('<strong>30 days</strong>');
    expect(html).toContain('<em>free</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<table>');
    expect(html).toContain('<a href="/track-order">Track</a>');
    expect(html).toContain('<a href="mailto:service@opticshop.example">mail</a>');
    expect(html).toContain('<img src="/api/goods/image/1.svg" alt="Frame" />');
    expect(html).toMatch(/<details><summary>Question\?<\/summary>\s*<p>Answer.<\/p>\s*<\/details>/);
    expect(html).not.toContain('<h1');
  });

  it('links to other sites get rel="noopener noreferrer"; our own links stay as they are', () => {
    expect(renderMarkdown('[Optician](https://example.org/eyes)')).toBe(
      '<p><a href="https://example.org/eyes" rel="noopener noreferrer">Optician</a></p>',
    );
    expect(renderMarkdown('<a href="https://example.org" rel="opener">x</a>')).toContain('rel="noopener noreferrer"');
    expect(renderMarkdown('[Shipping](/shipping)')).toBe('<p><a href="/shipping">Shipping</a></p>');
  });

  it('keeps the text of a dropped link or image harmlessly', () => {
    expect(renderMarkdown('[click](javascript:alert(1))')).toBe('<p><a>click</a></p>');
    expect(renderMarkdown('A ![pixel](https://evil.example/p.gif) B')).toBe('<p>A  B</p>');
  });
});
