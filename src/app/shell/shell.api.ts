import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import { FOOTER_COLUMN, FOOTER_STORE_ID, NAV_COLUMN } from '../../../contract/constants';
import type { Currency, HotSearch, NavItem } from '../../../contract/entities';

/** What the shell shows: menu and footer columns, currencies, popular searches. */
export const shellApi = {
  navigation: () => http<NavItem[]>('get', paths.column(NAV_COLUMN)),
  footer: () => http<NavItem[]>('get', paths.column(FOOTER_COLUMN), { query: { store_id: FOOTER_STORE_ID } }),
  currencies: () => http<Currency[]>('get', paths.allCurrency),
  switchCurrency: (currencyId: number) => http<Currency>('post', paths.switchCurrency, { form: { currency_id: currencyId } }),
  hotSearch: () => http<{ hot_search: HotSearch[] }>('get', paths.hotSearch).then((d) => d.hot_search),
};
