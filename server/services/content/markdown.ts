import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown to safe HTML, for every text the shop keeps as Markdown (information pages, agreements,
 * and the blog's posts): rendered with `marked` (GitHub-flavoured), then cleaned with
 * `sanitize-html` against an allow-list. Whatever the Markdown holds (raw HTML included):
 * - no script, style, iframe, object, form or other active element survives (their text neither);
 * - no attribute but the listed ones (so no `on*` event handler, no `style`, no `id` to clobber the DOM);
 * - links only to http(s), mailto and tel, or paths of our own (no `javascript:`, `data:`, `vbscript:`);
 *   a link to another site gets rel="noopener noreferrer";
 * - images only from our origin (a path like `/img/x.svg`); any other image is dropped.
 * The output is what the app inserts as HTML.
 */

const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'b',
  'em',
  'i',
  'del',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'abbr',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'details',
  'summary',
  'figure',
  'figcaption',
];

/** A path on our own origin: `/x`, not `//host/x` nor `/\host` (browsers read both as another host). */
const OWN_PATH = /^\/(?![/\\])/;

function isOwnPath(url: string): boolean {
  return OWN_PATH.test(url.trim());
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align', 'colspan', 'rowspan', 'scope'],
    td: ['align', 'colspan', 'rowspan'],
    ol: ['start'],
    abbr: ['title'],
    details: ['open'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images: no scheme at all, so only relative addresses remain (and those checked below).
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text of these goes with them (the defaults, and a few more that hold no readable text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const { rel: _rel, ...rest } = attribs;
      if (/^https?:/i.test(href)) return { tagName, attribs: { ...rest, rel: 'noopener noreferrer' } };
      return { tagName, attribs: rest };
    },
  },
  // An image whose address did not survive, or that is not a path of ours, goes altogether.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnPath(frame.attribs.src ?? ''),
};

/** Headings start at h2: the page's own title is its h1. */
function demoteH1(html: string): string {
  return html.replace(/<(\/?)h1(\s|>)/gi, '<$1h2$2');
}

/** Renders Markdown to sanitized HTML (see above). */
export function renderMarkdown(md: string): string {
  const html = marked.parse(md) as string;
  return sanitizeHtml(demoteH1(html), OPTIONS).trim();
}

/**
 * Rendered HTML by the Markdown itself: each text is rendered once, whichever request, database or
 * app in this process asks (an id and version name a text in one database only).
 */
const rendered = new Map<string, string>();
const RENDERED_MAX = 500;

/** `renderMarkdown`, kept in memory: a text is rendered once until it changes. */
export function renderMarkdownOnce(md: string): string {
  let html = rendered.get(md);
  if (html === undefined) {
    html = renderMarkdown(md);
    if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
    rendered.set(md, html);
  }
  return html;
}
