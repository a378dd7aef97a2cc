import { lazy, type Schema } from 'yup';
import type { Currency, HotSearchData, NavItem, TokenData, LoginData, RegistrationLoginData, UserInfo } from '../../entities';
import { obj, bool, int, listOf, num, str, word, type Assert, type Agrees } from './shape';

/** api/common/allCurrency, index/switchCurrency */
export const currencyReply = obj({
  id: int(),
  name: str(),
  img: str(),
  money: str(),
  symbol: str(),
  exchange_rate: num(),
  country: str(),
});
type _Currency = Assert<Agrees<typeof currencyReply, Currency>>;

/** api/column/:id: a menu; children nest (declared loosely: any depth of the same shape). */
export const navItemReply: Schema<NavItem> = obj({
  id: int(),
  name: str(),
  url: str(),
  img: str(),
  children: listOf(lazy(() => navItemReply)),
});

/** api/goods/hotSearch */
export const hotSearchReply = obj({ hot_search: listOf(obj({ name: str(), url: str() })) });
type _HotSearch = Assert<Agrees<typeof hotSearchReply, HotSearchData>>;

export const userInfoReply = obj({ id: int(), firstname: str(), lastname: str(), email: str(), type: int() });
type _UserInfo = Assert<Agrees<typeof userInfoReply, UserInfo>>;

/** api/visitor */
export const tokenReply = obj({
  access_token: str(),
  token_type: word(['Bearer'] as const),
  expires_in: int(),
  kind: word(['visitor', 'customer'] as const),
});
type _Token = Assert<Agrees<typeof tokenReply, TokenData>>;

/** api/login, api/register */
export const loginReply = tokenReply.shape({ user: userInfoReply });
type _Login = Assert<Agrees<typeof loginReply, LoginData>>;

/** api/registrationLogin */
export const registrationLoginReply = loginReply.shape({ registered: bool() });
type _RegistrationLogin = Assert<Agrees<typeof registrationLoginReply, RegistrationLoginData>>;
