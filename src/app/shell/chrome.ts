/** Which parts of the shell a page shows (spec section 2), by path: pages not built yet included. */
import { hidesHeader, isCataloguePage, isHostedQuestionnaire } from '../../../contract/pages';

/** The header and catalogue rules are in contract/pages.ts: the live player's machine needs them too. */
export { hidesHeader, isCataloguePage, isHostedQuestionnaire };

/** Pages that show the top category bar. */
export function showsCategoryBar(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/goods-list/') || ['/contact-us', '/readers-topic', '/oem-odm'].includes(pathname);
}
