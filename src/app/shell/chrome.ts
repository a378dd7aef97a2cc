/** Which parts of the shell a page shows (spec section 2), by path: pages not built yet included. */

/** Pages where the header is hidden. */
export function hidesHeader(pathname: string): boolean {
  return pathname === '/search-result' || pathname === '/payment' || isCataloguePage(pathname) || pathname.startsWith('/app-index') || isHostedQuestionnaire(pathname);
}

/** The hosted questionnaire (the url startQuestionnaire answers), drawn bare: it shows inside the questionnaire iframe. */
export function isHostedQuestionnaire(pathname: string): boolean {
  return pathname.startsWith('/questionnaire/');
}

/** The catalogue pages: no header, no e-mail popup, no live chat. */
export function isCataloguePage(pathname: string): boolean {
  return /^\/(optical-frames-online-catalog-z|catalog-price-list-[vw]|lenses\/catalog-price-list-[wz]|lenses\/catalog-price-list-search|catalog-shopping-list-w)$/.test(pathname);
}

/** Pages that show the top category bar. */
export function showsCategoryBar(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/goods-list/') || ['/contact-us', '/readers-topic', '/oem-odm'].includes(pathname);
}
