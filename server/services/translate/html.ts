import { escapeHtml, unescapeHtml } from '../../http/escape-html';

/**
 * The text of Markdown-made HTML (posts, information pages) as a translator sees it: the text
 * nodes, never the markup. Links, images, tables and the rest stay as they were; only the words
 * between tags change. Code (`<code>`, `<pre>`) is never translated.
 *
 * Works on the output of content/markdown.ts `renderMarkdown` only: sanitize-html escapes `<` and
 * `>` in text and in attribute values, so every `<` starts a tag and the first `>` after it ends
 * it (html.test.ts holds this against the XSS payloads too).
 */

const TOKEN = /<[^>]*>|[^<]+/g;
const CODE_TAG = /^<(\/?)(code|pre)\b/i;

interface Node {
  /** A text node's text (entities read), or a tag as written. */
  value: string;
  text: boolean;
}

function nodesOf(html: string): Node[] {
  const nodes: Node[] = [];
  let inCode = 0;
  for (const [token] of html.matchAll(TOKEN)) {
    if (token[0] === '<') {
      const code = CODE_TAG.exec(token);
      if (code) inCode = Math.max(0, inCode + (code[1] ? -1 : 1));
      nodes.push({ value: token, text: false });
    } else {
      // Text in code, or without a letter (numbers, punctuation, spaces), is kept as written.
      const translatable = inCode === 0 && /\p{L}/u.test(token);
      nodes.push({ value: translatable ? unescapeHtml(token) : token, text: translatable });
    }
  }
  return nodes;
}

/** The texts of `html` a translator gets, in order (each text node with a letter, outside code). */
export function htmlTexts(html: string): string[] {
  return nodesOf(html)
    .filter((n) => n.text)
    .map((n) => n.value);
}

/** `html` with each text node replaced by its translation in `held`; null when one has none. */
export function htmlWith(html: string, held: ReadonlyMap<string, string>): string | null {
  let out = '';
  for (const n of nodesOf(html)) {
    if (!n.text) {
      out += n.value;
      continue;
    }
    const text = held.get(n.value);
    if (text === undefined) return null;
    out += escapeHtml(text);
  }
  return out;
}
