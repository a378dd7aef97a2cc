import { describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns each of & < > " \' into an entity', () => {
    expect(escapeHtml('&')).toBe('&amp;');
    expect(escapeHtml('<')).toBe('&lt;');
    expect(escapeHtml('>')).toBe('&gt;');
    expect(escapeHtml('"')).toBe('&quot;');
    expect(escapeHtml("'")).toBe('&#39;');
  });

  it('escapes markup and attribute breakers once, leaving other text as it is', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & more`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; more');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml("Café €12 · 眼鏡 $& $'")).toBe('Café €12 · 眼鏡 $&amp; $&#39;');
  });
});

describe('unescapeHtml', () => {
  it('reads back what escapeHtml wrote, numeric entities too, and leaves unknown ones', () => {
    const text = `<img src=x onerror="alert('1')"> & more · Café`;
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
    expect(unescapeHtml('&#233;&#xE9;&apos;&nbsp-x &unknown;')).toBe("éé'&nbsp-x &unknown;");
  });
});
