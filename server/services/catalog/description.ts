import { renderMarkdown } from '../content/markdown';

/**
 * A product's description as shoppers get it: the Markdown the console writes (`goods.description`)
 * through the shop's one renderer and sanitizer (content/markdown.ts `renderMarkdown`), the same
 * the console's preview calls, so the preview is what the product page shows. A plain-text
 * description (the seed's, a CSV's) comes out as its paragraphs. Called once per fill of a
 * product's cache entry (`goodsDetail`), never per request; the translation job cuts the result into
 * text nodes (translate/translations.ts).
 */
export function descriptionHtml(description: string): string {
  return renderMarkdown(description);
}
