import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

/** Payloads from the usual XSS cheat sheets, as Markdown and as raw HTML inside Markdown. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/ok.svg" onerror="alert(1)">',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](data:text/html,<script>alert(1)</script>)',
  '[click](vbscript:alert(1))',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="x:expression(alert(1))">x</p>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<a href="/x" onmouseover=alert(1)>x</a>',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img """><script>alert(1)</script>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<a href="https://evil.example" target="_blank">x</a>',
  '<img src="https://evil.example/pixel.gif">',
  '<img src="//evil.example/pixel.gif">',
  '<img src="/\\evil.example/pixel.gif">',
  '![x](https://evil.example/track.png)',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<x onclick=alert(1)>x</x>',
  '<a id="cookie" name="cookie">clobber</a>',
];

/** What must never be in the output. */
const FORBIDDEN = [
  /<script/i, /<iframe/i, /<object/i, /<embed/i, /<svg/i, /<math/i, /<style/i, /<form/i, /<input/i, /<meta/i, /<base/i,
  /<link/i, /<video/i, /<audio/i, /<template/i, /<body/i, /<noscript/i,
  /\son\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /style\s*=/i, /srcdoc/i, /\sid\s*=/i, /\sname\s*=/i, /target\s*=/i,
  /evil\.example\/pixel|track\.png/i,
];

describe('renderMarkdown', () => {
  it.each(PAYLOADS)('no XSS survives: %s', (payload) => {
    for (const md of [payload, `Before\n\n${payload}\n\nafter`, `* ${payload}`]) {
      const html = renderMarkdown(md);
      for (const bad of FORBIDDEN) expect(html, `${md} -> ${html}`).not.toMatch(bad);
    }
  });

  it('keeps the Markdown a page needs: headings (from h2), lists, tables, emphasis, links and our own images', () => {
    const html = renderMarkdown([
      '# Title', '', '## Returns', '', 'Within **30 days**, *free*.', '', '- one', '- two', '', '1. first', '',
      '| a | b |', '|---|---|', '| 1 | 2 |', '', '[Track](/track-order) · [mail](mailto:service@opticshop.example)', '',
      '![Frame](/api/goods/image/1.svg)', '', '<details><summary>Question?</summary>', '', 'Answer.', '', '</details>',
    ].join('\n'));
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
    expect(renderMarkdown('[Optician](https://example.org/eyes)')).toBe('<p><a href="https://example.org/eyes" rel="noopener noreferrer">Optician</a></p>');
    expect(renderMarkdown('<a href="https://example.org" rel="opener">x</a>')).toContain('rel="noopener noreferrer"');
    expect(renderMarkdown('[Shipping](/shipping)')).toBe('<p><a href="/shipping">Shipping</a></p>');
  });

  it('keeps the text of a dropped link or image harmlessly', () => {
    expect(renderMarkdown('[click](javascript:alert(1))')).toBe('<p><a>click</a></p>');
    expect(renderMarkdown('A ![pixel](https://evil.example/p.gif) B')).toBe('<p>A  B</p>');
  });
});
