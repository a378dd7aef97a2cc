/** Which parts of the shell a page shows (spec section 2), by path: pages not built yet included. */
import { isCataloguePage } from '../../../contract/pages';

/** The catalogue pages (contract/pages.ts: the live player's machine needs the rule too). */
export { isCataloguePage };

/** Pages where the header is hidden. */
export function hidesHeader(pathname: string): boolean {
  return pathname === '/search-result' || pathname === '/payment' || isCataloguePage(pathname) || pathname.startsWith('/app-index') || isHostedQuestionnaire(pathname);
}

/** The hosted questionnaire (the url startQuestionnaire answers), drawn bare: it shows inside the questionnaire iframe. */
export function isHostedQuestionnaire(pathname: string): boolean {
  return pathname.startsWith('/questionnaire/');
}


/** Pages that show the top category bar. */
export function showsCategoryBar(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/goods-list/') || ['/contact-us', '/readers-topic', '/oem-odm'].includes(pathname);
}
