import type { ApiClient } from './client';
import { paths } from '../../contract/endpoints';
import { FOOTER_COLUMN, FOOTER_STORE_ID, NAV_COLUMN } from '../../contract/constants';
import type { Currency, HotSearch, NavItem } from '../../contract/entities';

/** What the shell shows: menu and footer columns, currencies, popular searches. */
export function shellApi(api: ApiClient) {
  return {
    navigation: () => api<NavItem[]>('get', paths.column(NAV_COLUMN)),
    footer: () => api<NavItem[]>('get', paths.column(FOOTER_COLUMN), { query: { store_id: FOOTER_STORE_ID } }),
    currencies: () => api<Currency[]>('get', paths.allCurrency),
    switchCurrency: (currencyId: number) => api<Currency>('post', paths.switchCurrency, { form: { currency_id: currencyId } }),
    hotSearch: () => api<{ hot_search: HotSearch[] }>('get', paths.hotSearch).then((d) => d.hot_search),
  };
}
