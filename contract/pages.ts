/**
 * Kinds of the app's pages by path that more than the shell needs (the live player's machine too):
 * one copy of each rule. The shell's other page rules are in src/app/shell/chrome.ts.
 */

/** The catalogue pages (spec section 2): no header, no e-mail popup, no live chat, no small live player. */
export function isCataloguePage(pathname: string): boolean {
  return /^\/(optical-frames-online-catalog-z|catalog-price-list-[vw]|lenses\/catalog-price-list-[wz]|lenses\/catalog-price-list-search|catalog-shopping-list-w)$/.test(pathname);
}

/** The hosted questionnaire (the url startQuestionnaire answers), drawn bare: it shows inside the questionnaire iframe. */
export function isHostedQuestionnaire(pathname: string): boolean {
  return pathname.startsWith('/questionnaire/');
}

/** Pages where the header is hidden (and with it the header's Live badge). */
export function hidesHeader(pathname: string): boolean {
  return pathname === '/search-result' || pathname === '/payment' || isCataloguePage(pathname) || pathname.startsWith('/app-index') || isHostedQuestionnaire(pathname);
}
