/**
 * What the shell draws around a page (spec section 2), as the shop's paths table gives it for each
 * page (src/app/paths.ts): `shop` the header, pop-ups and chat; `catalogue` the spec's catalogue
 * pages, with no header, e-mail pop-up, live chat or small live player; `bare` no header (search
 * results, the payment page, the hosted questionnaire shown in its iframe).
 */
export type PageLayout = 'shop' | 'catalogue' | 'bare';
